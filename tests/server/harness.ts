/**
 * API test harness: the real app over a real database — in-memory PGlite always, and PostgreSQL as well when
 * DATABASE_URL is set (each test file gets a throwaway database there, dropped afterwards).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import SparkMD5 from 'spark-md5';
import { createApp, type App } from '../../server/app';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed/seed';
import type { ScreenRegistry } from '../../server/modules/resource/registry';
import type { FileStorage } from '../../server/modules/file/storage';
import { DEFAULT_SCHEMA_DIR, loadScreens } from '../../server/schemas/loader';

/** Which databases the api suite runs on. */
export const DATABASES: ('pglite' | 'postgres')[] = ['pglite', ...(process.env.DATABASE_URL ? (['postgres'] as const) : [])];

export const ADMIN = { account: 'admin', password: 'Klx@2026' };
export const STAFF = { account: 'staff', password: 'Staff@2026' };

/** A test server: the app, its database, and helpers. */
export interface TestServer {
  app: App;
  database: DatabaseHandle;
  /** Moves the app's clock (sessions, lockouts) forward. */
  advanceClock(ms: number): void;
  close(): Promise<void>;
}

/** md5 as the client sends it. */
export const md5 = (text: string) => SparkMD5.hash(text);

/**
 * A throwaway database on the PostgreSQL server `base` names (DATABASE_URL by default), with a unique name
 * starting with `prefix`; `drop` removes it even while connections remain.
 */
export async function createPostgresDatabase(base: URL = new URL(process.env.DATABASE_URL!), prefix = 'klx_t'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base.toString() });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const screenCache = new Map<string, ScreenRegistry>();

/** The screens of the schema directories, loaded once per test file. */
export function screensOf(dirs: readonly string[] = [DEFAULT_SCHEMA_DIR]): ScreenRegistry {
  const key = dirs.join('|');
  if (!screenCache.has(key)) screenCache.set(key, loadScreens(dirs));
  return screenCache.get(key)!;
}

/** Options of a test server. */
export interface TestServerOptions {
  /** Directories of screen schemas to serve (default: the repository's schemas/). */
  schemaDirs?: string[];
  /** Where the app's clock starts (default: now); advanceClock moves it on. */
  startAt?: Date;
  /** Believe X-Forwarded-For, so a test can call from many addresses (default: every call comes from 10.0.0.1). */
  trustProxy?: boolean;
  /** The file store (default: a fresh one in memory). */
  files?: FileStorage;
}

/** Starts the app over a fresh, seeded database. */
export async function createTestServer(kind: 'pglite' | 'postgres', options: TestServerOptions = {}): Promise<TestServer> {
  const pgDatabase = kind === 'postgres' ? await createPostgresDatabase() : undefined;
  const database = await openDatabase(pgDatabase ? { kind: 'postgres', url: pgDatabase.url } : { kind: 'memory' });
  await seedDatabase(database.db, { adminPassword: ADMIN.password, staffPassword: STAFF.password, passwordIterations: 1000 });
  let offset = options.startAt ? options.startAt.getTime() - Date.now() : 0;
  const app = createApp({
    db: database.db,
    config: { passwordIterations: 1000, logRequests: false },
    screens: screensOf(options.schemaDirs),
    now: () => new Date(Date.now() + offset),
    log: () => undefined,
    addressOf: () => '10.0.0.1',
    trustProxy: options.trustProxy,
    files: options.files,
  });
  return {
    app,
    database,
    advanceClock: (ms) => (offset += ms),
    close: async () => {
      await database.close();
      await pgDatabase?.drop();
    },
  };
}

/** Posts the sign-in form and returns the envelope. */
export async function postLogin(app: App, account: string, password: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const response = await app.request('/api/oauth/Login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ account, password: md5(password), client_id: 'admin', scope: 'all', grant_type: 'password', ...extra }),
  });
  return (await response.json()) as { code: number; msg: string; data?: { token: string; theme: string } };
}

/** Signs in and returns the token (fails the test otherwise). */
export async function tokenFor(app: App, credentials: { account: string; password: string }): Promise<string> {
  const answer = await postLogin(app, credentials.account, credentials.password);
  if (answer.code !== 200 || !answer.data) throw new Error(`sign-in failed: ${answer.msg}`);
  return answer.data.token;
}

/** Calls the API with a token and returns the envelope. */
export async function call<T = unknown>(app: App, path: string, options: { token?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = options.token;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await app.request(path, { method: options.method ?? 'GET', headers, body });
  return { status: response.status, ...((await response.json()) as { code: number; msg: string; data?: T }) };
}

/** Tables that change by design on any call (sessions, sign-in logs, captchas, bill counters). */
export const VOLATILE_TABLES = new Set(['base_session', 'base_login_log', 'base_captcha', 'base_bill_counter', 'base_bill_reservation', '__drizzle_migrations']);

/**
 * A digest of every table that only deliberate writes change: equal digests mean nothing was stored. `ignoring`
 * names more tables to leave out (logs a refused request still writes).
 */
export async function tableDigest(database: DatabaseHandle, ignoring: readonly string[] = []): Promise<string> {
  const tables = (await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as unknown as {
    rows: { table_name: string }[];
  };
  const parts = tables.rows.filter((row) => !VOLATILE_TABLES.has(row.table_name) && !ignoring.includes(row.table_name)).map((row) => `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${row.table_name} t)`);
  const result = (await database.db.execute(sql.raw(`select concat_ws(',', ${parts.join(', ')}) as digest`))) as unknown as { rows: { digest: string }[] };
  return result.rows[0]!.digest;
}
