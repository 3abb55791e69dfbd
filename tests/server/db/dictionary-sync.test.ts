/**
 * The form-category dictionary (表单分类) reaches data directories made before it existed (issue 9): the next start
 * adds the type and its three entries once, and never touches a type an administrator changed or deleted.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { records, sysConfig } from '../../../server/db/schema';
import { SEEDED_DICTIONARY_TYPES_KEY, syncLateDictionaryTypes } from '../../../server/db/seed/dictionary-sync';
import { seedDatabase } from '../../../server/db/seed/seed';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tokenFor, type TestServer } from '../harness';

describe.each(DATABASES)('late dictionary types on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  }, 240_000);
  afterAll(async () => {
    await server.close();
  });
  const db = () => server.database.db;
  const restart = () => seedDatabase(db(), { adminPassword: ADMIN.password, staffPassword: STAFF.password, passwordIterations: 1000 });
  const entryNames = async () =>
    (await db().select({ data: records.data }).from(records).where(and(eq(records.screen, 'dictionaryData'), eq(records.scopeId, 'dt_formCategory'))))
      .map((row) => row.data.fullName)
      .sort();
  const typeRow = async () => (await db().select().from(records).where(eq(records.id, 'dt_formCategory')))[0];
  /** The data directory as an earlier version left it: no form-category type, no entries, no memory of them. */
  const makeOlder = async () => {
    await db().delete(records).where(inArray(records.id, ['dt_formCategory', 'dd_formCategory_asset', 'dd_formCategory_purchase', 'dd_formCategory_office']));
    await db().delete(sysConfig).where(eq(sysConfig.key, SEEDED_DICTIONARY_TYPES_KEY));
  };
  const categoryNameOfDemoModel = async () => {
    const token = await tokenFor(server.app, ADMIN);
    const answer = await call<{ list: { enCode: string; categoryName: string }[] }>(server.app, '/api/visualdev/Base?category=asset', { token });
    return answer.data!.list.find((row) => row.enCode === 'assetRequisition')?.categoryName;
  };

  it('has the type on a new database and remembers it, so a second start adds nothing', async () => {
    expect(await typeRow()).toMatchObject({ screen: 'dictionaryType', data: { enCode: 'formCategory', fullName: '表单分类' } });
    expect(await entryNames()).toEqual(['行政办公', '资产管理', '采购管理'].sort());
    expect(await syncLateDictionaryTypes(db())).toEqual([]);
  });

  it('adds the type and its entries to an older data directory on the next start, once', async () => {
    await makeOlder();
    expect(await categoryNameOfDemoModel()).toBe('asset');
    expect(await restart()).toBe(false);
    expect(await typeRow()).toMatchObject({ parentId: 'dt_system', data: { enCode: 'formCategory', fullName: '表单分类', parentId: 'dt_system' } });
    expect(await entryNames()).toEqual(['行政办公', '资产管理', '采购管理'].sort());
    expect(await categoryNameOfDemoModel()).toBe('资产管理');
    expect(await syncLateDictionaryTypes(db())).toEqual([]);
    const [marker] = await db().select().from(sysConfig).where(eq(sysConfig.key, SEEDED_DICTIONARY_TYPES_KEY));
    expect(marker!.value).toEqual(['formCategory']);
  });

  it('never touches a form-category type an administrator renamed, nor one they made under another id', async () => {
    await makeOlder();
    const made = { id: 'dt_mine', screen: 'dictionaryType', parentId: '-1', sortCode: 9, data: { parentId: '-1', fullName: '我的分类', enCode: 'formCategory', isTree: 0, sortCode: 9, description: '' } };
    await db().insert(records).values(made);
    try {
      expect(await syncLateDictionaryTypes(db())).toEqual([]);
      expect(await typeRow()).toBeUndefined();
      expect((await db().select().from(records).where(eq(records.id, 'dt_mine')))[0]!.data).toMatchObject({ fullName: '我的分类' });
    } finally {
      await db().delete(records).where(eq(records.id, 'dt_mine'));
    }
  });

  it('never brings back the type an administrator deleted after it was added', async () => {
    await makeOlder();
    expect(await syncLateDictionaryTypes(db())).toEqual(['formCategory']);
    await db().update(records).set({ data: { parentId: '0', fullName: '固定资产', enCode: 'asset', sortCode: 0, enabledMark: 1, description: '' } }).where(eq(records.id, 'dd_formCategory_asset'));
    expect(await restart()).toBe(false);
    expect((await db().select().from(records).where(eq(records.id, 'dd_formCategory_asset')))[0]!.data).toMatchObject({ fullName: '固定资产' });
    await db().delete(records).where(inArray(records.id, ['dt_formCategory', 'dd_formCategory_asset', 'dd_formCategory_purchase', 'dd_formCategory_office']));
    expect(await restart()).toBe(false);
    expect(await typeRow()).toBeUndefined();
    expect(await entryNames()).toEqual([]);
  });

  it('puts the type at the top when its seeded parent is gone', async () => {
    await makeOlder();
    const [parent] = await db().select().from(records).where(eq(records.id, 'dt_system'));
    await db().delete(records).where(eq(records.id, 'dt_system'));
    try {
      expect(await syncLateDictionaryTypes(db())).toEqual(['formCategory']);
      expect(await typeRow()).toMatchObject({ parentId: '-1', data: { parentId: '-1' } });
    } finally {
      await db().insert(records).values(parent!);
    }
  });
});
