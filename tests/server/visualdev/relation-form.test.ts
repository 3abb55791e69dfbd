/**
 * The related-data picker (relationForm, issue 11 item 4; spec 02 "Generic related-data picker") over the API: a
 * released model's field naming another released model. The picker's calls (/api/visualdev/Relation/{modelId})
 * offer only the records a picker of that model may show the caller (the page's data-permission scheme), look chosen
 * ids up the same way, and answer one record for the read-only detail; a record stored with a related id is refused
 * unless that record exists and the caller may see it, changing nothing.
 */
import { and, eq } from 'drizzle-orm';
import { authorizations, modulePermissions } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

const ITEM_FORM = {
  fields: [
    { __config__: { klxKey: 'comInput', label: '名称', required: true }, __vModel__: 'name', maxlength: 20 },
    { __config__: { klxKey: 'select', label: '类别' }, __vModel__: 'kind', options: [{ label: '办公', value: 'office' }, { label: '生产', value: 'plant' }] },
  ],
};
const ITEM_COLUMNS = { columnList: [{ prop: 'name' }, { prop: 'kind' }], btnsList: [{ value: 'add' }], columnBtnsList: [{ value: 'edit' }, { value: 'detail' }] };
const LOAN_FORM = {
  fields: [
    { __config__: { klxKey: 'comInput', label: '单号', required: true }, __vModel__: 'code', maxlength: 20 },
    { __config__: { klxKey: 'relationForm', label: '领用物品', required: true }, __vModel__: 'item', modelId: '', relationField: 'name', columnOptions: [{ value: 'name', label: '名称' }, { value: 'kind', label: '类别' }] },
  ],
};
const LOAN_COLUMNS = { columnList: [{ prop: 'code' }, { prop: 'item' }], btnsList: [{ value: 'add' }], columnBtnsList: [{ value: 'edit' }, { value: 'detail' }] };
const REFUSED = '领用物品：关联的记录不存在或无权查看';
const NOT_FOUND = '数据不存在或已被删除';

type Paged = { list: Record<string, unknown>[]; pagination: { total: number } };

// Two models released and a scheme granted: the machine may be loaded.
vi.setConfig({ testTimeout: 120_000 });

describe.each(DATABASES)('the related-data picker on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let itemModel: string;
  let loanModel: string;
  let office: string;
  let plant: string;
  const asAdmin = <T = unknown>(path: string, options: { method?: string; body?: unknown } = {}) => call<T>(server.app, path, { token: admin, ...options });
  const asStaff = <T = unknown>(path: string, options: { method?: string; body?: unknown } = {}) => call<T>(server.app, path, { token: staff, ...options });

  /** Creates and releases a model; answers its id and its menu id. */
  const release = async (fullName: string, enCode: string, formData: unknown, columnData: unknown) => {
    const created = await asAdmin<{ id: string }>('/api/visualdev/Base', { method: 'POST', body: { fullName, enCode, category: 'asset', formData, columnData } });
    expect(created.code, created.msg).toBe(200);
    const released = await asAdmin<{ menuIds: string[] }>(`/api/visualdev/Base/${created.data!.id}/Actions/Release`, { method: 'POST', body: { pcModuleParentId: 'm_onlineDev' } });
    expect(released.code, released.msg).toBe(200);
    return { id: created.data!.id, menuId: released.data!.menuIds[0]! };
  };

  beforeAll(async () => {
    server = await createTestServer(kind);
    [admin, staff] = await Promise.all([tokenFor(server.app, ADMIN), tokenFor(server.app, STAFF)]);
    const items = await release('物品', 'relationItems', ITEM_FORM, ITEM_COLUMNS);
    itemModel = items.id;
    const loans = await release('领用单', 'relationLoans', { fields: LOAN_FORM.fields.map((field) => (field.__vModel__ === 'item' ? { ...field, modelId: itemModel } : field)) }, LOAN_COLUMNS);
    loanModel = loans.id;
    const make = async (name: string, kindValue: string) => {
      const answer = await asAdmin<{ id: string }>(`/api/visualdev/OnlineDev/${itemModel}`, { method: 'POST', body: { name, kind: kindValue } });
      expect(answer.code, answer.msg).toBe(200);
      return answer.data!.id;
    };
    office = await make('桌子', 'office');
    plant = await make('车床', 'plant');
    // Staff: the loans page in full; the items page with the scheme "office items only".
    const scheme = await asAdmin<{ id: string }>('/api/system/ModuleDataAuthorizeScheme', {
      method: 'POST',
      body: { moduleId: items.menuId, fullName: '办公类', enCode: 'officeItems', conditionJson: { logic: 'and', groups: [{ logic: 'and', conditions: [{ field: 'kind', op: '==', value: 'office' }] }] } },
    });
    expect(scheme.code, scheme.msg).toBe(200);
    const db = server.database.db;
    const grants = async (menuId: string) => (await db.select().from(modulePermissions).where(eq(modulePermissions.moduleId, menuId))).map((item) => ({ itemType: item.kind, itemId: item.id, objectType: 'User', objectId: 'user_staff' }));
    await db.delete(authorizations).where(and(eq(authorizations.objectType, 'User'), eq(authorizations.objectId, 'user_staff')));
    await db.insert(authorizations).values([
      { itemType: 'module', itemId: items.menuId, objectType: 'User', objectId: 'user_staff' },
      { itemType: 'module', itemId: loans.menuId, objectType: 'User', objectId: 'user_staff' },
      ...(await grants(items.menuId)),
      ...(await grants(loans.menuId)),
      { itemType: 'resource', itemId: scheme.data!.id, objectType: 'User', objectId: 'user_staff' },
    ]);
  }, 240_000);
  afterAll(() => server.close());

  const relation = () => `/api/visualdev/Relation/${itemModel}`;

  it('lists only the records the caller may pick, with the relation field and the columns as the detail shows them', async () => {
    const mine = await asStaff<Paged>(`${relation()}/List`, { method: 'POST', body: { keyword: '', currentPage: 1, pageSize: 20, relationField: 'name', columnOptions: 'name,kind' } });
    expect(mine.code, mine.msg).toBe(200);
    expect(mine.data!.list).toEqual([{ id: office, name: '桌子', kind: '办公' }]);
    expect(mine.data!.pagination.total).toBe(1);
    const all = await asAdmin<Paged>(`${relation()}/List`, { method: 'POST', body: { keyword: '车', currentPage: 1, pageSize: 20, relationField: 'name', columnOptions: 'name' } });
    expect(all.data!.list).toEqual([{ id: plant, name: '车床' }]);
    // A column that is no field of the model is not answered.
    const odd = await asAdmin<Paged>(`${relation()}/List`, { method: 'POST', body: { relationField: 'name', columnOptions: 'name,__proto__,password' } });
    expect(Object.keys(odd.data!.list[0]!).sort()).toEqual(['id', 'name']);
  });

  it('looks chosen ids up among the same rows, and answers one record only when the caller may see it', async () => {
    const labels = await asStaff<Paged>(`${relation()}/List`, { method: 'POST', body: { ids: [office, plant], relationField: 'name' } });
    expect(labels.code, labels.msg).toBe(200);
    expect(labels.data!.list).toEqual([{ id: office, name: '桌子' }]);
    expect((await asStaff(`${relation()}/List`, { method: 'POST', body: { ids: 'x' } })).code).not.toBe(200);
    const record = await asStaff<Record<string, unknown>>(`${relation()}/${office}`);
    expect(record.code, record.msg).toBe(200);
    expect(record.data).toMatchObject({ id: office, name: '桌子', kind: 'office' });
    expect((await asStaff(`${relation()}/${plant}`)).msg).toBe(NOT_FOUND);
    const config = await asStaff<{ fullName: string; formData: string }>(`${relation()}/Config`);
    expect(config.data!.fullName).toBe('物品');
    expect(JSON.parse(config.data!.formData).fields.map((field: { __vModel__: string }) => field.__vModel__)).toEqual(['name', 'kind']);
    expect((await asStaff('/api/visualdev/Relation/nope/List', { method: 'POST', body: {} })).code).not.toBe(200);
  });

  it('stores a related record the caller may see, and refuses one they may not see or that does not exist, changing nothing', async () => {
    const loans = `/api/visualdev/OnlineDev/${loanModel}`;
    const digest = await tableDigest(server.database);
    expect((await asStaff(loans, { method: 'POST', body: { code: 'L1', item: plant } })).msg).toBe(REFUSED);
    expect((await asStaff(loans, { method: 'POST', body: { code: 'L1', item: 'no-such-record' } })).msg).toBe(REFUSED);
    expect((await asStaff(loans, { method: 'POST', body: { code: 'L1', item: loanModel } })).msg).toBe(REFUSED);
    expect((await asStaff(loans, { method: 'POST', body: { code: 'L1', item: ['x'] } })).code).not.toBe(200);
    expect((await asStaff(loans, { method: 'POST', body: { code: 'L1' } })).msg).toBe('领用物品不能为空');
    expect(await tableDigest(server.database)).toBe(digest);

    const created = await asStaff<{ id: string }>(loans, { method: 'POST', body: { code: 'L1', item: office } });
    expect(created.code, created.msg).toBe(200);
    const stored = await asStaff<Record<string, unknown>>(`${loans}/${created.data!.id}`);
    expect(stored.data).toMatchObject({ code: 'L1', item: office });
    // An edit to a record outside the caller's rows is refused too; the administrator may name any record.
    expect((await asStaff(`${loans}/${created.data!.id}`, { method: 'PUT', body: { code: 'L1', item: plant } })).msg).toBe(REFUSED);
    expect((await asAdmin(loans, { method: 'POST', body: { code: 'L2', item: plant } })).code).toBe(200);
  });
});
