/**
 * Spreadsheets of a released model's records (issue 9 §3, spec 03 §7 "Files and import") on both databases: the
 * export of the chosen columns as the list shows them, the import template, the preview of an uploaded sheet and the
 * import of its rows (bad rows reported with their reason, good rows stored), the failed rows as a sheet — with the
 * model's download and upload buttons and the caller's columns, and bad input refused without changing anything.
 */
import { read, utils, write } from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { authorizations, modulePermissions, records } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

type Envelope<T = Record<string, unknown>> = { code: number; msg: string; data: T };

const FORM = {
  fields: [
    { __config__: { klxKey: 'comInput', label: '名称', required: true }, __vModel__: 'name', maxlength: 20 },
    { __config__: { klxKey: 'select', label: '类别' }, __vModel__: 'kind', options: [{ label: '办公', value: 'office' }, { label: '生产', value: 'plant' }] },
    { __config__: { klxKey: 'numInput', label: '数量' }, __vModel__: 'qty', min: 0 },
    { __config__: { klxKey: 'date', label: '日期' }, __vModel__: 'day' },
    { __config__: { klxKey: 'switch', label: '紧急' }, __vModel__: 'urgent' },
    { __config__: { klxKey: 'createUser', label: '录入人' }, __vModel__: 'creator' },
  ],
};
const COLUMNS = {
  columnList: ['name', 'kind', 'qty', 'day', 'urgent', 'creator'].map((prop) => ({ prop })),
  btnsList: [{ value: 'add' }, { value: 'download' }, { value: 'upload' }],
};

/** The rows of the first sheet of an xlsx. */
const sheet = (bytes: ArrayBuffer) => {
  const book = read(new Uint8Array(bytes), { type: 'array' });
  return utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false, defval: '' });
};
const xlsx = (rows: unknown[][]) => {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Sheet1');
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
};

describe.each(DATABASES)('record spreadsheets on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let modelId: string;
  let menuId: string;
  const api = <T = Record<string, unknown>>(path: string, options: { token?: string; method?: string; body?: unknown } = {}) =>
    call(server.app, path, { token: admin, ...options }) as Promise<Envelope<T>>;
  const base = () => `/api/visualdev/OnlineDev/${modelId}`;
  const download = async (url: string) => sheet(await (await server.app.request(url)).arrayBuffer());
  const upload = async (bytes: Uint8Array, token = admin) => {
    const form = new FormData();
    form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'rows.xlsx');
    const response = await server.app.request('/api/file/Uploader/import', { method: 'POST', headers: { authorization: token }, body: form });
    return ((await response.json()) as Envelope<{ fileId: string }>).data.fileId;
  };
  const modelRecords = async () => (await server.database.db.select().from(records).where(eq(records.screen, `vd${modelId.replace(/[^A-Za-z0-9]/g, '')}`))).map((row) => row.data as Record<string, unknown>);

  beforeAll(async () => {
    server = await createTestServer(kind);
    [admin, staff] = await Promise.all([tokenFor(server.app, ADMIN), tokenFor(server.app, STAFF)]);
    modelId = (await api<{ id: string }>('/api/visualdev/Base', { method: 'POST', body: { fullName: '物品', enCode: 'sheetModel', category: 'asset', formData: FORM, columnData: COLUMNS } })).data.id;
    menuId = (await api<{ menuIds: string[] }>(`/api/visualdev/Base/${modelId}/Actions/Release`, { method: 'POST', body: { pcModuleParentId: 'm_onlineDev' } })).data.menuIds[0]!;
    for (const [name, kindValue, qty, day, urgent] of [['桌子', 'office', 2, Date.UTC(2026, 0, 5, 4), 0], ['车床', 'plant', 1, Date.UTC(2026, 1, 6, 4), 1]] as const) {
      const created = await api(base(), { method: 'POST', body: { name, kind: kindValue, qty, day: new Date(new Date(day).getFullYear(), new Date(day).getMonth(), new Date(day).getDate()).getTime(), urgent } });
      expect(created.code, created.msg).toBe(200);
    }
  }, 240_000);
  afterAll(async () => {
    await server.close();
  });

  it('exports the chosen columns of every record as the list shows them (option labels, days, 是/否)', async () => {
    const answer = await api<{ name: string; url: string }>(`${base()}/Actions/Export`, { method: 'POST', body: { dataType: 1, selectKey: 'name,kind,day,urgent,creator', sidx: 'name', sort: 'asc' } });
    expect(answer.code, answer.msg).toBe(200);
    expect(answer.data.name).toMatch(/^物品_\d{8}\.xlsx$/);
    expect(answer.data.url).toMatch(/^\/api\/file\/Download\?encryption=/);
    const rows = await download(answer.data.url);
    expect(rows[0]).toEqual(['名称', '类别', '日期', '紧急', '录入人']);
    expect(rows.slice(1).sort((a, b) => String(a[0]).localeCompare(String(b[0]), 'zh'))).toEqual(
      [
        ['桌子', '办公', '2026-01-05', '否', '管理员'],
        ['车床', '生产', '2026-02-06', '是', '管理员'],
      ].sort((a, b) => a[0]!.localeCompare(b[0]!, 'zh')),
    );
    const page = await api<{ url: string }>(`${base()}/Actions/Export`, { method: 'POST', body: { dataType: 0, currentPage: 1, pageSize: 1, selectKey: ['qty'] } });
    expect(await download(page.data.url)).toHaveLength(2);
  });

  it('offers a template of the importable fields and imports a sheet: good rows stored, bad rows reported with their reason', async () => {
    const template = await api<{ url: string }>(`${base()}/Template`);
    const header = (await download(template.data.url))[0]!;
    // Context defaults are the server's: no column for the creator.
    expect(header).toEqual(['名称', '类别', '数量', '日期', '紧急']);
    const fileId = await upload(xlsx([header, ['椅子', '办公', '4', '2026-03-01', '是'], ['', '办公', '1', '', ''], ['柜子', '仓储', '1', '', ''], ['架子', '', '1,200', '2026/3/2', '否']]));
    const preview = await api<{ headerRow: { id: string; fullName: string }[]; dataRow: Record<string, string>[] }>(`${base()}/ImportPreview?fileName=${fileId}`);
    expect(preview.code, preview.msg).toBe(200);
    expect(preview.data.headerRow.map((column) => column.id)).toEqual(['name', 'kind', 'qty', 'day', 'urgent']);
    expect(preview.data.dataRow).toHaveLength(4);
    expect(preview.data.dataRow[0]).toEqual({ name: '椅子', kind: '办公', qty: '4', day: '2026-03-01', urgent: '是' });
    const imported = await api<{ resultType: number; snum: number; fnum: number; failResult: Record<string, string>[] }>(`${base()}/ImportData`, { method: 'POST', body: { list: preview.data.dataRow } });
    expect(imported.code, imported.msg).toBe(200);
    expect(imported.data).toMatchObject({ resultType: 1, snum: 2, fnum: 2 });
    expect(imported.data.failResult.map((row) => row.errorsInfo)).toEqual(['名称不能为空', '类别的值“仓储”无效']);
    const stored = await modelRecords();
    expect(stored.find((row) => row.name === '椅子')).toMatchObject({ kind: 'office', qty: 4, urgent: 1, day: new Date(2026, 2, 1).getTime(), creator: '管理员' });
    expect(stored.find((row) => row.name === '架子')).toMatchObject({ qty: 1200, urgent: 0, day: new Date(2026, 2, 2).getTime() });
    const failed = await api<{ url: string }>(`${base()}/ImportExceptionData`, { method: 'POST', body: { list: imported.data.failResult } });
    const failedRows = await download(failed.data.url);
    expect(failedRows[0]).toEqual(['名称', '类别', '数量', '日期', '紧急', '异常原因']);
    expect(failedRows[2]).toEqual(['柜子', '仓储', '1', '', '', '类别的值“仓储”无效']);
  });

  it('refuses bad input in the caller\'s language and changes nothing', async () => {
    const before = await tableDigest(server.database);
    const cases: [string, { method?: string; body?: unknown }, string][] = [
      [`${base()}/ImportPreview?fileName=../x`, {}, '请选择要导入的文件'],
      [`${base()}/ImportPreview?fileName=nope.xlsx`, {}, '导入文件不存在，请重新上传'],
      [`${base()}/ImportData`, { method: 'POST', body: { list: [] } }, '导入数据为空'],
      [`${base()}/ImportData`, { method: 'POST', body: { list: 'x' } }, '导入数据为空'],
      // The preview keeps to the spec's 1000 rows; one import call takes up to ten times that (resource/spreadsheet.ts).
      [`${base()}/ImportData`, { method: 'POST', body: { list: Array.from({ length: 10_001 }, () => ({ name: 'a' })) } }, '一次最多导入10000条数据'],
      [`${base()}/ImportData`, { method: 'POST', body: { list: [1] } }, '导入文件无效，请选择 .xlsx 格式的文件'],
      [`${base()}/Actions/Export`, { method: 'POST', body: { selectKey: 'ghost' } }, '请选择要导出的字段'],
      ['/api/visualdev/OnlineDev/vd_asset_requisition/Template', {}, '请求的接口不存在：/api/visualdev/OnlineDev/vd_asset_requisition/Template'],
    ];
    for (const [path, options, msg] of cases) {
      const answer = await api(path, options);
      expect(answer.code, path).not.toBe(200);
      expect(answer.msg, path).toBe(msg);
    }
    // A broken zip (an .xlsx is one) is no workbook.
    const text = await upload(new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...Array.from({ length: 60 }, (_, i) => (i * 37) % 256)]));
    expect((await api(`${base()}/ImportPreview?fileName=${text}`)).msg).toBe('导入文件无效，请选择 .xlsx 格式的文件');
    const wrong = await upload(xlsx([['别的', '表头'], ['a', 'b']]));
    expect((await api(`${base()}/ImportPreview?fileName=${wrong}`)).msg).toBe('导入文件的表头与模板不一致，请下载模板后填写');
    const en = await call(server.app, `${base()}/ImportData`, { token: admin, method: 'POST', body: { list: [] }, headers: { 'accept-language': 'en' } });
    expect(en.msg).toBe('There is no data to import');
    // Uploads are stored files, not records: every other table is as it was.
    expect(await tableDigest(server.database)).toBe(before);
  });

  it('needs the model\'s download and upload buttons, and exports only the columns the caller holds', async () => {
    const db = server.database.db;
    const items = await db.select().from(modulePermissions).where(eq(modulePermissions.moduleId, menuId));
    const item = (kindName: string, code: string) => items.find((entry) => entry.kind === kindName && entry.enCode === code)!;
    const grant = (itemType: string, itemId: string) => ({ itemType, itemId, objectType: 'User', objectId: 'user_staff' });
    await db.insert(authorizations).values([grant('module', menuId)]);
    expect((await api(`${base()}/Actions/Export`, { token: staff, method: 'POST', body: { dataType: 1 } })).msg).toBe('您没有此操作的权限');
    expect((await api(`${base()}/Template`, { token: staff })).msg).toBe('您没有此操作的权限');
    expect((await api(`${base()}/ImportData`, { token: staff, method: 'POST', body: { list: [{ name: 'x' }] } })).msg).toBe('您没有此操作的权限');
    await db.insert(authorizations).values([grant('button', item('button', 'btn_download').id), grant('column', item('column', 'name').id), grant('column', item('column', 'qty').id)]);
    const answer = await api<{ url: string }>(`${base()}/Actions/Export`, { token: staff, method: 'POST', body: { dataType: 1, selectKey: 'name,kind,qty' } });
    expect(answer.code, answer.msg).toBe(200);
    expect((await download(answer.data.url))[0]).toEqual(['名称', '数量']);
  });
});
