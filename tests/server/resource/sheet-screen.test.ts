/**
 * A schema screen that declares `resource.spreadsheet` gets the spreadsheet calls from the engine (issue 11 §3):
 * template, preview, import of good, bad and mixed rows in one transaction (a failed row leaves nothing), the
 * failed rows as a sheet and the export of the chosen columns; a screen without the declaration has no such calls.
 */
import path from 'node:path';
import { read, utils, write } from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { records } from '../../../server/db/schema';
import { DEFAULT_SCHEMA_DIR } from '../../../server/schemas/loader';
import { ADMIN, DATABASES, call, createTestServer, tokenFor, type TestServer } from '../harness';

const API = '/api/eam/SheetUnit';
type Envelope<T = Record<string, unknown>> = { code: number; msg: string; data: T };
const sheet = (bytes: ArrayBuffer) => {
  const book = read(new Uint8Array(bytes), { type: 'array' });
  return utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false, defval: '' });
};
const xlsx = (rows: unknown[][]) => {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Sheet1');
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
};

describe.each(DATABASES)('the spreadsheets of a schema screen on %s', (kind) => {
  let server: TestServer;
  let token: string;
  const api = <T = Record<string, unknown>>(p: string, options: { method?: string; body?: unknown } = {}) => call(server.app, p, { token, ...options }) as Promise<Envelope<T>>;
  const download = async (url: string) => sheet(await (await server.app.request(url)).arrayBuffer());
  const stored = async () => (await server.database.db.select().from(records).where(eq(records.screen, 'sheetUnit'))).map((row) => (row.data as { fullName: string }).fullName).sort();
  beforeAll(async () => {
    server = await createTestServer(kind, { schemaDirs: [DEFAULT_SCHEMA_DIR, path.resolve('tests/fixtures/sheet-schemas')] });
    token = await tokenFor(server.app, ADMIN);
  }, 240_000);
  afterAll(async () => {
    await server.close();
  });

  it('imports good rows and reports bad ones with their reason, leaving nothing of them', async () => {
    const template = await api<{ url: string }>(`${API}/TemplateDownload`);
    expect(template.code, template.msg).toBe(200);
    expect((await download(template.data.url))[0]).toEqual(['单位名称', '符号', '排序']);
    const form = new FormData();
    form.append('file', new Blob([xlsx([['单位名称', '符号', '排序'], ['千克', 'kg', 1], ['', 'x', 2], ['克', 'kg', 3], ['米', 'm', 'abc'], ['升', 'L', 4]]) as Uint8Array<ArrayBuffer>]), 'units.xlsx');
    const fileId = ((await (await server.app.request('/api/file/Uploader/import', { method: 'POST', headers: { authorization: token }, body: form })).json()) as Envelope<{ fileId: string }>).data.fileId;
    const preview = await api<{ dataRow: Record<string, string>[] }>(`${API}/ImportPreview?fileName=${fileId}`);
    expect(preview.code, preview.msg).toBe(200);
    const result = await api<{ snum: number; fnum: number; failResult: Record<string, string>[] }>(`${API}/ImportData`, { method: 'POST', body: { list: preview.data.dataRow } });
    expect(result.data).toMatchObject({ snum: 2, fnum: 3 });
    expect(result.data.failResult.map((row) => row.errorsInfo)).toEqual(['请输入单位名称', '符号已存在', expect.stringContaining('排序')]);
    expect(await stored()).toEqual(['千克', '升']);
    const failed = await api<{ url: string }>(`${API}/ImportExceptionData`, { method: 'POST', body: { list: result.data.failResult } });
    expect((await download(failed.data.url)).slice(1).map((row) => row.at(-1))).toEqual(result.data.failResult.map((row) => row.errorsInfo));
    const exported = await api<{ url: string }>(`${API}/Actions/Export`, { method: 'POST', body: { dataType: 1, selectKey: 'fullName,symbol' } });
    expect((await download(exported.data.url)).slice(0, 3)).toEqual([['单位名称', '符号'], ['千克', 'kg'], ['升', 'L']]);
  }, 120_000);

  it('has no spreadsheet calls on a screen that does not declare them', async () => {
    expect((await api('/api/system/Group/TemplateDownload')).code).not.toBe(200);
  });
});
