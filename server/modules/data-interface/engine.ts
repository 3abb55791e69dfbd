/**
 * The data-interface engine behind the related-data, popup and autocomplete pickers and the management screen's
 * preview (spec 03 §7 "Data interfaces"). Three kinds:
 *
 * - 1 SQL against our database: checked by the PostgreSQL parser (./sql-guard.ts: one SELECT, nothing risky),
 *   parameters bound as `$n`, run in a read-only transaction with a statement timeout (PostgreSQL; embedded PGlite
 *   cannot interrupt a statement, so there a planner-cost ceiling and no recursion guard it — the ceiling applies on
 *   both), wrapped as a sub-query with a row cap;
 * - 2 static data: a JSON array stored with the interface;
 * - 3 HTTP: a GET or POST to a host an administrator listed (`dataInterfaceHosts`), with a timeout, no redirects and
 *   a size cap on the answer.
 *
 * Every call is logged in `base_data_interface_log`, whether it succeeded or not.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../../db/client';
import { dataInterfaceLogs, records } from '../../db/schema';
import { AppError, fail } from '../../errors';
import { clientAddress } from '../../http/client-address';
import type { AppEnv } from '../../http/env';
import { checkSelect, SqlRefused } from './sql-guard';

/** The schema screen of data interfaces. */
export const DATA_INTERFACE_SCREEN = 'dataInterface';

/** The limits every call keeps. */
export const LIMITS = {
  /** Most rows one call answers (autocomplete fetches up to this many). */
  maxRows: 10_000,
  /** PostgreSQL's statement timeout for an SQL interface. */
  statementTimeoutMs: 5_000,
  /** The planner's cost estimate no node of an SQL interface's plan may exceed. */
  maxCost: 200_000,
  /** How long an HTTP interface may take. */
  httpTimeoutMs: 5_000,
  /** The largest HTTP answer read. */
  httpMaxBytes: 2 * 1024 * 1024,
  /** The longest parameter value. */
  maxParamLength: 1_000,
};

/** The kinds of interface. */
export const DataType = { sql: 1, static: 2, http: 3 } as const;

/** A declared parameter. */
export interface InterfaceParam {
  field: string;
  /** varchar (default), int, decimal or datetime. */
  dataType: string;
  defaultValue: string;
  required: boolean;
}

/** A stored data interface. */
export interface DataInterface {
  id: string;
  fullName: string;
  enCode: string;
  dataType: number;
  query: string;
  staticData: string;
  path: string;
  requestMethod: 'GET' | 'POST';
  params: InterfaceParam[];
  enabled: boolean;
}

/** One row of an answer. */
export type Row = Record<string, unknown>;

/** A parameter value as bound. */
export type ParamValue = string | number | null;

/** Half of a surrogate pair without its other half: not text PostgreSQL can take. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const PARAM_TYPES = new Set(['varchar', 'int', 'decimal', 'datetime']);

/** Reads the stored parameter list (`requestParameters`, JSON text); throws `dataInterfaceParamsInvalid`. */
export function parseParamList(value: unknown): InterfaceParam[] {
  if (value === undefined || value === null || value === '') return [];
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      throw fail('dataInterfaceParamsInvalid');
    }
  }
  if (!Array.isArray(list) || list.length > 50) throw fail('dataInterfaceParamsInvalid');
  const seen = new Set<string>();
  return list.map((item) => {
    if (item === null || typeof item !== 'object') throw fail('dataInterfaceParamsInvalid');
    const entry = item as Record<string, unknown>;
    const field = typeof entry.field === 'string' ? entry.field.trim() : '';
    const dataType = entry.dataType === undefined || entry.dataType === '' ? 'varchar' : String(entry.dataType);
    if (!PARAM_NAME.test(field) || seen.has(field) || !PARAM_TYPES.has(dataType)) throw fail('dataInterfaceParamsInvalid');
    seen.add(field);
    const defaultValue = entry.defaultValue === undefined || entry.defaultValue === null ? '' : String(entry.defaultValue);
    if (defaultValue.length > LIMITS.maxParamLength) throw fail('dataInterfaceParamsInvalid');
    return { field, dataType, defaultValue, required: entry.required === true || entry.required === 1 || entry.required === '1' };
  });
}

/** The interface a stored record describes. */
export function toInterface(id: string, data: Record<string, unknown>): DataInterface {
  let params: InterfaceParam[];
  try {
    params = parseParamList(data.requestParameters);
  } catch {
    params = [];
  }
  return {
    id,
    fullName: String(data.fullName ?? ''),
    enCode: String(data.enCode ?? ''),
    dataType: Number(data.dataType ?? DataType.sql),
    query: String(data.query ?? ''),
    staticData: String(data.staticData ?? ''),
    path: String(data.path ?? ''),
    requestMethod: data.requestMethod === 'POST' ? 'POST' : 'GET',
    params,
    enabled: Number(data.enabledMark ?? 1) === 1,
  };
}

/** A stored interface (enabled or not), or `dataInterfaceNotFound`. */
export async function findInterface(db: Db, id: string): Promise<DataInterface> {
  if (id === '' || id.length > 64) throw fail('dataInterfaceNotFound');
  const [row] = await db
    .select({ id: records.id, data: records.data })
    .from(records)
    .where(and(eq(records.screen, DATA_INTERFACE_SCREEN), eq(records.id, id)));
  if (!row) throw fail('dataInterfaceNotFound');
  return toInterface(row.id, row.data);
}

/** The enabled interfaces, by sort code then name: what a designer or picker chooses from. */
export async function listInterfaces(db: Db) {
  const rows = await db.select({ id: records.id, data: records.data, sortCode: records.sortCode }).from(records).where(eq(records.screen, DATA_INTERFACE_SCREEN));
  return rows
    .filter((row) => Number(row.data.enabledMark ?? 1) === 1)
    .sort((a, b) => a.sortCode - b.sortCode || String(a.data.fullName ?? '').localeCompare(String(b.data.fullName ?? '')))
    .map((row) => ({ id: row.id, fullName: String(row.data.fullName ?? ''), enCode: String(row.data.enCode ?? ''), dataType: Number(row.data.dataType ?? DataType.sql) }));
}

/** The values supplied by a caller: `paramList` entries `{ field, defaultValue }` (or `value`), or a plain object. */
export function suppliedValues(paramList: unknown): Map<string, unknown> {
  const values = new Map<string, unknown>();
  if (Array.isArray(paramList)) {
    for (const item of paramList.slice(0, 100)) {
      if (item === null || typeof item !== 'object') throw fail('dataInterfaceParamInvalid', { name: '?' });
      const entry = item as Record<string, unknown>;
      const field = entry.field ?? entry.relationField;
      if (typeof field !== 'string') throw fail('dataInterfaceParamInvalid', { name: '?' });
      values.set(field, 'value' in entry ? entry.value : entry.defaultValue);
    }
  } else if (paramList !== undefined && paramList !== null && paramList !== '') {
    if (typeof paramList !== 'object') throw fail('dataInterfaceParamInvalid', { name: '?' });
    for (const [field, value] of Object.entries(paramList as Record<string, unknown>).slice(0, 100)) values.set(field, value);
  }
  return values;
}

/** Resolves each declared parameter to the value bound: supplied, else its default; checked against its type. */
export function bindValues(params: readonly InterfaceParam[], supplied: Map<string, unknown>): Record<string, ParamValue> {
  const bound: Record<string, ParamValue> = {};
  for (const param of params) {
    const raw = supplied.has(param.field) && supplied.get(param.field) !== undefined ? supplied.get(param.field) : param.defaultValue;
    const invalid = () => fail('dataInterfaceParamInvalid', { name: param.field });
    if (raw === null || raw === '') {
      if (param.required) throw fail('dataInterfaceParamRequired', { name: param.field });
      bound[param.field] = null;
      continue;
    }
    if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') throw invalid();
    const text = String(raw);
    if (text.length > LIMITS.maxParamLength || text.includes('\u0000') || LONE_SURROGATE.test(text)) throw invalid();
    if (param.dataType === 'int') {
      if (!/^-?\d{1,15}$/.test(text.trim())) throw invalid();
      bound[param.field] = Number(text.trim());
    } else if (param.dataType === 'decimal') {
      const value = Number(text.trim());
      if (text.trim() === '' || !Number.isFinite(value)) throw invalid();
      bound[param.field] = value;
    } else if (param.dataType === 'datetime') {
      const date = /^-?\d{1,15}$/.test(text.trim()) ? new Date(Number(text.trim())) : new Date(text);
      if (Number.isNaN(date.getTime())) throw invalid();
      bound[param.field] = date.toISOString();
    } else {
      bound[param.field] = text;
    }
  }
  return bound;
}

/** Plain rows, at most the cap. */
function asRows(list: readonly unknown[]): Row[] {
  return list.slice(0, LIMITS.maxRows).map((item) => (item !== null && typeof item === 'object' && !Array.isArray(item) ? (item as Row) : { value: item }));
}

/** The highest cost estimate of any node of an EXPLAIN (FORMAT JSON) plan. */
function highestCost(plan: unknown): number {
  if (Array.isArray(plan)) return Math.max(0, ...plan.map(highestCost));
  if (plan === null || typeof plan !== 'object') return 0;
  const node = plan as Record<string, unknown>;
  const own = typeof node['Total Cost'] === 'number' ? (node['Total Cost'] as number) : 0;
  return Math.max(own, highestCost(node.Plan), highestCost(node.Plans));
}

/**
 * Which database the handle speaks to: a `pg` pool (PostgreSQL, which enforces a statement timeout) or embedded
 * PGlite (which cannot interrupt a running statement).
 */
export function databaseKind(db: Db): 'pglite' | 'postgres' {
  const client = (db as unknown as { $client?: { totalCount?: unknown } }).$client;
  return client && typeof client.totalCount === 'number' ? 'postgres' : 'pglite';
}

/** Runs an SQL interface read-only, bound, capped and timed. */
async function runSql(db: Db, kind: 'pglite' | 'postgres', source: string, params: readonly InterfaceParam[], values: Record<string, ParamValue>): Promise<Row[]> {
  let checked;
  try {
    checked = checkSelect(source, params.map((param) => param.field), { allowRecursive: kind === 'postgres' });
  } catch (error) {
    if (error instanceof SqlRefused) throw refusal(error);
    throw error;
  }
  const chunks: SQL[] = [sql.raw(checked.pieces[0]!)];
  checked.params.forEach((name, index) => {
    chunks.push(sql`${values[name] ?? null}`, sql.raw(checked.pieces[index + 1]!));
  });
  const inner = sql.join(chunks);
  const query = sql`select * from (${inner}\n) as klx_data limit ${sql.raw(String(LIMITS.maxRows))}`;
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`set transaction read only`);
      if (kind === 'postgres') await tx.execute(sql.raw(`set local statement_timeout = ${LIMITS.statementTimeoutMs}`));
      const explained = (await tx.execute(sql`explain (format json) ${query}`)) as unknown as { rows: Record<string, unknown>[] };
      const planText = explained.rows[0]?.['QUERY PLAN'];
      const plan = typeof planText === 'string' ? (JSON.parse(planText) as unknown) : planText;
      if (highestCost(plan) > LIMITS.maxCost) throw fail('dataInterfaceTooCostly');
      const result = (await tx.execute(query)) as unknown as { rows: Row[] };
      return asRows(result.rows);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown; cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code;
    if (code === '57014') throw fail('dataInterfaceTimeout');
    if (code === '25006') throw fail('dataInterfaceSqlNotSelect');
    const message = (error as { cause?: { message?: unknown } }).cause?.message ?? (error as { message?: unknown }).message;
    throw fail('dataInterfaceRunFailed', { detail: String(message ?? '').replace(/^Failed query:[\s\S]*?\n/, '').slice(0, 200) });
  }
}

/** The catalogued answer to a refused statement. */
function refusal(error: SqlRefused): AppError {
  switch (error.reason) {
    case 'syntax':
      return fail('dataInterfaceSqlSyntax', { detail: error.detail });
    case 'function':
      return fail('dataInterfaceSqlFunction', { name: error.detail });
    case 'relation':
      return fail('dataInterfaceSqlRelation', { name: error.detail });
    case 'param':
      return fail('dataInterfaceSqlParam', { name: error.detail });
    case 'recursive':
      return fail('dataInterfaceSqlRecursive');
    default:
      return fail('dataInterfaceSqlNotSelect');
  }
}

/** Checks an interface's SQL without running it (on save); throws the catalogued refusal. */
export function assertSqlAcceptable(source: string, params: readonly InterfaceParam[], kind: 'pglite' | 'postgres'): void {
  try {
    checkSelect(source, params.map((param) => param.field), { allowRecursive: kind === 'postgres' });
  } catch (error) {
    if (error instanceof SqlRefused) throw refusal(error);
    throw error;
  }
}

/** The administrator's allow-list as entries `host` or `host:port`, lower case. */
export function parseHosts(value: unknown): string[] {
  const text = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '';
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** Whether a URL's host (with its port when not the default) is on the list exactly. */
export function hostAllowed(url: URL, hosts: readonly string[]): boolean {
  return hosts.includes(url.host.toLowerCase());
}

/** Reads a response body up to the cap. */
async function readCapped(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > LIMITS.httpMaxBytes) {
      await reader.cancel().catch(() => undefined);
      throw fail('dataInterfaceHttpFailed', { detail: `> ${LIMITS.httpMaxBytes} bytes` });
    }
    parts.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(parts));
}

/** The rows in an HTTP answer: an array, or `data`, `data.list` or `list` holding one. */
function rowsOfAnswer(answer: unknown): Row[] {
  const pick = (value: unknown): unknown[] | undefined => {
    if (Array.isArray(value)) return value;
    if (value !== null && typeof value === 'object') {
      const object = value as Record<string, unknown>;
      if (Array.isArray(object.list)) return object.list;
      if (object.data !== undefined) return pick(object.data);
    }
    return undefined;
  };
  const list = pick(answer);
  if (!list) throw fail('dataInterfaceHttpFailed', { detail: 'no list in the answer' });
  return asRows(list);
}

/** Calls an HTTP interface on a listed host. */
async function runHttp(definition: DataInterface, values: Record<string, ParamValue>, hosts: readonly string[]): Promise<Row[]> {
  const used = new Set<string>();
  const address = definition.path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, name: string) => {
    if (!(name in values)) return whole;
    used.add(name);
    return encodeURIComponent(String(values[name] ?? ''));
  });
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw fail('dataInterfaceUrlInvalid');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) throw fail('dataInterfaceUrlInvalid');
  if (!hostAllowed(url, hosts)) throw fail('dataInterfaceHostNotAllowed', { host: url.host });
  const rest = Object.entries(values).filter(([name]) => !used.has(name));
  let body: string | undefined;
  if (definition.requestMethod === 'GET') for (const [name, value] of rest) url.searchParams.set(name, value === null ? '' : String(value));
  else body = JSON.stringify(Object.fromEntries(rest));
  let response: Response;
  try {
    response = await fetch(url, {
      method: definition.requestMethod,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(LIMITS.httpTimeoutMs),
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw fail('dataInterfaceTimeout');
    throw fail('dataInterfaceHttpFailed', { detail: 'unreachable' });
  }
  if (response.status < 200 || response.status >= 300) {
    await response.body?.cancel().catch(() => undefined);
    throw fail('dataInterfaceHttpFailed', { detail: `HTTP ${response.status}` });
  }
  let text: string;
  try {
    text = await readCapped(response);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw fail('dataInterfaceTimeout');
  }
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw fail('dataInterfaceHttpFailed', { detail: 'not JSON' });
  }
  return rowsOfAnswer(answer);
}

/** The rows of a static interface. */
export function staticRows(text: string): Row[] {
  let value: unknown;
  try {
    value = JSON.parse(text === '' ? '[]' : text);
  } catch {
    throw fail('dataInterfaceStaticInvalid');
  }
  if (!Array.isArray(value)) throw fail('dataInterfaceStaticInvalid');
  return asRows(value);
}

/** Runs an interface for a caller and logs the call; answers its rows (at most `LIMITS.maxRows`). */
export async function runInterface(c: Context<AppEnv>, definition: DataInterface, supplied: Map<string, unknown>, caller: string): Promise<Row[]> {
  const services = c.get('services');
  const session = c.get('session');
  const started = Date.now();
  let rows: Row[] = [];
  let failure: AppError | undefined;
  try {
    const values = bindValues(definition.params, supplied);
    if (definition.dataType === DataType.sql) rows = await runSql(services.db, databaseKind(services.db), definition.query, definition.params, values);
    else if (definition.dataType === DataType.static) rows = staticRows(definition.staticData);
    else if (definition.dataType === DataType.http) rows = await runHttp(definition, values, parseHosts((await services.settings.all()).dataInterfaceHosts));
    else throw fail('dataInterfaceNotFound');
    return rows;
  } catch (error) {
    failure = error instanceof AppError ? error : fail('dataInterfaceRunFailed', { detail: '' });
    throw failure;
  } finally {
    await services.db
      .insert(dataInterfaceLogs)
      .values({
        id: crypto.randomUUID(),
        interfaceId: definition.id,
        interfaceName: definition.fullName.slice(0, 200),
        dataType: definition.dataType,
        caller,
        userId: session.userId,
        userName: session.account,
        ipAddress: clientAddress(c),
        durationMs: Math.min(2_147_483_647, Date.now() - started),
        rowCount: rows.length,
        success: failure ? 0 : 1,
        error: failure ? `${failure.errorName}${failure.params ? ` ${JSON.stringify(failure.params)}` : ''}`.slice(0, 500) : '',
        createdAt: services.now(),
      })
      .catch(() => undefined);
  }
}
