/**
 * Visual development over HTTP on both databases: definitions (list by category and keyword, create, read,
 * update, delete, copy, release, FormDataFields, FieldDataSelect, Selector), checked when saved with the field named;
 * and the record API of a released model through the resource engine — validation, sub-table rules, formulas and
 * bill numbers computed by the server, show rules, the guard's buttons, columns and form fields.
 */
import { and, eq } from 'drizzle-orm';
import { authorizations, modulePermissions, modules, records, visualDevs } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tokenFor, type TestServer } from '../harness';
import { REQUISITION_COLUMNS, REQUISITION_FORM } from '../../fixtures/lowcode/requisition';

const FORBIDDEN = { code: 400, msg: '您没有此操作的权限' };
type Envelope<T = Record<string, unknown>> = { code: number; msg: string; data: T };

describe.each(DATABASES)('visual development on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const api = <T = Record<string, unknown>>(path: string, options: { token?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    call(server.app, path, { token: admin, ...options }) as Promise<Envelope<T>>;
  const definition = (overrides: Record<string, unknown> = {}) => ({
    fullName: '资产领用',
    enCode: 'requisitionTest',
    category: 'asset',
    formData: JSON.stringify(REQUISITION_FORM),
    columnData: JSON.stringify(REQUISITION_COLUMNS),
    ...overrides,
  });

  beforeAll(async () => {
    server = await createTestServer(kind);
    [admin, staff] = await Promise.all([tokenFor(server.app, ADMIN), tokenFor(server.app, STAFF)]);
  }, 240_000);
  afterAll(async () => {
    await server.close();
  });

  it('seeds the demo model released to the demo system form entry, and it takes a requisition', async () => {
    const config = await api<{ fullName: string }>('/api/visualdev/OnlineDev/vd_asset_requisition/Config');
    expect(config).toMatchObject({ code: 200, data: { fullName: '资产领用' } });
    const body = { useDate: Date.UTC(2026, 0, 5), reason: '新员工入职', urgency: 'normal', items: [{ name: '笔记本电脑', qty: 1, price: 6999 }, { name: '鼠标', qty: 2, price: 49.9 }] };
    const created = await api<{ id: string }>('/api/visualdev/OnlineDev/vd_asset_requisition', { method: 'POST', body });
    expect(created.code).toBe(200);
    const stored = await api<Record<string, unknown>>(`/api/visualdev/OnlineDev/vd_asset_requisition/${created.data.id}`);
    expect(stored.data).toMatchObject({ total: 7098.8, billNo: expect.stringMatching(/^LY/) });
    await api(`/api/visualdev/OnlineDev/vd_asset_requisition/${created.data.id}`, { method: 'DELETE' });
  });

  describe('definitions', () => {
    it('creates, reads, lists by category and keyword, updates, copies and deletes', async () => {
      const created = await api<{ id: string }>('/api/visualdev/Base', { method: 'POST', body: definition({ enCode: 'crudOne', fullName: '增删改查' }) });
      expect(created).toMatchObject({ code: 200, msg: '新建成功' });
      const id = created.data.id;
      const read = await api<{ formData: string; columnData: string; state: number }>(`/api/visualdev/Base/${id}`);
      expect(JSON.parse(read.data.formData)).toEqual(REQUISITION_FORM);
      expect(read.data.state).toBe(0);
      expect((await api<{ list: { id: string }[]; pagination: { total: number } }>('/api/visualdev/Base?category=asset&keyword=增删')).data).toMatchObject({ list: [{ id }], pagination: { total: 1 } });
      expect((await api<{ list: unknown[] }>('/api/visualdev/Base?category=other')).data.list).toEqual([]);
      expect(await api(`/api/visualdev/Base/${id}`, { method: 'PUT', body: definition({ enCode: 'crudOne', fullName: '改过' }) })).toMatchObject({ code: 200, msg: '更新成功' });
      expect((await api<{ fullName: string }>(`/api/visualdev/Base/${id}`)).data.fullName).toBe('改过');
      const fields = await api<{ list: { vModel: string; label: string }[] }>(`/api/visualdev/Base/${id}/FormDataFields`);
      expect(fields.data.list.map((field) => field.vModel)).toEqual(['billNo', 'reason', 'urgency', 'urgentNote', 'items', 'items-name', 'items-qty', 'items-price', 'items-amount', 'total']);
      const copy = await api<{ id: string }>(`/api/visualdev/Base/${id}/Actions/Copy`, { method: 'POST' });
      expect(copy).toMatchObject({ code: 200, msg: '复制成功' });
      const copied = await api<{ fullName: string; enCode: string; formData: string }>(`/api/visualdev/Base/${copy.data.id}`);
      expect(copied.data.fullName).toMatch(/^改过\.副本/);
      expect(copied.data.enCode).toMatch(/^crudOne_/);
      expect(JSON.parse(copied.data.formData)).toEqual(REQUISITION_FORM);
      const selector = await api<{ list: { children: { id: string }[] }[] }>('/api/visualdev/Base/Selector');
      expect(selector.data.list.flatMap((group) => group.children.map((child) => child.id))).toEqual(expect.arrayContaining([id, copy.data.id]));
      expect(await api(`/api/visualdev/Base/${copy.data.id}`, { method: 'DELETE' })).toMatchObject({ code: 200, msg: '删除成功' });
      expect(await api(`/api/visualdev/Base/${copy.data.id}`)).toMatchObject({ code: 400, msg: '功能不存在或已被删除' });
    });

    it.each([
      [{ fullName: '' }, '名称不能为空'],
      [{ enCode: '1bad' }, '编码只能是字母、数字和下划线，以字母开头，最多50个字符'],
      [{ formData: '{not json' }, '表单配置格式不正确'],
      [{ formData: { fields: [{ __config__: { klxKey: 'hologram', label: '全息' }, __vModel__: 'x' }] } }, '字段“全息”的控件类型“hologram”不受支持'],
      [{ formData: { fields: [{ __config__: { klxKey: 'calculate', label: '总计' }, __vModel__: 't', expression: '{ghost} * 2' }] } }, '字段“总计”的计算公式引用了不存在的字段“ghost”'],
      [{ columnData: { columnList: [{ prop: 'ghost' }] } }, '列表字段“ghost”不是表单字段'],
    ])('refuses a bad definition %j with a message naming the problem, and stores nothing', async (overrides, message) => {
      const before = await server.database.db.select().from(visualDevs);
      expect(await api('/api/visualdev/Base', { method: 'POST', body: definition({ enCode: 'badOne', ...overrides }) })).toMatchObject({ code: 400, msg: message });
      expect(await server.database.db.select().from(visualDevs)).toEqual(before);
    });

    it('answers in the caller language, refuses a taken code, bad JSON and unknown ids', async () => {
      const bad = { formData: { fields: [{ __config__: { klxKey: 'hologram', label: 'Holo' }, __vModel__: 'x' }] } };
      expect(await api('/api/visualdev/Base', { method: 'POST', body: definition({ enCode: 'badTwo', ...bad }), headers: { 'Accept-Language': 'en' } })).toMatchObject({
        code: 400,
        msg: 'Field "Holo": the widget kind "hologram" is not supported',
      });
      await api('/api/visualdev/Base', { method: 'POST', body: definition({ enCode: 'takenCode' }) });
      expect(await api('/api/visualdev/Base', { method: 'POST', body: definition({ enCode: 'takenCode' }) })).toMatchObject({ code: 400, msg: '编码已存在' });
      expect((await call(server.app, '/api/visualdev/Base', { token: admin, method: 'POST', body: '[1,2]' })).code).toBe(400);
      expect(await api('/api/visualdev/Base/nope', { method: 'PUT', body: definition({ enCode: 'nopeCode' }) })).toMatchObject({ code: 400, msg: '功能不存在或已被删除' });
      expect(await api('/api/visualdev/Base/nope/Actions/Release', { method: 'POST' })).toMatchObject({ code: 400, msg: '功能不存在或已被删除' });
      expect((await api('/api/visualdev/Base?currentPage=0')).code).toBe(400);
    });

    it('lets only holders of the design page manage definitions', async () => {
      expect(await api('/api/visualdev/Base', { token: staff })).toMatchObject(FORBIDDEN);
      expect(await api('/api/visualdev/Base', { token: staff, method: 'POST', body: definition({ enCode: 'staffCode' }) })).toMatchObject(FORBIDDEN);
    });
  });

  describe('a released model', () => {
    let modelId: string;
    let menuId: string;

    beforeAll(async () => {
      modelId = (await api<{ id: string }>('/api/visualdev/Base', { method: 'POST', body: definition() })).data.id;
      expect(await api(`/api/visualdev/OnlineDev/${modelId}/Config`)).toMatchObject({ code: 400, msg: '该功能尚未发布' });
      expect(await api(`/api/visualdev/Base/${modelId}/Actions/Release`, { method: 'POST', body: {} })).toMatchObject({ code: 400, msg: '请选择发布到的上级菜单' });
      const released = await api<{ menuIds: string[] }>(`/api/visualdev/Base/${modelId}/Actions/Release`, { method: 'POST', body: { pcModuleParentId: 'm_onlineDev' } });
      expect(released).toMatchObject({ code: 200, msg: '发布成功' });
      menuId = released.data.menuIds[0]!;
    });

    it('publishes a type-3 menu entry naming the model, with its buttons, columns and form fields as permission items', async () => {
      const [menu] = await server.database.db.select().from(modules).where(eq(modules.id, menuId));
      expect(menu).toMatchObject({ type: 3, parentId: 'm_onlineDev', urlAddress: 'model/requisitionTest' });
      expect(JSON.parse(menu!.propertyJson)).toMatchObject({ moduleId: modelId });
      const items = await server.database.db.select().from(modulePermissions).where(eq(modulePermissions.moduleId, menuId));
      const codes = (kind: string) => items.filter((item) => item.kind === kind).map((item) => item.enCode).sort();
      expect(codes('button')).toEqual(['btn_add', 'btn_detail', 'btn_edit', 'btn_remove']);
      expect(codes('column')).toEqual(['billNo', 'reason', 'total', 'urgency']);
      expect(codes('form')).toEqual(expect.arrayContaining(['reason', 'items', 'items-qty', 'total']));
      const config = await api<{ formData: string; columnData: string }>(`/api/visualdev/OnlineDev/${modelId}/Config`);
      expect(JSON.parse(config.data.formData)).toEqual(REQUISITION_FORM);
    });

    it('creates a record: bill number and totals by the server, sub-table stored, hidden fields dropped; reads, lists, edits and deletes it', async () => {
      const values = { billNo: 'FORGED', reason: '新员工入职', urgency: 'normal', urgentNote: '不该存', items: [{ name: '笔记本', qty: 2, price: 4999.5 }, { name: '显示器', qty: 1, price: 1299.99 }], total: 1 };
      const created = await api<{ id: string }>(`/api/visualdev/OnlineDev/${modelId}`, { method: 'POST', body: { data: JSON.stringify(values) } });
      expect(created).toMatchObject({ code: 200, msg: '新建成功' });
      const read = await api<Record<string, unknown> & { data: string }>(`/api/visualdev/OnlineDev/${modelId}/${created.data.id}`);
      const stored = JSON.parse(read.data.data) as Record<string, unknown>;
      expect(stored.billNo).toMatch(/^LY\d{6}\d{5}$/);
      expect(stored.total).toBe(11298.99);
      expect(stored.items).toEqual([
        { name: '笔记本', qty: 2, price: 4999.5, amount: 9999 },
        { name: '显示器', qty: 1, price: 1299.99, amount: 1299.99 },
      ]);
      expect(stored).not.toHaveProperty('urgentNote');
      const list = await api<{ list: Record<string, unknown>[]; pagination: { total: number } }>(`/api/visualdev/OnlineDev/${modelId}/List`, { method: 'POST', body: { currentPage: 1, pageSize: 10, keyword: '入职' } });
      expect(list.data.pagination.total).toBe(1);
      expect(list.data.list[0]).toMatchObject({ id: created.data.id, reason: '新员工入职', total: 11298.99 });
      const detail = await api<{ data: string }>(`/api/visualdev/OnlineDev/${modelId}/${created.data.id}/DataChange`);
      expect(JSON.parse(detail.data.data)).toMatchObject({ urgency: '普通', total: '11,298.99', items: [{ name: '笔记本', qty: '2' }, { name: '显示器' }] });
      // Editing keeps the bill number and recomputes the total.
      expect(await api(`/api/visualdev/OnlineDev/${modelId}/${created.data.id}`, { method: 'PUT', body: { data: JSON.stringify({ ...values, billNo: 'X', items: [{ name: '鼠标', qty: 3, price: 50 }] }) } })).toMatchObject({ code: 200, msg: '更新成功' });
      const edited = JSON.parse((await api<{ data: string }>(`/api/visualdev/OnlineDev/${modelId}/${created.data.id}`)).data.data) as Record<string, unknown>;
      expect(edited).toMatchObject({ billNo: stored.billNo, total: 150 });
      expect(await api(`/api/visualdev/OnlineDev/${modelId}/${created.data.id}`, { method: 'DELETE' })).toMatchObject({ code: 200, msg: '删除成功' });
      expect(await api(`/api/visualdev/OnlineDev/${modelId}/${created.data.id}`)).toMatchObject({ code: 400, msg: '数据不存在或已被删除' });
    });

    it.each([
      [{ urgency: 'normal', items: [] }, '申请事由不能为空'],
      [{ reason: 'x', urgency: 'urgent', items: [] }, '紧急说明不能为空'],
      [{ reason: 'x', urgency: 'weird', items: [] }, '请选择有效的选项'],
      [{ reason: 'x', urgency: 'normal', items: [{ name: '', qty: 1 }] }, '物品名称不能为空'],
      [{ reason: 'x', urgency: 'normal', items: [{ name: 'a' }] }, '数量不能为空'],
      [{ reason: 'x', urgency: 'normal', items: [{ name: 'a', qty: 0 }] }, '不能小于1'],
      [{ reason: 'x', urgency: 'normal', items: 'many' }, '类型不正确'],
    ])('refuses %j with the field named, storing nothing', async (values, message) => {
      const before = await server.database.db.select().from(records);
      expect(await api(`/api/visualdev/OnlineDev/${modelId}`, { method: 'POST', body: { data: JSON.stringify(values) } })).toMatchObject({ code: 400, msg: message });
      expect(await server.database.db.select().from(records)).toEqual(before);
    });

    it('refuses bad bodies and ids, and deletes in batches all or nothing', async () => {
      expect((await api(`/api/visualdev/OnlineDev/${modelId}`, { method: 'POST', body: { data: '{oops' } })).code).toBe(400);
      expect(await api('/api/visualdev/OnlineDev/ghost/Config')).toMatchObject({ code: 400, msg: '功能不存在或已被删除' });
      const ids = [];
      for (const reason of ['甲', '乙']) ids.push((await api<{ id: string }>(`/api/visualdev/OnlineDev/${modelId}`, { method: 'POST', body: { reason, urgency: 'normal', items: [] } })).data.id);
      expect(await api(`/api/visualdev/OnlineDev/batchDelete/${modelId}`, { method: 'POST', body: { ids: [] } })).toMatchObject({ code: 400, msg: '请选择要删除的数据' });
      expect(await api(`/api/visualdev/OnlineDev/batchDelete/${modelId}`, { method: 'POST', body: { ids: [...ids, 'ghost'] } })).toMatchObject({ code: 400, msg: '数据不存在或已被删除' });
      expect((await api<{ pagination: { total: number } }>(`/api/visualdev/OnlineDev/${modelId}/List`, { method: 'POST', body: {} })).data.pagination.total).toBe(2);
      expect(await api(`/api/visualdev/OnlineDev/batchDelete/${modelId}`, { method: 'POST', body: { ids } })).toMatchObject({ code: 200, msg: '删除成功' });
      expect((await api<{ pagination: { total: number } }>(`/api/visualdev/OnlineDev/${modelId}/List`, { method: 'POST', body: {} })).data.pagination.total).toBe(0);
    });

    it('changes nothing live until the next release, and a release that would invalidate records says how many first', async () => {
      await api(`/api/visualdev/OnlineDev/${modelId}`, { method: 'POST', body: { reason: '已有', urgency: 'normal', items: [] } });
      const withDept = {
        ...REQUISITION_FORM,
        fields: [...REQUISITION_FORM.fields, { __config__: { klxKey: 'comInput', label: '部门', required: true }, __vModel__: 'dept' }],
      };
      expect(await api(`/api/visualdev/Base/${modelId}`, { method: 'PUT', body: definition({ formData: withDept }) })).toMatchObject({ code: 200 });
      // Still the released form: no dept needed.
      expect((await api(`/api/visualdev/OnlineDev/${modelId}`, { method: 'POST', body: { reason: '旧表单', urgency: 'normal', items: [] } })).code).toBe(200);
      expect(await api(`/api/visualdev/Base/${modelId}/Actions/Release`, { method: 'POST', body: {} })).toMatchObject({ code: 400, msg: '发布后将有2条已有数据不符合新的表单，确认发布请再次提交（confirm）', data: { affected: 2 } });
      expect((await api(`/api/visualdev/OnlineDev/${modelId}`, { method: 'POST', body: { reason: '仍旧', urgency: 'normal', items: [] } })).code).toBe(200);
      expect(await api<{ affected: number }>(`/api/visualdev/Base/${modelId}/Actions/Release`, { method: 'POST', body: { confirm: true } })).toMatchObject({ code: 200, data: { affected: 3 } });
      expect(await api(`/api/visualdev/OnlineDev/${modelId}`, { method: 'POST', body: { reason: '新表单', urgency: 'normal', items: [] } })).toMatchObject({ code: 400, msg: '部门不能为空' });
      expect(await server.database.db.select().from(modulePermissions).where(and(eq(modulePermissions.moduleId, menuId), eq(modulePermissions.enCode, 'dept')))).toHaveLength(1);
    });

    it('guards records by the menu entry: its page, buttons, columns and form fields', async () => {
      const db = server.database.db;
      expect(await api(`/api/visualdev/OnlineDev/${modelId}/List`, { token: staff, method: 'POST', body: {} })).toMatchObject(FORBIDDEN);
      const items = await db.select().from(modulePermissions).where(eq(modulePermissions.moduleId, menuId));
      const item = (kind: string, code: string) => items.find((candidate) => candidate.kind === kind && candidate.enCode === code)!.id;
      const grant = (itemType: string, itemId: string) => ({ itemType, itemId, objectType: 'User', objectId: 'user_staff' });
      // The page, the reason and total columns, the reason/urgency/items form fields; no buttons.
      await db.insert(authorizations).values([
        grant('module', menuId),
        grant('column', item('column', 'reason')),
        grant('column', item('column', 'total')),
        grant('form', item('form', 'reason')),
        grant('form', item('form', 'urgency')),
        grant('form', item('form', 'items')),
        grant('form', item('form', 'dept')),
      ]);
      const list = await api<{ list: Record<string, unknown>[] }>(`/api/visualdev/OnlineDev/${modelId}/List`, { token: staff, method: 'POST', body: {} });
      expect(list.code).toBe(200);
      for (const row of list.data.list) expect(Object.keys(row).sort()).toEqual(expect.arrayContaining(['id', 'reason']));
      expect(list.data.list.some((row) => 'billNo' in row || 'urgency' in row)).toBe(false);
      const body = { reason: '员工', urgency: 'normal', dept: '资产部', items: [] };
      expect(await api(`/api/visualdev/OnlineDev/${modelId}`, { token: staff, method: 'POST', body })).toMatchObject(FORBIDDEN);
      await db.insert(authorizations).values(grant('button', item('button', 'btn_add')));
      const created = await api<{ id: string }>(`/api/visualdev/OnlineDev/${modelId}`, { token: staff, method: 'POST', body });
      expect(created).toMatchObject({ code: 200 });
      const one = await api<Record<string, unknown>>(`/api/visualdev/OnlineDev/${modelId}/${created.data.id}`, { token: staff });
      expect(one.data).toMatchObject({ reason: '员工', urgency: 'normal' });
      expect(one.data).not.toHaveProperty('billNo');
      expect(await api(`/api/visualdev/OnlineDev/${modelId}/${created.data.id}`, { token: staff, method: 'DELETE' })).toMatchObject(FORBIDDEN);
      expect(await api(`/api/visualdev/OnlineDev/batchDelete/${modelId}`, { token: staff, method: 'POST', body: { ids: [created.data.id] } })).toMatchObject(FORBIDDEN);
    });
  });
});

