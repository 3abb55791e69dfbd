/**
 * Portals over HTTP on both databases (issue 9 §4): definitions (create, read, list, update, copy, release, delete),
 * checked when saved with the card named; the seeded demo portal's cards; and each card read through the guard of
 * what it shows — a card over data the caller may not see answers `forbidden` and no data, shortcuts keep only the
 * menus the caller holds, notices come from the caller's own inbox.
 */
import { fc } from '@fast-check/vitest';
import { eq } from 'drizzle-orm';
import { authorizations, modulePermissions } from '../../../server/db/schema';
import { clearDemoRequisitions } from '../../fixtures/lowcode/demo-requisitions';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

const FORBIDDEN = { code: 400, msg: '您没有此操作的权限' };
const MODEL = 'vd_asset_requisition';
type Envelope<T = Record<string, unknown>> = { code: number; msg: string; data: T };
type Card = { id: string; kind: string; title: string; span: number; state: string; data?: Record<string, unknown> & { list?: Record<string, unknown>[] } };
type PortalAnswer = { fullName: string; cards: Card[] };

describe.each(DATABASES)('portals on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const api = <T = Record<string, unknown>>(path: string, options: { token?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    call(server.app, path, { token: admin, ...options }) as Promise<Envelope<T>>;
  const create = (definition: unknown, overrides: Record<string, unknown> = {}) =>
    api<{ id: string }>('/api/visualdev/Portal', { method: 'POST', body: { fullName: '测试门户', enCode: `p${Math.random().toString(36).slice(2, 9)}`, definition, ...overrides } });
  const grant = (itemType: string, itemId: string) => ({ itemType, itemId, objectType: 'User', objectId: 'user_staff' });

  beforeAll(async () => {
    server = await createTestServer(kind);
    [admin, staff] = await Promise.all([tokenFor(server.app, ADMIN), tokenFor(server.app, STAFF)]);
    // Exact counts over these requisitions: the seeded ones (demo-records.test.ts) set aside.
    await clearDemoRequisitions(server.database.db);
    const bodies = [
      { useDate: Date.UTC(2026, 0, 5), reason: '入职', urgency: 'normal', items: [{ name: '电脑', qty: 1, price: 12000 }] },
      { useDate: Date.UTC(2026, 0, 6), reason: '急用', urgency: 'urgent', urgentNote: '现场', items: [{ name: '网线', qty: 2, price: 10 }] },
    ];
    for (const body of bodies) expect((await api(`/api/visualdev/OnlineDev/${MODEL}`, { method: 'POST', body })).code).toBe(200);
    // An announcement to the administrator only: staff's notice card stays empty.
    const notice = await api<{ id: string }>('/api/message', { method: 'POST', body: { title: '盘点通知', bodyText: '<p>月底盘点</p>', toUserIds: 'user_admin--user' } });
    expect(notice.code).toBe(200);
    expect((await api(`/api/message/${notice.data.id}/Actions/Release`, { method: 'PUT' })).code).toBe(200);
  }, 240_000);
  afterAll(async () => {
    await server.close();
  });

  it('answers the seeded portal with every card for the administrator', async () => {
    const answer = await api<PortalAnswer>('/api/visualdev/Portal/portal_asset/Data');
    expect(answer.code).toBe(200);
    const byId = Object.fromEntries(answer.data.cards.map((card) => [card.id, card]));
    expect(answer.data.cards.map((card) => card.id)).toEqual(['requisitions', 'urgent', 'large', 'amountChart', 'shortcuts', 'latest', 'notices']);
    expect(answer.data.cards.every((card) => card.state === 'ok')).toBe(true);
    expect(byId.requisitions!.data).toEqual({ value: 2 });
    expect(byId.urgent!.data).toEqual({ value: 1 });
    expect(byId.large!.data).toEqual({ value: 1 });
    expect(byId.amountChart!.data).toMatchObject({ type: 'bar', points: [{ name: '2026-01', value: 12020 }] });
    expect(byId.shortcuts!.data!.list!.map((item) => item.id)).toEqual(['m_demo.form', 'm_demo.report', 'm_demo.dictionary']);
    expect(byId.latest!.data!.list!.map((row) => row.reason)).toEqual(['急用', '入职']);
    expect(byId.latest!.data!.columns).toEqual([{ prop: 'billNo', label: '单据编号' }, { prop: 'reason', label: '申请事由' }, { prop: 'total', label: '合计金额' }]);
    expect(byId.notices!.data!.list!.map((item) => item.title)).toEqual(['盘点通知']);
    expect(byId.requisitions!.title).toBe('领用单总数');
    const english = await api<PortalAnswer>('/api/visualdev/Portal/portal_asset/Data', { headers: { 'accept-language': 'en' } });
    expect(english.data.cards[0]!.title).toBe('Requisitions');
  });

  it('shows staff a "forbidden" card instead of data they may not see, and only the shortcuts they may open', async () => {
    // No menu entry of the portal: the portal itself is refused.
    expect(await api('/api/visualdev/Portal/portal_asset/Data', { token: staff })).toMatchObject(FORBIDDEN);
    const db = server.database.db;
    await db.insert(authorizations).values([grant('module', 'm_demo.portal'), grant('module', 'm_demo.report')]);
    const answer = await api<PortalAnswer>('/api/visualdev/Portal/portal_asset/Data', { token: staff });
    expect(answer.code).toBe(200);
    const byId = Object.fromEntries(answer.data.cards.map((card) => [card.id, card]));
    for (const id of ['requisitions', 'urgent', 'large', 'amountChart', 'latest']) {
      expect(byId[id]).toMatchObject({ state: 'forbidden' });
      expect(byId[id]).not.toHaveProperty('data');
    }
    expect(byId.shortcuts!.data!.list!.map((item) => item.id)).toEqual(['m_demo.report']);
    expect(byId.notices).toMatchObject({ state: 'ok', data: { list: [] } });

    // The model's page with only the reason column: counts answer, the filtered counts and the chart do not.
    const items = await db.select().from(modulePermissions).where(eq(modulePermissions.moduleId, 'm_demo.form'));
    const column = (code: string) => items.find((item) => item.kind === 'column' && item.enCode === code)!.id;
    await db.insert(authorizations).values([grant('module', 'm_demo.form'), grant('column', column('reason'))]);
    const partial = Object.fromEntries((await api<PortalAnswer>('/api/visualdev/Portal/portal_asset/Data', { token: staff })).data.cards.map((card) => [card.id, card]));
    expect(partial.requisitions).toMatchObject({ state: 'ok', data: { value: 2 } });
    expect(partial.urgent).toMatchObject({ state: 'forbidden' });
    expect(partial.large).toMatchObject({ state: 'forbidden' });
    expect(partial.amountChart).toMatchObject({ state: 'forbidden' });
    expect(partial.latest).toMatchObject({ state: 'ok', data: { columns: [{ prop: 'reason', label: '申请事由' }] } });
    for (const row of partial.latest!.data!.list!) expect(Object.keys(row).sort()).toEqual(['id', 'reason']);
    expect(partial.shortcuts!.data!.list!.map((item) => item.id)).toEqual(['m_demo.form', 'm_demo.report']);
    // The designer's calls stay refused.
    expect(await api('/api/visualdev/Portal', { token: staff })).toMatchObject(FORBIDDEN);
    expect(await api('/api/visualdev/Portal/portal_asset/Actions/Preview', { token: staff, method: 'POST' })).toMatchObject(FORBIDDEN);

    // A data-permission scheme on the model's page ("urgent ones only"): counts and lists keep to its rows too.
    const scheme = await api<{ id: string }>('/api/system/ModuleDataAuthorizeScheme', {
      method: 'POST',
      body: { moduleId: 'm_demo.form', fullName: '紧急领用', enCode: 'urgentOnly', conditionJson: { logic: 'and', groups: [{ logic: 'and', conditions: [{ field: 'urgency', op: '==', value: 'urgent' }] }] } },
    });
    expect(scheme.code, scheme.msg).toBe(200);
    await db.insert(authorizations).values([grant('resource', scheme.data.id)]);
    const scoped = Object.fromEntries((await api<PortalAnswer>('/api/visualdev/Portal/portal_asset/Data', { token: staff })).data.cards.map((card) => [card.id, card]));
    expect(scoped.requisitions).toMatchObject({ state: 'ok', data: { value: 1 } });
    expect(scoped.latest!.data!.list!.map((row) => row.reason)).toEqual(['急用']);
    // The administrator still sees both.
    expect(Object.fromEntries((await api<PortalAnswer>('/api/visualdev/Portal/portal_asset/Data')).data.cards.map((card) => [card.id, card])).requisitions!.data).toEqual({ value: 2 });
  });

  it('creates, reads, lists, updates, releases, copies and deletes a portal', async () => {
    const cards = [{ id: 'all', kind: 'count', title: '全部', modelId: MODEL }];
    const created = await create({ cards }, { fullName: '我的门户', enCode: 'myPortal' });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.data.id;
    expect(JSON.parse((await api<{ definition: string }>(`/api/visualdev/Portal/${id}`)).data.definition)).toEqual({ cards });
    expect((await api<{ list: { id: string }[] }>('/api/visualdev/Portal?keyword=我的')).data.list.map((row) => row.id)).toEqual([id]);
    expect(await api(`/api/visualdev/Portal/${id}/Data`)).toMatchObject({ code: 400, msg: '该门户尚未发布' });
    expect((await api<PortalAnswer>(`/api/visualdev/Portal/${id}/Actions/Preview`, { method: 'POST' })).data.cards[0]).toMatchObject({ state: 'ok', data: { value: 2 } });
    expect(await api(`/api/visualdev/Portal/${id}/Actions/Release`, { method: 'POST', body: {} })).toMatchObject({ code: 200 });
    const reordered = [{ id: 'notes', kind: 'notice', title: '公告', limit: 3 }, ...cards];
    expect(await api(`/api/visualdev/Portal/${id}`, { method: 'PUT', body: { fullName: '我的门户', enCode: 'myPortal', definition: { cards: reordered } } })).toMatchObject({ code: 200 });
    expect((await api<PortalAnswer>(`/api/visualdev/Portal/${id}/Data`)).data.cards.map((card) => card.id)).toEqual(['all']);
    await api(`/api/visualdev/Portal/${id}/Actions/Release`, { method: 'POST', body: {} });
    expect((await api<PortalAnswer>(`/api/visualdev/Portal/${id}/Data`)).data.cards.map((card) => card.id)).toEqual(['notes', 'all']);
    const copy = await api<{ id: string }>(`/api/visualdev/Portal/${id}/Actions/Copy`, { method: 'POST' });
    expect(copy).toMatchObject({ code: 200, msg: '复制成功' });
    expect(await api(`/api/visualdev/Portal/${copy.data.id}`, { method: 'DELETE' })).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await api(`/api/visualdev/Portal/${copy.data.id}`)).toMatchObject({ code: 400, msg: '门户不存在或已被删除' });
  });

  it('answers any portal definition with the envelope, never a fault, and a refusal changes nothing', async () => {
    const anything = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(MODEL, 'rpt_asset_requisition', 'm_demo.form', 'total', 'urgency', '__proto__'));
    const card = fc.record(
      {
        id: fc.oneof(fc.constantFrom('a', 'b'), anything),
        kind: fc.oneof(fc.constantFrom('count', 'chart', 'list', 'shortcut', 'notice'), anything),
        title: fc.oneof(fc.constant('卡片'), anything),
        titleI18n: anything,
        span: anything,
        modelId: anything,
        reportId: anything,
        limit: anything,
        columns: anything,
        menuIds: fc.oneof(fc.array(anything, { maxLength: 2 }), anything),
        filter: fc.oneof(fc.record({ prop: anything, op: fc.constantFrom('eq', 'gt', 'contains', 'x'), value: anything }), anything),
      },
      { requiredKeys: [] },
    );
    let serial = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.record({ cards: fc.array(card, { maxLength: 3 }) }), anything), async (definition) => {
        const before = await tableDigest(server.database);
        const answer = await create(definition, { enCode: `fuzzPortal${++serial}` });
        expect([200, 400], answer.msg).toContain(answer.code);
        if (answer.code !== 200) expect(await tableDigest(server.database)).toBe(before);
        else {
          const preview = await api(`/api/visualdev/Portal/${answer.data.id}/Actions/Preview`, { method: 'POST' });
          expect(preview.code, preview.msg).toBe(200);
          await api(`/api/visualdev/Portal/${answer.data.id}`, { method: 'DELETE' });
        }
      }),
      { numRuns: 60 },
    );
  });

  it.each([
    [{}, '门户配置格式不正确'],
    [{ cards: [{ id: 'a', kind: 'gauge', title: '仪表' }] }, '卡片“仪表”的类型只能是计数、图表、列表、快捷入口或公告'],
    [{ cards: [{ id: 'a', kind: 'count', title: '计数' }] }, '卡片“计数”：请选择表单模型'],
    [{ cards: [{ id: 'a', kind: 'count', title: '计数', modelId: 'ghost' }] }, '卡片“计数”：表单模型不存在或尚未发布'],
    [{ cards: [{ id: 'a', kind: 'count', title: '计数', modelId: MODEL, filter: { prop: 'ghost', op: 'eq', value: 1 } }] }, '卡片“计数”：“ghost”不是表单模型的字段'],
    [{ cards: [{ id: 'a', kind: 'count', title: '计数', modelId: MODEL, filter: { prop: 'total', op: 'like', value: 1 } }] }, '卡片“计数”的筛选条件不正确'],
    [{ cards: [{ id: 'a', kind: 'chart', title: '图', reportId: 'ghost' }] }, '卡片“图”：报表不存在、尚未发布或没有图表'],
    [{ cards: [{ id: 'a', kind: 'shortcut', title: '入口', menuIds: ['ghost'] }] }, '卡片“入口”：菜单不存在'],
    [{ cards: [{ id: 'a', kind: 'notice', title: '公告', limit: 50 }] }, '卡片“公告”的条数须为1到20的整数'],
    [{ cards: [{ id: 'a', kind: 'notice', title: '甲' }, { id: 'a', kind: 'notice', title: '乙' }] }, '卡片“乙”的标识重复'],
    [{ cards: [{ id: 'a', kind: 'notice', title: '' }] }, '卡片#1的标题不能为空，最多50个字符'],
  ])('refuses a portal definition with the card named: %j', async (definition, msg) => {
    const before = await tableDigest(server.database);
    expect(await create(definition)).toMatchObject({ code: 400, msg });
    expect(await tableDigest(server.database)).toBe(before);
  });

  it('lists a people picker by name in a list card', async () => {
    const made = await api(`/api/visualdev/OnlineDev/${MODEL}`, { method: 'POST', body: { useDate: Date.UTC(2026, 1, 1), reason: '审批人门户', urgency: 'normal', approver: 'user_admin', items: [{ name: '笔', qty: 1, price: 2 }] } });
    expect(made.code, made.msg).toBe(200);
    const created = await create({ cards: [{ id: 'people', kind: 'list', title: '审批', modelId: MODEL, limit: 10, columns: ['reason', 'approver'] }] });
    expect(created.code, created.msg).toBe(200);
    const preview = await api<PortalAnswer>(`/api/visualdev/Portal/${created.data.id}/Actions/Preview`, { method: 'POST' });
    const list = preview.data.cards[0]!.data!.list as Record<string, unknown>[];
    expect(list.find((row) => row.reason === '审批人门户')).toMatchObject({ approver: '管理员/admin' });
    // A requisition without an approver shows nothing there, not an id.
    expect(list.find((row) => row.reason === '入职')).toMatchObject({ approver: '' });
  });
});
