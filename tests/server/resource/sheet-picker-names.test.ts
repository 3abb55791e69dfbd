/**
 * Picker values in spreadsheets (server/modules/resource/sheet-picker-names.ts), on each database: an export writes
 * users, roles, departments, mixed selections and addresses by the names a user knows; an import takes those names
 * back (or ids and codes) as the ids the pickers store, and fails a row whose text names nothing or more than one
 * record with a reason naming the field and the text. The lookups are one query per kind, not one per row.
 */
import { read, utils } from '@e965/xlsx';
import { and, eq } from 'drizzle-orm';
import { areas, records, roles } from '../../../server/db/schema';
import type { Db } from '../../../server/db/client';
import { withPickerNames } from '../../../server/modules/resource/sheet-picker-names';
import { liveModel } from '../../../server/modules/visualdev/models';
import { ADMIN, DATABASES, call, createTestServer, tokenFor, type TestServer } from '../harness';

type Envelope<T = Record<string, unknown>> = { code: number; msg: string; data: T };

const FORM = {
  fields: [
    { __config__: { klxKey: 'comInput', label: '名称' }, __vModel__: 'name' },
    { __config__: { klxKey: 'userSelect', label: '负责人' }, __vModel__: 'owner' },
    { __config__: { klxKey: 'roleSelect', label: '角色' }, __vModel__: 'roles', multiple: true },
    { __config__: { klxKey: 'depSelect', label: '部门' }, __vModel__: 'dept' },
    { __config__: { klxKey: 'address', label: '地址' }, __vModel__: 'place', level: 1 },
    { __config__: { klxKey: 'usersSelect', label: '人员' }, __vModel__: 'people', multiple: true },
  ],
};
const FIELDS = ['name', 'owner', 'roles', 'dept', 'place', 'people'];
const COLUMNS = { columnList: FIELDS.map((prop) => ({ prop })), btnsList: [{ value: 'add' }, { value: 'download' }, { value: 'upload' }] };

describe.each(DATABASES)('picker names in spreadsheets on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let modelId: string;
  let province: { id: string; fullName: string };
  let city: { id: string; fullName: string };
  let roleName: string;
  const api = <T = Record<string, unknown>>(path: string, options: { method?: string; body?: unknown } = {}) =>
    call(server.app, path, { token: admin, ...options }) as Promise<Envelope<T>>;
  const base = () => `/api/visualdev/OnlineDev/${modelId}`;
  const stored = async () => (await server.database.db.select().from(records).where(eq(records.screen, `vd${modelId.replace(/[^A-Za-z0-9]/g, '')}`))).map((row) => row.data as Record<string, unknown>);

  beforeAll(async () => {
    server = await createTestServer(kind);
    admin = await tokenFor(server.app, ADMIN);
    const db = server.database.db;
    [province] = await db.select({ id: areas.id, fullName: areas.fullName }).from(areas).where(and(eq(areas.parentId, '-1'), eq(areas.fullName, '广东省')));
    [city] = await db.select({ id: areas.id, fullName: areas.fullName }).from(areas).where(and(eq(areas.parentId, province!.id), eq(areas.fullName, '深圳市')));
    [{ fullName: roleName }] = await db.select({ fullName: roles.fullName }).from(roles).where(eq(roles.id, 'role_staff')) as [{ fullName: string }];
    await db.insert(roles).values([
      { id: 'role_twin_a', fullName: '重名角色', enCode: 'twinA' },
      { id: 'role_twin_b', fullName: '重名角色', enCode: 'twinB' },
    ]);
    modelId = (await api<{ id: string }>('/api/visualdev/Base', { method: 'POST', body: { fullName: '台账', enCode: 'pickerSheet', category: 'asset', formData: FORM, columnData: COLUMNS } })).data.id;
    const released = await api(`/api/visualdev/Base/${modelId}/Actions/Release`, { method: 'POST', body: { pcModuleParentId: 'm_onlineDev' } });
    expect(released.code, released.msg).toBe(200);
    const created = await api(base(), {
      method: 'POST',
      body: { name: '甲', owner: 'user_staff', roles: ['role_staff'], dept: 'org_it', place: [province!.id, city!.id], people: ['user_staff--user', 'org_it--department'] },
    });
    expect(created.code, created.msg).toBe(200);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  it('exports picker values by name', async () => {
    const answer = await api<{ url: string }>(`${base()}/Actions/Export`, { method: 'POST', body: { dataType: 1, selectKey: FIELDS.join(',') } });
    expect(answer.code, answer.msg).toBe(200);
    const bytes = await (await server.app.request(answer.data.url)).arrayBuffer();
    const book = read(new Uint8Array(bytes), { type: 'array' });
    const rows = utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false, defval: '' });
    expect(rows[0]).toEqual(['名称', '负责人', '角色', '部门', '地址', '人员']);
    expect(rows[1]).toEqual(['甲', '张敏/staff', roleName, '信息技术部', `${province!.fullName}/${city!.fullName}`, '张敏/staff, 信息技术部']);
  });

  it('imports names, codes and ids as the ids the pickers store, and explains a name it cannot place', async () => {
    const template = await api<{ url: string }>(`${base()}/Template`);
    const header = utils.sheet_to_json<string[]>(read(new Uint8Array(await (await server.app.request(template.data.url)).arrayBuffer()), { type: 'array' }).Sheets.Sheet1!, { header: 1 })[0];
    expect(header).toEqual(['名称', '负责人', '角色', '部门', '地址', '人员']);
    const list = [
      { name: '乙', owner: '张敏/staff', roles: roleName, dept: '信息技术部', place: '广东省/深圳市', people: '张敏/staff, 信息技术部' },
      { name: '丙', owner: 'staff', roles: 'role_staff，twinA', dept: 'KLX-IT', place: `${province!.id}/${city!.id}`, people: 'user_staff--user' },
      { name: '丁', owner: '无此人', roles: '', dept: '', place: '', people: '' },
      { name: '戊', owner: '', roles: '重名角色', dept: '', place: '', people: '' },
      { name: '己', owner: '', roles: '', dept: '', place: '广东省/不存在市', people: '' },
    ];
    const imported = await api<{ snum: number; fnum: number; failResult: Record<string, string>[] }>(`${base()}/ImportData`, { method: 'POST', body: { list } });
    expect(imported.code, imported.msg).toBe(200);
    expect(imported.data.snum).toBe(2);
    expect(imported.data.failResult.map((row) => [row.name, row.errorsInfo])).toEqual([
      ['丁', '负责人中找不到“无此人”'],
      ['戊', '角色的“重名角色”对应多条数据，请改用编码或 ID'],
      ['己', '地址中找不到“广东省/不存在市”'],
    ]);
    const rows = await stored();
    expect(rows.find((row) => row.name === '乙')).toMatchObject({ owner: 'user_staff', roles: ['role_staff'], dept: 'org_it', place: [province!.id, city!.id], people: ['user_staff--user', 'org_it--department'] });
    expect(rows.find((row) => row.name === '丙')).toMatchObject({ owner: 'user_staff', roles: ['role_staff', 'role_twin_a'], dept: 'org_it', people: ['user_staff--user'] });
    expect(rows.some((row) => ['丁', '戊', '己'].includes(String(row.name)))).toBe(false);
  });

  it('looks names up once per kind of record, however many rows', async () => {
    const db = server.database.db;
    let selects = 0;
    const counting = new Proxy(db, {
      get(target, key, receiver) {
        if (key === 'select') selects += 1;
        return Reflect.get(target, key, receiver);
      },
    }) as Db;
    const model = await liveModel(db, modelId);
    const many = Array.from({ length: 300 }, (_, index) => ({ name: `r${index}`, owner: 'user_staff', roles: ['role_staff'], dept: 'org_it', place: [province!.id, city!.id], people: ['user_admin--user'] }));
    const named = await withPickerNames(counting, model.screen.schema, many);
    expect(named[299]).toMatchObject({ owner: '张敏/staff', dept: '信息技术部', place: `${province!.fullName}/${city!.fullName}` });
    // Users, roles, organisations and areas: four lookups for three hundred rows.
    expect(selects).toBe(4);
  });
});
