// @vitest-environment jsdom
/**
 * The employee dialog against the real server: gender options from the sex dictionary, the organisation cascader
 * storing the last id as organizeId, the positions of the chosen organisation, the duplicate-account check on blur through the employee list query, and a
 * user created with all of it; the row's reset-password dialog and unlock action.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import users from '../../../schemas/users.json';
import { createCan } from '../../../runtime/core/permission/filter';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import { ScreenPage } from '../../../runtime/react/screen/ScreenPage';
import { ADMIN, createTestServer, postLogin, type TestServer } from '../../server/harness';
import { allFieldErrors, fieldCell, fieldError } from './support/form-queries';
import { signInProvider, type ServerSession } from './support/server-provider';
import { createTestHost, renderWithHost } from './support/test-host';

const schema = users as unknown as ScreenSchema;
let server: TestServer;
let admin: ServerSession;
beforeAll(async () => {
  server = await createTestServer('pglite');
  admin = await signInProvider(server, ADMIN.account, ADMIN.password);
});
afterAll(async () => {
  cleanup();
  await server.close();
});

it('adds an employee: sex dictionary, organisation path, and the duplicate check on blur', async () => {
  // Form permission is not applied here: the seeded grants list only some of the dialog's fields.
  const host = { ...createTestHost({ data: admin.data }), can: createCan(admin.permissionList, { enabled: false }), modelId: admin.modelIdOf('/permission/user') };
  renderWithHost(<ScreenPage schema={schema} />, host);
  expect(await screen.findByText('张敏', {}, { timeout: 20_000 })).toBeTruthy();
  await waitFor(() => expect(within(screen.getByText('张敏').closest('tr')!).getByText('女')).toBeTruthy());

  fireEvent.click(document.querySelector('[data-action="add"]')!);
  const dialog = await screen.findByRole('dialog');
  expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('800px');
  const account = dialog.querySelector('#root_account')!;
  fireEvent.change(account, { target: { value: 'staff' } });
  fireEvent.blur(account);
  await waitFor(() => expect(fieldError('account')).toBe('工号已存在'), { timeout: 20_000 });
  fireEvent.change(account, { target: { value: 'wanglei' } });
  fireEvent.blur(account);
  await waitFor(() => expect(fieldError('account')).toBe(''), { timeout: 20_000 });

  fireEvent.change(dialog.querySelector('#root_realName')!, { target: { value: '王磊' } });
  fireEvent.mouseDown(fieldCell('gender').querySelector('[role="combobox"]')!);
  fireEvent.click((await screen.findAllByTitle('男', {}, { timeout: 20_000 })).at(-1)!);
  const pickOrganize = async (name: string) => {
    fireEvent.mouseDown(fieldCell('organizeIdTree').querySelector('[role="combobox"]')!);
    fireEvent.click((await screen.findAllByText('KLX 科技有限公司', {}, { timeout: 20_000 })).at(-1)!);
    fireEvent.click((await screen.findAllByText(name)).at(-1)!);
  };
  await pickOrganize('信息技术部');

  // Positions are those of the chosen organisation, and a change of organisation clears the chosen ones.
  fireEvent.mouseDown(fieldCell('positionId').querySelector('[role="combobox"]')!);
  fireEvent.click(await screen.findByTitle('IT工程师/信息技术部', {}, { timeout: 20_000 }));
  expect(screen.queryByTitle('资产专员/资产管理部')).toBeNull();
  await waitFor(() => expect(fieldCell('positionId').textContent).toContain('IT工程师/信息技术部'));
  await pickOrganize('资产管理部');
  await waitFor(() => expect(fieldCell('positionId').textContent).not.toContain('IT工程师'));

  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await screen.findByText('王磊', {}, { timeout: 20_000 })).toBeTruthy();
  expect(admin.failures).toEqual([]);
  const created = (await admin.data.list({ resource: schema.resource }, { keyword: 'wanglei', currentPage: 1, pageSize: 20 })).list[0]!;
  expect(created).toMatchObject({ account: 'wanglei', realName: '王磊', gender: '1', organizeId: 'org_asset', positionId: '' });
}, 90_000);

it('resets a user password from the row: both entries must match, then the user signs in with the new one', async () => {
  const host = { ...createTestHost({ data: admin.data }), can: createCan(admin.permissionList), modelId: admin.modelIdOf('/permission/user') };
  renderWithHost(<ScreenPage schema={schema} />, host);
  const row = (await screen.findByText('张敏', {}, { timeout: 20_000 })).closest('tr')!;
  // Two actions show; the others are under 更多 (issue 14: the pinned column clipped its last action at 800 px).
  fireEvent.click(within(row).getByRole('button', { name: /更\s*多/ }));
  fireEvent.click(await screen.findByText('重置密码', { selector: '.ant-dropdown [data-action="resetPassword"]' }));
  const dialog = await screen.findByRole('dialog');
  expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('600px');
  const [password, repeat] = dialog.querySelectorAll('input[type="password"]');
  fireEvent.change(password!, { target: { value: 'NewPass2026' } });
  fireEvent.change(repeat!, { target: { value: 'Other2026' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await within(dialog).findByText('两次密码输入不一致')).toBeTruthy();
  fireEvent.change(repeat!, { target: { value: 'NewPass2026' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  await waitFor(() => expect(host.toasts).toContainEqual({ kind: 'success', text: '重置密码成功', durationMs: 1000 }), { timeout: 20_000 });
  expect((await postLogin(server.app, 'staff', 'NewPass2026')).code).toBe(200);
}, 90_000);

it('unlocks a user after the confirmation', async () => {
  const host = { ...createTestHost({ data: admin.data }), can: createCan(admin.permissionList), modelId: admin.modelIdOf('/permission/user') };
  renderWithHost(<ScreenPage schema={schema} />, host);
  const row = (await screen.findByText('张敏', {}, { timeout: 20_000 })).closest('tr')!;
  // Two actions show; the others are under 更多 (issue 14: the pinned column clipped its last action at 800 px).
  fireEvent.click(within(row).getByRole('button', { name: /更\s*多/ }));
  fireEvent.click(await screen.findByText('解除锁定', { selector: '.ant-dropdown [data-action="unlock"]' }));
  await waitFor(() => expect(host.toasts).toContainEqual({ kind: 'success', text: '解锁成功', durationMs: 1000 }), { timeout: 20_000 });
  expect(host.confirms.at(-1)).toBe('此操作将解除该账户的锁定，是否继续？');
});

it('edits a user: the loaded record, the mobile pattern message, then the saved change', async () => {
  const host = { ...createTestHost({ data: admin.data }), can: createCan(admin.permissionList), modelId: admin.modelIdOf('/permission/user') };
  renderWithHost(<ScreenPage schema={schema} />, host);
  const row = (await screen.findByText('张敏', {}, { timeout: 20_000 })).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }));
  const dialog = await screen.findByRole('dialog');
  const mobile = await within(dialog).findByDisplayValue('13800138000', {}, { timeout: 20_000 });
  await waitFor(() => expect(fieldCell('organizeIdTree').textContent).toContain('资产管理部'), { timeout: 20_000 });
  fireEvent.change(mobile, { target: { value: '12345' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  await waitFor(() => expect(fieldError('mobilePhone')).toBe('请正确输入您的手机号'));
  fireEvent.change(mobile, { target: { value: '13900139000' } });
  await waitFor(() => expect(fieldError('mobilePhone')).toBe(''));
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await screen.findByText('13900139000', {}, { timeout: 10_000, onTimeout: (error) => new Error(`${error.message.slice(0, 80)} ${JSON.stringify(allFieldErrors())} ${JSON.stringify(admin.failures)}`) })).toBeTruthy();
  expect(host.toasts).toContainEqual({ kind: 'success', text: '更新成功', durationMs: 1000 });
}, 90_000);
