/**
 * The report and portal designers' live preview (issue 9): the edited definition sent as `definition` is checked as
 * a save checks it and computed — for a stored board and for one not saved yet — without storing anything; a
 * definition the check refuses gets the envelope naming the part; staff without the designer page are refused.
 */
import { DEMO_PORTAL, DEMO_REPORT } from '../../../server/db/seed/demo-boards';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

type Envelope<T = Record<string, unknown>> = { code: number; msg: string; data: T };

describe.each(DATABASES)('board live preview on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const api = <T = Record<string, unknown>>(path: string, body: unknown, token = admin) => call(server.app, path, { token, method: 'POST', body }) as Promise<Envelope<T>>;
  beforeAll(async () => {
    server = await createTestServer(kind);
    [admin, staff] = await Promise.all([tokenFor(server.app, ADMIN), tokenFor(server.app, STAFF)]);
  }, 240_000);
  afterAll(async () => {
    await server.close();
  });

  it('computes an edited report, stored or not yet saved, and stores nothing', async () => {
    const before = await tableDigest(server.database);
    const edited = { ...DEMO_REPORT, groupBy: { prop: 'urgency' }, columnList: [DEMO_REPORT.columnList[5]!, ...DEMO_REPORT.columnList.slice(0, 5)] };
    for (const path of ['/api/visualdev/DataReport/rpt_asset_requisition/Actions/Preview', '/api/visualdev/DataReport/Actions/Preview']) {
      const answer = await api<{ columns: { prop: string }[]; groups: { label: string }[]; total: { count: number } }>(path, { definition: edited });
      expect(answer.code, answer.msg).toBe(200);
      expect(answer.data.columns[0]!.prop).toBe('total');
      expect(answer.data.groups.map((group) => group.label).sort()).toEqual(['普通', '紧急'].sort());
      expect(answer.data.total.count).toBe(6);
    }
    // Without a definition: the stored one, grouped by month.
    const stored = await api<{ columns: { prop: string }[] }>('/api/visualdev/DataReport/rpt_asset_requisition/Actions/Preview', {});
    expect(stored.data.columns[0]!.prop).toBe('billNo');
    expect(await tableDigest(server.database)).toBe(before);
  });

  it('computes an edited portal, and refuses what the check refuses with the part named', async () => {
    const cards = [{ id: 'all', kind: 'count', title: '全部', modelId: 'vd_asset_requisition' }, DEMO_PORTAL.cards[6]!];
    const answer = await api<{ cards: { id: string; data?: { value?: number } }[] }>('/api/visualdev/Portal/Actions/Preview', { definition: { cards } });
    expect(answer.code, answer.msg).toBe(200);
    expect(answer.data.cards.map((card) => card.id)).toEqual(['all', 'notices']);
    expect(answer.data.cards[0]!.data).toEqual({ value: 6 });
    expect(await api('/api/visualdev/Portal/portal_asset/Actions/Preview', { definition: { cards: [{ id: 'a', kind: 'count', title: '计数' }] } })).toMatchObject({ code: 400, msg: '卡片“计数”：请选择表单模型' });
    expect(await api('/api/visualdev/DataReport/Actions/Preview', { definition: { ...DEMO_REPORT, columnList: [{ prop: 'ghost' }] } })).toMatchObject({ code: 400 });
    expect(await api('/api/visualdev/DataReport/Actions/Preview', { definition: 'not json' })).toMatchObject({ code: 400 });
    // A board not saved yet, previewed with no definition at all (the routes fuzz found a server fault here).
    expect(await api('/api/visualdev/DataReport/Actions/Preview', {})).toMatchObject({ code: 400, msg: '报表配置格式不正确' });
    expect(await api('/api/visualdev/Portal/Actions/Preview', {})).toMatchObject({ code: 400, msg: '门户配置格式不正确' });
  });

  it('refuses staff, who do not hold the designer pages', async () => {
    expect(await api('/api/visualdev/DataReport/Actions/Preview', { definition: DEMO_REPORT }, staff)).toMatchObject({ code: 400, msg: '您没有此操作的权限' });
    expect(await api('/api/visualdev/Portal/Actions/Preview', { definition: DEMO_PORTAL }, staff)).toMatchObject({ code: 400, msg: '您没有此操作的权限' });
  });
});
