/**
 * Print templates over HTTP on both databases (issue 11 §9; spec 03 §7 "Print templates"): the engine's CRUD of
 * schemas/printDev.json with copy and export, the stored template cleaned by the allow-list sanitiser, Selector and
 * getListOptions (enabled ones only), Fields of the chosen form, Data and BatchData read through the record's model
 * with the caller's own permission there, and the print log — bad input answered with the envelope, changing nothing.
 */
import { eq } from 'drizzle-orm';
import { printLogs } from '../../../server/db/tables/print';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

const MODEL = 'vd_asset_requisition';
type Envelope<T = Record<string, unknown>> = { code: number; msg: string; data: T };

const TEMPLATE =
  '<h2>领用单 {{billNo}}</h2><p onclick="steal()">事由：{{reason}}</p><script>alert(1)</script>' +
  '<table border="1" style="border-collapse:collapse;width:100%"><tr><th>物品</th><th>数量</th></tr><tr><td>{{items-name}}</td><td>{{items-qty}}</td></tr></table>';

describe.each(DATABASES)('print templates on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let recordIds: string[];
  const api = <T = Record<string, unknown>>(path: string, options: { token?: string; method?: string; body?: unknown } = {}) =>
    call(server.app, path, { token: admin, ...options }) as Promise<Envelope<T>>;
  const createTemplate = (overrides: Record<string, unknown> = {}) =>
    api<{ id: string }>('/api/system/printDev', { method: 'POST', body: { fullName: '领用单', enCode: `p${Math.random().toString(36).slice(2, 9)}`, type: 1, formId: MODEL, printTemplate: TEMPLATE, enabledMark: 1, sortCode: 0, ...overrides } });

  beforeAll(async () => {
    server = await createTestServer(kind);
    [admin, staff] = await Promise.all([tokenFor(server.app, ADMIN), tokenFor(server.app, STAFF)]);
    recordIds = [];
    for (const body of [
      { useDate: Date.parse('2026-03-02T00:00:00Z'), reason: '新员工<入职>', urgency: 'normal', approver: 'user_admin', items: [{ name: '笔记本电脑', qty: 1, price: 6999 }, { name: '鼠标', qty: 2, price: 49.9 }] },
      { useDate: Date.parse('2026-03-05T00:00:00Z'), reason: '项目急需', urgency: 'urgent', urgentNote: '现场', items: [{ name: '网线', qty: 5, price: 100 }] },
    ]) {
      const created = await api<{ id: string }>(`/api/visualdev/OnlineDev/${MODEL}`, { method: 'POST', body });
      expect(created.code).toBe(200);
      recordIds.push(created.data.id);
    }
  }, 240_000);
  afterAll(() => server?.close());

  it('stores a template cleaned of script and handlers, keeping its table', async () => {
    const created = await createTemplate();
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const stored = await api<{ printTemplate: string }>(`/api/system/printDev/${created.data.id}`);
    expect(stored.data.printTemplate).not.toMatch(/script|onclick|alert/);
    expect(stored.data.printTemplate).toContain('<td>{{items-name}}</td>');
    expect(stored.data.printTemplate).toContain('border-collapse:collapse');
  });

  it('refuses a template without a form or with a duplicate code, changing nothing', async () => {
    const first = await createTemplate({ enCode: 'dup_code' });
    expect(first.code).toBe(200);
    const before = await tableDigest(server.database);
    expect(await createTemplate({ formId: '' })).toMatchObject({ code: 400, msg: '请选择关联表单' });
    expect(await createTemplate({ enCode: 'dup_code' })).toMatchObject({ code: 400, msg: '模板编码已存在' });
    expect(await tableDigest(server.database)).toBe(before);
  });

  it('answers a record with the template and its display values, through the model with the caller\'s permission', async () => {
    const { data } = await createTemplate();
    const answer = await api<{ printTemplate: string; printData: Record<string, unknown> }>(`/api/system/printDev/Data?id=${data.id}&formId=${recordIds[0]}`);
    expect(answer.code).toBe(200);
    expect(answer.data.printTemplate).toContain('{{billNo}}');
    expect(answer.data.printData.reason).toBe('新员工<入职>');
    expect(answer.data.printData.billNo).toEqual(expect.any(String));
    // A people picker prints its user's name, as the export writes it, not the stored id.
    expect(answer.data.printData.approver).toBe('管理员/admin');
    expect((answer.data.printData.items as Record<string, unknown>[]).map((row) => row.name)).toEqual(['笔记本电脑', '鼠标']);
    // Staff holds no grant on the requisition page: printing it is refused as reading it is.
    expect((await api(`/api/visualdev/OnlineDev/${MODEL}/${recordIds[0]}`, { token: staff })).code).toBe(400);
    expect(await api(`/api/system/printDev/Data?id=${data.id}&formId=${recordIds[0]}`, { token: staff })).toMatchObject({ code: 400, msg: '您没有此操作的权限' });
    // A record that does not exist is not found.
    expect((await api(`/api/system/printDev/Data?id=${data.id}&formId=nope`)).code).toBe(400);
  });

  it('answers several records at once, at most 100', async () => {
    const { data } = await createTemplate();
    const batch = await api<{ printData: Record<string, unknown> }[]>(`/api/system/printDev/BatchData?id=${data.id}&formId=${recordIds.join(',')}`);
    expect(batch.code).toBe(200);
    expect(batch.data.map((page) => page.printData.reason)).toEqual(['新员工<入职>', '项目急需']);
    const many = Array.from({ length: 101 }, (_, index) => `r${index}`).join(',');
    expect(await api(`/api/system/printDev/BatchData?id=${data.id}&formId=${many}`)).toMatchObject({ code: 400, msg: '请选择要打印的数据（最多100条）' });
    expect(await api(`/api/system/printDev/BatchData?id=${data.id}&formId=`)).toMatchObject({ code: 400, msg: '请选择要打印的数据（最多100条）' });
  });

  it('offers only enabled templates to the chooser, and refuses a disabled one', async () => {
    const on = await createTemplate({ fullName: '启用的模板' });
    const off = await createTemplate({ fullName: '停用的模板', enabledMark: 0 });
    const options = await api<{ id: string; fullName: string }[]>('/api/system/printDev/getListOptions', { method: 'POST', body: { ids: [on.data.id, off.data.id, 'nope'] } });
    expect(options.data).toEqual([{ id: on.data.id, fullName: '启用的模板' }]);
    const selector = await api<{ list: { id: string }[] }>('/api/system/printDev/Selector?type=1');
    expect(selector.data.list.map((item) => item.id)).toContain(on.data.id);
    expect(selector.data.list.map((item) => item.id)).not.toContain(off.data.id);
    expect((await api<{ list: unknown[] }>('/api/system/printDev/Selector?type=2')).data.list).toEqual([]);
    expect(await api(`/api/system/printDev/Data?id=${off.data.id}&formId=${recordIds[0]}`)).toMatchObject({ code: 400, msg: '打印模板不存在或已停用' });
  });

  it('lists the form\'s placeholder keys, sub-table columns as table-column, for the template\'s page only', async () => {
    const fields = await api<{ list: { vModel: string; label: string }[] }>(`/api/system/printDev/Fields?formId=${MODEL}`);
    const keys = fields.data.list.map((field) => field.vModel);
    expect(keys).toEqual(expect.arrayContaining(['billNo', 'reason', 'items', 'items-name', 'items-qty']));
    expect((await api<{ list: unknown[] }>('/api/system/printDev/Fields', { method: 'POST', body: { formId: MODEL } })).data.list).toHaveLength(keys.length);
    expect((await api('/api/system/printDev/Fields?formId=' + MODEL, { token: staff })).code).toBe(400);
  });

  it('copies a template with a new name and code', async () => {
    const { data } = await createTemplate({ fullName: '原模板', enCode: 'orig_code' });
    const copy = await api<{ id: string }>(`/api/system/printDev/${data.id}/Actions/Copy`, { method: 'POST' });
    expect(copy).toMatchObject({ code: 200, msg: '复制成功' });
    const stored = await api<{ fullName: string; enCode: string; printTemplate: string }>(`/api/system/printDev/${copy.data.id}`);
    expect(stored.data.fullName).toBe('原模板副本');
    expect(stored.data.enCode).toMatch(/^orig_code_[0-9a-f]{6}$/);
    expect(stored.data.printTemplate).toContain('{{billNo}}');
    expect((await api(`/api/system/printDev/${data.id}/Actions/Copy`, { method: 'POST', token: staff })).code).toBe(400);
  });

  it('records a printing, and refuses a log without a template, title or count', async () => {
    const { data } = await createTemplate();
    expect((await api('/api/system/printLog/save', { method: 'POST', body: { printId: data.id, printTitle: '资产领用', printNum: 2 } })).code).toBe(200);
    const rows = await server.database.db.select().from(printLogs).where(eq(printLogs.printId, data.id));
    expect(rows.map((row) => [row.printTitle, row.printNum])).toEqual([['资产领用', 2]]);
    const listed = await api<{ list: { printTitle: string; printNum: number; creatorUser: string }[]; pagination: { total: number } }>(`/api/system/printLog?printId=${data.id}`);
    expect(listed.data.list).toEqual([expect.objectContaining({ printTitle: '资产领用', printNum: 2, creatorUser: expect.any(String) })]);
    expect(listed.data.pagination.total).toBe(1);
    expect((await api(`/api/system/printLog?printId=${data.id}`, { token: staff })).code).toBe(400);
    const before = await tableDigest(server.database);
    for (const body of [{}, { printId: data.id, printTitle: '', printNum: 1 }, { printId: data.id, printTitle: 'x', printNum: 0 }, { printId: data.id, printTitle: 'x', printNum: 1.5 }, { printId: 'nope', printTitle: 'x', printNum: 1 }]) {
      expect((await api('/api/system/printLog/save', { method: 'POST', body })).code).toBe(400);
    }
    expect(await tableDigest(server.database)).toBe(before);
  });
});
