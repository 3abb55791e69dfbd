/**
 * The related-data picker (relationForm, issue 11 item 4; spec 02 "Generic related-data picker") over the API: a
 * released model's field naming another released model. The picker's calls (/api/visualdev/Relation/{modelId})
 * offer only the records a picker of that model may show the caller (the page's data-permission scheme), look chosen
 * ids up the same way, and answer one record for the read-only detail; a record stored with a related id is refused
 * unless that record exists and the caller may see it, changing nothing.
 *
 * Issues 9 and 11 (spec 02 §3 "Dynamic form record"): the record API answers a related-form or popup-select value as
 * the display value under the field's name plus the id under `field_id` — one record, the list, DataChange, the
 * export and the print data — takes the id from `field_id` when sent, stores it under both names, and reads records
 * stored before with the id under the field's name only.
 */
import { read, utils } from '@e965/xlsx';
import { and, eq } from 'drizzle-orm';
import { screenIdOf } from '../../../runtime/core/lowcode/adapter';
import { authorizations, modulePermissions, records } from '../../../server/db/schema';
import { insertRecord } from '../../../server/modules/resource/store';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

const ITEM_FORM = {
  fields: [
    { __config__: { klxKey: 'comInput', label: '名称', required: true }, __vModel__: 'name', maxlength: 20 },
    { __config__: { klxKey: 'select', label: '类别' }, __vModel__: 'kind', options: [{ label: '办公', value: 'office' }, { label: '生产', value: 'plant' }] },
    { __config__: { klxKey: 'userSelect', label: '保管人' }, __vModel__: 'keeper' },
  ],
};
const ITEM_COLUMNS = { columnList: [{ prop: 'name' }, { prop: 'kind' }], btnsList: [{ value: 'add' }], columnBtnsList: [{ value: 'edit' }, { value: 'detail' }] };
const LOAN_FORM = {
  fields: [
    { __config__: { klxKey: 'comInput', label: '单号', required: true }, __vModel__: 'code', maxlength: 20 },
    { __config__: { klxKey: 'relationForm', label: '领用物品', required: true }, __vModel__: 'item', modelId: '', relationField: 'name', columnOptions: [{ value: 'name', label: '名称' }, { value: 'kind', label: '类别' }] },
  ],
};
const LOAN_COLUMNS = { columnList: [{ prop: 'code' }, { prop: 'item' }], btnsList: [{ value: 'add' }, { value: 'download' }], columnBtnsList: [{ value: 'edit' }, { value: 'detail' }] };
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
      const answer = await asAdmin<{ id: string }>(`/api/visualdev/OnlineDev/${itemModel}`, { method: 'POST', body: { name, kind: kindValue, ...(kindValue === 'office' ? { keeper: 'user_admin' } : {}) } });
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
    // A people column shows the person by name, in the list and in a lookup by ids.
    const kept = await asStaff<Paged>(`${relation()}/List`, { method: 'POST', body: { relationField: 'name', columnOptions: 'name,keeper' } });
    expect(kept.data!.list).toEqual([{ id: office, name: '桌子', keeper: '管理员/admin' }]);
    const byIds = await asStaff<Paged>(`${relation()}/List`, { method: 'POST', body: { ids: [office], relationField: 'name', columnOptions: 'keeper' } });
    expect(byIds.data!.list).toEqual([{ id: office, name: '桌子', keeper: '管理员/admin' }]);
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
    expect(JSON.parse(config.data!.formData).fields.map((field: { __vModel__: string }) => field.__vModel__)).toEqual(['name', 'kind', 'keeper']);
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
    expect(stored.data).toMatchObject({ code: 'L1', item: '桌子', item_id: office });
    // An edit to a record outside the caller's rows is refused too; the administrator may name any record.
    expect((await asStaff(`${loans}/${created.data!.id}`, { method: 'PUT', body: { code: 'L1', item: plant } })).msg).toBe(REFUSED);
    expect((await asAdmin(loans, { method: 'POST', body: { code: 'L2', item: plant } })).code).toBe(200);
  });

  const loans = () => `/api/visualdev/OnlineDev/${loanModel}`;
  /** The values a record holds in storage. */
  const storedData = async (id: string) => (await server.database.db.select().from(records).where(eq(records.id, id)))[0]!.data;
  /** The rows of an exported sheet. */
  const exported = async (body: unknown) => {
    const answer = await asAdmin<{ url: string }>(`${loans()}/Actions/Export`, { method: 'POST', body });
    expect(answer.code, answer.msg).toBe(200);
    const book = read(new Uint8Array(await (await server.app.request(answer.data!.url)).arrayBuffer()), { type: 'array' });
    return utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false, defval: '' });
  };

  it('answers a related value as the related record’s name plus its id under item_id: one record, the list, DataChange, the export, the picker’s detail and the print data', async () => {
    const created = await asAdmin<{ id: string }>(loans(), { method: 'POST', body: { code: 'R1', item: office } });
    expect(created.code, created.msg).toBe(200);
    const id = created.data!.id;
    expect(await storedData(id)).toEqual({ code: 'R1', item: office, item_id: office });

    const one = await asAdmin<Record<string, unknown> & { data: string }>(`${loans()}/${id}`);
    expect(one.data).toMatchObject({ id, code: 'R1', item: '桌子', item_id: office });
    expect(JSON.parse(one.data!.data)).toEqual({ code: 'R1', item: '桌子', item_id: office });
    const list = await asAdmin<Paged>(`${loans()}/List`, { method: 'POST', body: { currentPage: 1, pageSize: 100 } });
    expect(list.data!.list.find((row) => row.id === id)).toMatchObject({ code: 'R1', item: '桌子', item_id: office });
    const listed = await asAdmin<Paged>(`${loans()}?currentPage=1&pageSize=100`);
    expect(listed.data!.list.find((row) => row.id === id)).toMatchObject({ item: '桌子', item_id: office });
    const change = await asAdmin<{ data: string }>(`${loans()}/${id}/DataChange`);
    expect(JSON.parse(change.data!.data)).toEqual({ code: 'R1', item: '桌子', item_id: office });
    expect(await exported({ dataType: 1, selectKey: 'code,item' })).toEqual(expect.arrayContaining([['R1', '桌子']]));
    // So does the read-only detail a picker of the loans model opens, and the print data.
    expect((await asAdmin<Record<string, unknown>>(`/api/visualdev/Relation/${loanModel}/${id}`)).data).toMatchObject({ code: 'R1', item: '桌子', item_id: office });
    const template = await asAdmin<{ id: string }>('/api/system/printDev', { method: 'POST', body: { fullName: '领用单', enCode: 'relationLoanPrint', type: 1, formId: loanModel, printTemplate: '<p>{code} {item}</p>', enabledMark: 1, sortCode: 0 } });
    expect(template.code, template.msg).toBe(200);
    const printed = await asAdmin<{ printData: Record<string, unknown> }>(`/api/system/printDev/Data?id=${template.data!.id}&formId=${id}`);
    expect(printed.data!.printData).toMatchObject({ code: 'R1', item: '桌子' });

    // A related record the caller may not see answers no name, only its id (staff see office items only).
    const hidden = await asAdmin<{ id: string }>(loans(), { method: 'POST', body: { code: 'R1b', item: plant } });
    expect((await asStaff<Record<string, unknown>>(`${loans()}/${hidden.data!.id}`)).data).toMatchObject({ item: '', item_id: plant });
    expect((await asAdmin<Record<string, unknown>>(`${loans()}/${hidden.data!.id}`)).data).toMatchObject({ item: '车床', item_id: plant });
  });

  it('takes the id from item_id when it is sent, checks it as before, and refuses an unknown one changing nothing', async () => {
    const digest = await tableDigest(server.database);
    expect((await asStaff(loans(), { method: 'POST', body: { code: 'R2', item_id: 'no-such-record' } })).msg).toBe(REFUSED);
    // The id wins over the display value sent beside it: staff may not pick the plant item.
    expect((await asStaff(loans(), { method: 'POST', body: { code: 'R2', item: office, item_id: plant } })).msg).toBe(REFUSED);
    expect((await asStaff(loans(), { method: 'POST', body: { data: JSON.stringify({ code: 'R2', item_id: 'no-such-record' }) } })).msg).toBe(REFUSED);
    expect(await tableDigest(server.database)).toBe(digest);

    // Only item_id, and the record as the original client sends it back (the name beside the id).
    const onlyId = await asStaff<{ id: string }>(loans(), { method: 'POST', body: { code: 'R2', item_id: office } });
    expect(onlyId.code, onlyId.msg).toBe(200);
    expect(await storedData(onlyId.data!.id)).toEqual({ code: 'R2', item: office, item_id: office });
    const echoed = await asStaff<{ id: string }>(loans(), { method: 'POST', body: { data: JSON.stringify({ code: 'R3', item: '桌子', item_id: office }) } });
    expect(echoed.code, echoed.msg).toBe(200);
    expect(await storedData(echoed.data!.id)).toEqual({ code: 'R3', item: office, item_id: office });

    const before = await tableDigest(server.database);
    expect((await asStaff(`${loans()}/${echoed.data!.id}`, { method: 'PUT', body: { code: 'R3', item: '桌子', item_id: 'no-such-record' } })).msg).toBe(REFUSED);
    expect(await tableDigest(server.database)).toBe(before);
    const moved = await asAdmin(`${loans()}/${echoed.data!.id}`, { method: 'PUT', body: { code: 'R3', item: '桌子', item_id: plant } });
    expect(moved.code, moved.msg).toBe(200);
    expect(await storedData(echoed.data!.id)).toEqual({ code: 'R3', item: plant, item_id: plant });
  });

  it('reads a record stored before, with the id under item only, and stores the pair on its next edit', async () => {
    const id = crypto.randomUUID();
    await insertRecord(server.database.db, screenIdOf(loanModel), id, '', { parentId: '', sortCode: 0, data: { code: 'OLD1', item: office }, at: new Date(), by: 'user_admin' });
    expect((await asStaff<Record<string, unknown>>(`${loans()}/${id}`)).data).toMatchObject({ code: 'OLD1', item: '桌子', item_id: office });
    const list = await asStaff<Paged>(`${loans()}/List`, { method: 'POST', body: { currentPage: 1, pageSize: 100 } });
    expect(list.data!.list.find((row) => row.id === id)).toMatchObject({ item: '桌子', item_id: office });
    expect(JSON.parse((await asStaff<{ data: string }>(`${loans()}/${id}/DataChange`)).data!.data)).toMatchObject({ item: '桌子', item_id: office });
    const edited = await asStaff(`${loans()}/${id}`, { method: 'PUT', body: { code: 'OLD2' } });
    expect(edited.code, edited.msg).toBe(200);
    expect(await storedData(id)).toEqual({ code: 'OLD2', item: office, item_id: office });
  });

  it('answers a popup value as its interface row’s display column plus the id, one or several', async () => {
    const source = await asAdmin<{ id: string }>('/api/system/DataInterface', {
      method: 'POST',
      body: { fullName: '设备', enCode: 'relationDevices', enabledMark: 1, dataType: 2, staticData: JSON.stringify([{ id: 'd1', fullName: '水泵' }, { id: 'd2', fullName: '阀门' }]) },
    });
    expect(source.code, source.msg).toBe(200);
    const popup = (label: string, name: string, multiple: boolean) => ({ __config__: { klxKey: 'popupSelect', label }, __vModel__: name, interfaceId: source.data!.id, propsValue: 'id', relationField: 'fullName', multiple });
    const { id: modelId } = await release('设备领用', 'relationPopups', { fields: [{ __config__: { klxKey: 'comInput', label: '单号' }, __vModel__: 'code' }, popup('设备', 'device', false), popup('备件', 'spares', true)] }, { columnList: [{ prop: 'code' }, { prop: 'device' }], btnsList: [{ value: 'add' }] });
    const base = `/api/visualdev/OnlineDev/${modelId}`;
    const created = await asAdmin<{ id: string }>(base, { method: 'POST', body: { code: 'P1', device_id: 'd2', spares: '', spares_id: ['d1', 'd2'] } });
    expect(created.code, created.msg).toBe(200);
    expect(await storedData(created.data!.id)).toEqual({ code: 'P1', device: 'd2', device_id: 'd2', spares: ['d1', 'd2'], spares_id: ['d1', 'd2'] });
    const one = await asAdmin<Record<string, unknown>>(`${base}/${created.data!.id}`);
    expect(one.data).toMatchObject({ device: '阀门', device_id: 'd2', spares: '水泵, 阀门', spares_id: ['d1', 'd2'] });
    const list = await asAdmin<Paged>(`${base}/List`, { method: 'POST', body: {} });
    expect(list.data!.list[0]).toMatchObject({ device: '阀门', device_id: 'd2' });
    // A row the interface no longer offers (stored before it went) shows no name; the others still do.
    const old = crypto.randomUUID();
    await insertRecord(server.database.db, screenIdOf(modelId), old, '', { parentId: '', sortCode: 0, data: { code: 'OLD', device: 'gone', spares: ['d1', 'gone'] }, at: new Date(), by: 'user_admin' });
    expect((await asAdmin<Record<string, unknown>>(`${base}/${old}`)).data).toMatchObject({ device: '', device_id: 'gone', spares: '水泵', spares_id: ['d1', 'gone'] });

    // Only keys the interface offers are stored, on create and on update; a refusal changes nothing.
    const LOG = ['base_data_interface_log'];
    const before = await tableDigest(server.database, LOG);
    const refusals: [string, string, unknown][] = [
      ['POST', base, { code: 'P2', device_id: 'gone' }],
      ['POST', base, { code: 'P2', device: 'd1', spares_id: ['d1', 'gone'] }],
      ['POST', base, { code: 'P2', device: 'x'.repeat(101) }],
      ['PUT', `${base}/${created.data!.id}`, { code: 'P1', device_id: 'gone' }],
    ];
    const messages = ['设备：所选的数据不在可选范围内', '备件：所选的数据不在可选范围内', '设备：所选数据的值不正确', '设备：所选的数据不在可选范围内'];
    for (const [index, [method, path, body]] of refusals.entries()) {
      const answer = await asAdmin(path, { method, body });
      expect(answer.code, `${method} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.msg).toBe(messages[index]);
    }
    const en = await call(server.app, base, { token: admin, method: 'POST', body: { code: 'P2', device_id: 'gone' }, headers: { 'accept-language': 'en' } });
    // The field has no English label: its one name stands in.
    expect(en.msg).toBe('设备: the chosen data is not among the rows offered');
    // Each save runs the interface once and logs the run, whatever it refuses: nothing else is stored.
    expect(await tableDigest(server.database, LOG)).toBe(before);
    // An interface that is switched off offers nothing: a value is refused, saying so; an empty one is kept.
    expect((await asAdmin(`/api/system/DataInterface/${source.data!.id}/Actions/State`, { method: 'PUT' })).code).toBe(200);
    const off = await asAdmin(base, { method: 'POST', body: { code: 'P3', device_id: 'd1' } });
    expect(off.msg).toBe('设备：无法读取可选的数据，请稍后重试');
    const empty = await asAdmin(base, { method: 'POST', body: { code: 'P3', device: '', spares: [] } });
    expect(empty.code, empty.msg).toBe(200);
  });
});
