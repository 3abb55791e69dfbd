/**
 * The widget kit in a real browser against the real server (issue 11 tests):
 * - users are imported through the three-step dialog from a sheet with two bad rows: two are created, the two
 *   failures are listed with their reasons and exported as a sheet whose last column is the reason;
 * - a barcode and a QR code are drawn in a form, and what they draw is read back (the bars' runs, the QR modules
 *   from the SVG path) and compared with the libraries' own encoding of the texts — not by eye.
 */
import { read, utils, write } from '@e965/xlsx';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ADMIN, pageApi, screenshot, useBrowserApp } from './harness';

const app = useBrowserApp({ viewport: { width: 1440, height: 900 } });

/** Releases a form model built from its fields and opens its add dialog. */
async function openNewRecord(page: Page, enCode: string, fullName: string, fields: unknown[], columns: { prop: string; label: string }[]) {
  const form = { popupType: 'general', generalWidth: '800px', fields };
  const columnData = { type: 1, columnList: columns, searchList: [], hasPage: true, pageSize: 20 };
  const created = await pageApi<{ id: string }>(page, 'POST', '/api/visualdev/Base', { fullName, enCode, category: 'asset', formData: JSON.stringify(form), columnData: JSON.stringify(columnData) });
  expect(created.code, created.msg).toBe(200);
  const released = await pageApi(page, 'POST', `/api/visualdev/Base/${created.data.id}/Actions/Release`, { pcModuleParentId: 'm_onlineDev' });
  expect(released.code, released.msg).toBe(200);
  return async () => {
    await page.goto(`${app.server.url}/model/${enCode}`);
    await page.getByTestId('form-model-page').locator('[data-action="add"]').click();
    const dialog = page.locator('.ant-modal', { has: page.locator('.ant-modal-title', { hasText: '新建' }) });
    await dialog.waitFor();
    return dialog;
  };
}

describe('the user import', () => {
  it('imports a sheet with two bad rows, lists the failures with their reasons and exports them', async () => {
    const page = app.page;
    await app.signInHome(ADMIN);
    const rows = [
      ['账户', '姓名', '性别', '所属组织', '手机'],
      ['kit01', '导入甲', '男', '资产管理部', '13800000011'],
      ['admin', '重复账户', '男', '资产管理部', ''],
      ['kit02', '导入乙', '女', '资产管理部', ''],
      ['kit03', '无此组织', '男', '不存在的部门', ''],
    ];
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Sheet1');
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'klx-import-'));
    const sheet = path.join(folder, 'users.xlsx');
    fs.writeFileSync(sheet, write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    try {
      await page.goto(`${app.server.url}/permission/user`);
      await page.locator('[data-action="importSheet"]').click();
      const dialog = page.locator('.ant-modal', { has: page.getByTestId('import-sheet-dialog') });
      await dialog.waitFor();
      await dialog.locator('input[type=file]').setInputFiles(sheet);
      await dialog.getByTestId('import-file-name').waitFor();
      await dialog.locator('[data-action="importNext"]').click();
      // The preview: four rows, editable.
      await dialog.locator('[data-cell="0-account"]').waitFor();
      expect(await dialog.locator('tbody tr.ant-table-row').count()).toBe(4);
      await screenshot(page, 'import-preview-zh-CN');
      await dialog.locator('[data-action="importNext"]').click();
      await dialog.getByText('成功导入2条，失败2条').waitFor({ timeout: 60_000 });
      const failed = dialog.locator('tbody tr.ant-table-row');
      expect(await failed.count()).toBe(2);
      await dialog.locator('tr', { hasText: 'admin' }).getByText('工号已存在').waitFor();
      await screenshot(page, 'import-result-zh-CN');

      const downloading = page.waitForEvent('download');
      await dialog.getByRole('button', { name: '导出异常数据' }).click();
      const download = await downloading;
      const exported = read(fs.readFileSync((await download.path())!), { type: 'buffer' });
      const table = utils.sheet_to_json<string[]>(exported.Sheets[exported.SheetNames[0]!]!, { header: 1, raw: false, defval: '' });
      expect(table[0]!.at(-1)).toBe('异常原因');
      expect(table.slice(1).map((row) => row[0])).toEqual(['admin', 'kit03']);
      expect(table[1]!.at(-1)).toBe('工号已存在');

      await dialog.locator('.ant-modal-footer').getByRole('button', { name: /关\s*闭/ }).click();
      const list = await pageApi<{ list: { account: string }[] }>(page, 'GET', '/api/permission/Users?keyword=kit0&currentPage=1&pageSize=20');
      expect(list.data.list.map((user) => user.account).sort()).toEqual(['kit01', 'kit02']);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 300_000);
});

/** The dark modules a qrcode SVG path draws ("M x y" starts a row's run, "m dx 0" skips, "h n" draws n modules). */
function modulesOfPath(d: string, margin: number): Set<string> {
  const dark = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of d.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === 'M') {
      x = Number(a);
      y = Number(b);
    } else if (command === 'm') {
      x += Number(a);
    } else {
      for (let step = 0; step < Number(a); step += 1) dark.add(`${x + step - margin},${Math.floor(y) - margin}`);
      x += Number(a);
    }
  }
  return dark;
}

describe('barcodes and QR codes', () => {
  it('draws exactly what the libraries encode for the texts', async () => {
    const page = app.page;
    await app.signInHome(ADMIN);
    const open = await openNewRecord(
      page,
      'codedLabels',
      '标签',
      [
        { __config__: { klxKey: 'comInput', label: '编码', span: 24 }, __vModel__: 'code' },
        { __config__: { klxKey: 'barcode', label: '条码', span: 24 }, __vModel__: 'bar', relationField: 'code' },
        { __config__: { klxKey: 'qrcode', label: '二维码', span: 24 }, __vModel__: 'qr', staticText: 'KLX-QR-2026' },
      ],
      [{ prop: 'code', label: '编码' }],
    );
    const dialog = await open();
    await dialog.getByLabel('编码').fill('KLX2026A');
    const barcode = dialog.locator('svg.klx-barcode[aria-label="KLX2026A"]');
    await barcode.locator('rect').nth(2).waitFor();
    const qr = dialog.locator('.klx-qrcode[aria-label="KLX-QR-2026"] svg');
    await qr.waitFor();
    await screenshot(page, 'codes-zh-CN');

    // The bars: each run of dark modules is a rect; rebuilt as 1s and 0s, they are jsbarcode's CODE128 encoding.
    const rects = await barcode.locator('g rect').evaluateAll((nodes) => nodes.map((node) => ({ x: Number(node.getAttribute('x')), width: Number(node.getAttribute('width')) })));
    const JsBarcode = (await import('jsbarcode')).default as unknown as (target: object, text: string, options: object) => void;
    const target: { encodings?: { data: string }[] } = {};
    JsBarcode(target, 'KLX2026A', { format: 'CODE128' });
    const expected = target.encodings!.map((encoding) => encoding.data).join('');
    const moduleWidth = 4;
    const start = rects[0]!.x;
    const drawn = Array.from({ length: expected.length }, () => '0');
    for (const rect of rects) for (let index = (rect.x - start) / moduleWidth; index < (rect.x - start + rect.width) / moduleWidth; index += 1) drawn[index] = '1';
    expect(drawn.join('')).toBe(expected);

    // The QR code: the modules its path draws are the qrcode library's matrix for the text, at low correction.
    const d = await qr.locator('path[stroke]').getAttribute('d');
    const QRCode = (await import('qrcode')).default;
    const matrix = QRCode.create('KLX-QR-2026', { errorCorrectionLevel: 'L' }).modules;
    const wanted = new Set<string>();
    for (let row = 0; row < matrix.size; row += 1) for (let col = 0; col < matrix.size; col += 1) if (matrix.get(row, col)) wanted.add(`${col},${row}`);
    expect(modulesOfPath(d!, 1)).toEqual(wanted);
  }, 300_000);
});
