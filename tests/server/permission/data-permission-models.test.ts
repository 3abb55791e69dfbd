/**
 * Data permissions on a low-code model's page (issue 10 §4, menu type 3): the scheme calls offer the released
 * definition's fields for the model's menu entry, and a scheme made there confines the model's records on
 * /api/visualdev/OnlineDev — list and total, one record, update, delete, batch delete and export — and refuses a
 * create or an edit that would leave the caller's rows, changing nothing.
 */
import { read, utils } from '@e965/xlsx';
import { and, eq } from 'drizzle-orm';
import { authorizations, modulePermissions } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

const FORM = {
  fields: [
    { __config__: { klxKey: 'comInput', label: '名称', required: true }, __vModel__: 'name', maxlength: 20 },
    { __config__: { klxKey: 'select', label: '类别' }, __vModel__: 'kind', options: [{ label: '办公', value: 'office' }, { label: '生产', value: 'plant' }] },
    { __config__: { klxKey: 'numInput', label: '数量' }, __vModel__: 'qty', min: 0 },
  ],
};
const COLUMNS = {
  columnList: ['name', 'kind', 'qty'].map((prop) => ({ prop })),
  btnsList: [{ value: 'add' }, { value: 'download' }],
  columnBtnsList: [{ value: 'edit' }, { value: 'remove' }, { value: 'detail' }],
};
const NOT_FOUND = '数据不存在或已被删除';
const OUTSIDE = '该数据不在您的数据权限范围内，不能保存';

describe.each(DATABASES)('data permissions on a low-code model page on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let modelId: string;
  let menuId: string;
  const asAdmin = <T = unknown>(path: string, options: { method?: string; body?: unknown } = {}) => call<T>(server.app, path, { token: admin, ...options });
  const asStaff = <T = unknown>(path: string, options: { method?: string; body?: unknown } = {}) => call<T>(server.app, path, { token: staff, ...options });
  const base = () => `/api/visualdev/OnlineDev/${modelId}`;

  beforeAll(async () => {
    server = await createTestServer(kind);
    [admin, staff] = await Promise.all([tokenFor(server.app, ADMIN), tokenFor(server.app, STAFF)]);
    const created = await asAdmin<{ id: string }>('/api/visualdev/Base', { method: 'POST', body: { fullName: '物品', enCode: 'schemeModel', category: 'asset', formData: FORM, columnData: COLUMNS } });
    expect(created.code, created.msg).toBe(200);
    modelId = created.data!.id;
    const released = await asAdmin<{ menuIds: string[] }>(`/api/visualdev/Base/${modelId}/Actions/Release`, { method: 'POST', body: { pcModuleParentId: 'm_onlineDev' } });
    expect(released.code, released.msg).toBe(200);
    menuId = released.data!.menuIds[0]!;
  }, 240_000);
  afterAll(() => server.close());

  it('offers the released definition fields for the model page, and refuses a field it does not have', async () => {
    const fields = await asAdmin<{ list: { field: string; fieldName: string; fieldType: string }[] }>(`/api/system/ModuleDataAuthorize/${menuId}/List`);
    expect(fields.code, fields.msg).toBe(200);
    expect(fields.data!.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', fieldName: '名称', fieldType: 'text' }),
        expect.objectContaining({ field: 'kind', fieldName: '类别', fieldType: 'text' }),
        expect.objectContaining({ field: 'qty', fieldName: '数量', fieldType: 'number' }),
      ]),
    );
    const digest = await tableDigest(server.database);
    const bad = await asAdmin('/api/system/ModuleDataAuthorizeScheme', {
      method: 'POST',
      body: { moduleId: menuId, fullName: '坏', enCode: 'bad', conditionJson: { logic: 'and', groups: [{ logic: 'and', conditions: [{ field: 'nope', op: '==', value: 'x' }] }] } },
    });
    expect(bad.msg).toBe('字段“nope”不是此页面的字段');
    expect(await tableDigest(server.database)).toBe(digest);
  });

  it('confines the model records by the page scheme: list, one record, update, delete, batch delete, export and create', async () => {
    const make = async (name: string, kindValue: string) => {
      const answer = await asAdmin<{ id: string }>(base(), { method: 'POST', body: { name, kind: kindValue, qty: 1 } });
      expect(answer.code, answer.msg).toBe(200);
      return answer.data!.id;
    };
    const office = await make('桌子', 'office');
    const plant = await make('车床', 'plant');
    const scheme = await asAdmin<{ id: string }>('/api/system/ModuleDataAuthorizeScheme', {
      method: 'POST',
      body: { moduleId: menuId, fullName: '办公类', enCode: 'officeOnly', conditionJson: { logic: 'and', groups: [{ logic: 'and', conditions: [{ field: 'kind', op: '==', value: 'office' }] }] } },
    });
    expect(scheme.code, scheme.msg).toBe(200);
    const db = server.database.db;
    const items = await db.select().from(modulePermissions).where(eq(modulePermissions.moduleId, menuId));
    await db.delete(authorizations).where(and(eq(authorizations.objectType, 'User'), eq(authorizations.objectId, 'user_staff')));
    await db.insert(authorizations).values([
      { itemType: 'module', itemId: menuId, objectType: 'User', objectId: 'user_staff' },
      ...items.map((item) => ({ itemType: item.kind, itemId: item.id, objectType: 'User', objectId: 'user_staff' })),
      { itemType: 'resource', itemId: scheme.data!.id, objectType: 'User', objectId: 'user_staff' },
    ]);

    type Paged = { list: { id: string }[]; pagination: { total: number } };
    const list = await asStaff<Paged>(`${base()}?pageSize=100`);
    expect(list.code, list.msg).toBe(200);
    expect(list.data!.list.map((row) => row.id)).toEqual([office]);
    expect(list.data!.pagination.total).toBe(1);
    const posted = await asStaff<Paged>(`${base()}/List`, { method: 'POST', body: { currentPage: 1, pageSize: 100 } });
    expect(posted.data!.list.map((row) => row.id)).toEqual([office]);
    expect(posted.data!.pagination.total).toBe(1);
    expect((await asStaff(`${base()}/${office}`)).code).toBe(200);

    const digest = await tableDigest(server.database);
    expect((await asStaff(`${base()}/${plant}`)).msg).toBe(NOT_FOUND);
    expect((await asStaff(`${base()}/${plant}/DataChange`)).msg).toBe(NOT_FOUND);
    expect((await asStaff(`${base()}/${plant}`, { method: 'PUT', body: { name: '车床二', kind: 'plant', qty: 2 } })).msg).toBe(NOT_FOUND);
    expect((await asStaff(`${base()}/${plant}`, { method: 'DELETE' })).msg).toBe(NOT_FOUND);
    expect((await asStaff(`/api/visualdev/OnlineDev/batchDelete/${modelId}`, { method: 'POST', body: { ids: [office, plant] } })).msg).toBe(NOT_FOUND);
    expect((await asStaff(base(), { method: 'POST', body: { name: '铣床', kind: 'plant', qty: 1 } })).msg).toBe(OUTSIDE);
    expect((await asStaff(`${base()}/${office}`, { method: 'PUT', body: { name: '桌子', kind: 'plant', qty: 1 } })).msg).toBe(OUTSIDE);
    expect(await tableDigest(server.database)).toBe(digest);

    // The export holds only the caller's rows.
    const exported = await asStaff<{ url: string }>(`${base()}/Actions/Export`, { method: 'POST', body: { dataType: 1, selectKey: 'name,kind' } });
    expect(exported.code, exported.msg).toBe(200);
    const book = read(new Uint8Array(await (await server.app.request(exported.data!.url)).arrayBuffer()), { type: 'array' });
    const rows = utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false, defval: '' });
    expect(rows).toEqual([
      ['名称', '类别'],
      ['桌子', '办公'],
    ]);

    // Inside the rows everything works; the administrator sees both records.
    expect((await asStaff(`${base()}/${office}`, { method: 'PUT', body: { name: '书桌', kind: 'office', qty: 3 } })).code).toBe(200);
    expect((await asStaff(base(), { method: 'POST', body: { name: '椅子', kind: 'office', qty: 1 } })).code).toBe(200);
    expect((await asAdmin<Paged>(`${base()}?pageSize=100`)).data!.pagination.total).toBe(3);
  });
});
