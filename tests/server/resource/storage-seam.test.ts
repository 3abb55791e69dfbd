/**
 * The engine's storage seam: a screen whose module contributes its own storage (registry.ts withStorage) is listed,
 * read, created, updated, toggled and deleted through that storage — with the engine's validation, uniqueness and
 * tree checks — and never touches lc_record; the hooks its module contributes with it (hooks.ts) run at their points
 * of each operation, refuse inside the transaction, and leave work for after the commit. Here the storage is a map
 * in memory and the database refuses every query.
 */
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { ALL_ROWS } from '../../../server/modules/permission/data-scope';
import { ALL_FIELDS } from '../../../server/modules/permission/field-access';
import { prepareScreen, withStorage } from '../../../server/modules/resource/registry';
import { fail } from '../../../server/errors';
import type { ScreenHooks } from '../../../server/modules/resource/hooks';
import { createRecord, getRecord, listRecords, removeRecord, toggleState, updateRecord, type ResourceContext } from '../../../server/modules/resource/service';
import type { ScreenStorage, StoredItem } from '../../../server/modules/resource/storage';
import type { RecordWrite } from '../../../server/modules/resource/store';
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

/** An operation's context on a screen of the registry, as the engine's routes build it (administrator's grants). */
function contextOn(registry: ReturnType<typeof screensOf>, screenId: string): ResourceContext {
  const db = refusingDb();
  return {
    db,
    screen: registry.byId.get(screenId)!,
    registry,
    rules: {},
    lang: 'zh-CN',
    userId: 'tester',
    now: new Date('2026-01-01T00:00:00Z'),
    fieldGrants: ALL_FIELDS,
    rows: ALL_ROWS,
    widgetValues: { db, files: { size: async () => 0 }, sanitizeHtml: (html) => html },
  };
}

const query = { currentPage: 1, pageSize: 20, keyword: '', sidx: undefined, order: 'desc' as const };
const allScreens = () => screensOf([DEFAULT_SCHEMA_DIR, path.resolve('tests/fixtures/schemas')]);

describe('a screen served through its module storage', () => {
  const { items, storage } = memoryStorage();
  const bins = memoryStorage();
  const registry = withStorage(withStorage(allScreens(), SCREEN, storage), BINS, bins.storage);
  const ctx = contextOn(registry, SCREEN);

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

describe('the hooks a module contributes with its storage', () => {
  const { items, storage } = memoryStorage();
  const writes: RecordWrite[] = [];
  const filters: unknown[] = [];
  const log: string[] = [];
  const spied: ScreenStorage = {
    ...storage,
    insert: async (db, screen, id, scope, write) => {
      writes.push(write);
      log.push('insert');
      return storage.insert(db, screen, id, scope, write);
    },
    remove: async (db, screen, id) => {
      log.push('remove');
      return storage.remove(db, screen, id);
    },
    ordered: async (db, screen, scope, filter) => {
      filters.push(filter.visible);
      return storage.ordered(db, screen, scope, filter);
    },
  };
  const condition = sql`true`;
  const hooks: ScreenHooks = {
    notFound: 'positionNotFound',
    listCondition: async (_db, values) => (values.onlyMine === '1' ? condition : undefined),
    prepare: async (_ctx, body, kind) => ({ kind, secret: body.secret }),
    beforeWrite: async ({ record, changes, existing }) => {
      if (record.enCode === 'REFUSED') throw fail('forbidden');
      log.push(`beforeWrite ${existing ? 'update' : 'create'} ${Object.keys(changes.set).sort().join(',')}`);
      return async () => void log.push('after write');
    },
    beforeRemove: async (_tx, _ctx, existing) => {
      if (existing.data.enCode === 'KEPT') throw fail('forbidden');
      return async () => void log.push(`after remove ${existing.id}`);
    },
    beforeToggle: async (_tx, _ctx, existing, field) => {
      log.push(`beforeToggle ${String(existing.data[field])}`);
      if (existing.data.enCode === 'KEPT') throw fail('forbidden');
    },
  };
  const registry = withStorage(withStorage(allScreens(), SCREEN, spied, hooks), BINS, memoryStorage().storage);
  const ctx = contextOn(registry, SCREEN);

  it('passes what prepare answers beside the record, and runs the write hook in the transaction before the store', async () => {
    log.length = 0;
    const id = await createRecord(ctx, { parentId: '-1', fullName: '三号库', enCode: 'H-1', secret: 's3' }, '');
    expect(writes.at(-1)).toMatchObject({ extra: { kind: 'create', secret: 's3' }, data: { fullName: '三号库' } });
    expect(writes.at(-1)!.data).not.toHaveProperty('secret');
    expect(log).toEqual(['beforeWrite create enCode,fullName,parentId', 'insert', 'after write']);
    log.length = 0;
    await updateRecord(ctx, id, { fullName: '三号仓库' });
    expect(log).toEqual(['beforeWrite update fullName', 'after write']);
    expect(items.get(id)!.data).toMatchObject({ fullName: '三号仓库' });
  });

  it('stores nothing and runs no after-commit work when a hook refuses', async () => {
    const before = items.size;
    log.length = 0;
    await expect(createRecord(ctx, { parentId: '-1', fullName: '拒绝', enCode: 'REFUSED' }, '')).rejects.toMatchObject({ errorName: 'forbidden' });
    expect(items.size).toBe(before);
    expect(log).toEqual([]);
    const kept = await createRecord(ctx, { parentId: '-1', fullName: '留下', enCode: 'KEPT' }, '');
    log.length = 0;
    await expect(removeRecord(ctx, kept)).rejects.toMatchObject({ errorName: 'forbidden' });
    await expect(toggleState(ctx, kept)).rejects.toMatchObject({ errorName: 'forbidden' });
    expect(items.get(kept)!.data).toMatchObject({ enabledMark: 1 });
    expect(log).toEqual(['beforeToggle 1']);
  });

  it('judges a toggle on the record before it, and removes with the work left for after the commit', async () => {
    const id = await createRecord(ctx, { parentId: '-1', fullName: '四号库', enCode: 'H-4' }, '');
    log.length = 0;
    expect(await toggleState(ctx, id)).toBe(0);
    expect(await toggleState(ctx, id)).toBe(1);
    await removeRecord(ctx, id);
    expect(log).toEqual(['beforeToggle 1', 'beforeToggle 0', 'remove', `after remove ${id}`]);
  });

  it("answers the module's failure for a missing record, and filters lists by its own parameters", async () => {
    await expect(getRecord(ctx, 'missing')).rejects.toMatchObject({ errorName: 'positionNotFound' });
    await expect(updateRecord(ctx, 'missing', { fullName: 'x' })).rejects.toMatchObject({ errorName: 'positionNotFound' });
    await expect(removeRecord(ctx, 'missing')).rejects.toMatchObject({ errorName: 'positionNotFound' });
    await expect(toggleState(ctx, 'missing')).rejects.toMatchObject({ errorName: 'positionNotFound' });
    filters.length = 0;
    await listRecords(ctx, { ...query, values: { onlyMine: '1' } }, undefined);
    await listRecords(ctx, { ...query, values: {} }, undefined);
    // The module's condition is the only one here (every row visible, no search): the engine asks with it alone.
    expect(filters).toHaveLength(2);
    expect((filters[0] as SQL).queryChunks).toEqual([condition]);
    expect(filters[1]).toBeUndefined();
  });
});

describe("a cascader's last id on the server", () => {
  it('goes into the field its form field names (`lastIdInto`) on create and update, whatever the body says there', async () => {
    const base = allScreens().byId.get(SCREEN)!.schema;
    const schema = structuredClone(base);
    schema.id = 'placedWarehouse';
    schema.resource.api = '/api/eam/PlacedWarehouse';
    // Titled like the name: the strings of a test screen need only exist.
    const title = base.model.properties.fullName!.title;
    schema.model.properties.placeTree = { type: 'array', title, items: { type: 'string' } };
    schema.model.properties.place = { type: 'string', title };
    schema.form.fields.push({ name: 'placeTree', widget: 'cascader', lastIdInto: 'place' }, { name: 'place', widget: 'input' });
    const screen = prepareScreen({ schema, source: 'placedWarehouse (test)' }, {});
    const { items, storage } = memoryStorage();
    const registry = withStorage({ screens: [screen], byId: new Map([[schema.id, screen]]) }, schema.id, storage);
    const ctx = contextOn(registry, schema.id);
    const id = await createRecord(ctx, { parentId: '-1', fullName: '五号库', enCode: 'P-5', placeTree: ['site', 'hall'], place: 'stale' }, '');
    expect(items.get(id)!.data).toMatchObject({ placeTree: ['site', 'hall'], place: 'hall' });
    await updateRecord(ctx, id, { placeTree: ['site', 'yard'] });
    expect(items.get(id)!.data).toMatchObject({ place: 'yard' });
    // An edit that leaves the path alone keeps its last id, even when the body names another.
    await updateRecord(ctx, id, { place: 'elsewhere' });
    expect(items.get(id)!.data).toMatchObject({ place: 'yard' });
  });
});
