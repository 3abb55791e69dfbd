/**
 * Client benchmarks in headless Chromium (/usr/bin/chromium, playwright-core): the benchmark page
 * (scripts/bench/client, built with Vite) mounts our 200-field schema form, a hand-written antd Form and plain
 * @rjsf/antd, times keystrokes to the next paint, and scrolls 10,000 rows; the built app's sign-in page is weighed
 * (JavaScript and CSS after gzip) and timed to first paint and to an interactive form on a 4× slower CPU, beside a
 * plain HTML sign-in form served the same way. Mount times are ratios of medians measured in the same run.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { fixed, median, type BenchRow } from './stats';

/** How many runs and how big. */
export interface ClientBenchOptions {
  /** Mounts per form (the first is discarded as a warm-up when there are more than two). */
  mounts: number;
  /** Fields of the generated form. */
  fields: number;
  /** Keystrokes timed per form. */
  keystrokes: number;
  /** Rows of the scrolled list. */
  rows: number;
  /** Frames of the scripted scroll. */
  frames: number;
  /** Loads of the sign-in page (and of the plain page). */
  signInLoads: number;
  /** Builds the app first (else only when dist/ is missing): the sign-in page is weighed as built. */
  buildApp: boolean;
}

export const FULL_CLIENT: ClientBenchOptions = { mounts: 7, fields: 200, keystrokes: 20, rows: 10_000, frames: 180, signInLoads: 5, buildApp: true };
export const SHORT_CLIENT: ClientBenchOptions = { mounts: 1, fields: 20, keystrokes: 2, rows: 300, frames: 10, signInLoads: 1, buildApp: false };

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGES = path.join(ROOT, 'bench-results/client-dist');
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

function build(args: string[]) {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', ...args], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build ${args.join(' ')} failed`);
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon' };

/** Serves a directory on loopback (the benchmark pages). */
async function serveDir(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const file = path.join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Starts the built app on a free port with a fresh embedded database; resolves once it answers. */
async function startApp(): Promise<{ url: string; stop(): Promise<void> }> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klx-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), DATA_DIR: dataDir, KLX_LOG_REQUESTS: '0', KLX_PASSWORD_ITERATIONS: '1000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const answered = await fetch(`${url}/api/oauth/getConfig/admin`).then((response) => response.ok).catch(() => false);
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openPage(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.goto(url);
  await page.waitForFunction(() => window.__bench !== undefined, undefined, { timeout: 120_000 });
  return page;
}

/** Mount times of one case (ms): all mounts after the first, or every mount when there are at most two. */
async function mountTimes(browser: Browser, base: string, which: string, options: ClientBenchOptions): Promise<{ times: number[]; page: Page }> {
  const page = await openPage(browser, `${base}/index.html?case=${which}&fields=${options.fields}&rows=${options.rows}`);
  const times: number[] = [];
  for (let index = 0; index < options.mounts; index += 1) times.push(await page.evaluate(() => window.__bench.mountOnce()));
  return { times: options.mounts > 2 ? times.slice(1) : times, page };
}

/** Keystroke-to-paint delays (ms) on a mounted form. */
async function keystrokes(page: Page, count: number): Promise<number[]> {
  const selector = await page.evaluate(() => window.__bench.inputSelector!);
  await page.click(selector);
  for (let index = 0; index < count; index += 1) {
    const before = await page.evaluate(() => window.__bench.keyDelays.length);
    await page.keyboard.press(String.fromCharCode(97 + (index % 26)));
    await page.waitForFunction((n) => window.__bench.keyDelays.length > n, before, { timeout: 60_000 });
  }
  return page.evaluate(() => window.__bench.keyDelays.slice());
}

/** Bytes after gzip of the JavaScript and CSS a page loads. */
function gzipSizes(files: Map<string, Buffer>): { js: number; css: number } {
  let js = 0;
  let css = 0;
  for (const [url, body] of files) {
    const size = zlib.gzipSync(body, { level: 9 }).length;
    if (/\.m?js(\?|$)/.test(url)) js += size;
    else if (/\.css(\?|$)/.test(url)) css += size;
  }
  return { js, css };
}

/** Loads a page with the CPU slowed 4×: first paint, and when `ready` first holds. */
async function throttledLoad(browser: Browser, url: string, ready: string): Promise<{ firstPaint: number; interactive: number; files: Map<string, Buffer> }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const files = new Map<string, Buffer>();
  page.on('response', (response) => {
    if (/\.(m?js|css)(\?|$)/.test(response.url())) void response.body().then((body) => files.set(response.url(), body)).catch(() => undefined);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url);
  const interactive = await page.waitForFunction((selector) => {
    const element = document.querySelector(selector);
    return element && !(element as HTMLInputElement).disabled ? performance.now() : 0;
  }, ready, { polling: 'raf', timeout: 120_000 });
  const at = (await interactive.jsonValue()) as number;
  await page.waitForLoadState('networkidle');
  const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);
  await context.close();
  return { firstPaint, interactive: at, files };
}

/** Runs the client benchmarks and answers their table rows. */
export async function benchClient(options: ClientBenchOptions, progress: (line: string) => void = () => undefined): Promise<BenchRow[]> {
  build(['--config', 'scripts/bench/client/vite.config.ts']);
  if (options.buildApp || !fs.existsSync(path.join(ROOT, 'dist/index.html'))) build([]);
  const rows: BenchRow[] = [];
  const pages = await serveDir(PAGES);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    // Forms: the three mount in turn, each in a fresh page; the keystrokes are timed on the mounted form.
    const mount: Record<string, number[]> = { schema: [], antd: [], rjsf: [] };
    const keys: Record<string, number[]> = { schema: [], antd: [], rjsf: [] };
    for (const which of ['antd', 'schema', 'rjsf'] as const) {
      const { times, page } = await mountTimes(browser, pages.url, which, options);
      mount[which].push(...times);
      keys[which].push(...(await keystrokes(page, options.keystrokes)));
      await page.close();
      progress(`form ${which}: mount ${fixed(median(mount[which]))} ms, key ${fixed(median(keys[which]))} ms`);
    }
    const ours = median(mount.schema);
    const antd = median(mount.antd);
    const rjsf = median(mount.rjsf);
    rows.push({
      name: `${options.fields}-field form mounts: schema form vs hand-written antd Form`,
      where: 'chromium',
      ours: `${fixed(ours, 0)} ms`,
      baseline: `${fixed(antd, 0)} ms`,
      ratio: `${fixed(ours / antd, 2)}×`,
      target: '≤ 1.5×',
      met: ours / antd <= 1.5,
    });
    rows.push({
      name: `${options.fields}-field form mounts: schema form vs plain @rjsf/antd`,
      where: 'chromium',
      ours: `${fixed(ours, 0)} ms`,
      baseline: `${fixed(rjsf, 0)} ms`,
      ratio: `${fixed(ours / rjsf, 2)}×`,
      target: '< 1×',
      met: ours / rjsf < 1,
    });
    const key = median(keys.schema);
    rows.push({
      name: `keystroke to next paint, ${options.fields}-field schema form`,
      where: 'chromium',
      ours: `${fixed(key)} ms`,
      baseline: `antd ${fixed(median(keys.antd))} ms · rjsf ${fixed(median(keys.rjsf))} ms`,
      ratio: `${fixed(key)} ms`,
      target: '≤ 16 ms',
      met: key <= 16,
    });

    // The long list: our table against a plain HTML table of the same rows.
    const scrolls: Record<string, { fps: number; rowsInDom: number; mount: number }> = {};
    for (const which of ['dom-list', 'list'] as const) {
      const page = await openPage(browser, `${pages.url}/index.html?case=${which}&fields=${options.fields}&rows=${options.rows}`);
      const mounted = await page.evaluate(() => window.__bench.mountOnce());
      const runs = [];
      for (let index = 0; index < (options.mounts > 1 ? 3 : 1); index += 1) {
        await page.evaluate(() => {
          const box = document.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder, .ant-table-body') ?? document.getElementById('list-scroll')!;
          box.scrollTop = 0;
        });
        runs.push(await page.evaluate((frames) => window.__bench.scroll(frames, 40), options.frames));
      }
      scrolls[which] = { fps: median(runs.map((run) => run.fps)), rowsInDom: runs[0].rowsInDom, mount: mounted };
      await page.close();
      progress(`${which}: ${fixed(scrolls[which].fps)} fps, mount ${fixed(mounted, 0)} ms, ${runs[0].rowsInDom} rows in the DOM`);
    }
    rows.push({
      name: `scrolling ${options.rows.toLocaleString('en')} rows (40 px a frame)`,
      where: 'chromium',
      ours: `${fixed(scrolls.list.fps)} fps, ${scrolls.list.rowsInDom} rows in the DOM, mounts in ${fixed(scrolls.list.mount, 0)} ms`,
      baseline: `plain table ${fixed(scrolls['dom-list'].fps)} fps, mounts in ${fixed(scrolls['dom-list'].mount, 0)} ms`,
      ratio: `${fixed(scrolls.list.fps)} fps`,
      target: '≥ 55 fps',
      met: scrolls.list.fps >= 55,
    });

    // The sign-in page of the built app, against a plain HTML form, both on a 4× slower CPU.
    const app = await startApp();
    try {
      const signIn: { firstPaint: number; interactive: number }[] = [];
      const plain: { firstPaint: number; interactive: number }[] = [];
      let sizes = { js: 0, css: 0 };
      for (let index = 0; index < options.signInLoads; index += 1) {
        const loaded = await throttledLoad(browser, `${app.url}/login`, 'input[type="password"]');
        sizes = gzipSizes(loaded.files);
        signIn.push(loaded);
        plain.push(await throttledLoad(browser, `${pages.url}/plain.html`, 'input[type="password"]'));
      }
      const kb = (bytes: number) => `${fixed(bytes / 1024)} KB`;
      rows.push({
        name: 'sign-in page JavaScript after gzip',
        where: 'chromium',
        ours: kb(sizes.js),
        baseline: '–',
        ratio: kb(sizes.js),
        target: '< 150 KB',
        met: sizes.js < 150 * 1024,
      });
      rows.push({ name: 'sign-in page CSS after gzip', where: 'chromium', ours: kb(sizes.css), baseline: '–', ratio: kb(sizes.css), target: '–' });
      const paint = median(signIn.map((load) => load.firstPaint));
      const ready = median(signIn.map((load) => load.interactive));
      const plainPaint = median(plain.map((load) => load.firstPaint));
      const plainReady = median(plain.map((load) => load.interactive));
      rows.push({
        name: 'sign-in page first paint, CPU 4× slower',
        where: 'chromium',
        ours: `${fixed(paint, 0)} ms`,
        baseline: `plain HTML form ${fixed(plainPaint, 0)} ms`,
        ratio: `${fixed(paint / plainPaint, 1)}×`,
        target: '–',
      });
      rows.push({
        name: 'sign-in form interactive, CPU 4× slower',
        where: 'chromium',
        ours: `${fixed(ready, 0)} ms`,
        baseline: `plain HTML form ${fixed(plainReady, 0)} ms`,
        ratio: `${fixed(ready / plainReady, 1)}×`,
        target: '–',
      });
      progress(`sign-in: ${kb(sizes.js)} JS, ${kb(sizes.css)} CSS, paint ${fixed(paint, 0)} ms, interactive ${fixed(ready, 0)} ms`);
    } finally {
      await app.stop();
    }
  } finally {
    await browser.close();
    await pages.close();
  }
  return rows;
}
