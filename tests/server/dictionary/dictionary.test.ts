/** Dictionaries: types and entries through the engine, the dictionary module's calls, and .bdd export/import. */
import { and, eq } from 'drizzle-orm';
import { records } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tokenFor, type TestServer } from '../harness';

const TYPES = '/api/system/DictionaryType';
const DATA = '/api/system/DictionaryData';

interface Node {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  enabledMark?: number;
  isTree?: number;
  hasChildren: boolean;
  children: Node[];
}

describe.each(DATABASES)('dictionaries on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    token = await tokenFor(server.app, ADMIN);
  });
  afterAll(async () => {
    await server.close();
  });

  const post = (path: string, body: Record<string, unknown>, headers?: Record<string, string>) => call<{ id: string }>(server.app, path, { token, method: 'POST', body, headers });
  const dictionaryRows = () => server.database.db.select().from(records).where(eq(records.screen, 'dictionaryData'));
  const upload = async (content: string, name = 'dictionary.bdd') => {
    const form = new FormData();
    form.append('file', new File([content], name, { type: 'application/octet-stream' }));
    const response = await server.app.request(`${DATA}/Action/Import`, { method: 'POST', headers: { authorization: token }, body: form });
    return (await response.json()) as { code: number; msg: string; data?: { id: string } };
  };

  it('lists the types as a tree and offers a selector without a subtree', async () => {
    const types = await call<{ list: Node[] }>(server.app, TYPES, { token });
    const system = types.data!.list.find((node) => node.enCode === 'system')!;
    expect(system).toMatchObject({ parentId: '-1', fullName: '系统字典', isTree: 0, hasChildren: true });
    expect(system.children.map((node) => node.enCode)).toEqual(['sex', 'education', 'nation', 'certificateType', 'billRuleCategory', 'storageLocation', 'equipmentType', 'formCategory']);
    const selector = await call<{ list: Node[] }>(server.app, `${TYPES}/Selector/dt_system`, { token });
    expect(selector.data!.list.some((node) => node.id === 'dt_system' || node.id === 'dt_sex')).toBe(false);
    const full = await call<{ list: Node[] }>(server.app, `${TYPES}/Selector/0`, { token });
    expect(full.data!.list.find((node) => node.id === 'dt_system')!.children).toHaveLength(8);
  });

  it('answers every type with its enabled entries for the client cache', async () => {
    const all = await call<{ list: { id: string; enCode: string; isTree: number; dictionaryList: Node[] }[] }>(server.app, `${DATA}/All`, { token });
    const sex = all.data!.list.find((type) => type.enCode === 'sex')!;
    expect(sex).toMatchObject({ id: 'dt_sex', isTree: 0 });
    expect(sex.dictionaryList.map((entry) => [entry.enCode, entry.fullName])).toEqual([
      ['1', '男'],
      ['2', '女'],
    ]);
    const location = all.data!.list.find((type) => type.enCode === 'storageLocation')!;
    expect(location.dictionaryList.map((entry) => entry.fullName)).toEqual(['总部大楼', '中心仓库']);
    expect(location.dictionaryList[0]!.children.map((entry) => entry.fullName)).toEqual(['一楼机房', '三楼办公区']);

    expect(await call(server.app, `${DATA}/dd_sex_2/Actions/State`, { token, method: 'PUT' })).toMatchObject({ code: 200, data: { enabledMark: 0 } });
    const after = await call<{ list: { enCode: string; dictionaryList: Node[] }[] }>(server.app, `${DATA}/All`, { token });
    expect(after.data!.list.find((type) => type.enCode === 'sex')!.dictionaryList.map((entry) => entry.fullName)).toEqual(['男']);
    const page = await call<{ list: Node[] }>(server.app, `${DATA}/dt_sex`, { token });
    expect(page.data!.list.find((entry) => entry.id === 'dd_sex_2')).toMatchObject({ enabledMark: 0 });
    await call(server.app, `${DATA}/dd_sex_2/Actions/State`, { token, method: 'PUT' });
  });

  it('lists entries by type, as a tree when asked, filtered by keyword', async () => {
    const tree = await call<{ list: Node[] }>(server.app, `${DATA}/dt_storageLocation?isTree=1`, { token });
    expect(tree.data!.list.map((entry) => entry.fullName)).toEqual(['总部大楼', '中心仓库']);
    const flat = await call<{ list: Node[] }>(server.app, `${DATA}/dt_storageLocation?isTree=0`, { token });
    expect(flat.data!.list).toHaveLength(5);
    const found = await call<{ list: Node[] }>(server.app, `${DATA}/dt_storageLocation?isTree=1&keyword=A区`, { token });
    expect(found.data!.list.map((entry) => entry.fullName)).toEqual(['中心仓库']);
    expect(found.data!.list[0]!.children.map((entry) => entry.fullName)).toEqual(['A区货架']);
    const options = await call<{ list: Node[] }>(server.app, `${DATA}/sex/Data/Selector`, { token });
    expect(options.data!.list.map((entry) => entry.fullName)).toEqual(['男', '女']);
    expect(await call(server.app, `${DATA}/dd_sex_1/Info`, { token })).toMatchObject({ data: { id: 'dd_sex_1', fullName: '男', enCode: '1', dictionaryTypeId: 'dt_sex' } });
    expect(await call(server.app, `${DATA}/nope`, { token })).toMatchObject({ code: 400, msg: '所属分类不存在' });
  });

  it('offers the type itself as the top parent, and stores that parent as 0', async () => {
    const selector = await call<{ list: Node[] }>(server.app, `${DATA}/dt_storageLocation/Selector/dd_storageLocation_hq`, { token });
    expect(selector.data!.list).toHaveLength(1);
    expect(selector.data!.list[0]).toMatchObject({ id: 'dt_storageLocation', fullName: '存放地点' });
    expect(selector.data!.list[0]!.children.map((entry) => entry.fullName)).toEqual(['中心仓库']);

    const created = await post(DATA, { dictionaryTypeId: 'dt_education', parentId: 'dt_education', fullName: '中专', enCode: 'secondary', sortCode: 9 });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const [row] = await server.database.db.select().from(records).where(and(eq(records.screen, 'dictionaryData'), eq(records.id, created.data!.id)));
    expect(row).toMatchObject({ parentId: '0', scopeId: 'dt_education' });
    expect(row!.data).toMatchObject({ parentId: '0', fullName: '中专', enabledMark: 1 });
  });

  it('refuses bad entries and types with the spec messages, changing nothing', async () => {
    const before = await dictionaryRows();
    const entry = { dictionaryTypeId: 'dt_education', parentId: '0', fullName: '职高', enCode: 'vocational' };
    const cases: [string, Record<string, unknown>, string][] = [
      [DATA, { ...entry, fullName: '' }, '请输入名称'],
      [DATA, { ...entry, fullName: '长'.repeat(51) }, '字典名称最多为50个字符！'],
      [DATA, { ...entry, enCode: undefined }, '请输入编码'],
      [DATA, { ...entry, sortCode: 1_000_000 }, '排序范围为0到999999'],
      [DATA, { ...entry, enCode: 'bachelor' }, '编码已存在'],
      [DATA, { ...entry, dictionaryTypeId: 'dt_missing' }, '所属分类不存在'],
      [DATA, { ...entry, parentId: 'dd_sex_1' }, '上级不存在'],
      [TYPES, { parentId: 'dt_system', fullName: '带符号!', enCode: 'x' }, '名称不能含有特殊符号'],
      [TYPES, { parentId: 'dt_system', fullName: '正常', enCode: '.abc' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [TYPES, { parentId: 'dt_system', fullName: '正常', enCode: 'sex' }, '编码已存在'],
      [TYPES, { fullName: '正常', enCode: 'ok' }, '上级菜单不能为空'],
    ];
    for (const [path, body, msg] of cases) expect(await post(path, body), msg).toMatchObject({ code: 400, msg });
    expect(await post(DATA, { ...entry, fullName: '' }, { 'accept-language': 'en' })).toMatchObject({ code: 400, msg: expect.not.stringMatching(/[\u4e00-\u9fa5]/) });
    expect(await dictionaryRows()).toEqual(before);
    // The same code in another type is fine.
    expect(await post(DATA, { ...entry, dictionaryTypeId: 'dt_nation', enCode: 'bachelor' })).toMatchObject({ code: 200 });
  });

  it('keeps a type tree or not once created, whatever an edit sends', async () => {
    const type = await post(TYPES, { parentId: 'dt_system', fullName: '固定', enCode: 'fixedTree', isTree: 1 });
    expect(await call(server.app, `${TYPES}/${type.data!.id}`, { token, method: 'PUT', body: { isTree: 0, fullName: '固定二' } })).toMatchObject({ code: 200 });
    expect((await call(server.app, `${TYPES}/${type.data!.id}`, { token })).data).toMatchObject({ isTree: 1, fullName: '固定二' });
  });

  it('refuses deleting a type that still holds entries', async () => {
    expect(await call(server.app, `${TYPES}/dt_sex`, { token, method: 'DELETE' })).toMatchObject({ code: 400, msg: '该分类下有数据，不能删除' });
    expect(await call(server.app, `${TYPES}/dt_system`, { token, method: 'DELETE' })).toMatchObject({ code: 400, msg: '该数据下有子级，不能删除' });
    const type = await post(TYPES, { parentId: 'dt_system', fullName: '临时', enCode: 'temp' });
    expect(await call(server.app, `${TYPES}/${type.data!.id}`, { token, method: 'DELETE' })).toMatchObject({ code: 200, msg: '删除成功' });
  });

  it('exports a type with its entries as a .bdd file and imports it back as a copy', async () => {
    const exported = await call<{ url: string; name: string }>(server.app, `${DATA}/dt_storageLocation/Action/Export`, { token });
    expect(exported).toMatchObject({ code: 200, data: { name: '存放地点.bdd' } });
    const download = await server.app.request(exported.data!.url, { headers: { authorization: token } });
    expect(download.headers.get('content-disposition')).toContain('.bdd');
    const file = JSON.parse(await download.text()) as { record: Record<string, unknown>; children: { dictionaryData: unknown[] } };
    expect(file.children.dictionaryData).toHaveLength(5);

    expect(await upload(JSON.stringify(file))).toMatchObject({ code: 400, msg: '编码已存在' });
    file.record.enCode = 'storageLocationCopy';
    const imported = await upload(JSON.stringify(file));
    expect(imported).toMatchObject({ code: 200, msg: '导入成功' });
    const copy = await call<{ list: Node[] }>(server.app, `${DATA}/${imported.data!.id}?isTree=1`, { token });
    expect(copy.data!.list.map((entry) => entry.fullName)).toEqual(['总部大楼', '中心仓库']);
    expect(copy.data!.list[0]!.children.map((entry) => entry.fullName)).toEqual(['一楼机房', '三楼办公区']);
  });

  it('refuses files of another kind with a clear message', async () => {
    const before = await dictionaryRows();
    expect(await upload(JSON.stringify({ format: 'klx-screen-export', version: 1, screen: 'billRule', record: {}, children: {} }))).toMatchObject({
      code: 400,
      msg: '该文件不是字典分类管理的导出文件，不能导入',
    });
    expect(await upload('{}', 'rules.txt')).toMatchObject({ code: 400, msg: '导入文件无效，请选择 .bdd 格式的文件' });
    expect(await upload('not json')).toMatchObject({ code: 400, msg: '导入文件无效，请选择 .bdd 格式的文件' });
    const file = JSON.parse(await (await server.app.request(`${DATA}/dt_sex/Action/Download`, { headers: { authorization: token } })).text()) as {
      record: Record<string, unknown>;
      children: { dictionaryData: Record<string, unknown>[] };
    };
    file.record.enCode = 'sexTwice';
    file.children.dictionaryData[1]!.enCode = file.children.dictionaryData[0]!.enCode;
    expect(await upload(JSON.stringify(file))).toMatchObject({ code: 400, msg: '编码已存在' });
    file.children.dictionaryData[1]!.fullName = '';
    expect(await upload(JSON.stringify(file))).toMatchObject({ code: 400, msg: '请输入名称' });
    // Entries whose parents loop would be unreachable in the tree.
    const looped = JSON.parse(await (await server.app.request(`${DATA}/dt_storageLocation/Action/Download`, { headers: { authorization: token } })).text()) as typeof file;
    looped.record.enCode = 'sexTwice';
    const [hq, hq1] = [looped.children.dictionaryData.find((entry) => entry.enCode === 'hq')!, looped.children.dictionaryData.find((entry) => entry.enCode === 'hq1')!];
    hq.parentId = hq1.id;
    expect(await upload(JSON.stringify(looped))).toMatchObject({ code: 400, msg: '导入文件无效，请选择 .bdd 格式的文件' });
    const types = await server.database.db.select().from(records).where(eq(records.screen, 'dictionaryType'));
    expect(types.some((row) => row.data.enCode === 'sexTwice')).toBe(false);
    const empty = await server.app.request(`${DATA}/Action/Import`, { method: 'POST', headers: { authorization: token }, body: new FormData() });
    expect(await empty.json()).toMatchObject({ code: 400, msg: '请选择要导入的文件' });
    expect(await dictionaryRows()).toEqual(before);
  });

  it('lets staff read the dictionary cache but not the dictionary screens', async () => {
    const staff = await tokenFor(server.app, STAFF);
    expect((await call(server.app, `${DATA}/All`, { token: staff })).code).toBe(200);
    expect(await call(server.app, `${DATA}/dt_sex`, { token: staff })).toMatchObject({ code: 400, msg: '您没有此操作的权限' });
    expect(await call(server.app, TYPES, { token: staff })).toMatchObject({ code: 400, msg: '您没有此操作的权限' });
    expect(await call(server.app, `${DATA}/dt_sex/Action/Export`, { token: staff })).toMatchObject({ code: 400, msg: '您没有此操作的权限' });
  });
});
