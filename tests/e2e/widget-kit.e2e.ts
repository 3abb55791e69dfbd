/**
 * The widget kit in a real browser against the real server (issue 11 tests):
 * - a 30 MB file uploaded to a low-code model's file field of 50 MB (above the attachment type's 10 MB: the field's
 *   own limit bounds it on the server) stops after two of its six 5 MB chunks, the page is reloaded, the same file is
 *   chosen again, only the four missing chunks are sent, and the stored file downloads with the same md5;
 * - users are imported through the three-step dialog from a sheet with two bad rows: two are created, the two
 *   failures are listed with their reasons and exported as a sheet whose last column is the reason;
 * - a barcode and a QR code are drawn in a form, and what they draw is read back (the bars' runs, the QR modules
 *   from the SVG path) and compared with the libraries' own encoding of the texts — not by eye.
 */
import { read, utils, write } from '@e965/xlsx';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request, Response, Route } from 'playwright-core';
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

/** True for a call of the chunk route (the app appends a timestamp query, so the path is compared). */
const isChunkCall = (url: string) => new URL(url).pathname === '/api/file/chunk';

describe('the resumable upload', () => {
  it('sends only the missing chunks of a file after the page was reloaded mid-way, and stores it whole', async () => {
    const page = app.page;
    await app.signInHome(ADMIN);
    const open = await openNewRecord(
      page,
      'bigFiles',
      '大文件',
      [
        { __config__: { klxKey: 'comInput', label: '标题', span: 24 }, __vModel__: 'title' },
        { __config__: { klxKey: 'uploadFz', label: '附件', span: 24 }, __vModel__: 'files', fileSize: 50, sizeUnit: 'MB' },
      ],
      [{ prop: 'title', label: '标题' }],
    );
    // 30 MB of varied bytes: six chunks of 5 MB.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'klx-upload-'));
    const file = path.join(folder, 'big-resume.zip');
    const bytes = Buffer.alloc(30 * 1024 * 1024);
    for (let index = 0; index < bytes.length; index += 4) bytes.writeUInt32LE((index * 2654435761) >>> 0, index);
    fs.writeFileSync(file, bytes);
    const md5 = (content: Buffer) => createHash('md5').update(content).digest('hex');
    try {
      // First attempt: chunks 1 and 2 go through; the next chunk call is held unanswered, so the upload cannot
      // finish. Chunks are sent one at a time, so the third call comes only after the second was stored.
      const firstAnswers: Promise<{ data: { chunkNumbers: number[] } }>[] = [];
      const firstAnswer = (response: Response) => {
        if (response.request().method() === 'POST' && isChunkCall(response.url())) firstAnswers.push(response.json());
      };
      page.on('response', firstAnswer);
      let passed = 0;
      let holding!: (request: Request) => void;
      const held = new Promise<Request>((resolve) => (holding = resolve));
      await page.route(
        (url) => url.pathname === '/api/file/chunk',
        async (route: Route) => {
          if (route.request().method() !== 'POST') return route.continue();
          if (passed < 2) {
            passed += 1;
            return route.continue();
          }
          // Held: never answered; the reload drops it.
          holding(route.request());
        },
      );
      let dialog = await open();
      await dialog.locator('input[type=file]').setInputFiles(file);
      await held;
      expect((await Promise.all(firstAnswers)).map((answer) => answer.data.chunkNumbers)).toEqual([[1], [1, 2]]);
      await dialog.locator('.klx-upload-panel li[data-upload-status="uploading"]', { hasText: 'big-resume.zip' }).waitFor();
      await screenshot(page, 'upload-interrupted-zh-CN');
      page.off('response', firstAnswer);

      // The page reloads; the same file chosen again: the probe finds chunks 1 and 2, and only 3 to 6 are sent —
      // each chunk's answer lists what the store holds, so the chunk each call stored is what its answer adds.
      await page.reload();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      let chunkCalls = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && isChunkCall(request.url())) chunkCalls += 1;
      });
      const answers: Promise<{ method: string; chunkNumbers: number[] }>[] = [];
      page.on('response', (response) => {
        if (!isChunkCall(response.url())) return;
        const method = response.request().method();
        answers.push(response.json().then((answer: { data: { chunkNumbers: number[] } }) => ({ method, chunkNumbers: answer.data.chunkNumbers })));
      });
      dialog = await open();
      await dialog.locator('input[type=file]').setInputFiles(file);
      const stored = dialog.locator('.klx-upload-list li[data-file-id]', { hasText: 'big-resume.zip' });
      await stored.waitFor({ timeout: 240_000 });
      const calls = await Promise.all(answers);
      expect(chunkCalls).toBe(4);
      expect(calls[0]).toEqual({ method: 'GET', chunkNumbers: [1, 2] });
      expect(calls.slice(1).map((call) => call.method)).toEqual(['POST', 'POST', 'POST', 'POST']);
      const sent = calls.slice(1).map((call, index) => call.chunkNumbers.filter((number) => !calls[index]!.chunkNumbers.includes(number)));
      expect(sent).toEqual([[3], [4], [5], [6]]);
      await screenshot(page, 'upload-resumed-zh-CN');

      // The stored file, downloaded through its signed link as the form's download button fetches it, is the file.
      const downloading = page.waitForEvent('download');
      await stored.getByRole('button', { name: '下载' }).click();
      const download = await downloading;
      expect(md5(fs.readFileSync((await download.path())!))).toBe(md5(bytes));

      await dialog.getByLabel('标题').fill('断点续传');
      await dialog.getByRole('button', { name: /确\s*定/ }).click();
      await page.getByText('新建成功').waitFor();
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 400_000);
});

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
