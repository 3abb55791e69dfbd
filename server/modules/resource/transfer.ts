/**
 * Export and import of one record with the records scoped to it (a dictionary type with its entries), for screens
 * declaring `resource.transfer`. The file is JSON with the screen's extension (.bdd for dictionaries); it names
 * the screen it came from, so a file of another kind is refused. Import validates every record with its screen's
 * model, assigns fresh ids, keeps the entries' tree, and writes all or nothing.
 */
import { records } from '../../db/schema';
import { fail } from '../../errors';
import { assertWithinRows } from '../permission/data-scope';
import { withoutHiddenFormFields } from '../permission/field-access';
import { toAnswer } from './answers';
import { applyChanges, assertValid, screenMessages, writableChanges } from './body';
import type { Screen } from './registry';
import { applyRules } from './rules';
import { accessOf, scopedChildren, visibleRows, type ResourceContext } from './service';
import * as store from './store';
import { buildTree, type TreeNode } from './tree';

/** The nodes of a forest. */
function countNodes<T>(nodes: TreeNode<T>[]): number {
  return nodes.reduce((total, node) => total + 1 + countNodes(node.children), 0);
}

/** Marks our export files. */
const FORMAT = 'klx-screen-export';

/** An export file's content. */
export interface TransferFile {
  format: typeof FORMAT;
  version: 1;
  screen: string;
  record: Record<string, unknown>;
  children: Record<string, Record<string, unknown>[]>;
}

/** The screen whose records a transfer of this screen carries (the scope's owner for scoped screens). */
export function transferRoot(ctx: Pick<ResourceContext, 'registry' | 'screen'>): Screen {
  const scope = ctx.screen.schema.resource.scope;
  return scope ? ctx.registry.byId.get(scope.parentResource)! : ctx.screen;
}

/**
 * Builds the export file of one record of the root screen; answers the file name and its content. Each record
 * carries only the form fields of its screen that the caller may see, as its one-record answer would.
 */
export async function exportRecord(ctx: ResourceContext, id: string): Promise<{ fileName: string; content: string }> {
  const root = transferRoot(ctx);
  // The caller's rows of the request's screen (data permissions) bound the export of a record of it.
  const row = await store.findRecord(ctx.db, root.schema.id, id, root === ctx.screen ? visibleRows(ctx) : undefined);
  if (!row) throw fail('recordNotFound');
  const children: TransferFile['children'] = {};
  for (const child of scopedChildren(ctx.registry, root.schema.id)) {
    const access = accessOf(ctx, child);
    children[child.schema.id] = (await store.listAll(ctx.db, child.schema.id, id, child === ctx.screen ? visibleRows(ctx) : undefined)).map((entry) => withoutHiddenFormFields(toAnswer(child, entry), access));
  }
  const record = withoutHiddenFormFields(toAnswer(root, row), accessOf(ctx, root));
  const file: TransferFile = { format: FORMAT, version: 1, screen: root.schema.id, record, children };
  // Named after the record (as exported): the selector's label, else its name field, else its first keyword field.
  const label = root.schema.resource.selector?.labelField ?? ('fullName' in root.schema.model.properties ? 'fullName' : root.schema.resource.keyword[0]);
  const name = (label && typeof record[label] === 'string' ? (record[label] as string) : root.schema.id).replace(/[\\/:*?"<>|\r\n]/g, '_');
  return { fileName: `${name}.${ctx.screen.schema.resource.transfer?.extension ?? 'json'}`, content: JSON.stringify(file, null, 2) };
}

/** Reads and checks an uploaded export file. */
export function parseTransferFile(ctx: ResourceContext, fileName: string, text: string): TransferFile {
  const root = transferRoot(ctx);
  const extension = ctx.screen.schema.resource.transfer?.extension ?? 'json';
  if (fileName && !fileName.toLowerCase().endsWith(`.${extension}`)) throw fail('importFileInvalid', { extension });
  let file: Partial<TransferFile>;
  try {
    file = JSON.parse(text) as Partial<TransferFile>;
  } catch {
    throw fail('importFileInvalid', { extension });
  }
  if (!file || typeof file !== 'object' || file.format !== FORMAT || typeof file.record !== 'object' || file.record === null) {
    throw fail('importFileInvalid', { extension });
  }
  if (file.screen !== root.schema.id) throw fail('importWrongKind', { name: screenMessages(root, ctx.lang)(root.schema.title) });
  return { format: FORMAT, version: 1, screen: root.schema.id, record: file.record, children: file.children && typeof file.children === 'object' ? file.children : {} };
}

/** A record from a file, validated as if it were a request body (so form fields hidden from the caller take their defaults). */
function prepare(ctx: ResourceContext, screen: Screen, entry: unknown): Record<string, unknown> {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) throw fail('importFileInvalid', { extension: ctx.screen.schema.resource.transfer?.extension ?? 'json' });
  const changes = writableChanges(screen, entry as Record<string, unknown>, { hiddenFormFields: accessOf(ctx, screen).hiddenFormFields });
  const record = applyChanges(screen.defaults, changes);
  assertValid(screen, record, ctx.lang);
  return applyRules(screen.schema.resource.rules, ctx.rules, record, { now: ctx.now });
}

/** Imports a checked file as new records; answers the new root record's id. */
export async function importFile(ctx: ResourceContext, file: TransferFile): Promise<string> {
  const root = transferRoot(ctx);
  const rootRecord = prepare(ctx, root, file.record);
  const children = scopedChildren(ctx.registry, root.schema.id);
  const newId = crypto.randomUUID();
  const oldId = typeof file.record.id === 'string' ? file.record.id : '';
  const rows: (typeof records.$inferInsert)[] = [];
  for (const child of children) {
    const entries = Array.isArray(file.children[child.schema.id]) ? file.children[child.schema.id]! : [];
    const tree = child.schema.resource.tree;
    const oldIdOf = (entry: unknown) => {
      const value = entry && typeof entry === 'object' ? (entry as { id?: unknown }).id : undefined;
      return typeof value === 'string' && value !== '' ? value : undefined;
    };
    const ids = new Map<string, string>();
    for (const entry of entries) {
      const old = oldIdOf(entry);
      if (old === undefined) continue;
      if (ids.has(old)) throw fail('importFileInvalid', { extension: ctx.screen.schema.resource.transfer?.extension ?? 'json' });
      ids.set(old, crypto.randomUUID());
    }
    const seen = new Map<string, Set<string>>();
    for (const entry of entries) {
      const record = prepare(ctx, child, entry);
      let parentId = '';
      if (tree) {
        const parent = String(record[tree.parentKey] ?? '');
        parentId = ids.get(parent) ?? tree.rootId;
        if (parent === oldId) parentId = tree.rootId;
        record[tree.parentKey] = parentId;
      }
      for (const unique of child.schema.resource.unique ?? []) {
        const values = unique.fields.map((field) => record[field]);
        if (values.some((value) => value === undefined || value === null || value === '')) continue;
        const key = JSON.stringify(values);
        const set = seen.get(unique.message) ?? new Set<string>();
        if (set.has(key)) throw fail('invalidField', { message: screenMessages(child, ctx.lang)(unique.message) });
        seen.set(unique.message, set.add(key));
      }
      const sortField = child.schema.resource.sort?.[0]?.field;
      const sortCode = sortField && Number.isSafeInteger(record[sortField]) ? (record[sortField] as number) : 0;
      const old = oldIdOf(entry);
      const id = old === undefined ? crypto.randomUUID() : ids.get(old)!;
      rows.push({ id, screen: child.schema.id, parentId, scopeId: newId, sortCode, data: record, createdAt: ctx.now, createdBy: ctx.userId });
    }
    // Parents that loop (a → b → a) would leave entries no tree reaches: such a file is not an export of ours.
    const own = rows.filter((row) => row.screen === child.schema.id);
    if (tree && countNodes(buildTree(own.map((row) => ({ id: row.id, parentId: row.parentId ?? '' })))) !== own.length) {
      throw fail('importFileInvalid', { extension: ctx.screen.schema.resource.transfer?.extension ?? 'json' });
    }
  }
  await ctx.db.transaction(async (tx) => {
    await store.lockScreen(tx, root.schema.id);
    for (const unique of root.schema.resource.unique ?? []) {
      const values = Object.fromEntries(unique.fields.map((field) => [field, rootRecord[field]]));
      if (await store.findDuplicate(tx, root.schema.id, '', values, undefined)) {
        throw fail('invalidField', { message: screenMessages(root, ctx.lang)(unique.message) });
      }
    }
    const tree = root.schema.resource.tree;
    let parentId = '';
    if (tree) {
      const wanted = String(rootRecord[tree.parentKey] ?? tree.rootId);
      parentId = wanted !== tree.rootId && (await store.findRecord(tx, root.schema.id, wanted)) ? wanted : tree.rootId;
      rootRecord[tree.parentKey] = parentId;
    }
    const sortField = root.schema.resource.sort?.[0]?.field;
    const sortCode = sortField && Number.isSafeInteger(rootRecord[sortField]) ? (rootRecord[sortField] as number) : 0;
    // An imported record the caller could not see once stored is refused, as a created one is (data permissions).
    assertWithinRows(ctx.rows, rootRecord);
    await tx.insert(records).values({ id: newId, screen: root.schema.id, parentId, scopeId: '', sortCode, data: rootRecord, createdAt: ctx.now, createdBy: ctx.userId });
    if (rows.length) await tx.insert(records).values(rows);
  });
  return newId;
}
