/**
 * A scoped schema-only screen (tests/fixtures/schemas/warehouseBin.json: bins of a warehouse) speaks the same
 * convention as dictionary entries: GET {api}/{scope} lists one scope, GET {api}/{id}/Info reads one record, the
 * scope comes with the body on create and never changes; codes are unique within their scope only.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { records } from '../../../server/db/schema';
import { DEFAULT_SCHEMA_DIR } from '../../../server/schemas/loader';
import { ADMIN, DATABASES, call, createTestServer, tokenFor, type TestServer } from '../harness';

const WAREHOUSES = '/api/eam/Warehouse';
const BINS = '/api/eam/WarehouseBin';

describe.each(DATABASES)('a scoped schema-only screen on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let north: string;
  let south: string;
  beforeAll(async () => {
    server = await createTestServer(kind, { schemaDirs: [DEFAULT_SCHEMA_DIR, path.resolve('tests/fixtures/schemas')] });
    token = await tokenFor(server.app, ADMIN);
    const warehouse = async (enCode: string) => (await call<{ id: string }>(server.app, WAREHOUSES, { token, method: 'POST', body: { fullName: enCode, enCode } })).data!.id;
    north = await warehouse('NORTH');
    south = await warehouse('SOUTH');
  });
  afterAll(async () => {
    await server.close();
  });

  const bin = (body: Record<string, unknown>) => call<{ id: string }>(server.app, BINS, { token, method: 'POST', body });
  const codes = async (scope: string, query = '') => (await call<{ list: { enCode: string }[] }>(server.app, `${BINS}/${scope}${query}`, { token })).data!.list.map((item) => item.enCode);

  it('lists, reads and keeps codes unique per scope', async () => {
    const first = await bin({ warehouseId: north, fullName: 'A01', enCode: 'A01', sortCode: 2 });
    expect(first.code).toBe(200);
    expect((await bin({ warehouseId: north, fullName: 'A00', enCode: 'A00', sortCode: 1 })).code).toBe(200);
    expect(await bin({ warehouseId: north, fullName: '重复', enCode: 'A01' })).toMatchObject({ code: 400, msg: '库位编码已存在' });
    expect((await bin({ warehouseId: south, fullName: 'A01', enCode: 'A01' })).code).toBe(200);
    expect(await bin({ warehouseId: 'nowhere', fullName: 'X', enCode: 'X' })).toMatchObject({ code: 400, msg: '所属分类不存在' });
    expect(await bin({ fullName: 'X', enCode: 'X' })).toMatchObject({ code: 400, msg: '所属分类不存在' });

    expect(await codes(north)).toEqual(['A00', 'A01']);
    expect(await codes(south)).toEqual(['A01']);
    expect(await codes(north, '?keyword=00')).toEqual(['A00']);
    expect((await call(server.app, `${BINS}/${north}?pageSize=1&currentPage=2`, { token })).data).toMatchObject({ list: [{ enCode: 'A01' }], pagination: { total: 2 } });
    expect(await call(server.app, `${BINS}/${first.data!.id}/Info`, { token })).toMatchObject({ data: { id: first.data!.id, warehouseId: north, enCode: 'A01' } });
  });

  it('never moves a record to another scope, and keeps a warehouse with bins', async () => {
    const created = await bin({ warehouseId: north, fullName: 'B01', enCode: 'B01' });
    expect(await call(server.app, `${BINS}/${created.data!.id}`, { token, method: 'PUT', body: { warehouseId: south, fullName: 'B01改' } })).toMatchObject({ code: 200 });
    const [row] = await server.database.db.select().from(records).where(eq(records.id, created.data!.id));
    expect(row).toMatchObject({ scopeId: north, data: { fullName: 'B01改' } });
    expect(await call(server.app, `${WAREHOUSES}/${north}`, { token, method: 'DELETE' })).toMatchObject({ code: 400, msg: '该分类下有数据，不能删除' });
  });
});
