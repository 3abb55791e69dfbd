/**
 * One process per DATA_DIR and the operator's recovery command (issue 8 §2, §9), with real processes: a second
 * server on the same directory refuses to start, a kill -9 leaves the directory usable, and `npm run account`
 * unlocks and resets an account with no session — on the embedded database and on DATABASE_URL.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import SparkMD5 from 'spark-md5';
import { verifyPassword } from '../../../server/auth/password';
import { openDatabase } from '../../../server/db/client';
import { LOCK_FILE } from '../../../server/db/data-dir-lock';
import { users } from '../../../server/db/schema';
import { seedDatabase } from '../../../server/db/seed/seed';

const ROOT = path.resolve(__dirname, '../../..');
const TSX = ['--import', 'tsx'];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server; resolves once it listens, or with its exit code and output when it stops first. */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; listening: boolean; code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...TSX, 'server/main.ts'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', KLX_PASSWORD_ITERATIONS: '1000', KLX_LOG_REQUESTS: '0', ...env } });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"msg":"listening"')) resolve({ child, listening: true, code: null, output });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => resolve({ child, listening: false, code, output }));
  });
}

function account(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [...TSX, 'scripts/account.ts', ...args], { cwd: ROOT, env: { ...process.env, KLX_PASSWORD_ITERATIONS: '1000', ...env }, encoding: 'utf8', timeout: 240_000 });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

async function signIn(port: number, accountName: string, password: string) {
  const response = await fetch(`http://127.0.0.1:${port}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account: accountName, password: SparkMD5.hash(password) }),
  });
  return (await response.json()) as { code: number; msg: string };
}

describe('one process per DATA_DIR, and the account command on the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klx-lock-'));
  const running: ChildProcess[] = [];
  afterAll(() => {
    for (const child of running) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server, survives kill -9, and lets the operator unlock and reset the administrator', async () => {
    const portA = await freePort();
    const first = await startServer({ DATA_DIR: dataDir, PORT: String(portA) });
    running.push(first.child);
    expect(first.listening, first.output).toBe(true);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);

    // Anonymous guesses lock the administrator.
    for (let i = 0; i < 5; i++) await signIn(portA, 'admin', `wrong${i}`);
    expect((await signIn(portA, 'admin', 'Klx@2026')).code).toBe(400);

    const second = await startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(second.listening).toBe(false);
    expect(second.code).toBe(1);
    expect(second.output).toContain(`is in use by another KLX process (pid ${first.child.pid})`);
    const whileRunning = account(['unlock', 'admin'], { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.output).toContain('is in use by another KLX process');

    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);

    expect(account(['unlock', 'admin'], { DATA_DIR: dataDir, DATABASE_URL: '' })).toMatchObject({ code: 0, output: 'unlocked admin\n' });
    expect(account(['reset-password', 'admin'], { DATA_DIR: dataDir, DATABASE_URL: '', KLX_NEW_PASSWORD: 'Back@2026x' })).toMatchObject({ code: 0 });

    const portC = await freePort();
    const third = await startServer({ DATA_DIR: dataDir, PORT: String(portC) });
    running.push(third.child);
    expect(third.listening, third.output).toBe(true);
    expect((await signIn(portC, 'admin', 'Back@2026x')).code).toBe(200);
    third.child.kill('SIGTERM');
    await new Promise((resolve) => third.child.once('exit', resolve));
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 600_000);
});

describe.runIf(process.env.DATABASE_URL)('the account command on DATABASE_URL', () => {
  it('unlocks and resets an account in PostgreSQL', async () => {
    const base = new URL(process.env.DATABASE_URL!);
    const name = `klx_t_acct_${Date.now().toString(36)}`;
    const adminClient = new pg.Client({ connectionString: base.toString() });
    await adminClient.connect();
    await adminClient.query(`create database ${name}`);
    await adminClient.end();
    const url = new URL(base.toString());
    url.pathname = `/${name}`;
    try {
      const database = await openDatabase({ kind: 'postgres', url: url.toString() });
      await seedDatabase(database.db, { adminPassword: 'Klx@2026', staffPassword: 'Staff@2026', passwordIterations: 1000 });
      await database.db.update(users).set({ lockMark: 1, failedLogins: 5 }).where(eq(users.account, 'admin'));
      await database.close();

      expect(account(['unlock', 'admin'], { DATABASE_URL: url.toString() })).toMatchObject({ code: 0, output: 'unlocked admin\n' });
      const reset = account(['reset-password', 'admin'], { DATABASE_URL: url.toString() });
      expect(reset.code).toBe(0);
      const password = /new password: (\S+)/.exec(reset.output)?.[1];
      expect(password).toBeTruthy();
      expect(account(['unlock', 'nobody'], { DATABASE_URL: url.toString() })).toMatchObject({ code: 1, output: 'no account "nobody"\n' });

      const after = await openDatabase({ kind: 'postgres', url: url.toString() });
      const [row] = await after.db.select().from(users).where(eq(users.account, 'admin'));
      await after.close();
      expect(row).toMatchObject({ lockMark: 0, failedLogins: 0 });
      expect(await verifyPassword(SparkMD5.hash(password!), row!.passwordHash)).toBe(true);
    } finally {
      const client = new pg.Client({ connectionString: base.toString() });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    }
  }, 600_000);
});
