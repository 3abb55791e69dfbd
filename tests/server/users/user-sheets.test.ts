/**
 * The users' spreadsheets (issue 10 §5, spec 03 §7 "Users") on both databases: the template, the preview of an
 * uploaded sheet, the import of good, bad and mixed rows (references by name, the account unique, the default
 * password hashed), the failed rows as a sheet, the export, 10,000 rows in one import in one transaction, and no
 * escalation: a manager who is not an administrator imports no role they do not hold.
 */
import { read, utils, write } from '@e965/xlsx';
import { eq, inArray } from 'drizzle-orm';
import { authorizations, userRelations, users } from '../../../server/db/schema';
import { DEFAULT_USER_PASSWORD } from '../../../server/modules/users/user-service';
import { ADMIN, DATABASES, call, createTestServer, tokenFor, type TestServer } from '../harness';

type Envelope<T = Record<string, unknown>> = { code: number; msg: string; data: T };
type Result = { resultType: number; snum: number; fnum: number; failResult: Record<string, string>[] };
const API = '/api/permission/Users';

const sheet = (bytes: ArrayBuffer) => {
  const book = read(new Uint8Array(bytes), { type: 'array' });
  return utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false, defval: '' });
};
const xlsx = (rows: unknown[][]) => {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Sheet1');
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
};

describe.each(DATABASES)('user spreadsheets on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  const api = <T = Record<string, unknown>>(path: string, options: { token?: string; method?: string; body?: unknown } = {}) =>
    call(server.app, path, { token: admin, ...options }) as Promise<Envelope<T>>;
  const download = async (url: string) => sheet(await (await server.app.request(url)).arrayBuffer());
  const upload = async (bytes: Uint8Array, token = admin) => {
    const form = new FormData();
    form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'users.xlsx');
    const response = await server.app.request('/api/file/Uploader/import', { method: 'POST', headers: { authorization: token }, body: form });
    return ((await response.json()) as Envelope<{ fileId: string }>).data.fileId;
  };
  const accounts = async (names: string[]) => (await server.database.db.select().from(users).where(inArray(users.account, names))).map((row) => row.account).sort();

  beforeAll(async () => {
    server = await createTestServer(kind);
    admin = await tokenFor(server.app, ADMIN);
  }, 240_000);
  afterAll(async () => {
    await server.close();
  });

  it('offers a template whose headers are the importable fields, organisation, positions, roles and manager included', async () => {
    const answer = await api<{ name: string; url: string }>(`${API}/TemplateDownload`);
    expect(answer.code, answer.msg).toBe(200);
    expect(answer.data.name).toMatch(/^用户管理导入模板_\d{8}\.xlsx$/);
    const [header] = await download(answer.data.url);
    expect(header).toEqual(expect.arrayContaining(['账户', '姓名', '性别', '所属组织', '岗位', '角色', '直属主管', '手机']));
    expect(header).not.toContain('isAdministrator');
  });

  it('previews an uploaded sheet and imports good, bad and mixed rows: good rows stored with the default password, bad rows reported with their reason', async () => {
    const fileId = await upload(xlsx([
      ['账户', '姓名', '性别', '所属组织', '角色', '手机'],
      ['imp1', '导入一', '男', '资产管理部', '普通员工', '13800000001'],
      ['imp2', '导入二', '女', 'KLX-IT', '', ''],
      ['admin', '重复', '男', '资产管理部', '', ''],
      ['imp3', '无组织', '男', '不存在的部门', '', ''],
      ['imp4', '坏性别', '未知', '资产管理部', '', ''],
      ['imp5', '坏角色', '男', '资产管理部', '没有这个角色', ''],
    ]));
    const preview = await api<{ headerRow: { id: string; fullName: string }[]; dataRow: Record<string, string>[] }>(`${API}/ImportPreview?fileName=${fileId}`);
    expect(preview.code, preview.msg).toBe(200);
    expect(preview.data.dataRow).toHaveLength(6);
    expect(preview.data.dataRow[0]).toMatchObject({ account: 'imp1', organizeIdTree: '资产管理部', roleId: '普通员工' });
    const result = await api<Result>(`${API}/ImportData`, { method: 'POST', body: { list: preview.data.dataRow } });
    expect(result.code, result.msg).toBe(200);
    expect(result.data).toMatchObject({ resultType: 1, snum: 2, fnum: 4 });
    expect(result.data.failResult.map((row) => [row.account, row.errorsInfo])).toEqual([
      ['admin', '工号已存在'],
      ['imp3', expect.any(String)],
      ['imp4', expect.any(String)],
      ['imp5', expect.any(String)],
    ]);
    expect(await accounts(['imp1', 'imp2', 'imp3', 'imp4', 'imp5'])).toEqual(['imp1', 'imp2']);
    const [imp1] = await server.database.db.select().from(users).where(eq(users.account, 'imp1'));
    expect(imp1).toMatchObject({ organizeId: 'org_asset', gender: '1', mobilePhone: '13800000001', isAdministrator: false });
    expect(await server.database.db.select({ id: userRelations.objectId }).from(userRelations).where(eq(userRelations.userId, imp1!.id))).toEqual([{ id: 'role_staff' }]);
    // The default password (README), stored with the password hashing: the imported user signs in with it.
    expect(imp1!.passwordHash).not.toContain(DEFAULT_USER_PASSWORD);
    // The role pickers list the role's holders, the imported user among them.
    const holders = await api<{ list: { id: string }[] }>(`${API}/getUsersByRoleId?roleId=role_staff`);
    expect(holders.data.list.map((user) => user.id)).toContain(imp1!.id);
    expect((await api<{ list: unknown[] }>(`${API}/getUsersByRoleId`)).data.list).toEqual([]);
    expect(await tokenFor(server.app, { account: 'imp2', password: DEFAULT_USER_PASSWORD })).toBeTruthy();

    const failed = await api<{ name: string; url: string }>(`${API}/ExportExceptionData`, { method: 'POST', body: { list: result.data.failResult } });
    expect(failed.code, failed.msg).toBe(200);
    const rows = await download(failed.data.url);
    expect(rows[0]!.at(-1)).toBe('异常原因');
    expect(rows.slice(1).map((row) => [row[0], row.at(-1)])).toEqual(result.data.failResult.map((row) => [row.account, row.errorsInfo]));
  }, 120_000);

  it('exports the users as the list shows them', async () => {
    const answer = await api<{ name: string; url: string }>(`${API}/ExportExcel?dataType=1&selectKey=account,realName,gender`);
    expect(answer.code, answer.msg).toBe(200);
    const rows = await download(answer.data.url);
    expect(rows[0]).toEqual(['账户', '姓名', '性别']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(expect.arrayContaining(['admin', 'staff', 'imp1']));
  });

  it('refuses bad input and changes nothing', async () => {
    const before = (await server.database.db.select().from(users)).length;
    expect((await api(`${API}/ImportData`, { method: 'POST', body: { list: [] } })).msg).toBe('导入数据为空');
    expect((await api(`${API}/ImportData`, { method: 'POST', body: { list: 'x' } })).code).toBe(400);
    expect((await api(`${API}/ImportPreview?fileName=../etc`)).code).toBe(400);
    expect((await server.database.db.select().from(users)).length).toBe(before);
  });

  it('imports 10,000 rows in one call and one transaction', async () => {
    const list = Array.from({ length: 10_000 }, (_, i) => ({ account: `bulk${i}`, realName: `批量${i}`, gender: '男', organizeIdTree: 'KLX-AM' }));
    list[9_999] = { account: 'bulk0', realName: '重复', gender: '男', organizeIdTree: 'KLX-AM' };
    const result = await api<Result>(`${API}/ImportData`, { method: 'POST', body: { list } });
    expect(result.code, result.msg).toBe(200);
    expect(result.data).toMatchObject({ snum: 9_999, fnum: 1 });
    expect((await server.database.db.select({ id: users.id }).from(users).where(eq(users.organizeId, 'org_asset'))).length).toBeGreaterThanOrEqual(9_999);
  }, 600_000);

  it('never lets a manager who is not an administrator import a role they do not hold', async () => {
    const created = await api<{ id: string }>(API, { method: 'POST', body: { account: 'importer', realName: '导入员', gender: '1', organizeIdTree: ['org_company', 'org_asset'] } });
    const managerId = created.data.id;
    const keys = ['module:m_permission.user', ...['btn_add', 'btn_import'].map((code) => `button:p_permission.user_button_${code}`)];
    await server.database.db.insert(authorizations).values(keys.map((key) => ({ itemType: key.split(':')[0]!, itemId: key.slice(key.indexOf(':') + 1), objectType: 'User', objectId: managerId })));
    const token = await tokenFor(server.app, { account: 'importer', password: DEFAULT_USER_PASSWORD });
    const result = await api<Result>(`${API}/ImportData`, {
      token,
      method: 'POST',
      body: { list: [{ account: 'esc1', realName: '提权', gender: '男', organizeIdTree: '资产管理部', roleId: '系统管理员', isAdministrator: '1' }, { account: 'esc2', realName: '普通', gender: '男', organizeIdTree: '资产管理部' }] },
    });
    expect(result.code, result.msg).toBe(200);
    expect(result.data).toMatchObject({ snum: 1, fnum: 1 });
    expect(result.data.failResult[0]).toMatchObject({ account: 'esc1' });
    expect(await accounts(['esc1', 'esc2'])).toEqual(['esc2']);
    const [esc2] = await server.database.db.select().from(users).where(eq(users.account, 'esc2'));
    expect(esc2!.isAdministrator).toBe(false);
    // Without the export button there is no export.
    const exported = await api(`${API}/ExportExcel`, { token });
    expect(exported).toMatchObject({ code: 400, msg: '您没有此操作的权限' });
  }, 120_000);
});
