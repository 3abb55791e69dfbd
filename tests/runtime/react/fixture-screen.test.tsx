// @vitest-environment jsdom
/**
 * The proof of issue 4 on the client: a screen that exists only as a schema file in the test fixtures
 * (tests/fixtures/schemas/warehouse.json) gets a working list, add dialog and validation from the runtime, and a
 * guarded API from the server — with no code of its own, granted only by a menu row and its buttons.
 */
import path from 'node:path';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import warehouseSchema from '../../fixtures/schemas/warehouse.json';
import { createCan } from '../../../runtime/core/permission/filter';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import { ScreenPage } from '../../../runtime/react/screen/ScreenPage';
import { modulePermissions, modules } from '../../../server/db/schema';
import { DEFAULT_SCHEMA_DIR } from '../../../server/schemas/loader';
import { ADMIN, STAFF, createTestServer, type TestServer } from '../../server/harness';
import { signInProvider, type ServerSession } from './support/server-provider';
import { createTestHost, renderWithHost } from './support/test-host';

const warehouse = warehouseSchema as unknown as ScreenSchema;
let server: TestServer;
let admin: ServerSession;
let staff: ServerSession;

beforeAll(async () => {
  server = await createTestServer('pglite', { schemaDirs: [DEFAULT_SCHEMA_DIR, path.resolve('tests/fixtures/schemas')] });
  // Publishing the screen is data only: a menu entry for its route and the buttons its actions need.
  await server.database.db.insert(modules).values({ id: 'm_warehouse', parentId: 'm_eam', systemId: 'sys_main', fullName: '仓库管理', enCode: 'eam.warehouse', type: 2, urlAddress: 'eam/warehouse' });
  await server.database.db.insert(modulePermissions).values(
    ['btn_add', 'btn_edit', 'btn_remove'].map((enCode, sortCode) => ({ id: `p_warehouse_${enCode}`, moduleId: 'm_warehouse', kind: 'button', fullName: enCode, enCode, sortCode })),
  );
  [admin, staff] = await Promise.all([signInProvider(server, ADMIN.account, ADMIN.password), signInProvider(server, STAFF.account, STAFF.password)]);
});
afterAll(async () => {
  cleanup();
  await server.close();
});
afterEach(() => cleanup());

const hostFor = (session: ServerSession) => ({ ...createTestHost({ data: session.data }), can: createCan(session.permissionList), modelId: session.modelIdOf('/eam/warehouse') });

describe('a schema-only warehouse screen in the runtime', () => {
  it('lists, validates and adds a warehouse through its dialog', async () => {
    const host = hostFor(admin);
    renderWithHost(<ScreenPage schema={warehouse} />, host);
    await screen.findByText('暂无数据', {}, { timeout: 20_000 });

    fireEvent.click(document.querySelector('[data-action="add"]')!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('仓库名称')).toBeTruthy();
    const ok = within(dialog).getByRole('button', { name: /确\s*定/ });

    fireEvent.click(ok);
    expect(await within(dialog).findByText('请输入仓库名称')).toBeTruthy();
    expect(await within(dialog).findByText('请输入仓库编码')).toBeTruthy();

    fireEvent.change(dialog.querySelector('#root_fullName')!, { target: { value: '华东仓' } });
    fireEvent.change(dialog.querySelector('#root_enCode')!, { target: { value: 'east 01' } });
    fireEvent.click(ok);
    expect(await within(dialog).findByText('仓库编码只能输入大写字母、数字和短横线')).toBeTruthy();

    fireEvent.change(dialog.querySelector('#root_enCode')!, { target: { value: 'E-01' } });
    fireEvent.click(ok);
    expect(await screen.findByText('华东仓', {}, { timeout: 20_000 })).toBeTruthy();
    expect(host.toasts).toContainEqual(expect.objectContaining({ kind: 'success', text: '新建成功' }));
    const stored = await admin.data.list({ resource: warehouse.resource }, { currentPage: 1, pageSize: 20 });
    expect(stored.list).toEqual([expect.objectContaining({ fullName: '华东仓', enCode: 'E-01', parentId: '-1' })]);
  }, 90_000);

  it('refuses a user without the menu grant on the server, whatever the client shows', async () => {
    await expect(staff.data.list({ resource: warehouse.resource }, { currentPage: 1, pageSize: 20 })).rejects.toThrow();
    await expect(staff.data.create({ resource: warehouse.resource }, { fullName: '偷偷建的仓', enCode: 'X-1' })).rejects.toThrow();
    await waitFor(() => expect(staff.failures).toEqual(['您没有此操作的权限', '您没有此操作的权限']));
  });
});
