/**
 * Server benchmarks: the real app (session guard, page, button and column/form checks) against a minimal Hono
 * handler that runs the same data calls on the same database with no guard, both served over HTTP on loopback and
 * loaded with autocannon in this process. Each measure alternates baseline and app for several rounds after a
 * warm-up; the figure is the median of the per-round ratios (app ÷ baseline), so the machine's load cancels out.
 * CurrentUser is also timed in-process (app.request, one call at a time), the figure its target names.
 */
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { BILL_RULE_RULES } from '../../server/modules/bill-rule/example-rule';
import { sanitizeHtml } from '../../server/http/sanitize-html';
import { createMemoryStorage } from '../../server/modules/file/memory-storage';
import { buildCurrentUser } from '../../server/modules/oauth/current-user';
import { ALL_FIELDS } from '../../server/modules/permission/field-access';
import { ALL_ROWS } from '../../server/modules/permission/data-scope';
import { createSettingsService } from '../../server/modules/settings/settings-service';
import { parseListQuery } from '../../server/modules/resource/query';
import type { Screen } from '../../server/modules/resource/registry';
import * as service from '../../server/modules/resource/service';
import { ADMIN, STAFF, call, createTestServer, screensOf, tokenFor, type TestServer } from '../../tests/server/harness';
import type { AppProcessReady } from './app-process';
import { fixed, median, type BenchRow } from './stats';

/** How long and how hard to load. */
export interface ServerBenchOptions {
  /** Seconds of each measured run, or a number of requests per connection (the short mode: a loaded machine may answer nothing in a fraction of a second). */
  seconds: number | { perConnection: number };
  /** Seconds of warm-up before each measure (discarded), or requests per connection. */
  warmupSeconds: number | { perConnection: number };
  /** Alternating baseline/app rounds per measure. */
  rounds: number;
  /** Concurrent connections. */
  connections: number;
  /** Sessions of the many-sessions measure (0 leaves it out). */
  manySessions: number;
  /** Requests each of those sessions makes per round. */
  manySessionsRequests: number;
  /** Sequential in-process calls for the CurrentUser timing. */
  inProcessCalls: number;
}

/** The full suite's settings. */
export const FULL_SERVER: ServerBenchOptions = { seconds: 3, warmupSeconds: 1, rounds: 3, connections: 10, manySessions: 200, manySessionsRequests: 20, inProcessCalls: 200 };
/** The short mode's settings: checks every measure runs and answers, judges nothing. */
export const SHORT_SERVER: ServerBenchOptions = { seconds: { perConnection: 3 }, warmupSeconds: { perConnection: 1 }, rounds: 1, connections: 4, manySessions: 8, manySessionsRequests: 3, inProcessCalls: 5 };

/** A listening HTTP server and its base URL. */
interface Listening {
  url: string;
  close(): Promise<void>;
}

async function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<Listening> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ url: `http://127.0.0.1:${info.port}`, close: () => new Promise<void>((done) => server.close(() => done())) }),
    );
  });
}

/** One load run's figures. */
interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Requests answered. */
  count: number;
}

/** A request to load: path, method, headers, and a body made per request (creates need fresh codes). */
interface Target {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Headers per request, e.g. rotating session tokens. */
  headersEach?: () => Record<string, string>;
  body?: () => string;
}

async function load(base: string, target: Target, length: number | { perConnection: number }, connections: number, checkEnvelope = false): Promise<LoadResult> {
  let badEnvelopes = 0;
  const result = await autocannon({
    url: base,
    connections,
    // A generous timeout: on a busy machine a slow answer is a figure, not an error.
    timeout: 60,
    ...(typeof length === 'number' ? { duration: length } : { amount: length.perConnection * connections }),
    requests: [
      {
        method: target.method ?? 'GET',
        path: target.path,
        headers: { 'content-type': 'application/json', ...target.headers },
        setupRequest: (request) => ({
          ...request,
          ...(target.body ? { body: target.body() } : {}),
          ...(target.headersEach ? { headers: { ...request.headers, ...target.headersEach() } } : {}),
        }),
        ...(checkEnvelope
          ? {
              onResponse: (_status: number, body: string) => {
                if (!body.startsWith('{"code":200')) badEnvelopes += 1;
              },
            }
          : {}),
      },
    ],
  });
  return {
    rps: result.duration > 0 ? result.requests.total / result.duration : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx + badEnvelopes,
    count: result.requests.total,
  };
}

/** Asks once and fails loudly unless the answer is a success envelope — a benchmark of refusals measures nothing. */
async function probe(base: string, target: Target): Promise<void> {
  const response = await fetch(base + target.path, {
    method: target.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...target.headers, ...target.headersEach?.() },
    body: target.body?.(),
  });
  const text = await response.text();
  if (!text.startsWith('{"code":200')) throw new Error(`${target.method ?? 'GET'} ${target.path} answered ${response.status} ${text.slice(0, 200)}`);
}

/**
 * The staff role gets the bill-rule page with its buttons, columns and form fields, so that staff calls go through
 * every check (page, button, column and field grants) — the administrator skips them.
 */
export async function grantStaffBillRules(server: TestServer): Promise<void> {
  await server.database.db.execute(sql`
    insert into base_authorize (item_type, item_id, object_type, object_id)
    select 'module', m.id, 'Role', 'role_staff' from base_module m where m.url_address = 'system/billRule'
    union all
    select p.kind, p.id, 'Role', 'role_staff' from base_module_permission p join base_module m on m.id = p.module_id
    where m.url_address = 'system/billRule' and p.kind in ('button', 'column', 'form')
    on conflict do nothing`);
}

/** Sessions that outlive the runs (a day). */
export async function useLongSessions(server: TestServer): Promise<void> {
  await server.database.db.execute(sql`insert into base_sys_config (key, value) values ('tokenTimeout', '1440'::jsonb) on conflict (key) do update set value = excluded.value`);
}

/** The database prepared for the suite: the staff role granted the bill-rule page, and more records to list. */
export async function prepare(server: TestServer, adminToken: string): Promise<{ billRuleId: string }> {
  await grantStaffBillRules(server);
  let billRuleId = '';
  for (let index = 0; index < 120; index += 1) {
    const answer = await call<{ id: string }>(server.app, '/api/system/BillRule', {
      token: adminToken,
      method: 'POST',
      body: { fullName: `基准单据${index}`, enCode: `BENCH${index}`, category: 'dd_billRuleCategory_asset', prefix: 'BN', dateFormat: 'yyyyMMdd', digit: 4, startNumber: '1', description: '基准测试用的单据规则' },
    });
    if (answer.code !== 200) throw new Error(`seeding bill rules: ${answer.msg}`);
    billRuleId ||= answer.data!.id;
  }
  const parents = ['cat_electronic', 'cat_furniture', 'cat_vehicle'];
  for (let index = 0; index < 90; index += 1) {
    const answer = await call(server.app, '/api/eam/EamDatatype', {
      token: adminToken,
      method: 'POST',
      body: { parentid: parents[index % parents.length], fullname: `基准分类${index}`, encode: `BENCH-${index}`, deprecitionType: 1, serviceLife: 5 },
    });
    if (answer.code !== 200) throw new Error(`seeding asset categories: ${answer.msg}`);
  }
  return { billRuleId };
}

/** The app serving in a child process (app-process.ts), its address and signed-in sessions. */
async function startAppProcess(kind: 'pglite' | 'postgres', sessions: number): Promise<AppProcessReady & { stop(): void }> {
  const child = fork(fileURLToPath(new URL('./app-process.ts', import.meta.url)), [kind, String(sessions)], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const ready = await new Promise<AppProcessReady>((resolve, reject) => {
    child.once('message', (message) => resolve(message as AppProcessReady));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the app process ended (${code}) before it listened`)));
  });
  return { ...ready, stop: () => child.disconnect() };
}

/** The baseline: the same service calls on the same database, with no session, guard or field checks. */
function bareApp(server: TestServer) {
  const registry = screensOf();
  const rules = { ...BILL_RULE_RULES };
  const screen = (id: string): Screen => registry.byId.get(id)!;
  const context = (id: string): service.ResourceContext => ({
    db: server.database.db,
    screen: screen(id),
    registry,
    rules,
    lang: 'zh-CN',
    userId: 'user_staff',
    now: new Date(),
    fieldGrants: ALL_FIELDS,
    rows: ALL_ROWS,
    widgetValues: { db: server.database.db, files: createMemoryStorage(), sanitizeHtml },
  });
  const fieldsOf = (id: string) => new Set(Object.keys(screen(id).schema.model.properties));
  const settingsService = createSettingsService(server.database.db, () => Date.now());
  const envelope = (data: unknown) => ({ code: 200, msg: 'Success', data });
  const app = new Hono();
  app.get('/bare/BillRule', async (c) => c.json(envelope(await service.listRecords(context('billRule'), parseListQuery(c.req.query(), fieldsOf('billRule')), undefined))));
  app.get('/bare/EamDatatype', async (c) => c.json(envelope(await service.listRecords(context('eamDatatype'), parseListQuery(c.req.query(), fieldsOf('eamDatatype')), undefined))));
  app.get('/bare/BillRule/:id', async (c) => c.json(envelope(await service.getRecord(context('billRule'), c.req.param('id')))));
  app.post('/bare/BillRule', async (c) => {
    const body = (await c.req.json()) as Record<string, unknown>;
    return c.json(envelope({ id: await service.createRecord(context('billRule'), body, '') }));
  });
  app.get('/bare/CurrentUser', async (c) => {
    // The same assembly with the settings the real route reads, for the same user, without the session lookup.
    const settings = await settingsService.all();
    return c.json(envelope(await buildCurrentUser(server.database.db, 'user_staff', settings, 'zh-CN')));
  });
  return app;
}

let serial = 0;
const newRule = () => {
  serial += 1;
  return JSON.stringify({ fullName: `压测单据${serial}`, enCode: `LOAD${process.pid}x${serial}`, category: 'dd_billRuleCategory_asset', prefix: 'LD', dateFormat: 'no', digit: 6, startNumber: '1' });
};

/** Runs the server benchmarks on one database and answers their table rows. */
export async function benchServer(kind: 'pglite' | 'postgres', options: ServerBenchOptions, progress: (line: string) => void = () => undefined): Promise<BenchRow[]> {
  const server = await createTestServer(kind);
  const rows: BenchRow[] = [];
  const listening: Listening[] = [];
  try {
    // A long session: the runs must not outlive it.
    await useLongSessions(server);
    const adminToken = await tokenFor(server.app, ADMIN);
    const { billRuleId } = await prepare(server, adminToken);
    const staffToken = await tokenFor(server.app, STAFF);
    const app = await listen(server.app.fetch);
    const bare = await listen(bareApp(server).fetch);
    listening.push(app, bare);
    const auth = { authorization: staffToken };

    const measures: { name: string; ours: Target; baseline: Target }[] = [
      { name: 'paged list (bill rules, 20 of 120+)', ours: { path: '/api/system/BillRule?currentPage=1&pageSize=20', headers: auth }, baseline: { path: '/bare/BillRule?currentPage=1&pageSize=20' } },
      { name: 'tree list (asset categories, ~100)', ours: { path: '/api/eam/EamDatatype', headers: auth }, baseline: { path: '/bare/EamDatatype' } },
      { name: 'one record (bill rule)', ours: { path: `/api/system/BillRule/${billRuleId}`, headers: auth }, baseline: { path: `/bare/BillRule/${billRuleId}` } },
      { name: 'create (bill rule)', ours: { path: '/api/system/BillRule', method: 'POST', headers: auth, body: newRule }, baseline: { path: '/bare/BillRule', method: 'POST', body: newRule } },
      { name: 'CurrentUser (staff)', ours: { path: '/api/oauth/CurrentUser', headers: auth }, baseline: { path: '/bare/CurrentUser' } },
    ];
    for (const measure of measures) {
      await probe(app.url, measure.ours);
      await probe(bare.url, measure.baseline);
      await load(bare.url, measure.baseline, options.warmupSeconds, options.connections);
      await load(app.url, measure.ours, options.warmupSeconds, options.connections);
      const ratios: number[] = [];
      const ours: LoadResult[] = [];
      const baseline: LoadResult[] = [];
      for (let round = 0; round < options.rounds; round += 1) {
        const b = await load(bare.url, measure.baseline, options.seconds, options.connections);
        const a = await load(app.url, measure.ours, options.seconds, options.connections);
        baseline.push(b);
        ours.push(a);
        ratios.push(a.rps / b.rps);
      }
      const errors = ours.reduce((sum, run) => sum + run.errors, 0) + baseline.reduce((sum, run) => sum + run.errors, 0);
      const ratio = median(ratios);
      const isPagedList = measure.name.startsWith('paged list');
      rows.push({
        name: `${measure.name}, ${options.connections} connections`,
        where: kind,
        ours: `${fixed(median(ours.map((run) => run.rps)), 0)} req/s (p50 ${fixed(median(ours.map((run) => run.p50)), 0)} ms)${errors ? `, ${errors} errors` : ''}`,
        baseline: `${fixed(median(baseline.map((run) => run.rps)), 0)} req/s`,
        ratio: `${fixed(ratio * 100, 0)}%`,
        target: isPagedList ? '≥ 50%' : '–',
        met: isPagedList ? ratio >= 0.5 && errors === 0 : undefined,
      });
      progress(`${kind} ${measure.name}: ${fixed(ratio * 100, 0)}%`);
    }

    // CurrentUser in-process, one call at a time: the figure its target (5 ms) names, beside the bare assembly.
    const timings: number[] = [];
    const bareTimings: number[] = [];
    const bareHandler = bareApp(server);
    for (let index = 0; index < options.inProcessCalls + 10; index += 1) {
      const started = performance.now();
      const response = await server.app.request('/api/oauth/CurrentUser', { headers: auth });
      await response.text();
      const middle = performance.now();
      await (await bareHandler.request('/bare/CurrentUser')).text();
      if (index >= 10) {
        timings.push(middle - started);
        bareTimings.push(performance.now() - middle);
      }
    }
    const inProcess = median(timings);
    rows.push({
      name: 'CurrentUser in-process (staff, one at a time)',
      where: kind,
      ours: `${fixed(inProcess, 2)} ms`,
      baseline: `${fixed(median(bareTimings), 2)} ms (no session check)`,
      ratio: `${fixed(inProcess, 2)} ms`,
      target: '< 5 ms',
      met: inProcess < 5,
    });
    progress(`${kind} CurrentUser in-process: ${fixed(inProcess, 2)} ms`);

    if (options.manySessions > 0) {
      // Many signed-in sessions at once, each request on the next session's token, against the app in a process of
      // its own (app-process.ts) — as in production, where the load does not share the server's event loop.
      const child = await startAppProcess(kind, options.manySessions);
      try {
        let next = 0;
        const target: Target = { path: '/api/system/BillRule?currentPage=1&pageSize=20', headersEach: () => ({ authorization: child.tokens[next++ % child.tokens.length] }) };
        await probe(child.url, target);
        // A warm-up opens every connection; each round then keeps all of them busy for several requests each, so
        // the figure is the steady state's, not the connections' opening.
        await load(child.url, target, { perConnection: 2 }, options.manySessions);
        const runs: LoadResult[] = [];
        for (let round = 0; round < options.rounds; round += 1) runs.push(await load(child.url, target, { perConnection: options.manySessionsRequests }, options.manySessions, true));
        const p99 = median(runs.map((run) => run.p99));
        const errors = runs.reduce((sum, run) => sum + run.errors, 0);
        const answered = runs.reduce((sum, run) => sum + run.count, 0);
        rows.push({
          name: `paged list, ${options.manySessions} sessions at once`,
          where: kind,
          ours: `${fixed(median(runs.map((run) => run.rps)), 0)} req/s, p50 ${fixed(median(runs.map((run) => run.p50)), 0)} ms, ${errors} errors`,
          baseline: '–',
          ratio: `p99 ${fixed(p99, 0)} ms`,
          target: kind === 'postgres' ? 'p99 < 300 ms, no errors' : '–',
          met: kind === 'postgres' ? answered > 0 && p99 < 300 && errors === 0 : undefined,
        });
        progress(`${kind} ${options.manySessions} sessions: p99 ${fixed(p99, 0)} ms, ${errors} errors`);
      } finally {
        child.stop();
      }
    }
    return rows;
  } finally {
    for (const server of listening) await server.close();
    await server.close();
  }
}
