/**
 * The server process on a first start prints what it is doing — checking the schemas, creating, migrating and
 * seeding the database, listening — as JSON lines on stdout, in that order (issue 14: it was silent for ~40 s).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DATABASE_STEP_MESSAGES } from '../../server/db/prepare';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Runs the server until it says it listens; answers the messages of its stdout lines (with the address, if any). */
async function firstStart(dataDir: string): Promise<string[]> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', PORT: String(port), DATA_DIR: dataDir, KLX_PASSWORD_ITERATIONS: '1000', KLX_LOG_REQUESTS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += String(chunk)));
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  try {
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        if (stdout.includes('"msg":"listening"')) resolve();
      };
      child.stdout!.on('data', check);
      child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr || stdout}`)));
    });
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; url?: string })
    .map((line) => (line.url ? `${line.msg} on ${line.url}` : line.msg));
}

describe('server start-up', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klx-main-'));
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('says what it does on a first start, step by step, before it listens', async () => {
    const messages = await firstStart(dataDir);
    expect(messages).toEqual([
      'checking the screen schemas',
      DATABASE_STEP_MESSAGES.creating,
      DATABASE_STEP_MESSAGES.migrating,
      DATABASE_STEP_MESSAGES.seeding,
      expect.stringMatching(/^listening on http:\/\/localhost:\d+$/),
    ]);
  }, 240_000);
});
