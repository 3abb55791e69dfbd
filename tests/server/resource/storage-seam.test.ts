/**
 * The engine's storage seam: a screen whose module contributes its own storage (registry.ts withStorage) is listed,
 * read, created, updated, toggled and deleted through that storage — with the engine's validation, uniqueness and
 * tree checks — and never touches lc_record. Here the storage is a map in memory and the database refuses every query.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { ALL_ROWS } from '../../../server/modules/permission/data-scope';
import { ALL_FIELDS } from '../../../server/modules/permission/field-access';
import { withStorage } from '../../../server/modules/resource/registry';
import { createRecord, getRecord, listRecords, removeRecord, toggleState, updateRecord, type ResourceContext } from '../../../server/modules/resource/service';
import type { ScreenStorage, StoredItem } from '../../../server/modules/resource/storage';
import { DEFAULT_SCHEMA_DIR } from '../../../server/schemas/loader';
import { screensOf } from '../harness';

const SCREEN = 'warehouse';
/** Bins are scoped to a warehouse (tests/fixtures/schemas/warehouseBin.json). */
const BINS = 'warehouseBin';

/** A storage over a map, in insertion order (enough for the engine: it only asks, the storage answers). */
function memoryStorage() {
  const items = new Map<string, StoredItem>();
  const storage: ScreenStorage = {
    fieldSql: () => sql`null`,
    lock: async () => undefined,
    page: async (_db, _screen, _scope, page) => {
      const rows = [...items.values()];
      return { rows: rows.slice(page.offset, page.offset + page.limit), total: rows.length };
    },
    ordered: async (_db, _screen, _scope, filter) =>
      [...items.values()].filter((item) => !filter.keyword || filter.keywordFields.some((field) => String(item.data[field] ?? '').includes(filter.keyword))),
    find: async (_db, _screen, id) => items.get(id),
    duplicate: async (_db, _screen, _scope, values, exceptId) =>
      [...items.values()].find((item) => item.id !== exceptId && Object.entries(values).every(([field, value]) => item.data[field] === value))?.id,
    hasChildren: async (_db, _screen, id) => [...items.values()].some((item) => item.parentId === id),
    holdsScope: async (_db, _screen, scopeId) => [...items.values()].some((item) => item.scopeId === scopeId),
    insert: async (_db, _screen, id, scopeId, write) => void items.set(id, { id, scopeId, parentId: write.parentId, data: write.data }),
    update: async (_db, _screen, id, write) => void items.set(id, { ...items.get(id)!, parentId: write.parentId, data: write.data }),
    remove: async (_db, _screen, id) => void items.delete(id),
    toggle: async (_db, _screen, id, field) => {
      const item = items.get(id);
      if (!item) return undefined;
      item.data = { ...item.data, [field]: item.data[field] === 1 ? 0 : 1 };
      return item.data;
    },
  };
  return { items, storage };
}

/** A database that refuses every query but runs transactions: the engine may only go through the storage. */
function refusingDb(): Db {
  const refuse = () => {
    throw new Error('the engine touched the database instead of the screen storage');
  };
  const db: Record<string, unknown> = { select: refuse, insert: refuse, update: refuse, delete: refuse, execute: refuse };
  db.transaction = (work: (tx: unknown) => Promise<unknown>) => work(db);
  return db as unknown as Db;
}

describe('a screen served through its module storage', () => {
  const { items, storage } = memoryStorage();
  const bins = memoryStorage();
  const registry = withStorage(withStorage(screensOf([DEFAULT_SCHEMA_DIR, path.resolve('tests/fixtures/schemas')]), SCREEN, storage), BINS, bins.storage);
  const db = refusingDb();
  const ctx: ResourceContext = {
    db,
    screen: registry.byId.get(SCREEN)!,
    registry,
    rules: {},
    lang: 'zh-CN',
    userId: 'tester',
    now: new Date('2026-01-01T00:00:00Z'),
    fieldGrants: ALL_FIELDS,
    rows: ALL_ROWS,
    widgetValues: { db, files: { size: async () => 0 }, sanitizeHtml: (html) => html },
  };
  const query = { currentPage: 1, pageSize: 20, keyword: '', sidx: undefined, order: 'desc' as const };

  it('refuses a storage for a screen that is not loaded', () => {
    expect(() => withStorage(registry, 'noSuchScreen', storage)).toThrow(/noSuchScreen/);
  });

  it('creates, lists, reads, updates, toggles and deletes through the storage', async () => {
    const hall = await createRecord(ctx, { parentId: '-1', fullName: '一号库', enCode: 'W-1' }, '');
    const shelf = await createRecord(ctx, { parentId: hall, fullName: '货架', enCode: 'W-2' }, '');
    expect(items.get(hall)).toMatchObject({ parentId: '-1', data: { fullName: '一号库', enCode: 'W-1', enabledMark: 1 } });

    const listed = await listRecords(ctx, query, undefined);
    expect(listed.list).toMatchObject([{ id: hall, fullName: '一号库', children: [{ id: shelf, fullName: '货架' }] }]);
    expect(await getRecord(ctx, shelf)).toMatchObject({ id: shelf, parentId: hall, enCode: 'W-2' });

    await updateRecord(ctx, shelf, { fullName: '二号货架' });
    expect(items.get(shelf)!.data).toMatchObject({ fullName: '二号货架', enCode: 'W-2' });
    expect(await toggleState(ctx, shelf)).toBe(0);

    // The engine's checks run over the storage: uniqueness, children, not found.
    await expect(createRecord(ctx, { parentId: '-1', fullName: '重复', enCode: 'W-1' }, '')).rejects.toMatchObject({ errorName: 'invalidField' });
    await expect(removeRecord(ctx, hall)).rejects.toMatchObject({ errorName: 'hasChildren' });
    // A scoped screen's records are placed in, and hold on to, a record of its owner's storage.
    const binCtx = { ...ctx, screen: registry.byId.get(BINS)! };
    await expect(createRecord(binCtx, { fullName: '一格', enCode: 'B-1' }, 'nowhere')).rejects.toMatchObject({ errorName: 'scopeNotFound' });
    const bin = await createRecord(binCtx, { fullName: '一格', enCode: 'B-1' }, shelf);
    expect(bins.items.get(bin)).toMatchObject({ scopeId: shelf, data: { fullName: '一格' } });
    await expect(removeRecord(ctx, shelf)).rejects.toMatchObject({ errorName: 'hasScopedRecords' });
    await removeRecord(binCtx, bin);
    await expect(updateRecord(ctx, hall, { parentId: shelf })).rejects.toMatchObject({ errorName: 'parentIsSelf' });
    await removeRecord(ctx, shelf);
    await removeRecord(ctx, hall);
    expect(items.size).toBe(0);
    await expect(getRecord(ctx, hall)).rejects.toMatchObject({ errorName: 'recordNotFound' });
  });
});
