/**
 * Data reports over HTTP on both databases (issue 9 §4): definitions (list, create, read, update, delete, copy,
 * release, selector), checked when saved with the part named in the caller's language; the seeded demo report
 * computed over requisitions (month groups, summary rows, total, chart, search values, paging); and the guard: a
 * caller without the source model's page gets no report data, and columns hidden from them leave the report.
 */
import { fc } from '@fast-check/vitest';
import { eq } from 'drizzle-orm';
import { authorizations, dataReports, modulePermissions, modules } from '../../../server/db/schema';
import { clearDemoRequisitions } from '../../fixtures/lowcode/demo-requisitions';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

const FORBIDDEN = { code: 400, msg: '您没有此操作的权限' };
const MODEL = 'vd_asset_requisition';
type Envelope<T = Record<string, unknown>> = { code: number; msg: string; data: T };
type ReportAnswer = {
  columns: { prop: string; label: string }[];
  searchList: { prop: string; label: string; searchType: number }[];
  groupBy?: { prop: string; by?: string };
  summaries: { key: string }[];
  list: Record<string, unknown>[];
  groups: { key: string | null; label: string; count: number; values: Record<string, number | null> }[];
  total: { count: number; values: Record<string, number | null> };
  chart?: { type: string; title: string; points: { key: string | null; name: string; value: number | null }[] };
  pagination: { currentPage: number; pageSize: number; total: number };
  restricted: boolean;
};

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const REQUISITIONS = [
  { useDate: day('2026-01-05'), reason: '新员工入职', urgency: 'normal', items: [{ name: '笔记本电脑', qty: 1, price: 6999 }, { name: '鼠标', qty: 2, price: 49.9 }] },
  { useDate: day('2026-01-20'), reason: '项目急需', urgency: 'urgent', urgentNote: '客户现场', items: [{ name: '网线', qty: 5, price: 100 }] },
  { useDate: day('2026-02-03'), reason: '会议室改造', urgency: 'normal', items: [{ name: '显示器', qty: 10, price: 1200 }] },
];

const REPORT = {
  source: { kind: 'model', modelId: MODEL },
  columnList: [{ prop: 'billNo' }, { prop: 'reason', label: '事由' }, { prop: 'urgency' }, { prop: 'items-qty', format: 'number', precision: 0 }, { prop: 'total', format: 'money' }],
  searchList: [{ prop: 'reason', searchType: 2 }, { prop: 'urgency', searchType: 1 }, { prop: 'total', searchType: 3 }],
  groupBy: { prop: 'urgency' },
  summaries: [{ fn: 'count' }, { fn: 'sum', prop: 'total' }, { fn: 'avg', prop: 'total' }, { fn: 'min', prop: 'items-qty' }, { fn: 'max', prop: 'items-qty' }],
  chart: { type: 'pie', dimension: { prop: 'urgency' }, measure: { fn: 'count' } },
};

describe.each(DATABASES)('data reports on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const api = <T = Record<string, unknown>>(path: string, options: { token?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    call(server.app, path, { token: admin, ...options }) as Promise<Envelope<T>>;
  const create = (definition: unknown, overrides: Record<string, unknown> = {}) =>
    api<{ id: string }>('/api/visualdev/DataReport', { method: 'POST', body: { fullName: '领用分析', enCode: `r${Math.random().toString(36).slice(2, 9)}`, category: 'asset', definition: JSON.stringify(definition), ...overrides } });

  beforeAll(async () => {
    server = await createTestServer(kind);
    [admin, staff] = await Promise.all([tokenFor(server.app, ADMIN), tokenFor(server.app, STAFF)]);
    // Exact figures over these requisitions: the seeded ones (demo-records.test.ts) set aside.
    await clearDemoRequisitions(server.database.db);
    for (const body of REQUISITIONS) expect((await api(`/api/visualdev/OnlineDev/${MODEL}`, { method: 'POST', body })).code).toBe(200);
  }, 240_000);
  afterAll(async () => {
    await server.close();
  });

  it('seeds the requisition report released to the demo report entry, grouped by month with a bar chart', async () => {
    const [entry] = await server.database.db.select().from(modules).where(eq(modules.id, 'm_demo.report'));
    expect(JSON.parse(entry!.propertyJson)).toMatchObject({ moduleId: 'rpt_asset_requisition' });
    const answer = await api<ReportAnswer>('/api/visualdev/DataReport/rpt_asset_requisition/Data', { method: 'POST', body: {} });
    expect(answer.code).toBe(200);
    expect(answer.data.groups).toEqual([
      { key: '2026-01', label: '2026-01', count: 2, values: { 'count:*': 2, 'sum:items-qty': 8, 'sum:total': 7598.8 } },
      { key: '2026-02', label: '2026-02', count: 1, values: { 'count:*': 1, 'sum:items-qty': 10, 'sum:total': 12000 } },
    ]);
    expect(answer.data.total).toEqual({ count: 3, values: { 'count:*': 3, 'sum:items-qty': 18, 'sum:total': 19598.8 } });
    expect(answer.data.chart).toMatchObject({ type: 'bar', title: '每月领用金额', points: [{ name: '2026-01', value: 7598.8 }, { name: '2026-02', value: 12000 }] });
    expect(answer.data.list.map((row) => row.groupKey)).toEqual(['2026-01', '2026-01', '2026-02']);
    expect(answer.data.list[0]).toMatchObject({ urgency: expect.stringMatching(/普通|紧急/), billNo: expect.stringMatching(/^LY/) });
    expect(answer.data.columns.map((column) => column.label)).toEqual(['单据编号', '领用日期', '申请事由', '紧急程度', '申请数量', '金额']);
    const english = await api<ReportAnswer>('/api/visualdev/DataReport/rpt_asset_requisition/Data', { method: 'POST', body: {}, headers: { 'accept-language': 'en' } });
    expect(english.data.chart?.title).toBe('Requisition amount by month');
  });

  it('computes the groups, the summary rows and the chart of a report, narrowed by its search values', async () => {
    const created = await create(REPORT);
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.data.id;
    // Not released yet: no data, but the designer's preview computes the edited definition.
    expect(await api(`/api/visualdev/DataReport/${id}/Data`, { method: 'POST', body: {} })).toMatchObject({ code: 400, msg: '该报表尚未发布' });
    const preview = await api<ReportAnswer>(`/api/visualdev/DataReport/${id}/Actions/Preview`, { method: 'POST', body: {} });
    expect(preview.data.groups.map((group) => [group.label, group.count, group.values])).toEqual([
      ['普通', 2, { 'count:*': 2, 'sum:total': 19098.8, 'avg:total': 9549.4, 'min:items-qty': 3, 'max:items-qty': 10 }],
      ['紧急', 1, { 'count:*': 1, 'sum:total': 500, 'avg:total': 500, 'min:items-qty': 5, 'max:items-qty': 5 }],
    ]);
    expect(preview.data.chart?.points.map((point) => [point.name, point.value])).toEqual([['普通', 2], ['紧急', 1]]);
    expect(await api(`/api/visualdev/DataReport/${id}/Actions/Release`, { method: 'POST', body: {} })).toMatchObject({ code: 200, msg: '发布成功' });
    const data = (body: Record<string, unknown>) => api<ReportAnswer>(`/api/visualdev/DataReport/${id}/Data`, { method: 'POST', body });
    expect((await data({ reason: '入职' })).data.total.count).toBe(1);
    expect((await data({ urgency: 'urgent' })).data.total.values['sum:total']).toBe(500);
    expect((await data({ total: [1000, null] })).data.total.values['sum:total']).toBe(19098.8);
    expect((await data({ total: [null, 600] })).data.list.map((row) => row.reason)).toEqual(['项目急需']);
    const paged = await data({ pageSize: 1, currentPage: 2 });
    expect(paged.data.list).toHaveLength(1);
    expect(paged.data.pagination).toEqual({ currentPage: 2, pageSize: 1, total: 3 });
    // The groups and the total still cover every matching record, not only the page.
    expect(paged.data.total.count).toBe(3);
  });

  it('creates, reads, lists, updates, copies, lists released ones and deletes; a released copy stays until the next release', async () => {
    const created = await create(REPORT, { fullName: '可编辑报表', enCode: 'editableReport' });
    const id = created.data.id;
    const read = await api<{ definition: string; state: number }>(`/api/visualdev/DataReport/${id}`);
    expect(JSON.parse(read.data.definition)).toEqual(REPORT);
    expect(read.data.state).toBe(0);
    expect((await api<{ list: { id: string }[] }>('/api/visualdev/DataReport?keyword=可编辑&category=asset')).data.list.map((row) => row.id)).toEqual([id]);
    await api(`/api/visualdev/DataReport/${id}/Actions/Release`, { method: 'POST', body: {} });
    const changed = { ...REPORT, groupBy: undefined, chart: undefined };
    expect(await api(`/api/visualdev/DataReport/${id}`, { method: 'PUT', body: { fullName: '可编辑报表', enCode: 'editableReport', definition: changed } })).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await api<{ state: number }>(`/api/visualdev/DataReport/${id}`)).data.state).toBe(2);
    // The live report still has its chart until released again.
    expect((await api<ReportAnswer>(`/api/visualdev/DataReport/${id}/Data`, { method: 'POST', body: {} })).data.chart).toBeDefined();
    await api(`/api/visualdev/DataReport/${id}/Actions/Release`, { method: 'POST', body: {} });
    expect((await api<ReportAnswer>(`/api/visualdev/DataReport/${id}/Data`, { method: 'POST', body: {} })).data.chart).toBeUndefined();
    const copy = await api<{ id: string }>(`/api/visualdev/DataReport/${id}/Actions/Copy`, { method: 'POST' });
    expect(copy).toMatchObject({ code: 200, msg: '复制成功' });
    expect((await api<{ fullName: string }>(`/api/visualdev/DataReport/${copy.data.id}`)).data.fullName).toMatch(/^可编辑报表\.副本/);
    const selector = await api<{ list: { children: { id: string }[] }[] }>('/api/visualdev/DataReport/Selector');
    const offered = selector.data.list.flatMap((group) => group.children.map((child) => child.id));
    expect(offered).toContain(id);
    expect(offered).not.toContain(copy.data.id);
    expect(await api(`/api/visualdev/DataReport/${copy.data.id}`, { method: 'DELETE' })).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await api(`/api/visualdev/DataReport/${copy.data.id}`)).toMatchObject({ code: 400, msg: '报表不存在或已被删除' });
    expect(await create(REPORT, { enCode: 'editableReport' })).toMatchObject({ code: 400, msg: '编码已存在' });
  });

  it('publishes a report to a new menu entry of type 5 under the chosen parent', async () => {
    const created = await create(REPORT, { enCode: 'publishedReport' });
    const released = await api<{ menuIds: string[] }>(`/api/visualdev/DataReport/${created.data.id}/Actions/Release`, { method: 'POST', body: { pcModuleParentId: 'm_demo.category' } });
    expect(released.data.menuIds).toHaveLength(1);
    const [entry] = await server.database.db.select().from(modules).where(eq(modules.id, released.data.menuIds[0]!));
    expect(entry).toMatchObject({ type: 5, parentId: 'm_demo.category', urlAddress: 'report/publishedReport' });
  });

  it.each([
    [{}, '请选择报表的数据来源（表单模型）'],
    [{ ...REPORT, source: { kind: 'model', modelId: 'ghost' } }, '数据来源的表单模型不存在或尚未发布'],
    [{ ...REPORT, columnList: [] }, '请至少添加一列'],
    [{ ...REPORT, columnList: [{ prop: 'ghost' }] }, 'columnList[1]：“ghost”不是数据来源的字段'],
    [{ ...REPORT, columnList: [{ prop: 'reason', format: 'money' }] }, 'columnList[1]：字段“申请事由”不是数字，不能按数字、金额或百分比显示'],
    [{ ...REPORT, summaries: [{ fn: 'sum', prop: 'reason' }] }, 'summaries[1]：字段“申请事由”不是数字，只能计数'],
    [{ ...REPORT, summaries: [{ fn: 'median', prop: 'total' }] }, 'summaries[1]：汇总方式只能是求和、计数、平均值、最小值或最大值'],
    [{ ...REPORT, groupBy: { prop: 'items-qty' } }, 'groupBy：不能按子表字段“领用物品-数量”分组'],
    [{ ...REPORT, groupBy: { prop: 'reason', by: 'month' } }, 'groupBy：字段“申请事由”不是日期，不能按日、月、年分组'],
    [{ ...REPORT, chart: { type: 'radar', dimension: { prop: 'urgency' }, measure: { fn: 'count' } } }, '图表类型只能是柱状图、折线图或饼图'],
    [{ ...REPORT, searchList: [{ prop: 'reason', searchType: 3 }] }, 'searchList[1]：字段“申请事由”不是数字或日期，不能按范围查询'],
    [{ ...REPORT, pageSize: 0 }, '每页条数须为1到500的整数'],
  ])('refuses a report definition with the part named: %j', async (definition, msg) => {
    const before = await tableDigest(server.database);
    expect(await create(definition)).toMatchObject({ code: 400, msg });
    expect(await tableDigest(server.database)).toBe(before);
  });

  it('names the wrong part in the caller language, and refuses bad names, codes, JSON and search values', async () => {
    const en = { 'accept-language': 'en' };
    expect(await api('/api/visualdev/DataReport', { method: 'POST', headers: en, body: { fullName: 'x', enCode: 'enReport', definition: { ...REPORT, columnList: [{ prop: 'ghost' }] } } })).toMatchObject({
      code: 400,
      msg: 'columnList[1]: "ghost" is not a field of the source',
    });
    expect(await create(REPORT, { fullName: '' })).toMatchObject({ code: 400, msg: '名称不能为空' });
    expect(await create(REPORT, { enCode: '1bad' })).toMatchObject({ code: 400 });
    expect(await api('/api/visualdev/DataReport', { method: 'POST', body: { fullName: 'x', enCode: 'jsonBad', definition: '{nope' } })).toMatchObject({ code: 400, msg: '报表配置格式不正确' });
    const seeded = '/api/visualdev/DataReport/rpt_asset_requisition/Data';
    expect(await api(seeded, { method: 'POST', body: { useDate: 'yesterday' } })).toMatchObject({ code: 400, msg: '查询条件“领用日期”的值不正确' });
    expect(await api(seeded, { method: 'POST', body: { urgency: { $ne: 1 } } })).toMatchObject({ code: 400, msg: '查询条件“紧急程度”的值不正确' });
    expect(await api(seeded, { method: 'POST', body: { pageSize: 0 } })).toMatchObject({ code: 400 });
    expect(await api(seeded, { method: 'POST', body: { tzOffset: 100000 } })).toMatchObject({ code: 400 });
    expect(await api('/api/visualdev/DataReport/ghost/Data', { method: 'POST', body: {} })).toMatchObject({ code: 400, msg: '报表不存在或已被删除' });
  });

  it('answers any definition and any data request with the envelope, never a fault, and a refusal changes nothing', async () => {
    const anything = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom('items-qty', 'total', 'useDate', 'urgency', '__proto__', "x' or 1=1 --", 'a-b-c', '-'));
    const part = fc.record({ prop: anything, fn: anything, format: anything, by: anything, searchType: anything, label: anything, labelI18n: anything, precision: anything }, { requiredKeys: [] });
    const definition = fc.record(
      {
        source: fc.oneof(fc.constant({ kind: 'model', modelId: MODEL }), anything),
        columnList: fc.oneof(fc.array(part, { maxLength: 3 }), anything),
        searchList: fc.oneof(fc.array(part, { maxLength: 2 }), anything),
        groupBy: fc.oneof(part, anything),
        summaries: fc.oneof(fc.array(part, { maxLength: 2 }), anything),
        chart: fc.oneof(fc.record({ type: fc.constantFrom('bar', 'pie', 'x'), dimension: part, measure: part }), anything),
        pageSize: anything,
      },
      { requiredKeys: [] },
    );
    let serial = 0;
    await fc.assert(
      fc.asyncProperty(definition, async (value) => {
        const before = await tableDigest(server.database);
        const answer = await api('/api/visualdev/DataReport', { method: 'POST', body: { fullName: '随机', enCode: `fuzzReport${++serial}`, definition: value } });
        expect([200, 400], answer.msg).toContain(answer.code);
        expect(answer.msg).not.toBe('');
        if (answer.code !== 200) expect(await tableDigest(server.database)).toBe(before);
        else {
          const id = (answer.data as { id: string }).id;
          const preview = await api(`/api/visualdev/DataReport/${id}/Actions/Preview`, { method: 'POST', body: {} });
          expect([200, 400], preview.msg).toContain(preview.code);
          await api(`/api/visualdev/DataReport/${id}`, { method: 'DELETE' });
        }
      }),
      { numRuns: 40 },
    );
    const body = fc.dictionary(fc.constantFrom('reason', 'urgency', 'useDate', 'currentPage', 'pageSize', 'tzOffset', '__proto__', 'x'), fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string({ maxLength: 30 })), { maxKeys: 5 });
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const answer = await api('/api/visualdev/DataReport/rpt_asset_requisition/Data', { method: 'POST', body: payload });
        expect([200, 400], answer.msg).toContain(answer.code);
      }),
      { numRuns: 60 },
    );
  });

  it('gives staff without the source model page no report data, and drops the columns hidden from them', async () => {
    const seeded = '/api/visualdev/DataReport/rpt_asset_requisition/Data';
    expect(await api(seeded, { token: staff, method: 'POST', body: {} })).toMatchObject(FORBIDDEN);
    // The designer's calls need the designer page.
    expect(await api('/api/visualdev/DataReport', { token: staff })).toMatchObject(FORBIDDEN);
    expect(await api('/api/visualdev/DataReport', { token: staff, method: 'POST', body: { fullName: 'x', enCode: 'staffReport', definition: REPORT } })).toMatchObject(FORBIDDEN);
    expect(await api('/api/visualdev/DataReport/rpt_asset_requisition/Actions/Preview', { token: staff, method: 'POST', body: {} })).toMatchObject(FORBIDDEN);

    const db = server.database.db;
    const items = await db.select().from(modulePermissions).where(eq(modulePermissions.moduleId, 'm_demo.form'));
    const column = (code: string) => items.find((item) => item.kind === 'column' && item.enCode === code)!.id;
    const grant = (itemType: string, itemId: string) => ({ itemType, itemId, objectType: 'User', objectId: 'user_staff' });
    // The model's page with only the reason and total columns: the date, urgency and bill number are hidden.
    await db.insert(authorizations).values([grant('module', 'm_demo.form'), grant('column', column('reason')), grant('column', column('total'))]);
    const answer = await api<ReportAnswer>(seeded, { token: staff, method: 'POST', body: {} });
    expect(answer.code).toBe(200);
    expect(answer.data.restricted).toBe(true);
    expect(answer.data.columns.map((entry) => entry.prop)).toEqual(['reason', 'items-qty', 'total']);
    expect(answer.data.groupBy).toBeUndefined();
    expect(answer.data.chart).toBeUndefined();
    expect(answer.data.searchList.map((entry) => entry.prop)).toEqual(['reason']);
    for (const row of answer.data.list) expect(Object.keys(row).sort()).toEqual(['id', 'items-qty', 'reason', 'total']);
    expect(answer.data.total.values['sum:total']).toBe(19598.8);
    // A search by a hidden field is ignored rather than answered.
    expect((await api<ReportAnswer>(seeded, { token: staff, method: 'POST', body: { urgency: 'urgent' } })).data.total.count).toBe(3);
    expect(await db.select().from(dataReports).where(eq(dataReports.id, 'rpt_asset_requisition'))).toHaveLength(1);

    // A data-permission scheme on the model's page ("urgent ones only"): the rows, totals and groups keep to it,
    // even over a field the caller does not see.
    const scheme = await api<{ id: string }>('/api/system/ModuleDataAuthorizeScheme', {
      method: 'POST',
      body: { moduleId: 'm_demo.form', fullName: '紧急领用', enCode: 'urgentOnly', conditionJson: { logic: 'and', groups: [{ logic: 'and', conditions: [{ field: 'urgency', op: '==', value: 'urgent' }] }] } },
    });
    expect(scheme.code, scheme.msg).toBe(200);
    await db.insert(authorizations).values([grant('resource', scheme.data.id)]);
    const scoped = await api<ReportAnswer>(seeded, { token: staff, method: 'POST', body: {} });
    expect(scoped.data.list.map((row) => row.reason)).toEqual(['项目急需']);
    expect(scoped.data.total).toMatchObject({ count: 1, values: { 'sum:total': 500 } });
    expect(scoped.data.pagination.total).toBe(1);
    // The administrator's report is whole.
    expect((await api<ReportAnswer>(seeded, { method: 'POST', body: {} })).data.total.count).toBe(3);
  });

  it('shows a people picker by name in its rows, groups and chart points, in the reader\'s language', async () => {
    const made = await api(`/api/visualdev/OnlineDev/${MODEL}`, { method: 'POST', body: { useDate: day('2026-03-01'), reason: '审批人报表', urgency: 'normal', approver: 'user_admin', items: [{ name: '笔', qty: 1, price: 2 }] } });
    expect(made.code, made.msg).toBe(200);
    const { data } = await create({ source: { kind: 'model', modelId: MODEL }, columnList: [{ prop: 'reason' }, { prop: 'approver' }], groupBy: { prop: 'approver' }, summaries: [{ fn: 'count' }], chart: { type: 'pie', dimension: { prop: 'approver' }, measure: { fn: 'count' } } });
    const preview = async (language: string) => (await api<ReportAnswer>(`/api/visualdev/DataReport/${data.id}/Actions/Preview`, { method: 'POST', body: {}, headers: { 'accept-language': language } })).data;
    const chinese = await preview('zh-CN');
    expect(chinese.list.find((row) => row.reason === '审批人报表')).toMatchObject({ approver: '管理员/admin' });
    // The three without an approver group under (empty); the named one under the name, its key still the id.
    expect(chinese.groups.map((group) => [group.key, group.label, group.count])).toEqual([['user_admin', '管理员/admin', 1], [null, '（空）', 3]]);
    expect(chinese.chart!.points.find((point) => point.key === 'user_admin')).toMatchObject({ name: '管理员/admin', value: 1 });
    expect((await preview('en')).groups[1]!.label).toBe('(empty)');
  });
});
