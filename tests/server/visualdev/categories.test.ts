/**
 * The definitions' category names (issue 9 §6): the list and the selector name a category by the seeded
 * form-category dictionary (表单分类), an entry an administrator adds names its code from then on, and a code no
 * entry names shows as itself.
 */
import { ADMIN, call, createTestServer, tokenFor, type TestServer } from '../harness';

type Envelope<T> = { code: number; msg: string; data: T };

let server: TestServer;
let admin: string;
const api = <T>(path: string, options: { method?: string; body?: unknown } = {}) => call(server.app, path, { token: admin, ...options }) as Promise<Envelope<T>>;

beforeAll(async () => {
  server = await createTestServer('pglite');
  admin = await tokenFor(server.app, ADMIN);
}, 240_000);
afterAll(async () => {
  await server.close();
});

const listed = async (category: string) => (await api<{ list: { enCode: string; category: string; categoryName: string }[] }>(`/api/visualdev/Base?category=${category}`)).data.list;
const groups = async () => (await api<{ list: { enCode: string; fullName: string }[] }>('/api/visualdev/Base/Selector')).data.list;

describe('definition category names', () => {
  it('names the seeded demo model\'s category from the form-category dictionary in the list and the selector', async () => {
    expect((await listed('asset')).find((row) => row.enCode === 'assetRequisition')).toMatchObject({ category: 'asset', categoryName: '资产管理' });
    expect((await groups()).find((group) => group.enCode === 'asset')).toMatchObject({ fullName: '资产管理' });
  });

  it('shows a code no entry names as itself, and the name once an administrator adds the entry', async () => {
    const created = await api<{ id: string }>('/api/visualdev/Base', { method: 'POST', body: { fullName: '巡检记录', enCode: 'inspectionLog', category: 'inspection' } });
    expect(created.code).toBe(200);
    expect((await listed('inspection')).map((row) => row.categoryName)).toEqual(['inspection']);
    expect((await groups()).find((group) => group.enCode === 'inspection')).toMatchObject({ fullName: 'inspection' });

    const entry = await api('/api/system/DictionaryData', { method: 'POST', body: { dictionaryTypeId: 'dt_formCategory', parentId: '0', fullName: '设备巡检', enCode: 'inspection', sortCode: 9, enabledMark: 1 } });
    expect(entry).toMatchObject({ code: 200 });
    expect((await listed('inspection')).map((row) => row.categoryName)).toEqual(['设备巡检']);
    expect((await groups()).find((group) => group.enCode === 'inspection')).toMatchObject({ fullName: '设备巡检' });
  });
});
