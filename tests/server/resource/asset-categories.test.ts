/** Asset categories (schemas/eamDatatype.json): the fields each depreciation method requires, defaults, unique codes. */
import { eq } from 'drizzle-orm';
import { records } from '../../../server/db/schema';
import { ADMIN, DATABASES, call, createTestServer, tokenFor, type TestServer } from '../harness';

const API = '/api/eam/EamDatatype';

describe.each(DATABASES)('asset categories on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let serial = 0;
  beforeAll(async () => {
    server = await createTestServer(kind);
    token = await tokenFor(server.app, ADMIN);
  });
  afterAll(async () => {
    await server.close();
  });

  const category = (overrides: Record<string, unknown>) => ({ parentid: '-1', fullname: '测试类别', encode: `T-${++serial}`, ...overrides });
  const post = (body: Record<string, unknown>) => call<{ id: string }>(server.app, API, { token, method: 'POST', body });
  const stored = () => server.database.db.select().from(records).where(eq(records.screen, 'eamDatatype'));

  it('lists the seeded categories as a tree, one of each depreciation method', async () => {
    const answer = await call<{ list: { fullname: string; deprecitionType: number; children: { fullname: string }[] }[] }>(server.app, API, { token });
    expect(answer.data).not.toHaveProperty('pagination');
    expect(answer.data!.list.map((node) => [node.fullname, node.deprecitionType])).toEqual([
      ['电子设备', 1],
      ['办公家具', 2],
      ['运输车辆', 3],
      ['土地', 99],
    ]);
    expect(answer.data!.list[0]!.children.map((node) => node.fullname)).toEqual(['笔记本电脑', '服务器']);
  });

  it('defaults a new category to no depreciation with zero figures', async () => {
    const created = await post(category({}));
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    expect((await call(server.app, `${API}/${created.data!.id}`, { token })).data).toMatchObject({ deprecitionType: 99, serviceLife: 0, zcjcz: 0, istree: 0, sortcode: 0 });
  });

  it.each([
    [{ deprecitionType: 1, serviceLife: null, zcjcz: 10 }, '请输入使用年限'],
    [{ deprecitionType: 2, serviceLife: 5, zcjcz: null }, '请输入净残值'],
    [{ deprecitionType: 3, totalEffort: null, zcjcz: 1, yearEffort: 1 }, '请输入总工作量'],
    [{ deprecitionType: 3, totalEffort: 100, zcjcz: 1, yearEffort: null }, '请输入年平均工作量'],
    [{ deprecitionType: 1, serviceLife: -1, zcjcz: 10 }, '不能小于0'],
    [{ deprecitionType: 4 }, '请选择有效的选项'],
    [{ fullname: '' }, '请输入类别名称'],
    [{ encode: '' }, '请输入类别编码'],
    [{ parentid: '' }, '上级菜单不能为空'],
    [{ encode: 'DZSB' }, '类别编码已存在'],
  ])('refuses %j with %s', async (overrides, msg) => {
    const before = await stored();
    expect(await post(category(overrides))).toMatchObject({ code: 400, msg });
    expect(await stored()).toEqual(before);
  });

  it.each([
    [{ deprecitionType: 1, serviceLife: 5, zcjcz: 100 }],
    [{ deprecitionType: 2, serviceLife: 8, zcjcz: 0 }],
    [{ deprecitionType: 3, totalEffort: 1000, zcjcz: 10, yearEffort: 100, monthEffort: 8.33 }],
    [{ deprecitionType: 99, serviceLife: null, zcjcz: null }],
  ])('accepts %j', async (overrides) => {
    expect(await post(category(overrides))).toMatchObject({ code: 200 });
  });
});
