/**
 * Areas (/api/system/Area, spec 03 §7): China's provinces, cities and districts seeded once; the lazily loaded
 * levels and the keyword search; create, read, update, enable/disable and delete with the screen's guard; the
 * address picker's children and path-name calls; and bad input that changes nothing.
 */
import { eq } from 'drizzle-orm';
import { areas, seedSteps } from '../../../server/db/schema';
import { seedAreas } from '../../../server/db/seed/areas';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

type AreaRow = { id: string; parentId: string; fullName: string; enCode: string; enabledMark: number; sortCode: number; isLeaf: boolean; hasChildren: boolean };

describe.each(DATABASES)('areas on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const api = <T = unknown>(path: string, options: { token?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    call<T>(server.app, path, { token: admin, ...options });

  beforeAll(async () => {
    server = await createTestServer(kind);
    [admin, staff] = await Promise.all([tokenFor(server.app, ADMIN), tokenFor(server.app, STAFF)]);
  }, 240_000);
  afterAll(async () => {
    await server.close();
  });

  it('holds the provinces, cities and districts, one level at a time', async () => {
    const provinces = await api<{ list: AreaRow[] }>('/api/system/Area/-1');
    expect(provinces.code).toBe(200);
    expect(provinces.data!.list).toHaveLength(31);
    expect(provinces.data!.list[0]).toMatchObject({ id: '11', parentId: '-1', fullName: '北京市', enCode: '11', enabledMark: 1, hasChildren: true, isLeaf: false });
    const cities = await api<{ list: AreaRow[] }>('/api/system/Area/44');
    expect(cities.data!.list.map((row) => row.fullName)).toContain('广州市');
    const districts = await api<{ list: AreaRow[] }>('/api/system/Area/4401');
    expect(districts.data!.list.find((row) => row.id === '440106')).toMatchObject({ fullName: '天河区', hasChildren: false, isLeaf: true });
    const found = await api<{ list: AreaRow[] }>('/api/system/Area/-1?keyword=天河');
    expect(found.data!.list.map((row) => row.id)).toContain('440106');
  });

  it('seeds once: a second run adds nothing, and deleted areas stay deleted', async () => {
    const count = async () => (await server.database.db.select({ id: areas.id }).from(areas)).length;
    const before = await count();
    expect(before).toBeGreaterThan(3000);
    expect(await seedAreas(server.database.db)).toBe(false);
    expect(await count()).toBe(before);
    // A database from before areas existed (no step recorded) gets them on its next start.
    await server.database.db.delete(seedSteps).where(eq(seedSteps.name, 'areas'));
    await server.database.db.delete(areas).where(eq(areas.id, '110101'));
    expect(await seedAreas(server.database.db)).toBe(true);
    expect(await count()).toBe(before);
  });

  it('creates, reads, updates, toggles and deletes an area under a parent', async () => {
    const created = await api<{ id: string }>('/api/system/Area', { method: 'POST', body: { parentId: '440106', fullName: '测试街道', enCode: 'T440106001' } });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.data!.id;
    expect((await api<AreaRow>(`/api/system/Area/${id}/Info`)).data).toMatchObject({ id, parentId: '440106', fullName: '测试街道', enCode: 'T440106001', enabledMark: 1 });
    const district = (await api<{ list: AreaRow[] }>('/api/system/Area/4401')).data!.list.find((row) => row.id === '440106');
    expect(district).toMatchObject({ hasChildren: true, isLeaf: false });
    // The parent stays: a parent in the body is ignored.
    expect((await api(`/api/system/Area/${id}`, { method: 'PUT', body: { fullName: '测试街道二', enCode: 'T440106001', parentId: '11' } })).msg).toBe('更新成功');
    expect((await api<AreaRow>(`/api/system/Area/${id}/Info`)).data).toMatchObject({ fullName: '测试街道二', parentId: '440106' });
    expect((await api<{ enabledMark: number }>(`/api/system/Area/${id}/Actions/State`, { method: 'PUT' })).data).toEqual({ enabledMark: 0 });
    const picker = await api<{ list: AreaRow[] }>('/api/system/Area/440106/Selector/0');
    expect(picker.data!.list).toEqual([]);
    expect((await api(`/api/system/Area/440106`, { method: 'DELETE' })).msg).toBe('该区域下有下级区域，不能删除');
    expect((await api(`/api/system/Area/${id}`, { method: 'DELETE' })).msg).toBe('删除成功');
    expect((await api(`/api/system/Area/${id}/Info`)).msg).toBe('区域不存在');
  });

  it('answers the address picker: enabled children and the names along paths', async () => {
    const children = await api<{ list: AreaRow[] }>('/api/system/Area/-1/Selector/0', { token: staff });
    expect(children.code).toBe(200);
    expect(children.data!.list[0]).toEqual({ id: '11', parentId: '-1', fullName: '北京市', enCode: '11', hasChildren: true, isLeaf: false });
    const names = await api<string[][]>('/api/system/Area/GetAreaByIds', { token: staff, method: 'POST', body: { idsList: [['44', '4401', '440106'], ['11', '1101']] } });
    expect(names.data).toEqual([['广东省', '广州市', '天河区'], ['北京市', '市辖区']]);
  });

  it('guards the screen: staff may not list or write areas, signed-out callers get nothing', async () => {
    expect((await api('/api/system/Area/-1', { token: staff })).code).toBe(400);
    expect((await api('/api/system/Area', { token: staff, method: 'POST', body: { fullName: 'x', enCode: 'x1' } })).code).toBe(400);
    expect((await call(server.app, '/api/system/Area/-1/Selector/0')).code).not.toBe(200);
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await tableDigest(server.database);
    const post = (body: unknown, headers?: Record<string, string>) => api('/api/system/Area', { method: 'POST', body, headers });
    expect((await post({ parentId: '44', fullName: '广州市', enCode: 'GZ-2' })).msg).toBe('同一上级下已有该名称');
    expect((await post({ parentId: '44', fullName: '新城', enCode: '4401' })).msg).toBe('区域编码已存在');
    expect((await post({ parentId: 'nope', fullName: '新城', enCode: 'X-1' })).msg).toBe('上级区域不存在');
    expect((await post({ parentId: '44', enCode: 'X-2' }, { 'accept-language': 'en' })).msg).toBe('Please enter the area name');
    expect((await post({ parentId: '44', fullName: '新城', enCode: 'X 3' })).code).toBe(400);
    expect((await post({ parentId: '44', fullName: 'x'.repeat(51), enCode: 'X-4' })).code).toBe(400);
    expect((await post([1, 2])).code).toBe(400);
    expect((await api('/api/system/Area/nope', { method: 'PUT', body: { fullName: 'x', enCode: 'X-5' } })).msg).toBe('区域不存在');
    expect((await api('/api/system/Area/nope/Actions/State', { method: 'PUT' })).msg).toBe('区域不存在');
    expect((await api('/api/system/Area/-1?keyword=' + 'x'.repeat(101))).code).toBe(400);
    for (const idsList of ['11', [[1, 2]], [['1', '2', '3', '4', '5']], { a: 1 }]) {
      const answer = await api('/api/system/Area/GetAreaByIds', { method: 'POST', body: { idsList } });
      expect(answer.code).toBe(400);
    }
    const bad = await server.app.request('/api/system/Area', { method: 'POST', headers: { authorization: admin, 'content-type': 'application/json' }, body: '{"fullName":' });
    expect(bad.status).toBe(200);
    expect(((await bad.json()) as { code: number }).code).toBe(400);
    expect(await tableDigest(server.database)).toBe(before);
  });
});
