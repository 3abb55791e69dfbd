// @vitest-environment jsdom
/**
 * The people pickers against the real app in-process (issue 11 item 4), on a schema-only screen that declares each
 * of them (tests/fixtures/picker-schemas/inspectionTask.json): the approver picker (450 px, a lazy tree where only
 * users can be chosen, keyword by name, 请选择审批人), the staff picker (keyword → flat list, 当前用户, adding a user
 * inside the picker), the mixed selector (tabs, the chosen list grouped by kind, 清空列表), the role and position
 * pickers; the record saves and shows the names — never the ids — in the list and the detail view. The custom select
 * type's infinite scroll runs on an in-memory provider (the seed has fewer users than a page).
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import path from 'node:path';
import { useState } from 'react';
import inspectionTask from '../fixtures/picker-schemas/inspectionTask.json';
import { screenTranslator } from '../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../runtime/core/schema/types';
import { SchemaForm } from '../../runtime/react/form/SchemaForm';
import type { Row } from '../../runtime/react/host';
import { ScreenPage } from '../../runtime/react/screen/ScreenPage';
import { DEFAULT_SCHEMA_DIR } from '../../server/schemas/loader';
import { ADMIN, createTestServer, type TestServer } from '../server/harness';
import { fieldCell } from '../runtime/react/support/form-queries';
import { createMemoryProvider } from '../runtime/react/support/memory-provider';
import { signInProvider, type ServerSession } from '../runtime/react/support/server-provider';
import { createTestHost, renderWithHost } from '../runtime/react/support/test-host';

const schema = inspectionTask as unknown as ScreenSchema;
const LONG = { timeout: 20_000 };

let server: TestServer;
let admin: ServerSession;
beforeAll(async () => {
  server = await createTestServer('pglite', { schemaDirs: [DEFAULT_SCHEMA_DIR, path.resolve('tests/fixtures/picker-schemas')] });
  admin = await signInProvider(server, ADMIN.account, ADMIN.password);
}, 240_000);
afterAll(async () => {
  cleanup();
  await server.close();
});
afterEach(() => cleanup());

/** The picker dialog with this title. */
const pickerDialog = async (title: string) => (await screen.findByText(title, { selector: '.ant-modal-title' }, LONG)).closest('.ant-modal') as HTMLElement;
const open = (field: string) => fireEvent.click(fieldCell(field).querySelector('button[data-picker]')!);
const confirm = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
/** Opens a lazy tree node by its id. */
const expand = async (dialog: HTMLElement, id: string) => {
  const node = await waitFor(() => dialog.querySelector(`[data-node-id="${id}"]`) ?? Promise.reject(new Error(`no node ${id}`)), LONG);
  fireEvent.click(node.closest('.ant-tree-treenode')!.querySelector('.ant-tree-switcher')!);
};

function renderForm(initial: Row = {}) {
  const seen: Row[] = [];
  function Harness() {
    const [values, setValues] = useState<Row>(initial);
    return (
      <SchemaForm
        schema={schema}
        t={screenTranslator(schema, 'zh-CN')}
        values={values}
        mode="add"
        onChange={(next) => {
          seen.push(next);
          setValues(next);
        }}
      />
    );
  }
  renderWithHost(<Harness />, createTestHost({ data: admin.data }));
  return seen;
}

it('the approver picker: 450 px, only a user can be chosen, 请选择审批人, keyword by name', async () => {
  const seen = renderForm();
  open('approver');
  const dialog = await pickerDialog('选择审批人');
  expect(dialog.style.width).toBe('450px');
  // Nothing chosen: the warning, and the dialog stays.
  confirm(dialog);
  expect(await screen.findByText('请选择审批人', {}, LONG)).toBeTruthy();
  // An organisation or a department is not a choice; the tree opens one level at a time down to the users.
  fireEvent.click(await within(dialog).findByText('KLX 科技有限公司', {}, LONG));
  await expand(dialog, 'org_company');
  fireEvent.click(await within(dialog).findByText('资产管理部', {}, LONG));
  expect(dialog.querySelectorAll('[aria-selected="true"][data-node-id]')).toHaveLength(0);
  await expand(dialog, 'org_asset');
  fireEvent.click(await within(dialog).findByText('张敏/staff', {}, LONG));
  await waitFor(() => expect(dialog.querySelector('[data-node-id="user_staff"]')!.getAttribute('aria-selected')).toBe('true'));
  // A keyword switches to the flat list of matching users (by name or account).
  const search = dialog.querySelector<HTMLInputElement>('[data-testid="picker-search"] input, input[data-testid="picker-search"]')!;
  fireEvent.change(search, { target: { value: 'admin' } });
  fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
  const option = await within(dialog).findByText('管理员/admin', {}, LONG);
  expect(within(dialog).queryByText('资产管理部')).toBeNull();
  fireEvent.click(option);
  confirm(dialog);
  await waitFor(() => expect(seen.at(-1)?.approver).toBe('user_admin'), LONG);
  await waitFor(() => expect(fieldCell('approver').textContent).toContain('管理员/admin'), LONG);
}, 90_000);

it('the staff picker: several users, 当前用户, the chosen list with clear, and cancel keeps the previous choice', async () => {
  const seen = renderForm({ members: ['user_staff'] });
  await waitFor(() => expect(fieldCell('members').textContent).toContain('张敏/staff'), LONG);
  open('members');
  const dialog = await pickerDialog('选择用户');
  expect(dialog.style.width).toBe('800px');
  const chosen = () => within(dialog).getByTestId('picker-chosen');
  await waitFor(() => expect(chosen().textContent).toContain('张敏/staff'));
  fireEvent.click(within(dialog).getByRole('button', { name: '当前用户' }));
  // Choosing twice keeps one.
  fireEvent.click(within(dialog).getByRole('button', { name: '当前用户' }));
  await waitFor(() => expect(chosen().querySelectorAll('.klx-picker-chosen')).toHaveLength(2));
  fireEvent.click(within(dialog).getByRole('button', { name: '清空列表' }));
  await waitFor(() => expect(chosen().querySelectorAll('.klx-picker-chosen')).toHaveLength(0));
  // Cancel drops the dialog's changes.
  fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
  await waitFor(() => expect(screen.queryByText('选择用户', { selector: '.ant-modal-title' })).toBeNull());
  expect(seen.filter((values) => values.members !== undefined && JSON.stringify(values.members) !== '["user_staff"]')).toEqual([]);

  open('members');
  const again = await pickerDialog('选择用户');
  fireEvent.click(within(again).getByRole('button', { name: '当前用户' }));
  confirm(again);
  await waitFor(() => expect(seen.at(-1)?.members).toEqual(['user_staff', 'currentUser']), LONG);
  await waitFor(() => expect(fieldCell('members').textContent).toContain('当前用户'));
}, 90_000);

it('the staff picker adds a user inside the picker through the users create call', async () => {
  const seen = renderForm();
  open('members');
  const dialog = await pickerDialog('选择用户');
  const add = within(dialog).getByRole('button', { name: '新增用户' });
  // A department must be chosen first (the new user's organisation).
  expect(add.hasAttribute('disabled')).toBe(true);
  await expand(dialog, 'org_company');
  fireEvent.click(await within(dialog).findByText('财务部', {}, LONG));
  await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
  fireEvent.click(add);
  const form = await pickerDialog('新增用户');
  fireEvent.change(form.querySelector('#account')!, { target: { value: 'liqiang' } });
  fireEvent.change(form.querySelector('#realName')!, { target: { value: '李强' } });
  fireEvent.mouseDown(form.querySelector('[role="combobox"]')!);
  fireEvent.click((await screen.findAllByTitle('男', {}, LONG)).at(-1)!);
  confirm(form);
  await waitFor(() => expect(within(dialog).getByTestId('picker-chosen').textContent).toContain('李强/liqiang'), LONG);
  confirm(dialog);
  await waitFor(() => expect((seen.at(-1)?.members as string[] | undefined)?.length).toBe(1), LONG);
  const created = await admin.data.request<{ list: { id: string; organizeId: string }[] }>('POST', '/api/permission/Users/getSelectedList', { ids: seen.at(-1)!.members as string[] });
  expect(created.list[0]).toMatchObject({ organizeId: 'org_finance' });
}, 90_000);

it('the mixed selector: department, role, position and group tabs, the chosen list grouped by kind', async () => {
  const seen = renderForm();
  open('scope');
  const dialog = await pickerDialog('选择对象');
  expect([...dialog.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual(['部门', '角色', '岗位', '分组']);
  fireEvent.click(within(dialog).getByRole('tab', { name: '角色' }));
  fireEvent.click(await within(dialog).findByText('普通员工', {}, LONG));
  fireEvent.click(within(dialog).getByRole('tab', { name: '部门' }));
  await expand(dialog, 'org_company');
  fireEvent.click(await within(dialog).findByText('信息技术部', {}, LONG));
  const groups = () => [...within(dialog).getByTestId('picker-chosen').querySelectorAll('.klx-picker-group')].map((group) => group.getAttribute('data-kind'));
  await waitFor(() => expect(groups()).toEqual(['department', 'role']));
  confirm(dialog);
  await waitFor(() => expect(seen.at(-1)?.scope).toEqual(['role_staff--role', 'org_it--department']), LONG);
  await waitFor(() => expect(fieldCell('scope').textContent).toContain('普通员工'), LONG);
  expect(fieldCell('scope').textContent).toContain('信息技术部');
}, 90_000);

it('the role picker has organisation and global tabs; the position picker its tree', async () => {
  const seen = renderForm();
  open('roleId');
  const roles = await pickerDialog('选择角色');
  expect([...roles.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual(['组织', '全局']);
  fireEvent.click(within(roles).getByRole('tab', { name: '全局' }));
  fireEvent.click(await within(roles).findByText('资产管理员', {}, LONG));
  confirm(roles);
  await waitFor(() => expect(seen.at(-1)?.roleId).toBe('role_asset_manager'), LONG);

  open('positionId');
  const positions = await pickerDialog('选择岗位');
  fireEvent.click(await within(positions).findByText('总经理', {}, LONG));
  // The organisation above it is not a position.
  fireEvent.click(within(positions).getByText('总经办'));
  confirm(positions);
  await waitFor(() => expect(seen.at(-1)?.positionId).toBe('pos_gm'), LONG);
  await waitFor(() => expect(fieldCell('positionId').textContent).toContain('总经理'));
}, 90_000);

it('saves a record and shows the names, not the ids, in the list and the detail view', async () => {
  const created = await admin.data.create({ resource: schema.resource }, { fullName: '月度巡检', approver: 'user_staff', members: ['user_admin'], scope: ['pos_clerk--position'] });
  expect(created.msg).toBe('新建成功');
  const host = createTestHost({ data: admin.data });
  renderWithHost(<ScreenPage schema={schema} />, host);
  const row = (await screen.findByText('月度巡检', {}, LONG)).closest('tr')!;
  await waitFor(() => expect(row.textContent).toContain('张敏/staff'), LONG);
  expect(row.textContent).toContain('管理员/admin');
  expect(row.textContent).toContain('资产专员');
  expect(row.textContent).not.toContain('user_staff');
  fireEvent.click(within(row).getByText('详情'));
  const detail = await screen.findByTestId('detail-view', {}, LONG);
  await waitFor(() => expect(detail.textContent).toContain('张敏/staff'), LONG);
  expect(detail.textContent).not.toContain('user_');
}, 90_000);

it('the custom select type lists only its users, loading the next page within 200 px of the bottom and stopping on a short page', async () => {
  const data = createMemoryProvider();
  const everyone = Array.from({ length: 45 }, (_, index) => ({ id: `u${index}`, fullName: `用户${index}`, type: 'user' }));
  const asked: unknown[] = [];
  data.answers.set('POST /api/permission/Users/UserCondition', (payload?: { ids: string[]; currentPage: number; pageSize: number }) => {
    asked.push(payload);
    return { list: everyone.slice((payload!.currentPage - 1) * payload!.pageSize, payload!.currentPage * payload!.pageSize) };
  });
  renderWithHost(
    <SchemaForm schema={schema} t={screenTranslator(schema, 'zh-CN')} values={{}} mode="add" onChange={() => undefined} />,
    createTestHost({ data }),
  );
  open('inspector');
  const dialog = await pickerDialog('选择用户');
  const list = await within(dialog).findByTestId('picker-list');
  await within(list).findByText('用户19');
  expect(within(list).queryByText('用户20')).toBeNull();
  // Far from the bottom: nothing more.
  Object.defineProperties(list, { scrollHeight: { value: 2000, configurable: true }, clientHeight: { value: 360, configurable: true } });
  list.scrollTop = 100;
  fireEvent.scroll(list);
  expect(asked).toHaveLength(1);
  // Within 200 px of the bottom: page 2, then page 3 (5 users: the last).
  list.scrollTop = 1500;
  fireEvent.scroll(list);
  await within(list).findByText('用户39');
  fireEvent.scroll(list);
  await within(list).findByText('用户44');
  fireEvent.scroll(list);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(asked).toEqual([1, 2, 3].map((currentPage) => ({ ids: ['user_staff--user'], keyword: '', currentPage, pageSize: 20 })));
  // No 新增用户 under the custom select type.
  expect(within(dialog).queryByRole('button', { name: '新增用户' })).toBeNull();
}, 60_000);
