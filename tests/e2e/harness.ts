/**
 * End-to-end harness: starts the real server (built client, embedded database in a fresh data directory — or, for a
 * test that must read what the server stores while it runs, a throwaway PostgreSQL database) on a free port, and
 * Debian's Chromium through playwright-core. Screenshots go to test-results/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type ViewportSize } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { openDatabase, type DatabaseHandle, type Db } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed/seed';

/** A running server. */
export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server's database, open beside it: only when it runs on PostgreSQL (PGlite allows one process). */
  database?: DatabaseHandle;
  stop(): Promise<void>;
}

/** The PostgreSQL server throwaway databases are made on: DATABASE_URL's, else the local one. */
const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates a throwaway PostgreSQL database and answers its address and how to drop it. */
async function createThrowawayPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `klx_e2e_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** An account to sign in with. */
export interface Credentials {
  account: string;
  password: string;
}

export const ADMIN: Credentials = { account: 'admin', password: 'Klx@2026' };
export const STAFF: Credentials = { account: 'staff', password: 'Staff@2026' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts the server and waits until it answers. `prepare` may change the freshly seeded database first (it runs in
 * this process on the server's data directory, which is then closed and handed to the server).
 */
export async function startServer(env: Record<string, string> = {}, prepare?: (db: Db) => Promise<void>, databaseKind: 'pglite' | 'postgres' = 'pglite'): Promise<RunningServer> {
  if (!fs.existsSync(path.resolve('dist/index.html'))) throw new Error('Build the client first (npm run build).');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klx-e2e-'));
  const throwaway = databaseKind === 'postgres' ? await createThrowawayPostgres() : undefined;
  const database = throwaway ? await openDatabase({ kind: 'postgres', url: throwaway.url }) : undefined;
  if (prepare) {
    const seeding = database ?? (await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') }));
    await seedDatabase(seeding.db, { adminPassword: ADMIN.password, staffPassword: STAFF.password, passwordIterations: 1000 });
    await prepare(seeding.db);
    if (!database) await seeding.close();
  }
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATABASE_URL: throwaway?.url ?? '', PORT: String(port), DATA_DIR: dataDir, KLX_LOG_REQUESTS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      const response = await fetch(`${url}/api/oauth/getConfig/admin`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    dataDir,
    database,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await database?.close();
      await throwaway?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Launches headless Debian Chromium. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Saves a screenshot under test-results/. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync('test-results', { recursive: true });
  await page.screenshot({ path: path.join('test-results', `${name}.png`), fullPage: true });
}

/** Signs in through the login page. */
export async function signIn(page: Page, credentials: Credentials): Promise<void> {
  await page.getByPlaceholder('请输入账号').fill(credentials.account);
  await page.getByPlaceholder('请输入密码').fill(credentials.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

export { pageApi, type Envelope } from './page-api';

/** What a file's browser tests run against. */
export interface BrowserAppOptions {
  /** The viewport of the zh-CN context each test gets; `null` gives none, the test opens its own with `newContext`. */
  viewport: ViewportSize | null;
  /** Extra environment for the server. */
  serverEnv?: Record<string, string>;
  /** Changes the freshly seeded database before the server starts (see `startServer`). */
  prepare?: (db: Db) => Promise<void>;
  /** `postgres`: the server runs on a throwaway PostgreSQL database that the test can read (`server.database`). */
  database?: 'pglite' | 'postgres';
}

/** The server, browser, and current context and page of a file's browser tests. */
export interface BrowserApp {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Opens a fresh zh-CN context and page with this viewport as the test's own (closed after the test). */
  newContext(viewport: ViewportSize): Promise<Page>;
  /** Signs in through /login?redirect=… and waits until the browser is on `path`. */
  openAs(credentials: Credentials, path: string): Promise<void>;
  /** Signs in through /login and waits for the home page's greeting. */
  signInHome(credentials: Credentials): Promise<void>;
}

/** Registers a test file's browser hooks (one server and browser per file, a fresh zh-CN context and page per test). */
export function useBrowserApp(options: BrowserAppOptions): BrowserApp {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`no ${what} yet: use it inside a test or hook`);
    return value;
  };

  const app: BrowserApp = {
    get server() {
      return ready(server, 'server');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    get context() {
      return ready(context, 'context');
    },
    get page() {
      return ready(page, 'page');
    },
    async newContext(viewport) {
      context = await app.browser.newContext({ locale: 'zh-CN', viewport });
      page = await context.newPage();
      return page;
    },
    async openAs(credentials, path) {
      await app.page.goto(`${app.server.url}/login?redirect=${encodeURIComponent(path)}`);
      await signIn(app.page, credentials);
      await app.page.waitForURL((url) => url.pathname === path);
    },
    async signInHome(credentials) {
      await app.page.goto(`${app.server.url}/login`);
      await signIn(app.page, credentials);
      await app.page.waitForURL(/\/home$/);
      await app.page.getByTestId('home-greeting').waitFor();
    },
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(options.serverEnv, options.prepare, options.database), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    if (options.viewport) await app.newContext(options.viewport);
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
    page = undefined;
  });
  return app;
}
