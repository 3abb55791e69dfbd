/**
 * A list's search fields on the server (CONTRACT.md "POST …/List with paging + search values"; searchType 1 exact,
 * 2 fuzzy, 3 range): a released model's search list filters its records — by the body's own keys or by
 * `queryJson`, on the paged list, the GET list and the spreadsheet export alike —, a value of the wrong shape is
 * refused naming the field and changes nothing, and a search on a column hidden from the caller finds nothing.
 */
import { read, utils } from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { authorizations, modulePermissions } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tokenFor, type TestServer } from '../harness';

type Envelope<T = Record<string, unknown>> = { code: number; msg: string; data: T };
type Page = { list: Array<Record<string, unknown>>; pagination: { total: number } };

const FORM = {
  fields: [
    { __config__: { klxKey: 'comInput', label: '事由', required: true }, __vModel__: 'reason' },
    {
      __config__: { klxKey: 'select', label: '紧急程度' },
      __vModel__: 'urgency',
      __slot__: { options: [{ id: 'low', fullName: '一般' }, { id: 'high', fullName: '紧急' }] },
      options: [{ value: 'low', label: '一般' }, { value: 'high', label: '紧急' }],
    },
    { __config__: { klxKey: 'numInput', label: '数量' }, __vModel__: 'qty' },
    { __config__: { klxKey: 'date', label: '使用日期' }, __vModel__: 'useDate' },
  ],
};
const COLUMNS = {
  columnList: [{ prop: 'reason' }, { prop: 'urgency' }, { prop: 'qty' }, { prop: 'useDate' }],
  searchList: [
    { prop: 'reason', searchType: 2 },
    { prop: 'urgency', searchType: 1 },
    { prop: 'qty', searchType: 3 },
    { prop: 'useDate', searchType: 3 },
  ],
  hasPage: true,
  pageSize: 20,
  btnsList: [{ value: 'add' }, { value: 'download' }],
};
const DAY = 24 * 3600_000;
const T0 = Date.UTC(2026, 0, 10);
const RECORDS = [
  { reason: '维修电脑', urgency: 'high', qty: 1, useDate: T0 },
  { reason: '采购电脑', urgency: 'low', qty: 5, useDate: T0 + DAY },
  { reason: '维修打印机', urgency: 'low', qty: 2, useDate: T0 + 2 * DAY },
  { reason: '盘点', urgency: 'high', qty: 10, useDate: T0 + 3 * DAY },
];

describe.each(DATABASES)('list search fields on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let modelId: string;
  let menuId: string;
  const api = <T = Record<string, unknown>>(path: string, options: { token?: string; method?: string; body?: unknown } = {}) =>
    call(server.app, path, { token: admin, ...options }) as Promise<Envelope<T>>;
  const search = async (body: Record<string, unknown>, token = admin) => {
    const answer = await api<Page>(`/api/visualdev/OnlineDev/${modelId}/List`, { token, method: 'POST', body: { currentPage: 1, pageSize: 20, ...body } });
    expect(answer.code, answer.msg).toBe(200);
    return answer.data.list.map((row) => row.reason).sort();
  };

  beforeAll(async () => {
    server = await createTestServer(kind);
    [admin, staff] = await Promise.all([tokenFor(server.app, ADMIN), tokenFor(server.app, STAFF)]);
    modelId = (await api<{ id: string }>('/api/visualdev/Base', { method: 'POST', body: { fullName: '领用', enCode: 'listSearch', category: 'asset', formData: FORM, columnData: COLUMNS } })).data.id;
    const released = await api<{ menuIds: string[] }>(`/api/visualdev/Base/${modelId}/Actions/Release`, { method: 'POST', body: { pcModuleParentId: 'm_onlineDev' } });
    expect(released.code, released.msg).toBe(200);
    menuId = released.data.menuIds[0]!;
    for (const record of RECORDS) {
      const created = await api(`/api/visualdev/OnlineDev/${modelId}`, { method: 'POST', body: record });
      expect(created.code, created.msg).toBe(200);
    }
  }, 240_000);
  afterAll(async () => {
    await server.close();
  });

  it('offers the search list as the list\'s search bar', async () => {
    const config = await api<{ columnData: string }>(`/api/visualdev/OnlineDev/${modelId}/Config`);
    expect(JSON.parse(config.data.columnData).searchList).toHaveLength(4);
  });

  it('filters by fuzzy text, an exact choice, a number range and a date range, all together', async () => {
    expect(await search({})).toHaveLength(4);
    expect(await search({ reason: '维修' })).toEqual(['维修打印机', '维修电脑']);
    expect(await search({ urgency: 'high' })).toEqual(['盘点', '维修电脑']);
    expect(await search({ urgency: ['high', 'low'] })).toHaveLength(4);
    expect(await search({ qty: [2, 5] })).toEqual(['维修打印机', '采购电脑']);
    expect(await search({ qty: [null, 2] })).toEqual(['维修打印机', '维修电脑']);
    expect(await search({ useDate: [T0 + DAY, T0 + 2 * DAY] })).toEqual(['维修打印机', '采购电脑']);
    expect(await search({ reason: '维修', urgency: 'low' })).toEqual(['维修打印机']);
    // Empty values filter nothing.
    expect(await search({ reason: '', urgency: null, qty: [null, null] })).toHaveLength(4);
  });

  it('reads the values from queryJson too, on the POST and the GET list, and counts only the matches', async () => {
    expect(await search({ queryJson: JSON.stringify({ reason: '电脑' }) })).toEqual(['维修电脑', '采购电脑']);
    const viaGet = await api<Page>(`/api/visualdev/OnlineDev/${modelId}?currentPage=1&pageSize=1&queryJson=${encodeURIComponent(JSON.stringify({ urgency: 'low' }))}`);
    expect(viaGet.code, viaGet.msg).toBe(200);
    expect(viaGet.data.list).toHaveLength(1);
    expect(viaGet.data.pagination.total).toBe(2);
  });

  it('exports only the rows the search finds', async () => {
    const exported = await api<{ name: string; url: string }>(`/api/visualdev/OnlineDev/${modelId}/Actions/Export`, {
      method: 'POST',
      body: { dataType: '1', selectKey: 'reason', currentPage: 1, pageSize: 20, queryJson: JSON.stringify({ urgency: 'high' }) },
    });
    expect(exported.code, exported.msg).toBe(200);
    const response = await server.app.request(exported.data.url);
    expect(response.status).toBe(200);
    const book = read(new Uint8Array(await response.arrayBuffer()), { type: 'array' });
    const rows = utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false, defval: '' });
    expect(rows[0]).toEqual(['事由']);
    expect(rows.slice(1).map((row) => row[0]).sort()).toEqual(['盘点', '维修电脑']);
  });

  it('refuses a value of the wrong shape, naming the field in the caller\'s language', async () => {
    const zh = await api(`/api/visualdev/OnlineDev/${modelId}/List`, { method: 'POST', body: { qty: 'many' } });
    expect(zh.code).toBe(400);
    expect(zh.msg).toBe('查询条件“数量”的值不正确');
    const notJson = await api(`/api/visualdev/OnlineDev/${modelId}/List`, { method: 'POST', body: { queryJson: '{oops' } });
    expect(notJson.code).toBe(400);
    const range = await api(`/api/visualdev/OnlineDev/${modelId}/List`, { method: 'POST', body: { useDate: [1, 2, 3] } });
    expect(range.code).toBe(400);
  });

  it('finds nothing for a caller who searches by a column hidden from them', async () => {
    const items = await server.database.db.select().from(modulePermissions).where(eq(modulePermissions.moduleId, menuId));
    const grant = (itemType: string, itemId: string) => ({ itemType, itemId, objectType: 'User', objectId: 'user_staff' });
    // Staff holds the page and every column but the urgency one.
    const columns = items.filter((item) => item.kind === 'column' && !item.enCode.endsWith('urgency'));
    await server.database.db.insert(authorizations).values([grant('module', menuId), ...columns.map((item) => grant('column', item.id))]);
    expect(await search({ reason: '维修' }, staff)).toEqual(['维修打印机', '维修电脑']);
    expect(await search({ urgency: 'high' }, staff)).toEqual([]);
  });
});
