/**
 * Screenshots of every dialog of the widget kit (spec 02; issue 11), in zh-CN and then en, against a running server:
 *
 *   node --import tsx scripts/screenshots/widget-dialogs.ts --base http://127.0.0.1:3977 --out /tmp/shots
 *
 * Signs in as the administrator (headless /usr/bin/chromium, 1440×900), prepares through the API what the seeded
 * product does not reach — a data interface, a model of items, a showcase model with every picker, a file list, a
 * barcode and a QR code (released under 在线开发), and two print templates named by the demo model 资产领用 — then for
 * each language (chosen with the sign-in page's language menu, as a user does) opens each dialog and saves
 * `<lang>-<dialog>.png`. It waits for states (a dialog's title, its rows, animations finished), never for fixed times;
 * a dialog that fails is logged and the run goes on. `manifest.json` in the output folder lists every shot with the
 * title and the width measured in the page.
 */
import { utils, write } from '@e965/xlsx';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page, type Route } from 'playwright-core';
import { en as coreEn } from '../../runtime/core/i18n/catalogue/en';
import { zhCN as coreZhCN } from '../../runtime/core/i18n/catalogue/zh-CN';
import { pageApi as api } from '../../tests/e2e/page-api';

// ---------------------------------------------------------------------------------------------------------------
// Arguments and texts

function argument(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

const BASE = argument('base', 'http://127.0.0.1:3977').replace(/\/$/, '');
const OUT = path.resolve(argument('out', '/tmp/shots'));
const ONLY = argument('only', '');
const LANGS = argument('langs', 'zh-CN,en').split(',') as Lang[];
const ACCOUNT = { account: 'admin', password: 'Klx@2026' };

type Lang = 'zh-CN' | 'en';
/** The shared catalogue, and the file widgets' preview button (its messages live with the file rules). */
const CATALOGUE: Record<Lang, Record<string, string>> = {
  'zh-CN': { ...coreZhCN, 'file.preview': '预览' },
  en: { ...coreEn, 'file.preview': 'Preview' },
};
/** A shared message in a language (the titles the dialogs show). */
const text = (lang: Lang, key: string): string => {
  const value = CATALOGUE[lang][key];
  if (value === undefined) throw new Error(`no message ${key}`);
  return value;
};
const exactly = (value: string) => new RegExp(`^\\s*${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
/** antd puts a space between the two characters of a two-character Chinese button. */
const buttonName = (value: string) => new RegExp(`^\\s*${[...value.replace(/\s/g, '')].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')}\\s*$`);

/** The users screen's import headers by language (its messages). */
const USERS = JSON.parse(fs.readFileSync(path.resolve('schemas/users.json'), 'utf8')) as { messages: Record<string, Record<string, string>> };
const usersLabel = (lang: Lang, key: string) => USERS.messages[lang]?.[key] ?? USERS.messages['zh-CN']![key]!;

// ---------------------------------------------------------------------------------------------------------------
// The record of the run

interface Shot {
  file: string;
  dialog: string;
  ok: boolean;
  title?: string;
  width?: number;
  /** What to measure the width of, once the dialog has finished opening. */
  measure?: Locator;
  notes: string[];
  error?: string;
}
const shots: Shot[] = [];
const log = (...parts: unknown[]) => console.log(new Date().toISOString().slice(11, 19), ...parts);

// ---------------------------------------------------------------------------------------------------------------
// Page helpers

async function must<T>(answer: Promise<{ code: number; msg: string; data: T }>, what: string): Promise<T> {
  const result = await answer;
  if (result.code !== 200) throw new Error(`${what}: ${result.code} ${result.msg}`);
  return result.data;
}

/** Waits until no finite CSS animation or transition runs (antd's open animations), then a frame more. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getAnimations().filter((animation) => {
        const timing = animation.effect?.getTiming();
        return animation.playState === 'running' && timing?.iterations !== Infinity;
      }).length === 0,
    undefined,
    { timeout: 15_000, polling: 'raf' },
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Screenshots until two in a row are the same (a PDF viewer draws after its frame has loaded), at most `tries`. */
async function stableScreenshot(page: Page, tries = 40): Promise<Buffer> {
  let last = await page.screenshot();
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const next = await page.screenshot();
    if (next.equals(last)) return next;
    last = next;
  }
  return last;
}

/** The visible antd dialog whose title is exactly `title`. */
function modal(page: Page, title: string): Locator {
  return page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title').filter({ hasText: exactly(title) }) }).filter({ visible: true });
}

/** The width of the dialog or drawer around `inner`, in CSS pixels. */
async function widthOf(inner: Locator): Promise<number | undefined> {
  return inner.evaluate((element) => {
    const box = (element.closest('.ant-drawer-content-wrapper') ?? element.closest('.ant-drawer-content') ?? element.closest('.ant-modal') ?? element.closest('.ant-popover') ?? element) as HTMLElement;
    return Math.round(box.getBoundingClientRect().width);
  });
}

/** Tries a decoration of a shot (choosing an item so the right pane shows it…): a failure is a note, not a failure. */
async function attempt(notes: string[], what: string, action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
  } catch (error) {
    notes.push(`${what} failed: ${String((error as Error).message).split('\n')[0]}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Files the dialogs show

interface Fixtures {
  png: string;
  pdf: string;
  txt: string;
  big: string;
  sheet: Record<Lang, string>;
}

async function makeFixtures(browser: Browser, folder: string): Promise<Fixtures> {
  const page = await browser.newPage({ viewport: { width: 640, height: 400 } });
  await page.setContent(
    `<body style="margin:0;font-family:'Noto Sans CJK SC',sans-serif;background:linear-gradient(135deg,#1677ff,#13c2c2);color:#fff;display:flex;align-items:center;justify-content:center;height:400px;flex-direction:column">
       <div style="font-size:44px;font-weight:600">设备照片 · Asset photo</div><div style="font-size:22px;margin-top:12px">KLX EAM 2026 — 笔记本电脑 ThinkPad X1</div></body>`,
  );
  const png = path.join(folder, '设备照片.png');
  await page.screenshot({ path: png });
  await page.setContent(
    `<body style="font-family:'Noto Sans CJK SC',sans-serif;padding:40px"><h1>资产领用说明 · Requisition notes</h1><p>本文件用于检查文档预览（PDF）。This PDF checks the document preview.</p>
     <table border="1" cellpadding="6" style="border-collapse:collapse"><tr><th>物品</th><th>数量</th></tr><tr><td>笔记本电脑</td><td>2</td></tr><tr><td>显示器</td><td>1</td></tr></table></body>`,
  );
  const pdf = path.join(folder, '领用说明.pdf');
  await page.pdf({ path: pdf, format: 'A4' });
  await page.close();
  const txt = path.join(folder, '备注.txt');
  fs.writeFileSync(txt, '这是一个纯文本文件，没有在线预览。\nA plain text file: no online preview.\n');
  // Larger than two 5 MB chunks, so the panel shows an upload in progress while its second chunk is held.
  const big = path.join(folder, '资产档案.zip');
  const bytes = Buffer.alloc(11 * 1024 * 1024);
  // Different bytes each run: the same content would resume from the chunks an earlier run stored.
  const seed = Date.now() >>> 0;
  for (let index = 0; index < bytes.length; index += 4096) bytes.writeUInt32LE((index * 2654435761 + seed) >>> 0, index);
  fs.writeFileSync(big, bytes);
  const sheet = {} as Record<Lang, string>;
  for (const lang of ['zh-CN', 'en'] as Lang[]) {
    // New accounts each run (a second run on the same server would find them taken).
    const tag = `${lang === 'en' ? 'e' : 'z'}${Date.now().toString(36).slice(-5)}`;
    const rows = [
      ['users.account', 'users.realName', 'users.gender', 'users.organize', 'users.mobilePhone'].map((key) => usersLabel(lang, key)),
      [`shot${tag}01`, '截图甲', '男', '资产管理部', '13800000021'],
      ['admin', '重复账户', '男', '资产管理部', ''],
      [`shot${tag}02`, '截图乙', '女', '资产管理部', '13800000022'],
    ];
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Sheet1');
    sheet[lang] = path.join(folder, `users-${lang}.xlsx`);
    fs.writeFileSync(sheet[lang], write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  }
  return { png, pdf, txt, big, sheet };
}

// ---------------------------------------------------------------------------------------------------------------
// What the seeded product lacks, made through the API

const SHOWCASE = 'widgetShowcase';
const ITEMS = 'widgetShowcaseItems';
const DEMO_MODEL_ID = 'vd_asset_requisition';

const label = (zh: string, enText: string) => ({ label: zh, labelI18n: { en: enText, 'zh-TW': zh } });

async function releaseModel(page: Page, fullName: string, enCode: string, form: unknown, columns: unknown): Promise<string> {
  const created = await must(api<{ id: string }>(page, 'POST', '/api/visualdev/Base', { fullName, enCode, category: 'asset', formData: JSON.stringify(form), columnData: JSON.stringify(columns) }), `create ${enCode}`);
  await must(api(page, 'POST', `/api/visualdev/Base/${created.id}/Actions/Release`, { pcModuleParentId: 'm_onlineDev' }), `release ${enCode}`);
  return created.id;
}

/** Groups for the group picker: the seed has none. */
async function ensureGroups(page: Page): Promise<void> {
  const groups = await api<{ list: unknown[] }>(page, 'GET', '/api/permission/Group/Selector');
  if ((groups.data?.list ?? []).length > 0) return;
  for (const [fullName, enCode] of [['盘点小组', 'shotInventoryTeam'], ['采购小组', 'shotPurchaseTeam']]) {
    await must(api(page, 'POST', '/api/permission/Group', { fullName, enCode, type: '', sortCode: 0, enabledMark: 1 }), `group ${enCode}`);
  }
  log('setup: groups');
}

async function prepare(page: Page): Promise<void> {
  const existing = await api<{ list: { enCode: string }[] }>(page, 'GET', `/api/visualdev/Base?keyword=${SHOWCASE}&currentPage=1&pageSize=50`);
  if (existing.data?.list?.some((row) => row.enCode === SHOWCASE)) {
    log('setup: already made (a second run on the same server)');
    return;
  }
  // A data interface for the popup data picker: the positions.
  const dataInterface = await must(
    api<{ id: string }>(page, 'POST', '/api/system/DataInterface', {
      fullName: '岗位列表',
      enCode: 'shotPositions',
      enabledMark: 1,
      dataType: 1,
      query: 'select id, full_name as "fullName", en_code as "enCode" from base_position',
    }),
    'data interface',
  );
  // Records to relate to.
  const itemModel = await releaseModel(
    page,
    '领用物品',
    ITEMS,
    { fields: [{ __config__: { klxKey: 'comInput', ...label('名称', 'Name'), required: true }, __vModel__: 'name' }, { __config__: { klxKey: 'comInput', ...label('规格', 'Spec') }, __vModel__: 'spec' }] },
    { type: 1, columnList: [{ prop: 'name', label: '名称' }, { prop: 'spec', label: '规格' }], hasPage: true, pageSize: 20 },
  );
  for (const [name, spec] of [['激光打印机', 'HP M404'], ['投影仪', 'Epson CB-X06'], ['笔记本电脑', 'ThinkPad X1'], ['显示器', 'Dell U2723']]) {
    await must(api(page, 'POST', `/api/visualdev/OnlineDev/${itemModel}`, { name, spec }), 'item record');
  }
  const relation = (popupType: string, zh: string, enText: string, vModel: string) => ({
    __config__: { klxKey: 'relationForm', ...label(zh, enText), span: 8 },
    __vModel__: vModel,
    modelId: itemModel,
    relationField: 'name',
    columnOptions: [
      { value: 'name', label: '名称' },
      { value: 'spec', label: '规格' },
    ],
    popupType,
  });
  const form = {
    popupType: 'general',
    generalWidth: '1000px',
    labelWidth: 110,
    fields: [
      { __config__: { klxKey: 'comInput', ...label('资产编码', 'Asset code'), span: 12 }, __vModel__: 'code' },
      { __config__: { klxKey: 'barcode', ...label('条码', 'Barcode'), span: 6 }, __vModel__: 'bar', relationField: 'code' },
      { __config__: { klxKey: 'qrcode', ...label('二维码', 'QR code'), span: 6 }, __vModel__: 'qr', relationField: 'code', size: 100 },
      { __config__: { klxKey: 'uploadFz', ...label('附件', 'Attachments'), span: 24 }, __vModel__: 'files', fileSize: 50, sizeUnit: 'MB' },
      { __config__: { klxKey: 'approverSelect', ...label('审批人', 'Approver'), span: 8 }, __vModel__: 'approver' },
      { __config__: { klxKey: 'userSelect', ...label('员工', 'Employee'), span: 8 }, __vModel__: 'staff', currentUser: true },
      { __config__: { klxKey: 'usersSelect', ...label('用户/角色/岗位/分组', 'Users, roles…'), span: 8 }, __vModel__: 'objects', multiple: true },
      { __config__: { klxKey: 'roleSelect', ...label('角色', 'Role'), span: 8 }, __vModel__: 'role' },
      { __config__: { klxKey: 'posSelect', ...label('岗位', 'Position'), span: 8 }, __vModel__: 'position' },
      { __config__: { klxKey: 'comSelect', ...label('组织', 'Organisation'), span: 8 }, __vModel__: 'organize' },
      { __config__: { klxKey: 'depSelect', ...label('部门', 'Department'), span: 8 }, __vModel__: 'department' },
      { __config__: { klxKey: 'groupSelect', ...label('分组', 'Group'), span: 8 }, __vModel__: 'group' },
      { __config__: { klxKey: 'address', ...label('所在地', 'Address'), span: 8 }, __vModel__: 'place', level: 2 },
      {
        __config__: { klxKey: 'popupSelect', ...label('岗位（弹窗）', 'Position (popup)'), span: 8 },
        __vModel__: 'post',
        interfaceId: dataInterface.id,
        propsValue: 'id',
        relationField: 'fullName',
        columnOptions: [
          { value: 'fullName', label: '岗位名称' },
          { value: 'enCode', label: '岗位编码' },
        ],
      },
      relation('dialog', '物品（对话框）', 'Item (dialog)', 'relDialog'),
      relation('drawer', '物品（抽屉）', 'Item (drawer)', 'relDrawer'),
      relation('popover', '物品（气泡）', 'Item (popover)', 'relPopover'),
    ],
  };
  await releaseModel(page, '控件展示', SHOWCASE, form, { type: 1, columnList: [{ prop: 'code', label: '资产编码' }], searchList: [], hasPage: true, pageSize: 20 });

  // Two print templates named by the demo model's print button (two: the chooser lists them).
  const template = (title: string) =>
    `<h2 style="text-align:center">${title}</h2><p>单据编号：{{billNo}}</p><p>申请事由：{{reason}}</p><p>领用日期：{{useDate}}</p>` +
    `<table border="1" cellpadding="6" style="width:100%;border-collapse:collapse"><tr><th>物品名称</th><th>数量</th><th>单价</th><th>金额</th></tr>` +
    `<tr><td>{{items-name}}</td><td>{{items-qty}}</td><td>{{items-price}}</td><td>{{items-amount}}</td></tr></table><p>合计金额：{{total}}</p><p>审批人：{{approver}}</p>`;
  for (const [fullName, enCode] of [['资产领用单', 'shotRequisitionSheet'], ['资产领用单（简版）', 'shotRequisitionShort']]) {
    await must(api(page, 'POST', '/api/system/printDev', { fullName, enCode, type: 1, formId: DEMO_MODEL_ID, printTemplate: template(fullName), enabledMark: 1, sortCode: 0 }), `print template ${enCode}`);
  }
  const templates = await must(api<{ list: { id: string; enCode?: string; fullName: string }[] }>(page, 'GET', '/api/system/printDev/Selector'), 'print templates');
  const printId = templates.list.filter((item) => item.fullName.startsWith('资产领用单')).map((item) => item.id);
  const definition = await must(api<{ fullName: string; enCode: string; category: string; formData: unknown; columnData: unknown }>(page, 'GET', `/api/visualdev/Base/${DEMO_MODEL_ID}`), 'demo model');
  const parse = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : (value as Record<string, unknown>));
  const formData = { ...parse(definition.formData), hasPrintBtn: true, printId };
  await must(
    api(page, 'PUT', `/api/visualdev/Base/${DEMO_MODEL_ID}`, { fullName: definition.fullName, enCode: definition.enCode, category: definition.category, formData: JSON.stringify(formData), columnData: JSON.stringify(parse(definition.columnData)) }),
    'demo model print button',
  );
  await must(api(page, 'POST', `/api/visualdev/Base/${DEMO_MODEL_ID}/Actions/Release`, { confirm: true }), 'demo model release');
  log('setup: data interface, item model, showcase model, print templates', printId.length);
}

// ---------------------------------------------------------------------------------------------------------------
// Navigation

/**
 * Signs in through /login in `lang`: the language is chosen with the sign-in page's language menu, as a user does, and
 * the app keeps (and saves for the user) the language the sign-in page showed.
 */
async function signIn(page: Page, lang: Lang): Promise<void> {
  await page.goto(`${BASE}/login`);
  const button = page.getByTestId('language-select');
  await button.waitFor();
  if ((await button.getAttribute('data-language')) !== lang) {
    await button.click();
    await page.getByTestId(`language-${lang}`).click();
    await page.locator(`[data-testid="language-select"][data-language="${lang}"]`).waitFor();
  }
  await page.locator('input[type="text"]').first().fill(ACCOUNT.account);
  await page.locator('input[type="password"]').first().fill(ACCOUNT.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/home$/);
  await page.getByTestId('home-greeting').waitFor();
  const shown = await page.evaluate(() => document.documentElement.lang || '');
  log(`signed in, language ${lang} (html lang "${shown}")`);
}

async function useSystem(page: Page, majorId: string): Promise<void> {
  await must(api(page, 'PUT', '/api/permission/Users/Current/major', { majorType: 'System', majorId }), `switch system ${majorId}`);
}

/** Opens the showcase model's add dialog: answers the form dialog. */
async function openShowcaseForm(page: Page): Promise<Locator> {
  await page.goto(`${BASE}/model/${SHOWCASE}`);
  await page.getByTestId('form-model-page').locator('[data-action="add"]').click();
  const form = page.locator('.ant-modal').filter({ has: page.locator('#root_code') });
  await form.waitFor();
  await settled(page).catch(() => undefined);
  return form;
}

// ---------------------------------------------------------------------------------------------------------------
// The shots

interface Context {
  page: Page;
  lang: Lang;
  fixtures: Fixtures;
}

/** Runs one shot: `run` opens the dialog and answers what it measured; the PNG is written here (or by `run`). */
async function shoot(ctx: Context, dialog: string, run: (shot: Shot) => Promise<Buffer | void>): Promise<void> {
  if (ONLY && !ONLY.split(',').includes(dialog)) return;
  const file = `${ctx.lang}-${dialog}.png`;
  const shot: Shot = { file, dialog, ok: false, notes: [] };
  shots.push(shot);
  try {
    const image = await run(shot);
    if (image) fs.writeFileSync(path.join(OUT, file), image);
    else {
      await settled(ctx.page).catch(() => shot.notes.push('animations still running at the shot'));
      await ctx.page.screenshot({ path: path.join(OUT, file) });
    }
    if (shot.measure && shot.width === undefined) shot.width = await widthOf(shot.measure).catch(() => undefined);
    delete shot.measure;
    shot.ok = true;
    log('ok  ', file, shot.title ?? '', shot.width ? `${shot.width}px` : '', shot.notes.join('; '));
  } catch (error) {
    shot.error = String((error as Error).message).split('\n').slice(0, 3).join(' | ');
    log('FAIL', file, shot.error);
    try {
      fs.mkdirSync(path.join(OUT, 'failed'), { recursive: true });
      await ctx.page.screenshot({ path: path.join(OUT, 'failed', file) });
    } catch {
      // the page is gone
    }
  }
  delete shot.measure;
}

/** Opens a people or organisation picker of the showcase form by its field, waits for its title; answers the dialog. */
async function openPicker(ctx: Context, shot: Shot, field: string, titleKey: string): Promise<Locator> {
  const form = await openShowcaseForm(ctx.page);
  await form.locator(`#root_${field}`).click();
  const title = text(ctx.lang, titleKey);
  const dialog = modal(ctx.page, title);
  await dialog.waitFor();
  shot.title = title;
  shot.measure = dialog;
  return dialog;
}

/** Picks the staff user through a picker's keyword search. */
async function searchStaff(dialog: Locator): Promise<void> {
  const search = dialog.locator('[data-testid="picker-search"] input, input[data-testid="picker-search"]').first();
  await search.fill('张敏');
  await search.press('Enter');
  await dialog.getByText('张敏/staff').first().click({ timeout: 10_000 });
}

async function pickerShots(ctx: Context): Promise<void> {
  const { page } = ctx;
  await shoot(ctx, 'approver-picker', async (shot) => {
    const dialog = await openPicker(ctx, shot, 'approver', 'picker.selectApprover');
    await attempt(shot.notes, 'search 张敏', () => searchStaff(dialog));
  });
  await shoot(ctx, 'staff-picker', async (shot) => {
    const dialog = await openPicker(ctx, shot, 'staff', 'picker.selectUser');
    await attempt(shot.notes, 'search 张敏', () => searchStaff(dialog));
  });
  await shoot(ctx, 'user-selector', async (shot) => {
    const dialog = await openPicker(ctx, shot, 'objects', 'picker.selectObjects');
    await attempt(shot.notes, 'search 张敏', () => searchStaff(dialog));
    await attempt(shot.notes, 'role tab', async () => {
      const search = dialog.locator('[data-testid="picker-search"] input, input[data-testid="picker-search"]').first();
      await search.fill('');
      await search.press('Enter');
      await dialog.getByRole('tab', { name: text(ctx.lang, 'picker.kind.role') }).click({ timeout: 5_000 });
      const role = dialog.locator('.ant-tree-title', { hasText: '资产管理员' }).filter({ visible: true });
      await role.first().click({ timeout: 10_000 });
    });
  });
  await shoot(ctx, 'role-picker', async (shot) => {
    const dialog = await openPicker(ctx, shot, 'role', 'picker.selectRole');
    await attempt(shot.notes, 'choose a role on the global tab (the seeded roles are all global)', async () => {
      await dialog.getByRole('tab', { name: text(ctx.lang, 'picker.globalTab') }).click({ timeout: 5_000 });
      await dialog.locator('.ant-tree-title', { hasText: '资产管理员' }).filter({ visible: true }).first().click({ timeout: 10_000 });
    });
  });
  await shoot(ctx, 'position-picker', async (shot) => {
    const dialog = await openPicker(ctx, shot, 'position', 'picker.selectPosition');
    await attempt(shot.notes, 'choose a position', () => dialog.locator('.ant-tree-treenode .ant-tree-title').filter({ visible: true }).first().click({ timeout: 10_000 }));
  });
  for (const [dialogName, field, key] of [
    ['organize-picker', 'organize', 'orgPicker.organizeTitle'],
    ['department-picker', 'department', 'orgPicker.departmentTitle'],
    ['group-picker', 'group', 'orgPicker.groupTitle'],
  ] as const) {
    await shoot(ctx, dialogName, async (shot) => {
      const dialog = await openPicker(ctx, shot, field, key);
      const tree = dialog.getByTestId('org-picker-tree');
      await attempt(shot.notes, 'choose a node', async () => {
        await tree.locator('.ant-tree-treenode').filter({ visible: true }).first().waitFor({ timeout: 10_000 });
        // The second node: a department (or a group) rather than the top organisation.
        const nodes = tree.locator('.ant-tree-treenode:not(.ant-tree-treenode-disabled) .ant-tree-node-content-wrapper:not(.ant-tree-node-content-wrapper-disabled)').filter({ visible: true });
        await nodes.nth(Math.min(1, (await nodes.count()) - 1)).click({ timeout: 5_000 });
        await dialog.getByTestId('org-picker-chosen').locator('.klx-org-picker-chosen-item').first().waitFor({ timeout: 5_000 });
      });
    });
  }
  await shoot(ctx, 'address-picker', async (shot) => {
    const dialog = await openPicker(ctx, shot, 'place', 'address.title');
    const tree = dialog.getByTestId('address-tree');
    await tree.locator('.ant-tree-treenode').filter({ visible: true }).first().waitFor();
    await attempt(shot.notes, 'choose 广东省/深圳市/南山区', async () => {
      await tree.locator('.ant-tree-treenode', { hasText: '广东省' }).filter({ visible: true }).locator('.ant-tree-switcher').click({ timeout: 5_000 });
      await tree.locator('.ant-tree-treenode', { hasText: '深圳市' }).filter({ visible: true }).locator('.ant-tree-switcher').click({ timeout: 10_000 });
      await tree.getByText('南山区', { exact: true }).click({ timeout: 10_000 });
      await tree.getByText('福田区', { exact: true }).scrollIntoViewIfNeeded();
      await dialog.getByTestId('address-chosen').getByText('广东省/深圳市/南山区').waitFor({ timeout: 5_000 });
    });
  });
  await shoot(ctx, 'popup-picker', async (shot) => {
    const form = await openShowcaseForm(page);
    await form.locator('#root_post').click();
    const title = text(ctx.lang, 'dataPicker.title');
    const dialog = modal(page, title);
    await dialog.waitFor();
    shot.title = title;
    shot.measure = dialog;
    await dialog.locator('tbody tr.ant-table-row').first().waitFor();
    await attempt(shot.notes, 'choose a row', () => dialog.locator('tbody tr.ant-table-row').first().click({ timeout: 5_000 }));
  });
  await shoot(ctx, 'relation-dialog', async (shot) => {
    const form = await openShowcaseForm(page);
    await form.locator('#root_relDialog').click();
    const title = text(ctx.lang, 'dataPicker.title');
    const dialog = modal(page, title);
    await dialog.waitFor();
    shot.title = title;
    shot.measure = dialog;
    await dialog.locator('tbody tr.ant-table-row').first().waitFor();
    await attempt(shot.notes, 'choose 投影仪', () => dialog.locator('tbody tr.ant-table-row', { hasText: '投影仪' }).click({ timeout: 5_000 }));
  });
  await shoot(ctx, 'relation-drawer', async (shot) => {
    const form = await openShowcaseForm(page);
    await form.locator('#root_relDrawer').click();
    const title = text(ctx.lang, 'dataPicker.title');
    const drawer = page.locator('.ant-drawer').filter({ has: page.locator('.ant-drawer-title').filter({ hasText: exactly(title) }) }).filter({ visible: true });
    await drawer.waitFor();
    shot.title = title;
    shot.measure = drawer.locator('.ant-drawer-title');
    await drawer.locator('tbody tr.ant-table-row').first().waitFor();
    await attempt(shot.notes, 'choose 投影仪', () => drawer.locator('tbody tr.ant-table-row', { hasText: '投影仪' }).click({ timeout: 5_000 }));
  });
  await shoot(ctx, 'relation-popover', async (shot) => {
    const form = await openShowcaseForm(page);
    await form.locator('#root_relPopover').click();
    const popover = page.locator('.ant-popover .klx-picker-popover').filter({ visible: true });
    await popover.waitFor();
    shot.title = (await page.locator('.ant-popover .ant-popover-title').filter({ visible: true }).textContent().catch(() => null)) ?? (await popover.getAttribute('aria-label')) ?? undefined;
    shot.measure = popover;
    await popover.locator('tbody tr.ant-table-row').first().waitFor();
    await attempt(shot.notes, 'choose 投影仪', () => popover.locator('tbody tr.ant-table-row', { hasText: '投影仪' }).click({ timeout: 5_000 }));
  });
}

/** Holds the second chunk of an upload until released (the panel shows the upload in progress meanwhile). */
function holdSecondChunk(page: Page) {
  let posts = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const heldSignal = new Promise<void>((resolve) => (held = resolve));
  let passed: Promise<void> = Promise.resolve();
  const handler = async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts += 1;
    if (posts === 2) {
      held();
      passed = released.then(() => route.fallback().catch(() => undefined));
      return passed;
    }
    return route.fallback();
  };
  let installed = false;
  return {
    install: async () => {
      await page.route('**/api/file/chunk**', handler);
      installed = true;
    },
    held: heldSignal,
    release: async () => {
      release();
      await passed;
      if (installed) {
        installed = false;
        await page.unroute('**/api/file/chunk**', handler);
      }
    },
  };
}

async function fileShots(ctx: Context): Promise<void> {
  const { page, lang, fixtures } = ctx;
  if (ONLY && !['barcode-qrcode', 'upload-panel', 'file-list', 'preview-image', 'preview-pdf', 'preview-unsupported'].some((name) => ONLY.split(',').includes(name))) return;
  let form: Locator | undefined;
  let uploaded = false;
  await shoot(ctx, 'barcode-qrcode', async (shot) => {
    form = await openShowcaseForm(page);
    await form.locator('#root_code').fill('KLX2026A');
    await form.locator('svg.klx-barcode rect').nth(2).waitFor();
    await form.locator('.klx-qrcode svg').waitFor();
    await form.locator('.klx-qrcode').scrollIntoViewIfNeeded();
    shot.title = (await form.locator('.ant-modal-title').textContent()) ?? undefined;
    shot.measure = form.locator('.ant-modal-title');
    shot.notes.push('barcode (CODE128) and QR code of the asset code KLX2026A in the showcase form (made by the script)');
  });
  await shoot(ctx, 'upload-panel', async (shot) => {
    form ??= await openShowcaseForm(page);
    const hold = holdSecondChunk(page);
    await hold.install();
    try {
      await form.getByTestId('root_files-input').setInputFiles(fixtures.big);
      await Promise.race([
        hold.held,
        form
          .locator('.klx-upload-list li', { hasText: '资产档案.zip' })
          .waitFor({ timeout: 60_000 })
          .then(() => Promise.reject(new Error('the upload finished before its second chunk (resumed from an earlier one)'))),
      ]);
      const row = form.locator('.klx-upload-panel li[data-upload-status="uploading"]');
      await row.waitFor();
      // Past 0 %: the first chunk is in.
      await page.waitForFunction(() => /(^|\D)[1-9]\d*\s*%/.test(document.querySelector('.klx-upload-panel .ant-progress')?.textContent ?? ''));
      await row.scrollIntoViewIfNeeded();
      shot.title = (await form.locator('.ant-modal-title').textContent()) ?? undefined;
      shot.notes.push(`status ${(await row.textContent())?.replace(/\s+/g, ' ').trim()}`);
      await settled(page).catch(() => undefined);
      const image = await page.screenshot();
      await hold.release();
      await form.locator('.klx-upload-list li', { hasText: '资产档案.zip' }).waitFor({ timeout: 60_000 });
      uploaded = true;
      return image;
    } finally {
      await hold.release();
    }
  });
  await shoot(ctx, 'file-list', async (shot) => {
    form ??= await openShowcaseForm(page);
    await form.getByTestId('root_files-input').setInputFiles([fixtures.png, fixtures.pdf, fixtures.txt]);
    await form.locator('.klx-upload-list li', { hasText: '备注.txt' }).waitFor({ timeout: 60_000 });
    await form.locator('.klx-upload-list li', { hasText: '设备照片.png' }).waitFor({ timeout: 60_000 });
    await form.locator('.klx-upload-list li', { hasText: '领用说明.pdf' }).waitFor({ timeout: 60_000 });
    await form.locator('.klx-upload-panel').waitFor({ state: 'detached', timeout: 60_000 });
    await form.locator('.klx-upload-list').scrollIntoViewIfNeeded();
    shot.title = (await form.locator('.ant-modal-title').textContent()) ?? undefined;
    shot.notes.push(`${await form.locator('.klx-upload-list li').count()} files${uploaded ? '' : ' (the big upload failed)'}`);
  });
  const preview = (name: string) => form!.locator('.klx-upload-list li', { hasText: name }).getByRole('button', { name: text(lang, 'file.preview') });
  await shoot(ctx, 'preview-image', async (shot) => {
    if (!form) throw new Error('no form with files');
    await preview('设备照片.png').click();
    const image = page.locator('.ant-image-preview-img, .ant-image-preview img').filter({ visible: true }).first();
    await image.waitFor();
    await page.waitForFunction((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0, await image.elementHandle());
    shot.title = 'image viewer';
    shot.measure = image;
    await settled(page).catch(() => undefined);
    shot.width = await widthOf(image);
    const shotImage = await page.screenshot();
    await page.keyboard.press('Escape');
    await image.waitFor({ state: 'hidden' });
    return shotImage;
  });
  await shoot(ctx, 'preview-pdf', async (shot) => {
    if (!form) throw new Error('no form with files');
    await preview('领用说明.pdf').click();
    const dialog = modal(page, '领用说明.pdf');
    await dialog.waitFor();
    shot.title = '领用说明.pdf';
    shot.measure = dialog;
    const frame = dialog.getByTestId('document-preview-frame');
    await frame.waitFor();
    const content = await (await frame.elementHandle())!.contentFrame();
    await content?.waitForLoadState('load');
    await settled(page).catch(() => undefined);
    shot.width = await widthOf(dialog);
    const image = await stableScreenshot(page);
    await dialog.getByRole('button', { name: buttonName(text(lang, 'common.cancel')) }).click();
    await dialog.waitFor({ state: 'hidden' });
    return image;
  });
  await shoot(ctx, 'preview-unsupported', async (shot) => {
    if (!form) throw new Error('no form with files');
    await preview('备注.txt').click();
    const dialog = modal(page, '备注.txt');
    await dialog.waitFor();
    shot.title = '备注.txt';
    shot.measure = dialog;
    await dialog.getByTestId('document-preview-unsupported').waitFor();
    await settled(page).catch(() => undefined);
    shot.width = await widthOf(dialog);
    const image = await page.screenshot();
    await dialog.getByRole('button', { name: buttonName(text(lang, 'common.cancel')) }).click();
    await dialog.waitFor({ state: 'hidden' });
    return image;
  });
}

async function importShots(ctx: Context): Promise<void> {
  const { page, lang, fixtures } = ctx;
  if (ONLY && !['import-upload', 'import-preview', 'import-result'].some((name) => ONLY.split(',').includes(name))) return;
  let dialog: Locator | undefined;
  const title = text(lang, 'sheet.importTitle');
  await shoot(ctx, 'import-upload', async (shot) => {
    await page.goto(`${BASE}/permission/user`);
    await page.locator('[data-action="importSheet"]').click();
    dialog = page.locator('.ant-modal', { has: page.getByTestId('import-sheet-dialog') });
    await dialog.waitFor();
    shot.title = (await dialog.locator('.ant-modal-title').textContent()) ?? undefined;
    if (shot.title !== title) shot.notes.push(`expected title ${title}`);
    shot.measure = dialog;
    await dialog.locator('input[type=file]').setInputFiles(fixtures.sheet[lang]);
    await dialog.getByTestId('import-file-name').waitFor();
  });
  await shoot(ctx, 'import-preview', async (shot) => {
    if (!dialog) throw new Error('no import dialog');
    await dialog.locator('[data-action="importNext"]').click();
    await dialog.locator('[data-cell="0-account"]').waitFor();
    shot.title = (await dialog.locator('.ant-modal-title').textContent()) ?? undefined;
    shot.measure = dialog;
    shot.notes.push(`${await dialog.locator('tbody tr.ant-table-row').count()} rows`);
  });
  await shoot(ctx, 'import-result', async (shot) => {
    if (!dialog) throw new Error('no import dialog');
    await dialog.locator('[data-action="importNext"]').click();
    await dialog.locator('.ant-result-title').waitFor({ timeout: 60_000 });
    shot.title = (await dialog.locator('.ant-modal-title').textContent()) ?? undefined;
    shot.measure = dialog;
    shot.notes.push(`result: ${(await dialog.locator('.ant-result-title').textContent())?.trim()}`);
    await dialog.locator('tbody tr.ant-table-row').first().waitFor({ timeout: 5_000 }).catch(() => shot.notes.push('no failed rows listed'));
  });
}

async function billRuleShot(ctx: Context): Promise<void> {
  const { page, lang } = ctx;
  await shoot(ctx, 'bill-rule-picker', async (shot) => {
    await page.goto(`${BASE}/onlineDev/webDesign`);
    const row = page.getByTestId('web-design-row-assetRequisition');
    await row.waitFor();
    await row.getByRole('button', { name: lang === 'en' ? /^\s*Design\s*$/ : buttonName('设计') }).click();
    await page.getByTestId('designer-palette').waitFor();
    const node = page.locator('[data-testid^="canvas-node-"][data-kind="billRule"]').first();
    await node.locator(':scope > div').first().click();
    const panel = page.getByTestId('designer-field-panel');
    await panel.locator('[data-picker="billRuleSelect"]').click();
    const title = text(lang, 'billRulePicker.title');
    const dialog = modal(page, title);
    await dialog.waitFor();
    shot.title = title;
    shot.measure = dialog;
    await dialog.locator('tbody tr.ant-table-row').first().waitFor();
    await attempt(shot.notes, 'choose the AssetUse rule', () => dialog.locator('tbody tr.ant-table-row', { hasText: 'AssetUse' }).first().click({ timeout: 5_000 }));
  });
}

async function printShots(ctx: Context): Promise<void> {
  const { page, lang } = ctx;
  if (ONLY && !['print-chooser', 'print-preview'].some((name) => ONLY.split(',').includes(name))) return;
  await useSystem(page, 'sys_demo');
  try {
    let chooser: Locator | undefined;
    await shoot(ctx, 'print-chooser', async (shot) => {
      await page.goto(`${BASE}/demo/assetRequisition`);
      const list = page.getByTestId('form-model-page');
      const row = list.locator('tbody tr.ant-table-row').first();
      await row.waitFor();
      await row.getByRole('button', { name: buttonName(text(lang, 'lowcode.detail')) }).click();
      const detail = page.getByTestId('detail-view');
      await detail.waitFor();
      const print = page.locator('[data-action="print"]').filter({ visible: true });
      await page.waitForFunction(() => {
        const button = [...document.querySelectorAll('[data-action="print"]')].find((element) => (element as HTMLElement).offsetParent !== null);
        return button !== undefined && !(button as HTMLButtonElement).disabled;
      });
      await print.click();
      const title = text(lang, 'print.chooseTemplate');
      chooser = modal(page, title);
      await chooser.waitFor();
      await chooser.getByTestId('print-template-chooser').locator('.ant-list-item').first().waitFor();
      shot.title = title;
      shot.measure = chooser;
      shot.notes.push(`templates: ${(await chooser.locator('.ant-list-item').allTextContents()).join(', ')}`);
    });
    await shoot(ctx, 'print-preview', async (shot) => {
      if (!chooser) throw new Error('no chooser');
      await chooser.locator('.ant-list-item').first().click();
      const title = text(lang, 'print.preview');
      const dialog = modal(page, title);
      await dialog.waitFor();
      await dialog.getByTestId('print-pages').locator('h2').waitFor();
      shot.title = title;
      shot.measure = dialog;
      const pageText = (await dialog.getByTestId('print-pages').textContent()) ?? '';
      if (pageText.includes('{{')) shot.notes.push('unfilled placeholder left');
    });
  } finally {
    await useSystem(page, 'sys_main');
  }
}

async function editorShot(ctx: Context): Promise<void> {
  const { page, lang } = ctx;
  await shoot(ctx, 'rich-text-editor', async (shot) => {
    await page.goto(`${BASE}/system/notice`);
    await page.getByTestId('notice-add').click();
    const dialog = page.locator('.ant-modal').filter({ has: page.locator('.ql-editor') }).filter({ visible: true });
    await dialog.waitFor();
    const editor = dialog.locator('.ql-editor');
    await editor.waitFor();
    shot.title = (await dialog.locator('.ant-modal-title').textContent()) ?? undefined;
    shot.measure = dialog;
    shot.notes.push(`placeholder: ${await editor.getAttribute('data-placeholder')}`);
    await attempt(shot.notes, 'type formatted text', async () => {
      await editor.click();
      await dialog.locator('.ql-toolbar .ql-bold').click();
      await page.keyboard.type(lang === 'en' ? 'Asset inventory notice' : '资产盘点通知');
      await dialog.locator('.ql-toolbar .ql-bold').click();
      await page.keyboard.press('Enter');
      await page.keyboard.type(lang === 'en' ? 'Please finish checking your assets by Friday.' : '请各部门于本周五前完成资产盘点。');
      await dialog.locator('.ql-toolbar .ql-list[value="bullet"]').click();
    });
  });
}

// ---------------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  fs.mkdirSync(OUT, { recursive: true });
  fs.rmSync(path.join(OUT, 'failed'), { recursive: true, force: true });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'klx-shots-'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const fixtures = await makeFixtures(browser, folder);
    let prepared = false;
    for (const lang of LANGS) {
      const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 }, acceptDownloads: true });
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      page.on('pageerror', (error) => log('page error:', error.message));
      if (process.env.SHOTS_DEBUG) page.on('request', (request) => request.url().includes('/api/file') && log('request', request.method(), request.url()));
      // A native dialog (beforeunload of a page being left) would block the run: accept it.
      page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
      await signIn(page, lang);
      if (!prepared) {
        await ensureGroups(page);
        await prepare(page);
        prepared = true;
      }
      const ctx: Context = { page, lang, fixtures };
      await fileShots(ctx);
      await pickerShots(ctx);
      await billRuleShot(ctx);
      await importShots(ctx);
      await printShots(ctx);
      await editorShot(ctx);
      await context.close();
    }
  } finally {
    await browser.close();
    fs.rmSync(folder, { recursive: true, force: true });
    fs.writeFileSync(path.join(OUT, 'manifest.json'), JSON.stringify(shots, null, 2));
  }
  const failed = shots.filter((shot) => !shot.ok);
  log(`${shots.length - failed.length} of ${shots.length} shots in ${OUT}${failed.length ? `; failed: ${failed.map((shot) => shot.file).join(', ')}` : ''}`);
}

await main();
