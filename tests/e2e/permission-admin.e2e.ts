/**
 * Organisation and permission administration in a real browser against the real server: the administrator creates
 * a department and a role, grants the role the positions page with add but not remove, with one column hidden and
 * with a "my department" data scheme made in the authorize screen's scheme dialog, gives the role to a new user of
 * that department, and that user then sees exactly that — the button, the columns, and only their department's
 * positions; the
 * administrator finally forces the user offline from the online users page, and the user's next call sends them
 * to sign-in.
 */
import type { Page } from 'playwright-core';
import { ADMIN, screenshot, signIn, useBrowserApp, pageApi } from './harness';

const app = useBrowserApp({ viewport: { width: 1440, height: 900 } });

const dialog = (p: Page) => p.locator('.ant-modal:visible');
const okButton = (p: Page) => dialog(p).getByRole('button', { name: /确\s*定/ });

/** Picks an option of the antd select or tree select labelled `label` in the open dialog. */
async function choose(p: Page, label: string, option: string) {
  await dialog(p).getByLabel(label).click();
  const exact = new RegExp(`^\\s*${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  await p.locator('.ant-select-dropdown:visible').locator('.ant-select-item-option, .ant-select-tree-title', { hasText: exact }).first().click();
}

/** Calls the API with the page's session. */
/** Checks a node of the authorize tree. */
async function check(p: Page, itemId: string) {
  await p.getByTestId(`authorize-node-${itemId}`).waitFor();
  const node = p.locator('.ant-tree-treenode', { has: p.getByTestId(`authorize-node-${itemId}`) });
  await node.locator('.ant-tree-checkbox').first().click();
}

describe('organisation and permission administration', () => {
  it('grants a new role exactly the add button and all but one column of the positions page, and forces its user offline', { timeout: 900_000 }, async () => {
    // A busy machine loads the screens' chunks slowly: wait for states generously.
    app.page.setDefaultTimeout(120_000);
    // 1. A department.
    await app.openAs(ADMIN, '/permission/department');
    const departments = app.page.getByTestId('list-page-department');
    await departments.locator('[data-action="add"]').click();
    await choose(app.page, '上级组织', 'KLX 科技有限公司');
    await dialog(app.page).getByLabel('名称').fill('质检部');
    await dialog(app.page).getByLabel('编码').fill('KLX-QA');
    await okButton(app.page).click();
    await app.page.getByText('新建成功').waitFor();
    await departments.locator('tr', { hasText: '质检部' }).waitFor();
    await screenshot(app.page, 'permission-departments');

    // 2. A role.
    await app.page.goto(`${app.server.url}/permission/role`);
    const rolesList = app.page.getByTestId('list-page-role');
    await rolesList.locator('[data-action="add"]').click();
    await dialog(app.page).getByLabel('名称').fill('岗位录入员');
    await dialog(app.page).getByLabel('编码').fill('posEditor');
    await okButton(app.page).click();
    await app.page.getByText('新建成功').waitFor();
    await rolesList.locator('tr', { hasText: '岗位录入员' }).waitFor();
    await screenshot(app.page, 'permission-roles');

    // 3. Its grants: the positions page's add button and every column but the description.
    await app.page.goto(`${app.server.url}/permission/authorize`);
    await app.page.getByTestId('authorize-object').click();
    await app.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '岗位录入员' }).click();
    await app.page.getByRole('button', { name: '展开全部' }).click();
    const item = (kind: string, code: string) => `p_permission.position_${kind}_${code}`;
    // A "my department" data scheme of the positions page, made in the scheme dialog (choose the page's node).
    await app.page.getByTestId('authorize-node-m_permission.position').click();
    await app.page.getByTestId('authorize-schemes').click();
    await dialog(app.page).getByTestId('scheme-add').click();
    await dialog(app.page).getByLabel('方案名称').fill('本部门');
    await dialog(app.page).getByLabel('方案编码').fill('myDept');
    const pick = async (testId: string, option: string) => {
      await dialog(app.page).getByTestId(testId).click();
      await app.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^\\s*${option}\\s*$`) }).first().click();
    };
    await pick('scheme-condition-0-0-field', '所属组织');
    await pick('scheme-condition-0-0-source', '变量');
    await pick('scheme-condition-0-0-op', '等于');
    await pick('scheme-condition-0-0-variable', '当前组织');
    await dialog(app.page).getByTestId('scheme-save').click();
    await app.page.getByText('新建成功').waitFor();
    await dialog(app.page).locator('tr', { hasText: '本部门' }).waitFor();
    await screenshot(app.page, 'permission-data-scheme');
    await dialog(app.page).getByRole('button', { name: /取\s*消/ }).click();
    const schemeId = (await pageApi<{ list: { id: string; enCode: string }[] }>(app.page, 'GET', '/api/system/ModuleDataAuthorizeScheme/m_permission.position/List')).data.list.find((scheme) => scheme.enCode === 'myDept')!.id;
    await check(app.page, schemeId);
    await check(app.page, item('button', 'btn_add'));
    for (const column of ['fullName', 'enCode', 'organizeId', 'sortCode', 'enabledMark']) await check(app.page, item('column', column));
    for (const field of ['organizeId', 'fullName', 'enCode', 'sortCode', 'enabledMark', 'description']) await check(app.page, item('form', field));
    await app.page.getByTestId('authorize-save').click();
    await app.page.getByText('授权成功').waitFor();
    // The reverse view: who holds the add button.
    await app.page.getByTestId(`authorize-node-${item('button', 'btn_add')}`).click();
    await app.page.getByTestId('authorize-holders').getByText('角色: 岗位录入员').waitFor();
    await screenshot(app.page, 'permission-authorize');

    // 4. A user of the new department holding the role (default password Klx@1234).
    const departmentId = (await pageApi<{ list: { id: string; fullName: string }[] }>(app.page, 'GET', '/api/permission/Organize/Department?keyword=质检部')).data.list[0]!.id;
    const roleId = (await pageApi<{ list: { id: string }[] }>(app.page, 'GET', '/api/permission/Role?keyword=posEditor')).data.list[0]!.id;
    const created = await pageApi(app.page, 'POST', '/api/permission/Users', { account: 'qa01', realName: '质检员', gender: '1', organizeIdTree: ['org_company', departmentId], roleId });
    expect(created.code).toBe(200);
    // A position of the new department: the only row the scheme leaves that user.
    expect((await pageApi(app.page, 'POST', '/api/permission/Position', { organizeId: departmentId, fullName: '质检专员', enCode: 'QA-INSPECTOR' })).code).toBe(200);

    // 5. That user sees the positions page with add but not edit or remove, and without the description column.
    const userContext = await app.browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const user = await userContext.newPage();
    user.setDefaultTimeout(120_000);
    await user.goto(`${app.server.url}/login?redirect=${encodeURIComponent('/permission/position')}`);
    await signIn(user, { account: 'qa01', password: 'Klx@1234' });
    await user.waitForURL((url) => url.pathname === '/permission/position');
    const positions = user.getByTestId('list-page-position');
    await positions.locator('tbody tr', { hasText: '质检专员' }).waitFor();
    // Only their department's positions: the seeded ones of other departments are not theirs to see.
    expect(await positions.locator('tbody tr.ant-table-row').count()).toBe(1);
    expect(await positions.locator('tbody tr', { hasText: '总经理' }).count()).toBe(0);
    expect(await positions.locator('[data-action="add"]').count()).toBe(1);
    expect(await positions.locator('[data-action="remove"]').count()).toBe(0);
    expect(await positions.locator('[data-action="edit"]').count()).toBe(0);
    const headers = await positions.locator('thead th').allInnerTexts();
    expect(headers.join('|')).toContain('名称');
    expect(headers.join('|')).not.toContain('说明');
    await screenshot(user, 'permission-positions-as-granted-user');
    const removal = await pageApi(user, 'DELETE', '/api/permission/Position/pos_gm');
    expect(removal.msg).toBe('您没有此操作的权限');
    // Outside their rows a position is not found, even to read.
    expect((await pageApi(user, 'GET', '/api/permission/Position/pos_gm')).msg).toBe('岗位不存在');

    // 6. The administrator forces that user offline; the user's next call sends them to sign-in.
    await app.page.goto(`${app.server.url}/permission/userOnline`);
    const forceOut = app.page.getByTestId(`force-out-${(await pageApi<{ list: { id: string; account: string; userId: string }[] }>(app.page, 'GET', '/api/permission/OnlineUser?keyword=qa01')).data.list[0]!.userId}`);
    await forceOut.first().click();
    await app.page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
    await app.page.getByText('已强制下线').waitFor();
    await screenshot(app.page, 'permission-online-users');
    await positions.locator('[data-action="refresh"]').click();
    await user.waitForURL((url) => url.pathname === '/login');
    await userContext.close();
  });
});
