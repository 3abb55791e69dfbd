/**
 * The approver picker in a real browser against the real server (issue 11 item 4): an administrator releases a form
 * model with an approver field (through the API), opens it, adds a record choosing the approver in the 450 px picker
 * — nothing chosen is refused with 请选择审批人, a keyword finds the user —, saves, and sees the approver's name (not
 * the id) in the list and in the detail view; the related-data picker chooses a record of another model the same way.
 */
import type { Page } from 'playwright-core';
import { ADMIN, screenshot, useBrowserApp } from './harness';

const app = useBrowserApp({ viewport: { width: 1440, height: 900 } });

/** Calls the API from the page with the signed-in session. */
async function api<T = Record<string, unknown>>(page: Page, method: string, url: string, body?: unknown): Promise<{ code: number; msg: string; data: T }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const token = JSON.parse(localStorage.getItem('klx_token')!) as string;
      const response = await fetch(url, { method, headers: { Authorization: token, 'content-type': 'application/json', 'klx-origin': 'pc' }, body: body === undefined ? undefined : JSON.stringify(body) });
      return response.json();
    },
    { method, url, body },
  ) as Promise<{ code: number; msg: string; data: T }>;
}

const FORM = {
  popupType: 'general',
  generalWidth: '800px',
  fields: [
    { __config__: { klxKey: 'comInput', label: '事项', required: true, span: 24 }, __vModel__: 'matter' },
    { __config__: { klxKey: 'approverSelect', label: '审批人', required: true, span: 24 }, __vModel__: 'approver' },
  ],
};
const COLUMNS = { type: 1, columnList: [{ prop: 'matter', label: '事项' }, { prop: 'approver', label: '审批人' }], searchList: [], hasPage: true, pageSize: 20 };

describe('the approver picker', () => {
  it('picks an approver in a form, saves, and shows the name in the list and the detail', async () => {
    const page = app.page;
    await app.signInHome(ADMIN);
    const created = await api<{ id: string }>(page, 'POST', '/api/visualdev/Base', { fullName: '审批事项', enCode: 'approvalMatter', category: 'asset', formData: JSON.stringify(FORM), columnData: JSON.stringify(COLUMNS) });
    expect(created.code, created.msg).toBe(200);
    const released = await api(page, 'POST', `/api/visualdev/Base/${created.data.id}/Actions/Release`, { pcModuleParentId: 'm_onlineDev' });
    expect(released.code, released.msg).toBe(200);

    // The released model is a menu now: the reloaded app serves its route.
    await page.goto(`${app.server.url}/model/approvalMatter`);
    await page.waitForURL((url) => url.pathname === '/model/approvalMatter');
    const list = page.getByTestId('form-model-page');
    await list.locator('[data-action="add"]').click();
    const form = page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: '新建' }) });
    await form.getByLabel('事项').fill('采购打印机');
    await form.locator('button[data-picker="approverSelect"]').click();

    const picker = page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: '选择审批人' }) });
    await picker.waitFor();
    expect(await picker.evaluate((element) => (element as HTMLElement).style.width)).toBe('450px');
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('请选择审批人').waitFor();
    await picker.getByPlaceholder('请输入关键词查询').fill('张敏');
    await picker.getByPlaceholder('请输入关键词查询').press('Enter');
    await picker.getByText('张敏/staff').click();
    await screenshot(page, 'picker-approver-zh-CN');
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await picker.waitFor({ state: 'hidden' });
    await form.locator('button[data-picker="approverSelect"]', { hasText: '张敏/staff' }).waitFor();

    await form.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('新建成功').waitFor();
    const row = list.locator('tr', { hasText: '采购打印机' });
    await row.waitFor();
    await row.getByText('张敏/staff').waitFor();
    expect(await row.textContent()).not.toContain('user_staff');
    await screenshot(page, 'picker-approver-list-zh-CN');

    await row.getByRole('button', { name: /详\s*情/ }).click();
    const detail = page.getByTestId('detail-view');
    await detail.getByText('张敏/staff').waitFor();
  }, 300_000);
});

describe('the address picker', () => {
  it('picks a province and then a city in a form with an address field, and shows the chosen names', async () => {
    const page = app.page;
    await app.signInHome(ADMIN);
    const form = {
      popupType: 'general',
      generalWidth: '800px',
      fields: [
        { __config__: { klxKey: 'comInput', label: '站点', required: true, span: 24 }, __vModel__: 'site' },
        // Level 1: a city is the deepest level the picker offers.
        { __config__: { klxKey: 'address', label: '所在地', required: true, span: 24 }, __vModel__: 'place', level: 1 },
      ],
    };
    const columns = { type: 1, columnList: [{ prop: 'site', label: '站点' }, { prop: 'place', label: '所在地' }], searchList: [], hasPage: true, pageSize: 20 };
    const created = await api<{ id: string }>(page, 'POST', '/api/visualdev/Base', { fullName: '服务站点', enCode: 'serviceSite', category: 'asset', formData: JSON.stringify(form), columnData: JSON.stringify(columns) });
    expect(created.code, created.msg).toBe(200);
    const released = await api(page, 'POST', `/api/visualdev/Base/${created.data.id}/Actions/Release`, { pcModuleParentId: 'm_onlineDev' });
    expect(released.code, released.msg).toBe(200);

    await page.goto(`${app.server.url}/model/serviceSite`);
    await page.waitForURL((url) => url.pathname === '/model/serviceSite');
    const list = page.getByTestId('form-model-page');
    await list.locator('[data-action="add"]').click();
    const dialog = page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: '新建' }) });
    await dialog.getByLabel('站点').fill('南山服务站');
    await dialog.locator('button[data-picker="address"]').click();

    const picker = page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: '省市区' }) });
    await picker.waitFor();
    expect(await picker.evaluate((element) => (element as HTMLElement).style.width)).toBe('800px');
    const tree = picker.getByTestId('address-tree');
    // A province is not a leaf at level 1: open it (its cities load lazily) and choose a city.
    await tree.locator('.ant-tree-treenode', { hasText: '广东省' }).locator('.ant-tree-switcher').click();
    await tree.getByText('深圳市', { exact: true }).click();
    await picker.getByTestId('address-chosen').getByText('广东省/深圳市').waitFor();
    await screenshot(page, 'picker-address-zh-CN');
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await picker.waitFor({ state: 'hidden' });
    await dialog.locator('button[data-picker="address"]', { hasText: '广东省/深圳市' }).waitFor();

    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('新建成功').waitFor();
    const row = list.locator('tr', { hasText: '南山服务站' });
    await row.getByText('广东省/深圳市').waitFor();
  }, 300_000);
});

describe('the related-data picker', () => {
  it('picks a record of another model in a form, saves, shows it by its name in the list and the detail, and edits it keeping the choice', async () => {
    const page = app.page;
    await app.signInHome(ADMIN);
    const release = async (fullName: string, enCode: string, form: unknown, columns: unknown) => {
      const created = await api<{ id: string }>(page, 'POST', '/api/visualdev/Base', { fullName, enCode, category: 'asset', formData: JSON.stringify(form), columnData: JSON.stringify(columns) });
      expect(created.code, created.msg).toBe(200);
      const released = await api(page, 'POST', `/api/visualdev/Base/${created.data.id}/Actions/Release`, { pcModuleParentId: 'm_onlineDev' });
      expect(released.code, released.msg).toBe(200);
      return created.data.id;
    };
    const itemModel = await release('领用物品', 'relationPickItems', { fields: [{ __config__: { klxKey: 'comInput', label: '名称', required: true }, __vModel__: 'name' }] }, { type: 1, columnList: [{ prop: 'name', label: '名称' }], hasPage: true, pageSize: 20 });
    for (const name of ['激光打印机', '投影仪']) expect((await api(page, 'POST', `/api/visualdev/OnlineDev/${itemModel}`, { name })).code).toBe(200);
    await release(
      '领用登记',
      'relationPickLoans',
      {
        popupType: 'general',
        generalWidth: '800px',
        fields: [
          { __config__: { klxKey: 'comInput', label: '领用人', required: true, span: 24 }, __vModel__: 'person' },
          { __config__: { klxKey: 'relationForm', label: '物品', required: true, span: 24 }, __vModel__: 'item', modelId: itemModel, relationField: 'name', columnOptions: [{ value: 'name', label: '名称' }] },
        ],
      },
      { type: 1, columnList: [{ prop: 'person', label: '领用人' }, { prop: 'item', label: '物品' }], searchList: [], hasPage: true, pageSize: 20 },
    );

    await page.goto(`${app.server.url}/model/relationPickLoans`);
    await page.waitForURL((url) => url.pathname === '/model/relationPickLoans');
    const list = page.getByTestId('form-model-page');
    await list.locator('[data-action="add"]').click();
    const form = page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: '新建' }) });
    await form.getByLabel('领用人').fill('李雷');
    await form.locator('button[data-picker="relationForm"]').click();
    const picker = page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: '选择数据' }) });
    await picker.waitFor();
    await picker.getByLabel('关键词').fill('投影');
    await picker.getByRole('button', { name: /查\s*询/ }).click();
    await picker.getByText('投影仪').click();
    await screenshot(page, 'picker-relation-zh-CN');
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await picker.waitFor({ state: 'hidden' });
    await form.locator('button[data-picker="relationForm"]', { hasText: '投影仪' }).waitFor();

    await form.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('新建成功').waitFor();
    const row = list.locator('tr', { hasText: '李雷' });
    await row.getByText('投影仪').waitFor();
    await row.getByRole('button', { name: /详\s*情/ }).click();
    const detail = page.locator('.ant-modal', { has: page.getByTestId('detail-view') });
    await detail.getByTestId('detail-view').getByText('投影仪').waitFor();
    await detail.getByRole('button', { name: /取\s*消/ }).click();
    await detail.waitFor({ state: 'hidden' });

    // Issues 9 and 11: the record answers the name under item and the id under item_id; the edit form picks up the
    // id (the picker shows the name) and saves it unchanged.
    await row.getByRole('button', { name: /编\s*辑/ }).click();
    const edit = page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: '编辑' }) });
    await edit.locator('button[data-picker="relationForm"]', { hasText: '投影仪' }).waitFor();
    await edit.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('更新成功').waitFor();
    await list.locator('tr', { hasText: '李雷' }).getByText('投影仪').waitFor();
  }, 300_000);
});
