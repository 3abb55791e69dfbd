/**
 * The benchmark suite (`npm run bench`): server throughput against a bare handler on PGlite and, when PostgreSQL
 * answers, on PostgreSQL; the users' import of 1,000 and 10,000 rows against a bare insert (import.ts); a chunked
 * upload of 100 MB against a raw copy over loopback (upload.ts), both with `--only=server`; the client in headless
 * Chromium (schema form against antd and plain rjsf, keystroke to paint, a 10,000-row list's scrolling, the sign-in
 * page's size and start-up on a 4× slower CPU). Prints the table
 * and writes it to bench-results/latest.md (and .json); the full run also puts it into README.md between the
 * bench markers.
 *
 * Options: `--short` (a quick pass that checks every measure works; nothing is judged), `--only=server|client`.
 * PostgreSQL: DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres when it answers.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { benchClient, FULL_CLIENT, SHORT_CLIENT } from './client';
import { benchImport, FULL_IMPORT, SHORT_IMPORT } from './import';
import { benchServer, FULL_SERVER, SHORT_SERVER } from './server';
import { benchUpload, FULL_UPLOAD, SHORT_UPLOAD } from './upload';
import { markdownTable, type BenchRow } from './stats';

const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Options of {@link runSuite}. */
export interface SuiteOptions {
  short: boolean;
  only?: 'server' | 'client';
  /** Where the table goes (default bench-results/). */
  outDir?: string;
  log?: (line: string) => void;
}

/** Runs the suite and answers its rows (also written to outDir). */
export async function runSuite(options: SuiteOptions): Promise<BenchRow[]> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const rows: BenchRow[] = [];
  if (options.only !== 'client') {
    const settings = options.short ? SHORT_SERVER : FULL_SERVER;
    const imports = options.short ? SHORT_IMPORT : FULL_IMPORT;
    rows.push(...(await benchServer('pglite', settings, log)));
    rows.push(...(await benchImport('pglite', imports, log)));
    const url = process.env.DATABASE_URL || DEFAULT_POSTGRES;
    if (await postgresAnswers(url)) {
      process.env.DATABASE_URL = url;
      rows.push(...(await benchServer('postgres', settings, log)));
      rows.push(...(await benchImport('postgres', imports, log)));
    } else {
      log(`PostgreSQL at ${url} does not answer: its rows are left out`);
    }
    rows.push(...(await benchUpload(options.short ? SHORT_UPLOAD : FULL_UPLOAD, log)));
  }
  if (options.only !== 'server') rows.push(...(await benchClient(options.short ? SHORT_CLIENT : FULL_CLIENT, log)));
  const outDir = options.outDir ?? path.resolve('bench-results');
  fs.mkdirSync(outDir, { recursive: true });
  const heading = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC${options.short ? ' (short mode: not judged)' : ''}, Node ${process.version}.`;
  const table = `${heading}\n\n${markdownTable(options.short ? rows.map((row) => ({ ...row, met: undefined })) : rows)}\n`;
  fs.writeFileSync(path.join(outDir, options.short ? 'short.md' : 'latest.md'), table);
  fs.writeFileSync(path.join(outDir, options.short ? 'short.json' : 'latest.json'), `${JSON.stringify(rows, null, 2)}\n`);
  return rows;
}

/** Puts the table into README.md between `<!-- bench:start -->` and `<!-- bench:end -->`. */
export function updateReadme(table: string, readme = path.resolve('README.md')): void {
  const text = fs.readFileSync(readme, 'utf8');
  const start = text.indexOf('<!-- bench:start -->');
  const end = text.indexOf('<!-- bench:end -->');
  if (start < 0 || end < start) return;
  fs.writeFileSync(readme, `${text.slice(0, start)}<!-- bench:start -->\n${table}<!-- bench:end -->${text.slice(end + '<!-- bench:end -->'.length)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const short = process.argv.includes('--short');
  const onlyArg = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  const only = onlyArg === 'server' || onlyArg === 'client' ? onlyArg : undefined;
  runSuite({ short, only })
    .then((rows) => {
      const table = markdownTable(short ? rows.map((row) => ({ ...row, met: undefined })) : rows);
      process.stdout.write(`${table}\n`);
      if (!short && !only) updateReadme(fs.readFileSync(path.resolve('bench-results/latest.md'), 'utf8'));
      process.exit(0);
    })
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    });
}
