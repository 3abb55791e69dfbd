/**
 * Dictionary routes beside the engine's CRUD of types and entries (CONTRACT.md "Dictionaries"): every type with its
 * enabled entries for the client's cache, a type's entries as options, the entries page's list by type (a tree
 * when the type is one), an entry's details, and the entry dialog's parent selector, whose top option is the type
 * itself (an entry whose parent is the type is stored with parent "0").
 */
import { Hono, type Context } from 'hono';
import { and, eq, or, sql } from 'drizzle-orm';
import { records } from '../../db/schema';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { listOrder, toAnswer, type RecordAnswer } from '../resource/answers';
import { parseListQuery } from '../resource/query';
import type { Screen, ScreenRegistry } from '../resource/registry';
import { resourceContext } from '../resource/routes';
import { authoriseInScope, storedScope } from '../resource/scope-guard';
import type { RecordRules } from '../resource/rules';
import { getRecord, sortedItems } from '../resource/service';
import { listAll, listOrdered, type StoredRecord } from '../resource/store';
import { buildTree, descendantIds } from '../resource/tree';

/** The screen id of dictionary types. */
export const DICTIONARY_TYPE_SCREEN = 'dictionaryType';
/** The screen id of dictionary entries. */
export const DICTIONARY_DATA_SCREEN = 'dictionaryData';

/** An entry as options and the client cache see it. */
function option(entry: RecordAnswer) {
  return { id: entry.id, parentId: entry.parentId, fullName: entry.fullName, enCode: entry.enCode, sortCode: entry.sortCode };
}

/** Routes under /api/system/DictionaryData (mounted before the engine's). */
export function dictionaryRoutes(options: { registry: ScreenRegistry; rules: RecordRules }) {
  const app = new Hono<AppEnv>();
  const types = options.registry.byId.get(DICTIONARY_TYPE_SCREEN);
  const entries = options.registry.byId.get(DICTIONARY_DATA_SCREEN);
  if (!types || !entries) return app;

  /** The type named by id or code, or `scopeNotFound`. */
  const findType = async (c: Context<AppEnv>, idOrCode: string): Promise<StoredRecord> => {
    const [row] = await c
      .get('services')
      .db.select()
      .from(records)
      .where(and(eq(records.screen, types.schema.id), or(eq(records.id, idOrCode), sql`(${records.data} ->> 'enCode') = ${idOrCode}`)))
      .limit(1);
    if (!row) throw fail('scopeNotFound');
    return row;
  };
  const enabledEntries = (screen: Screen, rows: StoredRecord[]) =>
    rows.map((row) => toAnswer(screen, row)).filter((entry) => entry.enabledMark !== 0);
  /** Entries (of one type, or all) in the entries list's own order (store.ts: one SQL order for lists and trees). */
  const orderedEntries = (c: Context<AppEnv>, typeId?: string) =>
    listOrdered(c.get('services').db, entries.schema.id, typeId, { keywordFields: [], keyword: '', order: listOrder(entries, undefined, 'asc') });

  app.get('/All', async (c) => {
    const db = c.get('services').db;
    const [typeRows, entryRows] = await Promise.all([listAll(db, types.schema.id), orderedEntries(c)]);
    const byType = new Map<string, RecordAnswer[]>();
    for (const entry of enabledEntries(entries, entryRows)) {
      const scope = String(entry.dictionaryTypeId);
      byType.set(scope, [...(byType.get(scope) ?? []), entry]);
    }
    const list = typeRows.map((row) => {
      const isTree = row.data.isTree === 1 ? 1 : 0;
      const own = (byType.get(row.id) ?? []).map(option);
      return { id: row.id, enCode: row.data.enCode, fullName: row.data.fullName, isTree, dictionaryList: isTree ? buildTree(own) : own };
    });
    return ok(c, { list });
  });

  app.get('/:typeId/Data/Selector', async (c) => {
    const type = await findType(c, c.req.param('typeId'));
    return ok(c, { list: buildTree(enabledEntries(entries, await orderedEntries(c, type.id)).map(option)) });
  });

  app.get('/:typeId/Selector/:id', async (c) => {
    await authoriseInScope(c, options.registry, entries, 'list', async () => (await findType(c, c.req.param('typeId'))).id);
    const type = await findType(c, c.req.param('typeId'));
    const excludeId = c.req.param('id');
    let children: { id: string; parentId: string; fullName: unknown }[] = [];
    if ((c.req.query('isTree') ?? String(type.data.isTree ?? 0)) === '1') {
      const items = (await orderedEntries(c, type.id)).map((row) => toAnswer(entries, row));
      const excluded = excludeId !== '0' ? new Set([excludeId, ...descendantIds(items, excludeId)]) : new Set<string>();
      children = items.filter((item) => !excluded.has(item.id)).map((item) => ({ id: item.id, parentId: item.parentId, fullName: item.fullName }));
    }
    const tree = buildTree(children);
    return ok(c, { list: [{ id: type.id, parentId: '0', fullName: type.data.fullName, hasChildren: tree.length > 0, children: tree }] });
  });

  app.get('/:id/Info', async (c) => {
    const authorised = await authoriseInScope(c, options.registry, entries, 'get', () => storedScope(c, entries, c.req.param('id')));
    return ok(c, await getRecord(resourceContext(c, entries, options, authorised), c.req.param('id')));
  });

  app.get('/:typeId', async (c) => {
    const authorised = await authoriseInScope(c, options.registry, entries, 'list', async () => (await findType(c, c.req.param('typeId'))).id);
    const type = await findType(c, c.req.param('typeId'));
    const query = parseListQuery(c.req.query(), new Set(Object.keys(entries.schema.model.properties)));
    const isTree = (c.req.query('isTree') ?? String(type.data.isTree ?? 0)) === '1';
    const items = await sortedItems(resourceContext(c, entries, options, authorised), query, type.id, isTree);
    return ok(c, { list: isTree ? buildTree(items) : items.map((item) => ({ ...item, hasChildren: false, children: [] })) });
  });

  return app;
}
