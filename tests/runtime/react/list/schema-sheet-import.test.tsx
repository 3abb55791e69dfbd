// @vitest-environment jsdom
/**
 * The three-step import dialog on a schema screen (issue 11 §3, the users of spec 03 §7) against the real server:
 * the template link, an uploaded sheet's editable preview with row delete, and the result with the counts and the
 * failed rows with their reason column, whose export hands the host a link.
 */
import { utils, write } from '@e965/xlsx';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import users from '../../../../schemas/users.json';
import { users as usersTable } from '../../../../server/db/schema';
import { createCan } from '../../../../runtime/core/permission/filter';
import type { ScreenSchema } from '../../../../runtime/core/schema/types';
import { createMemoryStorage } from '../../../../server/modules/file/memory-storage';
import { ScreenPage } from '../../../../runtime/react/screen/ScreenPage';
import { ADMIN, createTestServer, type TestServer } from '../../../server/harness';
import { signInProvider, type ServerSession } from '../support/server-provider';
import { createTestHost, renderWithHost } from '../support/test-host';

const schema = users as unknown as ScreenSchema;
const xlsx = (rows: unknown[][]) => {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Sheet1');
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
};

let server: TestServer;
let admin: ServerSession;
// The uploaded sheet goes straight into the server's file store: in jsdom the provider cannot send a binary upload
// (tests/server/users/user-sheets.test.ts uploads through the real call).
const files = createMemoryStorage();
beforeAll(async () => {
  server = await createTestServer('pglite', { files });
  admin = await signInProvider(server, ADMIN.account, ADMIN.password);
}, 240_000);
afterAll(async () => {
  cleanup();
  await server.close();
});

it('imports through the three steps: template, editable preview with row delete, result with the failed rows', async () => {
  const data = { ...admin.data, upload: async (url: string) => ({ code: 200, msg: '', data: url === '/api/file/Uploader/import' ? { fileId: 'sheet-ui.xlsx', name: 'users.xlsx' } : {} }) };
  const host = { ...createTestHost({ data: data as typeof admin.data }), can: createCan(admin.permissionList, { enabled: false }), modelId: admin.modelIdOf('/permission/user') };
  renderWithHost(<ScreenPage schema={schema} />, host);
  expect(await screen.findByText('张敏', {}, { timeout: 30_000 })).toBeTruthy();
  fireEvent.click(document.querySelector('[data-action="importSheet"]')!);
  const dialog = await screen.findByTestId('import-sheet-dialog', {}, { timeout: 30_000 });
  fireEvent.click(within(dialog).getByText('下载模板'));
  await waitFor(() => expect(host.downloads).toHaveLength(1), { timeout: 20_000 });
  // The template's content is the api tests' (tests/server/users/user-sheets.test.ts); here, the link the host got.
  expect(host.downloads[0]).toMatch(/^\/api\/file\/Download\?encryption=/);

  const bytes = xlsx([
    ['账户', '姓名', '性别', '所属组织'],
    ['ui1', '界面一', '男', '资产管理部'],
    ['ui2', '界面二', '男', '资产管理部'],
    ['staff', '重复', '男', '资产管理部'],
  ]);
  await files.put('import/sheet-ui.xlsx', bytes);
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], 'users.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })] } });
  await waitFor(() => expect(screen.getByTestId('import-file-name').textContent).toBe('users.xlsx'), { timeout: 30_000 });
  fireEvent.click(document.querySelector('[data-action="importNext"]')!);

  // The preview: cells are editable, and a row can be deleted.
  await waitFor(() => expect(document.querySelector('[data-cell="0-realName"]')).toBeTruthy(), { timeout: 30_000 });
  fireEvent.change(document.querySelector('[data-cell="0-realName"]')!, { target: { value: '界面改名' } });
  const second = document.querySelector('[data-cell="1-account"]')!.closest('tr')!;
  fireEvent.click(second.querySelector('button.ant-btn-dangerous')!);
  await waitFor(() => expect(document.querySelector('[data-cell="1-account"]')).toBeNull());
  fireEvent.click(document.querySelector('[data-action="importNext"]')!);

  // The result: counts, the failed row with its reason, and its export.
  await waitFor(() => expect(screen.getByText('工号已存在')).toBeTruthy(), { timeout: 60_000 });
  const named = async (account: string) => server.database.db.select().from(usersTable).where(eq(usersTable.account, account));
  expect((await named('ui1'))[0]?.realName).toBe('界面改名');
  expect(await named('ui2')).toEqual([]);
  fireEvent.click(screen.getByText('导出异常数据').closest('button')!);
  await waitFor(() => expect(host.downloads).toHaveLength(2), { timeout: 30_000 });
}, 240_000);
