/**
 * Data interfaces (spec 03 §7; server/modules/data-interface): SQL interfaces run one read-only SELECT with bound
 * parameters, a row cap, a cost ceiling and (PostgreSQL) a statement timeout; HTTP interfaces reach only listed
 * hosts, with a timeout and a size cap; static ones answer their JSON; every call is logged; the pickers page and
 * search the rows. Against the real app on each database.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tokenFor, type TestServer } from '../harness';

const API = '/api/system/DataInterface';

interface Page {
  list: Record<string, unknown>[];
  pagination: { total: number; currentPage: number; pageSize: number };
}

/** A local fake service for HTTP interfaces. */
function fakeService() {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/items') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ code: 200, data: { list: [{ id: 'a', fullName: `甲 ${url.searchParams.get('q') ?? ''}`.trim() }, { id: 'b', fullName: '乙' }] } }));
    } else if (url.pathname === '/echo') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => response.end(JSON.stringify([{ method: request.method, body }])));
    } else if (url.pathname === '/big') {
      response.end(`[${'"x",'.repeat(800_000)}"x"]`);
    } else if (url.pathname === '/slow') {
      // Never answers: the interface's timeout must end the call.
    } else if (url.pathname === '/redirect') {
      response.writeHead(302, { location: 'http://example.invalid/items' });
      response.end();
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  return server;
}

describe.each(DATABASES)('data interfaces on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let fake: http.Server;
  let port: number;

  beforeAll(async () => {
    server = await createTestServer(kind);
    admin = await tokenFor(server.app, ADMIN);
    staff = await tokenFor(server.app, STAFF);
    fake = fakeService();
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    port = (fake.address() as AddressInfo).port;
  }, 240_000);
  afterAll(async () => {
    fake?.closeAllConnections();
    if (fake) await new Promise((resolve) => fake.close(resolve));
    await server?.close();
  });

  let serial = 0;
  const create = (body: Record<string, unknown>) =>
    call<{ id: string }>(server.app, API, { token: admin, method: 'POST', body: { fullName: `接口${++serial}`, enCode: `di_${kind}_${serial}`, enabledMark: 1, ...body } });
  const created = async (body: Record<string, unknown>) => {
    const answer = await create(body);
    expect(answer.code, answer.msg).toBe(200);
    return answer.data!.id;
  };
  const preview = (id: string, paramList: unknown = [], token = admin) => call<{ list: Record<string, unknown>[]; total: number }>(server.app, `${API}/${id}/Actions/Preview`, { token, method: 'POST', body: { paramList } });
  const recordCount = async () => {
    const result = (await server.database.db.execute(sql`select count(*)::int as n from lc_record`)) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]!.n);
  };

  it('runs an SQL interface with a bound parameter, and lists, pages and searches it for the pickers', async () => {
    const id = await created({
      dataType: 1,
      query: "select g as id, 'item ' || g as \"fullName\" from generate_series(1, {top}) g order by g",
      requestParameters: JSON.stringify([{ field: 'top', dataType: 'int', defaultValue: '3' }]),
    });
    const shown = await preview(id);
    expect(shown.code, shown.msg).toBe(200);
    expect(shown.data!.list.map((row) => row.fullName)).toEqual(['item 1', 'item 2', 'item 3']);
    const fortyFive = await call<Page>(server.app, `${API}/${id}/Action/List`, {
      token: admin,
      method: 'POST',
      body: { keyword: '4', currentPage: 2, pageSize: 5, relationField: 'fullName', paramList: [{ field: 'top', defaultValue: '45' }] },
    });
    expect(fortyFive.code, fortyFive.msg).toBe(200);
    // 4, 14, 24, 34, 40–45 → 10 rows; page 2 of 5 holds the 6th to 10th.
    expect(fortyFive.data!.pagination.total).toBe(10);
    expect(fortyFive.data!.list.map((row) => row.fullName)).toEqual(['item 41', 'item 42', 'item 43', 'item 44', 'item 45']);
    const byIds = await call<Record<string, unknown>[]>(server.app, `${API}/${id}/Action/InfoByIds`, { token: admin, method: 'POST', body: { ids: ['2', '3', '99'], propsValue: 'id' } });
    expect(byIds.data!.map((row) => row.fullName)).toEqual(['item 2', 'item 3']);
    const params = await call<{ field: string }[]>(server.app, `${API}/GetParam/${id}`, { token: admin });
    expect(params.data).toEqual([{ field: 'top', dataType: 'int', defaultValue: '3', required: false }]);
    const fields = await call<{ field: string }[]>(server.app, `${API}/${id}/Actions/GetFields`, { token: admin, method: 'POST', body: {} });
    expect(fields.data).toEqual([{ field: 'id' }, { field: 'fullName' }]);
  });

  it.each([
    ['an INSERT', 'insert into lc_record (id, screen, data) values (\'x\', \'y\', \'{}\')', '只能执行一条只读的 SELECT'],
    ['an UPDATE', "update lc_record set screen = 'x'", '只能执行一条只读的 SELECT'],
    ['a DELETE', 'delete from lc_record', '只能执行一条只读的 SELECT'],
    ['two statements', 'select 1; delete from lc_record', '只能执行一条只读的 SELECT'],
    ['a data-modifying CTE', 'with gone as (delete from lc_record returning id) select * from gone', '只能执行一条只读的 SELECT'],
    ['SELECT INTO', 'select * into copied from lc_record', '只能执行一条只读的 SELECT'],
    ['FOR UPDATE', 'select id from lc_record for update', '只能执行一条只读的 SELECT'],
    ['DDL', 'drop table lc_record', '只能执行一条只读的 SELECT'],
    ['pg_sleep', 'select pg_sleep(10)', 'pg_sleep'],
    ['pg_read_file', "select pg_read_file('/etc/passwd')", 'pg_read_file'],
    ['set_config', "select set_config('default_transaction_read_only', 'off', false)", 'set_config'],
    ['nextval', "select nextval('s')", 'nextval'],
    ['an advisory lock', 'select pg_advisory_lock(1)', 'pg_advisory_lock'],
    ['dblink', "select * from dblink('host=x', 'select 1') as t(a int)", 'dblink'],
    ['a large object', 'select lo_import(\'/etc/passwd\')', 'lo_import'],
    ['a query run from text', "select query_to_xml('delete from lc_record', true, true, '')", 'query_to_xml'],
    ['the password table', 'select * from base_user', 'base_user'],
    ['a system catalogue', 'select * from pg_catalog.pg_authid', 'pg_authid'],
    ['an undeclared parameter', 'select {nobody}', 'nobody'],
    ['a syntax error', 'select from where', '语法错误'],
  ])('refuses %s when saved, storing nothing', async (_name, query, message) => {
    const before = await recordCount();
    const answer = await create({ dataType: 1, query });
    expect(answer.code).toBe(400);
    expect(answer.msg).toContain(message);
    expect(await recordCount()).toBe(before);
  });

  it('refuses a writing statement at run time too, and logs the refusal', async () => {
    const id = await created({ dataType: 1, query: 'select 1 as one' });
    // Stored some other way (an import or an older version): the run checks again.
    await server.database.db.execute(sql`update lc_record set data = jsonb_set(data, '{query}', to_jsonb('delete from lc_record'::text)) where id = ${id}`);
    const before = await recordCount();
    const answer = await preview(id);
    expect(answer.code).toBe(400);
    expect(answer.msg).toContain('SELECT');
    expect(await recordCount()).toBe(before);
    const log = await call<Page>(server.app, `/api/system/DataInterfaceLog/${id}`, { token: admin });
    expect(log.data!.pagination.total).toBe(1);
    expect(log.data!.list[0]).toMatchObject({ success: 0, userName: 'admin', caller: 'preview' });
    expect(String(log.data!.list[0]!.error)).toContain('dataInterfaceSqlNotSelect');
  });

  it('binds parameters: a value full of SQL is only ever a value', async () => {
    const id = await created({
      dataType: 1,
      query: "select id from lc_record where screen = 'dataInterface' and data->>'enCode' = {code}",
      requestParameters: JSON.stringify([{ field: 'code', defaultValue: '' }]),
    });
    const before = await recordCount();
    for (const attack of ["' or '1'='1", "x'; delete from lc_record; --", "') or true --", '$1', '{code}']) {
      const answer = await preview(id, [{ field: 'code', defaultValue: attack }]);
      expect(answer.code, answer.msg).toBe(200);
      expect(answer.data!.list).toEqual([]);
    }
    expect(await recordCount()).toBe(before);
  });

  it('returns any text parameter exactly as given (property)', async () => {
    const id = await created({ dataType: 1, query: 'select {v}::text as v, length({v}::text) as n', requestParameters: JSON.stringify([{ field: 'v' }]) });
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }).filter((text) => !text.includes('\u0000')),
        async (value) => {
          const answer = await preview(id, [{ field: 'v', defaultValue: value }]);
          expect(answer.code, answer.msg).toBe(200);
          expect(answer.data!.list).toEqual([{ v: value, n: [...value].length }]);
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);

  it('refuses parameter values of the wrong type or shape', async () => {
    const id = await created({ dataType: 1, query: 'select {n} + 1 as m', requestParameters: JSON.stringify([{ field: 'n', dataType: 'int', required: true }]) });
    for (const [paramList, message] of [
      [[{ field: 'n', defaultValue: '1; drop table lc_record' }], '参数 n 的值无效'],
      [[{ field: 'n', defaultValue: { nested: 1 } }], '参数 n 的值无效'],
      [[{ field: 'n', defaultValue: '' }], '请输入参数 n'],
      ['not a list', '参数 ? 的值无效'],
    ] as const) {
      const answer = await preview(id, paramList);
      expect(answer.code).toBe(400);
      expect(answer.msg).toContain(message);
    }
    const fine = await preview(id, [{ field: 'n', defaultValue: '41' }]);
    expect(fine.data!.list).toEqual([{ m: 42 }]);
  });

  it('caps the rows one call answers', async () => {
    const id = await created({ dataType: 1, query: 'select g as id from generate_series(1, 10005) g' });
    const answer = await preview(id);
    expect(answer.code, answer.msg).toBe(200);
    expect(answer.data!.list).toHaveLength(10_000);
    const limited = await created({ dataType: 1, query: 'select g as id from generate_series(1, 20000) g limit 15000' });
    expect((await preview(limited)).data!.list).toHaveLength(10_000);
  });

  it('refuses a statement the planner expects to be costly', async () => {
    const id = await created({ dataType: 1, query: 'select count(*) from generate_series(1, 50000000) a' });
    const answer = await preview(id);
    expect(answer.code).toBe(400);
    expect(answer.msg).toContain('查询开销过大');
  });

  it('stops a runaway recursive statement (timeout on PostgreSQL; refused where it cannot be interrupted)', async () => {
    const id = await created({ dataType: 1, query: 'with recursive r(n) as (select 1 union all select n + 1 from r where n < 1000000000) select count(*) as c from r' });
    const started = Date.now();
    const answer = await preview(id);
    expect(answer.code).toBe(400);
    if (kind === 'postgres') {
      expect(answer.msg).toBe('数据接口执行超时');
      expect(Date.now() - started).toBeLessThan(60_000);
    } else {
      expect(answer.msg).toBe('当前数据库不支持递归查询');
    }
  }, 90_000);

  it('answers static data', async () => {
    const id = await created({ dataType: 2, staticData: JSON.stringify([{ id: '1', fullName: '一' }, { id: '2', fullName: '二' }]) });
    const answer = await call<Page>(server.app, `${API}/${id}/Action/List`, { token: admin, method: 'POST', body: { keyword: '二' } });
    expect(answer.data!.list).toEqual([{ id: '2', fullName: '二' }]);
    const bad = await create({ dataType: 2, staticData: '{"not":"a list"}' });
    expect(bad.msg).toBe('静态数据必须是 JSON 数组');
  });

  it('calls only listed hosts, with a timeout, no redirects and a size cap', async () => {
    const base = `http://127.0.0.1:${port}`;
    const items = await created({ dataType: 3, path: `${base}/items`, requestParameters: JSON.stringify([{ field: 'q', defaultValue: 'x' }]) });
    const refused = await preview(items);
    expect(refused.code).toBe(400);
    expect(refused.msg).toBe(`主机 127.0.0.1:${port} 不在允许访问的主机列表中`);

    expect((await call(server.app, `${API}/Hosts`, { token: staff, method: 'PUT', body: { hosts: `127.0.0.1:${port}` } })).code).toBe(400);
    expect((await call(server.app, `${API}/Hosts`, { token: admin, method: 'PUT', body: { hosts: 'not a host!' } })).msg).toContain('主机列表无效');
    const saved = await call<{ hosts: string[] }>(server.app, `${API}/Hosts`, { token: admin, method: 'PUT', body: { hosts: `127.0.0.1:${port}\nexample.com` } });
    expect(saved.data!.hosts).toEqual([`127.0.0.1:${port}`, 'example.com']);

    const answer = await preview(items);
    expect(answer.code, answer.msg).toBe(200);
    expect(answer.data!.list).toEqual([{ id: 'a', fullName: '甲 x' }, { id: 'b', fullName: '乙' }]);

    const posted = await created({ dataType: 3, requestMethod: 'POST', path: `${base}/echo`, requestParameters: JSON.stringify([{ field: 'a', defaultValue: "1'; --" }]) });
    expect((await preview(posted)).data!.list).toEqual([{ method: 'POST', body: JSON.stringify({ a: "1'; --" }) }]);

    const otherName = await created({ dataType: 3, path: `http://localhost:${port}/items` });
    expect((await preview(otherName)).msg).toContain('不在允许访问的主机列表中');
    const redirect = await created({ dataType: 3, path: `${base}/redirect` });
    expect((await preview(redirect)).msg).toBe('接口调用失败：HTTP 302');
    const big = await created({ dataType: 3, path: `${base}/big` });
    expect((await preview(big)).msg).toContain('接口调用失败');
    const slow = await created({ dataType: 3, path: `${base}/slow` });
    expect((await preview(slow)).msg).toBe('数据接口执行超时');
    expect((await create({ dataType: 3, path: 'file:///etc/passwd' })).msg).toBe('接口地址必须是 http 或 https 网址');
  }, 60_000);

  it('keeps the screen calls to those with the screen, and the picker calls to enabled interfaces', async () => {
    const id = await created({ dataType: 2, staticData: '[{"id":"1"}]' });
    // Who may run an interface at all is tests/server/data-interface/interface-access.test.ts.
    expect((await preview(id, [], staff)).code).toBe(400);
    expect((await call(server.app, `/api/system/DataInterfaceLog/${id}`, { token: staff })).code).toBe(400);
    expect((await call(server.app, `${API}/${id}/Actions/State`, { token: admin, method: 'PUT' })).code).toBe(200);
    const disabled = await call(server.app, `${API}/${id}/Action/List`, { token: staff, method: 'POST', body: {} });
    expect(disabled.msg).toBe('数据接口不存在或已停用');
    expect((await call(server.app, `${API}/nope/Action/List`, { token: staff, method: 'POST', body: {} })).msg).toBe('数据接口不存在或已停用');
    const unsigned = await call(server.app, `${API}/${id}/Action/List`, { method: 'POST', body: {} });
    expect(unsigned.code).toBe(600);
  });

  it('answers bad picker input with a clear message', async () => {
    const id = await created({ dataType: 2, staticData: '[{"id":"1"}]' });
    for (const body of [{ pageSize: 0 }, { currentPage: -1 }, { pageSize: 'many' }]) {
      const answer = await call(server.app, `${API}/${id}/Action/List`, { token: admin, method: 'POST', body });
      expect(answer.code).toBe(400);
    }
    expect((await call(server.app, `${API}/${id}/Action/InfoByIds`, { token: admin, method: 'POST', body: { ids: [{}] } })).code).toBe(400);
    expect((await create({ dataType: 1, query: 'select 1', requestParameters: '[{"field":"1bad"}]' })).msg).toContain('参数定义无效');
  });

  it('logs every call with who, how long and how many rows', async () => {
    const id = await created({ dataType: 1, query: 'select g from generate_series(1, 7) g' });
    await preview(id);
    await call(server.app, `${API}/${id}/Action/List`, { token: admin, method: 'POST', body: {} });
    const log = await call<Page>(server.app, `/api/system/DataInterfaceLog/${id}?pageSize=1`, { token: admin });
    expect(log.code, log.msg).toBe(200);
    expect(log.data!.pagination.total).toBe(2);
    expect(log.data!.list).toHaveLength(1);
    expect(log.data!.list[0]).toMatchObject({ caller: 'list', userName: 'admin', rowCount: 7, success: 1, invokIp: '10.0.0.1' });
  });
});
