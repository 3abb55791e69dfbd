/** A flat, unpaged schema-only screen (tests/fixtures/schemas/measureUnit.json): ordering, keyword and sort in SQL. */
import path from 'node:path';
import { DEFAULT_SCHEMA_DIR } from '../../../server/schemas/loader';
import { ADMIN, DATABASES, call, createTestServer, tokenFor, type TestServer } from '../harness';

const API = '/api/eam/MeasureUnit';

describe.each(DATABASES)('a flat unpaged screen on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await createTestServer(kind, { schemaDirs: [DEFAULT_SCHEMA_DIR, path.resolve('tests/fixtures/schemas')] });
    token = await tokenFor(server.app, ADMIN);
    for (const [fullName, symbol, sortCode] of [['千克', 'kg', 2], ['米', 'm', 1], ['百分之百%', '%', 3], ['台', '', 4]] as const) {
      expect((await call(server.app, API, { token, method: 'POST', body: { fullName, symbol, sortCode } })).code).toBe(200);
    }
  });
  afterAll(async () => {
    await server.close();
  });

  const names = async (query: string) => ((await call<{ list: { fullName: string }[] }>(server.app, `${API}${query}`, { token })).data!.list ?? []).map((unit) => unit.fullName);

  it('answers every record in the schema order, without paging, whatever page is asked for', async () => {
    const answer = await call(server.app, `${API}?currentPage=3&pageSize=1`, { token });
    expect(answer.data).not.toHaveProperty('pagination');
    // A flat screen answers its fields and id, nothing more.
    expect(Object.keys((answer.data as { list: object[] }).list[0]!).sort()).toEqual(['fullName', 'id', 'sortCode', 'symbol']);
    expect(await names('?currentPage=3&pageSize=1')).toEqual(['米', '千克', '百分之百%', '台']);
  });

  it('filters by keyword over the keyword fields, taking % and _ literally', async () => {
    expect(await names('?keyword=KG')).toEqual(['千克']);
    expect(await names(`?keyword=${encodeURIComponent('%')}`)).toEqual(['百分之百%']);
    expect(await names('?keyword=_')).toEqual([]);
  });

  it('sorts by a requested model field, and ignores fields that are not in the model', async () => {
    expect(await names('?sidx=sortCode&sort=desc')).toEqual(['台', '百分之百%', '千克', '米']);
    expect(await names('?sidx=symbol&sort=asc')).toEqual(['台', '百分之百%', '千克', '米']);
    expect(await names('?sidx=data&sort=asc')).toEqual(['米', '千克', '百分之百%', '台']);
  });

  it('keeps given symbols unique, while any number of units may have none', async () => {
    expect(await call(server.app, API, { token, method: 'POST', body: { fullName: '公斤', symbol: 'kg' } })).toMatchObject({ code: 400, msg: '符号已存在' });
    expect((await call(server.app, API, { token, method: 'POST', body: { fullName: '套', sortCode: 9 } })).code).toBe(200);
    expect((await call(server.app, API, { token, method: 'POST', body: { fullName: '件', sortCode: 9 } })).code).toBe(200);
    expect((await call(server.app, API, { token, method: 'POST', body: { fullName: '个', symbol: '', sortCode: 9 } })).code).toBe(200);
  });
});
