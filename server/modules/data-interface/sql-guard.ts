/**
 * Decides whether the SQL of a data interface may run. The PostgreSQL parser itself (libpg-query) reads the text, so
 * what runs is what was checked: exactly one SELECT, with no data-modifying CTE, no SELECT INTO, no locking clause,
 * no function that sleeps, reads files, talks to other servers, changes settings or sequences or takes locks, and no
 * system catalogue or credential table. Parameters are written `{name}` and become bound `$n` placeholders — a value
 * never becomes SQL text. The database enforces the rest (read-only transaction, statement timeout, row cap:
 * ./engine.ts).
 */
import { loadModule, parseSync } from 'libpg-query';

await loadModule();

/** Why a statement is refused: the catalogue entry to answer and its parameters. */
export class SqlRefused extends Error {
  constructor(
    readonly reason: 'syntax' | 'notSelect' | 'function' | 'relation' | 'param' | 'recursive',
    readonly detail: string = '',
  ) {
    super(`${reason}${detail ? `: ${detail}` : ''}`);
  }
}

/** A checked statement: its text pieces between the parameters, and the parameter named at each place. */
export interface CheckedSelect {
  /** The statement with `$1…$n` (one per place, in order), as the parser saw it. */
  text: string;
  /** The text pieces around the parameters: `pieces.length === params.length + 1`. */
  pieces: string[];
  /** The parameter name at each place, in order. */
  params: string[];
}

/** Functions never called, by exact name. */
const DENIED_FUNCTIONS = new Set([
  'current_setting',
  'nextval',
  'setval',
  'currval',
  'lastval',
  'setseed',
  'ts_stat',
  'ts_rewrite',
  'query_to_xml',
  'query_to_xmlschema',
  'query_to_xml_and_xmlschema',
  'cursor_to_xml',
  'cursor_to_xmlschema',
  'table_to_xml',
  'table_to_xmlschema',
  'table_to_xml_and_xmlschema',
  'schema_to_xml',
  'schema_to_xmlschema',
  'schema_to_xml_and_xmlschema',
  'database_to_xml',
  'database_to_xmlschema',
  'database_to_xml_and_xmlschema',
  'inet_server_addr',
  'inet_server_port',
  'inet_client_addr',
  'inet_client_port',
  'gin_clean_pending_list',
]);

/**
 * Functions never called, by prefix: pg_* (sleep, files, advisory locks, backends, settings, WAL…), large objects,
 * dblink, set_config and the like, transaction ids, index maintenance and extension internals.
 */
const DENIED_PREFIXES = ['pg_', 'lo_', 'dblink', 'set_', 'txid_', 'brin_', 'bt_', 'binary_upgrade', 'xact_'];

/** Tables holding credentials or secrets: sessions, password hashes, captchas, channel keys. */
const DENIED_TABLES = new Set(['base_session', 'base_user', 'base_captcha', 'base_sys_config', '__drizzle_migrations']);

/** Whether a function may be called. */
export function functionAllowed(name: string): boolean {
  const lower = name.toLowerCase();
  return !DENIED_FUNCTIONS.has(lower) && !DENIED_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Replaces each `{name}` outside quotes and comments with `$n` and splits the text there. Quoted strings (also E''
 * and dollar-quoted), quoted identifiers and comments are copied as they are.
 */
export function splitPlaceholders(source: string): { pieces: string[]; params: string[] } {
  const pieces: string[] = [];
  const params: string[] = [];
  let current = '';
  let i = 0;
  const n = source.length;
  while (i < n) {
    const ch = source[i]!;
    const next = source[i + 1];
    if (ch === '-' && next === '-') {
      const end = source.indexOf('\n', i);
      const stop = end < 0 ? n : end;
      current += source.slice(i, stop);
      i = stop;
    } else if (ch === '/' && next === '*') {
      // Block comments nest in PostgreSQL.
      let depth = 0;
      let j = i;
      while (j < n) {
        if (source[j] === '/' && source[j + 1] === '*') {
          depth += 1;
          j += 2;
        } else if (source[j] === '*' && source[j + 1] === '/') {
          depth -= 1;
          j += 2;
          if (depth === 0) break;
        } else j += 1;
      }
      current += source.slice(i, j);
      i = j;
    } else if (ch === "'" || ch === '"') {
      // E'…' strings take backslash escapes; every quoted text ends at an unpaired quote.
      const backslashes = ch === "'" && i > 0 && /[eE]/.test(source[i - 1]!) && !/[A-Za-z0-9_]/.test(source[i - 2] ?? ' ');
      let j = i + 1;
      while (j < n) {
        if (backslashes && source[j] === '\\') j += 2;
        else if (source[j] === ch && source[j + 1] === ch) j += 2;
        else if (source[j] === ch) {
          j += 1;
          break;
        } else j += 1;
      }
      current += source.slice(i, j);
      i = j;
    } else if (ch === '$' && !/[A-Za-z0-9_]/.test(source[i - 1] ?? ' ')) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(source.slice(i));
      if (tag) {
        const end = source.indexOf(tag[0], i + tag[0].length);
        const stop = end < 0 ? n : end + tag[0].length;
        current += source.slice(i, stop);
        i = stop;
      } else {
        current += ch;
        i += 1;
      }
    } else if (ch === '{') {
      const close = source.indexOf('}', i);
      const name = close < 0 ? '' : source.slice(i + 1, close).trim();
      if (!IDENTIFIER.test(name)) throw new SqlRefused('param', source.slice(i, close < 0 ? Math.min(n, i + 20) : close + 1));
      pieces.push(current);
      params.push(name);
      current = '';
      i = close + 1;
    } else {
      current += ch;
      i += 1;
    }
  }
  pieces.push(current);
  return { pieces, params };
}

type Node = Record<string, unknown>;

function names(list: unknown): string[] {
  return Array.isArray(list) ? list.map((item) => String((item as { String?: { sval?: string } }).String?.sval ?? '').toLowerCase()) : [];
}

/** Walks every node of the parse tree, refusing what may not run. */
function inspect(value: unknown, context: { params: number; allowRecursive: boolean }): void {
  if (Array.isArray(value)) {
    for (const item of value) inspect(item, context);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value as Node)) {
    const node = child as Node;
    switch (key) {
      case 'InsertStmt':
      case 'UpdateStmt':
      case 'DeleteStmt':
      case 'MergeStmt':
        throw new SqlRefused('notSelect', key);
      case 'SelectStmt':
        if (node.intoClause) throw new SqlRefused('notSelect', 'SELECT INTO');
        if (Array.isArray(node.lockingClause) && node.lockingClause.length > 0) throw new SqlRefused('notSelect', 'FOR UPDATE/SHARE');
        // The parse tree holds a statement's WITH clause unwrapped, as `withClause`.
        if ((node.withClause as Node | undefined)?.recursive && !context.allowRecursive) throw new SqlRefused('recursive');
        break;
      case 'FuncCall': {
        const parts = names(node.funcname);
        const name = parts[parts.length - 1] ?? '';
        if ((parts.length > 1 && parts[0] !== 'pg_catalog') || !functionAllowed(name)) throw new SqlRefused('function', parts.join('.'));
        break;
      }
      case 'RangeVar': {
        const schema = String(node.schemaname ?? '').toLowerCase();
        const relation = String(node.relname ?? '').toLowerCase();
        if ((schema !== '' && schema !== 'public') || relation.startsWith('pg_') || DENIED_TABLES.has(relation)) {
          throw new SqlRefused('relation', schema ? `${schema}.${relation}` : relation);
        }
        break;
      }
      case 'ParamRef':
        if (typeof node.number !== 'number' || node.number < 1 || node.number > context.params) throw new SqlRefused('param', `$${String(node.number ?? '')}`);
        break;
    }
    inspect(child, context);
  }
}

/**
 * Checks a data interface's SQL against its declared parameter names; throws `SqlRefused` when it may not run.
 * `allowRecursive` is false where the database cannot stop a runaway statement (embedded PGlite).
 */
export function checkSelect(source: string, declared: readonly string[], options: { allowRecursive: boolean }): CheckedSelect {
  const { pieces, params } = splitPlaceholders(source);
  const known = new Set(declared);
  for (const name of params) if (!known.has(name)) throw new SqlRefused('param', name);
  // A final semicolon is allowed (it ends the one statement); the wrapper in the engine needs it gone.
  const last = pieces.length - 1;
  pieces[last] = pieces[last]!.replace(/;\s*$/, '');
  // Spaces keep a placeholder from joining a neighbouring word (`a$1` would be one identifier).
  for (let index = 0; index < last; index += 1) pieces[index] = `${pieces[index]} `;
  for (let index = 1; index <= last; index += 1) pieces[index] = ` ${pieces[index]}`;
  const text = pieces.reduce((all, piece, index) => (index === 0 ? piece : `${all}$${index}${piece}`), '');
  if (text.trim() === '') throw new SqlRefused('notSelect');
  let tree: { stmts?: { stmt?: Node }[] };
  try {
    tree = parseSync(text) as typeof tree;
  } catch (error) {
    throw new SqlRefused('syntax', error instanceof Error ? error.message.slice(0, 200) : '');
  }
  const statements = tree.stmts ?? [];
  if (statements.length !== 1) throw new SqlRefused('notSelect');
  const statement = statements[0]!.stmt ?? {};
  if (!('SelectStmt' in statement)) throw new SqlRefused('notSelect', Object.keys(statement)[0] ?? '');
  inspect(statement, { params: params.length, allowRecursive: options.allowRecursive });
  return { text, pieces, params };
}
