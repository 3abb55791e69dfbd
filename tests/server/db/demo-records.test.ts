/**
 * The demo model's seeded requisitions (issue 9 §8): a new database holds six, made through the model's create path,
 * so their bill numbers come from the 资产领用单 rule and their totals from the formulas — and the seeded report
 * 资产领用统计 and portal 资产门户 show them on first start; each names its approver (the approver picker).
 */
import { DEMO_APPROVER, DEMO_REQUISITIONS } from '../../../server/db/seed/demo-records';
import { ADMIN, DATABASES, call, createTestServer, tokenFor, type TestServer } from '../harness';

type Row = { id: string; billNo: string; reason: string; urgency: string; approver: string; total: number; useDate: number; items: { qty: number; price: number; amount: number }[] };

describe.each(DATABASES)('seeded demo requisitions on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    token = await tokenFor(server.app, ADMIN);
  }, 240_000);
  afterAll(async () => {
    await server.close();
  });

  it('stores six requisitions with numbers from the bill rule and totals from the formulas', async () => {
    const answer = await call<{ list: Row[]; pagination: { total: number } }>(server.app, '/api/visualdev/OnlineDev/vd_asset_requisition/List', { token, method: 'POST', body: { currentPage: 1, pageSize: 50 } });
    expect(answer.code).toBe(200);
    expect(answer.data!.pagination.total).toBe(DEMO_REQUISITIONS.length);
    const rows = answer.data!.list;
    // LY + yyyyMM + five digits: each from the rule, in the month the requisition was made (its date).
    const numbers = rows.map((row) => row.billNo);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const row of rows) {
      const month = new Date(row.useDate).toISOString().slice(0, 7).replace('-', '');
      expect(row.billNo).toMatch(new RegExp(`^LY${month}\\d{5}$`));
    }
    const byReason = Object.fromEntries(rows.map((row) => [row.reason, row]));
    expect(byReason['新员工入职']!.total).toBe(7098.8);
    expect(byReason['服务器扩容']!.total).toBe(33600);
    expect(rows.map((row) => row.total).reduce((sum, total) => sum + total, 0)).toBeCloseTo(59838.8, 2);
    // The sub-table's amounts are the formula's too.
    const detail = await call<Row>(server.app, `/api/visualdev/OnlineDev/vd_asset_requisition/${byReason['新员工入职']!.id}`, { token });
    expect(detail.data!.items.map((item) => item.amount)).toEqual([6999, 99.8]);
    // Each has an approver (the approver picker's user id), shown by name in the list and the detail view.
    expect(rows.every((row) => row.approver === DEMO_APPROVER)).toBe(true);
    expect(detail.data!.approver).toBe(DEMO_APPROVER);
    // The urgency shows in the reader's language (the demo's options carry their English and Traditional labels).
    const urgent = rows.find((row) => row.urgency === 'urgent')!;
    const shown = async (language: string) => JSON.parse((await call<{ data: string }>(server.app, `/api/visualdev/OnlineDev/vd_asset_requisition/${urgent.id}/DataChange`, { token, headers: { 'accept-language': language } })).data!.data) as Record<string, unknown>;
    expect((await shown('zh-CN')).urgency).toBe('紧急');
    expect((await shown('zh-TW')).urgency).toBe('緊急');
    expect((await shown('en')).urgency).toBe('Urgent');
    // Dated in the past, newest three days ago.
    const now = Date.now();
    expect(rows.every((row) => row.useDate < now)).toBe(true);
  });

  it('shows the seeded requisitions in the demo report and portal on first start', async () => {
    const report = await call<{ total: { count: number; values: Record<string, number> }; chart: { points: { value: number }[] } }>(server.app, '/api/visualdev/DataReport/rpt_asset_requisition/Data', { token, method: 'POST', body: {} });
    expect(report.code).toBe(200);
    expect(report.data!.total.count).toBe(6);
    expect(report.data!.total.values['sum:total']).toBeCloseTo(59838.8, 2);
    expect(report.data!.total.values['sum:items-qty']).toBe(37);
    expect(report.data!.chart.points.length).toBeGreaterThanOrEqual(2);
    const portal = await call<{ cards: { id: string; data?: { value?: number; list?: unknown[] } }[] }>(server.app, '/api/visualdev/Portal/portal_asset/Data', { token });
    expect(portal.code).toBe(200);
    const byId = Object.fromEntries(portal.data!.cards.map((card) => [card.id, card]));
    expect(byId.requisitions!.data).toEqual({ value: 6 });
    expect(byId.urgent!.data).toEqual({ value: 2 });
    expect(byId.large!.data).toEqual({ value: 2 });
    // The latest five, newest first.
    expect(byId.latest!.data!.list!.map((row) => (row as { reason: string }).reason)).toEqual(['打印耗材补充', '服务器扩容', '办公桌椅更换', '会议室改造', '项目急需']);
  });
});
