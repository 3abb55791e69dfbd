/**
 * The schema screens in a real browser against the real server: create, edit and delete as admin; staff sees no
 * forbidden button, and the same calls made directly are refused by the server.
 */
import type { Page } from 'playwright-core';
import { ADMIN, STAFF, screenshot, useBrowserApp } from './harness';

const app = useBrowserApp({ viewport: { width: 1440, height: 900 } });

const dialog = (p: Page) => p.locator('.ant-modal:visible');
const okButton = (p: Page) => dialog(p).getByRole('button', { name: /确\s*定/ });

/**
 * Edits the row showing `from` (its `label` field becomes `to`; the dialog shows `editTitle` when given), then
 * deletes it after the confirmation.
 */
async function renameThenDelete(list: ReturnType<Page['getByTestId']>, from: string, label: string, to: string, editTitle?: string) {
  await list.locator('tr', { hasText: from }).getByRole('button', { name: /编\s*辑/ }).click();
  if (editTitle) await dialog(app.page).getByText(editTitle, { exact: true }).waitFor();
  await waitForValue(dialog(app.page).getByLabel(label), from);
  await dialog(app.page).getByLabel(label).fill(to);
  await okButton(app.page).click();
  await app.page.getByText('更新成功').waitFor();
  const renamed = list.locator('tr', { hasText: to });
  await renamed.waitFor();
  await renamed.getByRole('button', { name: /删\s*除/ }).click();
  await app.page.getByText('此操作将永久删除该数据, 是否继续?').waitFor();
  await app.page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
  await app.page.getByText('删除成功').waitFor();
  await renamed.waitFor({ state: 'detached' });
}

describe('positions (EamPosition)', () => {
  it('creates, edits and deletes a position as admin', async () => {
    await app.openAs(ADMIN, '/eam/eamPosition');
    const list = app.page.getByTestId('list-page-eamPosition');
    await list.waitFor();
    await list.locator('[data-action="add"]').click();
    await dialog(app.page).getByText('新建', { exact: true }).waitFor();

    // Saving an empty form is refused with the spec's messages and keeps the dialog open.
    await okButton(app.page).click();
    await dialog(app.page).getByText('请输入').first().waitFor();
    await screenshot(app.page, 'position-dialog-validation');

    await dialog(app.page).getByLabel('上级').click();
    await app.page.locator('.ant-select-tree-title', { hasText: '顶级节点' }).first().click();
    await dialog(app.page).getByLabel('名称').fill('设备巡检员');
    await dialog(app.page).getByLabel('编码').fill('E2E-INSPECT');
    await okButton(app.page).click();
    await app.page.getByText('新建成功').waitFor();
    await dialog(app.page).waitFor({ state: 'hidden' });
    const row = list.locator('tr', { hasText: '设备巡检员' });
    await row.waitFor();
    await screenshot(app.page, 'positions-list');

    await renameThenDelete(list, '设备巡检员', '名称', '设备巡检主管', '编辑');
  });

  it('shows staff the list without add, edit or remove, and the server refuses those calls', async () => {
    await app.openAs(STAFF, '/eam/eamPosition');
    const list = app.page.getByTestId('list-page-eamPosition');
    await list.locator('tbody tr.ant-table-row').first().waitFor();
    expect(await list.locator('[data-action="add"]').count()).toBe(0);
    expect(await list.getByRole('button', { name: /编\s*辑|删\s*除/ }).count()).toBe(0);
    await screenshot(app.page, 'positions-staff');

    const answers = await app.page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('klx_token') ?? '""') as string;
      const headers = { Authorization: token, 'Content-Type': 'application/json' };
      const list = await (await fetch('/api/eam/EamPosition', { headers })).json();
      const create = await (await fetch('/api/eam/EamPosition', { method: 'POST', headers, body: JSON.stringify({ parentid: '-1', fullname: 'x' }) })).json();
      const id = list.data.list[0].id as string;
      const update = await (await fetch(`/api/eam/EamPosition/${id}`, { method: 'PUT', headers, body: JSON.stringify({ parentid: '-1', fullname: 'y' }) })).json();
      const remove = await (await fetch(`/api/eam/EamPosition/${id}`, { method: 'DELETE', headers })).json();
      const users = await (await fetch('/api/permission/Users', { headers })).json();
      return { list: list.code, create: create.code, update: update.code, remove: remove.code, users: users.code };
    });
    expect(answers.list).toBe(200);
    expect(answers.create).not.toBe(200);
    expect(answers.update).not.toBe(200);
    expect(answers.remove).not.toBe(200);
    expect(answers.users).not.toBe(200);
  });
});

/** Waits until an input shows the value (inputs hold their text as a value, not as text content). */
async function waitForValue(locator: ReturnType<Page['locator']>, value: string) {
  const deadline = Date.now() + 10_000;
  let seen = '';
  while (Date.now() < deadline) {
    seen = await locator.inputValue();
    if (seen === value) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`expected the input to show "${value}", it shows "${seen}"`);
}

/** Picks an option of the antd select or tree select labelled `label` in the open dialog. */
async function choose(p: Page, label: string, option: string) {
  await dialog(p).getByLabel(label).click();
  const exact = new RegExp(`^\\s*${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  await p.locator('.ant-select-dropdown:visible').locator('.ant-select-item-option, .ant-select-tree-title', { hasText: exact }).first().click();
}

describe('asset categories (EamDatatype)', () => {
  it('shows the fields of the chosen depreciation method, requires them, and creates, edits and deletes a category', async () => {
    await app.openAs(ADMIN, '/eam/eamDatatype');
    const list = app.page.getByTestId('list-page-eamDatatype');
    await list.locator('[data-action="add"]').click();
    await dialog(app.page).getByText('新建', { exact: true }).waitFor();
    // Method 99 (the default) shows none of the depreciation fields.
    expect(await dialog(app.page).getByLabel('使用年限(年)').count()).toBe(0);
    await choose(app.page, '折旧方法', '直线法');
    await dialog(app.page).getByLabel('使用年限(年)').waitFor();
    await dialog(app.page).getByLabel('净残值(元)').waitFor();
    expect(await dialog(app.page).getByLabel('总工作量').count()).toBe(0);
    await choose(app.page, '折旧方法', '工作量法');
    await dialog(app.page).getByLabel('总工作量').waitFor();
    await dialog(app.page).getByLabel('年平均工作量').waitFor();
    expect(await dialog(app.page).getByLabel('使用年限(年)').count()).toBe(0);

    await choose(app.page, '上级', '顶级节点');
    await dialog(app.page).getByLabel('类别名称').fill('检测仪器');
    await dialog(app.page).getByLabel('类别编码').fill('E2E-TEST-EQ');
    await dialog(app.page).getByLabel('总工作量').fill('12000');
    await dialog(app.page).getByLabel('年平均工作量').fill('2400');
    await waitForValue(dialog(app.page).getByLabel('月平均工作量'), '200.00'); // the monthly average, computed live
    await screenshot(app.page, 'asset-category-dialog-workload');
    await okButton(app.page).click();
    await app.page.getByText('新建成功').waitFor();
    await list.locator('tr', { hasText: '检测仪器' }).waitFor();
    await renameThenDelete(list, '检测仪器', '类别名称', '精密检测仪器');
  });
});

describe('bill rules', () => {
  it('recomputes the example live, saves a rule that then issues numbers, and edits and deletes it', async () => {
    await app.openAs(ADMIN, '/system/billRule');
    const list = app.page.getByTestId('list-page-billRule');
    await list.locator('[data-action="add"]').click();
    await dialog(app.page).getByText('新建', { exact: true }).waitFor();
    await dialog(app.page).getByLabel('业务名称').fill('设备巡检单');
    await dialog(app.page).getByLabel('业务编码').fill('E2EInspect');
    await choose(app.page, '业务分类', '资产单据');
    await dialog(app.page).getByLabel('流水前缀').fill('XJ');
    await choose(app.page, '流水日期', 'yyyy');
    await dialog(app.page).getByLabel('流水位数').fill('4');
    await dialog(app.page).getByLabel('流水起始').fill('7');
    const year = String(new Date().getFullYear());
    await waitForValue(dialog(app.page).getByLabel('流水范例'), `XJ${year}0007`);
    await screenshot(app.page, 'bill-rule-dialog');
    await okButton(app.page).click();
    await app.page.getByText('新建成功').waitFor();
    await list.locator('tr', { hasText: '设备巡检单' }).waitFor();

    // The rule's first number, shown to a form: reserved for the caller, so asking again shows the same one.
    const numbers = await app.page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('klx_token') ?? '""') as string;
      const next = async () => (await (await fetch('/api/system/BillRule/BillNumber/E2EInspect', { headers: { Authorization: token } })).json()).data as string;
      return [await next(), await next()];
    });
    expect(numbers).toEqual([`XJ${year}0007`, `XJ${year}0007`]);
    await renameThenDelete(list, '设备巡检单', '业务名称', '设备点检单');
  });
});

describe('data dictionary (systemData-dictionary)', () => {
  it('lists the entries of a category, adds, edits and deletes one, and does the same with a category in the management drawer', async () => {
    await app.openAs(ADMIN, '/systemData/dictionary');
    const tree = app.page.getByTestId('left-tree');
    await tree.getByText('性别', { exact: true }).click();
    const list = app.page.getByTestId('list-page-dictionaryData');
    await list.locator('tr', { hasText: '男' }).waitFor();
    await list.locator('[data-action="add"]').click();
    await dialog(app.page).getByText('新建字典').waitFor();
    await dialog(app.page).getByLabel('名称').fill('未知');
    await dialog(app.page).getByLabel('编码').fill('9');
    await okButton(app.page).click();
    await app.page.getByText('新建成功').waitFor();
    await list.locator('tr', { hasText: '未知' }).waitFor();
    await screenshot(app.page, 'dictionary-page');
    await renameThenDelete(list, '未知', '名称', '未说明');

    await tree.getByText('更多').click();
    await app.page.locator('.ant-dropdown:visible').getByText('分类管理').click();
    const drawer = app.page.locator('.ant-drawer:visible');
    await drawer.getByText('字典分类管理').waitFor();
    const categories = drawer.getByTestId('list-page-dictionaryType');
    await categories.locator('tr', { hasText: '性别' }).waitFor();
    await screenshot(app.page, 'dictionary-category-drawer');

    // The category editor inside the drawer: 新建分类, then edit and delete.
    await categories.locator('[data-action="add"]').click();
    await dialog(app.page).getByText('新建分类').waitFor();
    await choose(app.page, '上级', '顶级节点');
    await dialog(app.page).getByLabel('名称').fill('设备状态');
    await dialog(app.page).getByLabel('编码').fill('e2e.deviceState');
    await okButton(app.page).click();
    await app.page.getByText('新建成功').waitFor();
    await categories.locator('tr', { hasText: '设备状态' }).waitFor();
    await renameThenDelete(categories, '设备状态', '名称', '设备运行状态');
  });
});

describe('users and employees', () => {
  it('adds an employee with gender from the sex dictionary, an organisation path, positions, a manager and a role, refusing a duplicate account on blur; edits and deletes the employee', async () => {
    await app.openAs(ADMIN, '/permission/user');
    const list = app.page.getByTestId('list-page-users');
    await list.locator('[data-action="add"]').click();
    const form = dialog(app.page);
    await form.getByText('新建', { exact: true }).waitFor();
    await form.getByLabel('账户').fill('staff');
    await form.getByLabel('姓名').click();
    await form.getByText('工号已存在').waitFor();
    await form.getByLabel('账户').fill('e2e.worker');
    await form.getByLabel('姓名').fill('王工');
    await choose(app.page, '性别', '男');
    await form.getByLabel('所属组织').click();
    await app.page.locator('.ant-cascader-menu-item', { hasText: 'KLX 科技有限公司' }).first().click();
    await app.page.locator('.ant-cascader-menu-item', { hasText: '资产管理部' }).first().click();
    // Positions and roles take several: the drop-down stays open until the user clicks elsewhere.
    await choose(app.page, '岗位', '资产专员/资产管理部');
    await choose(app.page, '岗位', '资产管理员/资产管理部');
    await form.locator('.ant-modal-title').click();
    await choose(app.page, '直属主管', '张敏/staff');
    await choose(app.page, '角色', '普通员工');
    await form.locator('.ant-modal-title').click();
    await screenshot(app.page, 'employee-dialog');
    await okButton(app.page).click();
    await app.page.getByText('新建成功').waitFor();
    await list.locator('tr', { hasText: 'e2e.worker' }).waitFor();

    // Editing shows what was stored.
    await list.locator('tr', { hasText: 'e2e.worker' }).getByRole('button', { name: /编\s*辑/ }).click();
    for (const chosen of ['资产专员/资产管理部', '资产管理员/资产管理部', '张敏/staff', '普通员工']) await dialog(app.page).locator('.ant-select', { hasText: chosen }).waitFor();
    await dialog(app.page).getByRole('button', { name: /取\s*消/ }).click();
    await dialog(app.page).waitFor({ state: 'detached' });
    await renameThenDelete(list, '王工', '姓名', '王工程师');
  });
});
