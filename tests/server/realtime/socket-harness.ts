/**
 * Socket test harness: the real app listening on a free port (server/listen.ts) over a real, seeded database, and
 * a real WebSocket client (ws) that collects the frames it receives and waits for the ones a test expects.
 */
import WebSocket from 'ws';
import type { ServerFrame, ServerFrameMethod } from '../../../runtime/core/contract/socket';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client';
import { seedDatabase } from '../../../server/db/seed/seed';
import { listen, type Listening } from '../../../server/listen';
import type { EventBus } from '../../../server/realtime/bus';
import { ADMIN, STAFF, screensOf } from '../harness';

/** A listening instance and its database. */
export interface SocketServer extends Listening {
  database: DatabaseHandle;
  stop(): Promise<void>;
}

/** Starts an instance on `database` (a new in-memory one when absent), seeded, with an optional bus. */
export async function startInstance(options: { database?: DatabaseHandle; bus?: EventBus; seed?: boolean } = {}): Promise<SocketServer> {
  const database = options.database ?? (await openDatabase({ kind: 'memory' }));
  if (options.seed !== false) await seedDatabase(database.db, { adminPassword: ADMIN.password, staffPassword: STAFF.password, passwordIterations: 1000 });
  const listening = await listen(
    {
      db: database.db,
      config: { passwordIterations: 1000, logRequests: false },
      screens: screensOf(),
      log: () => undefined,
      addressOf: () => '10.0.0.1',
      bus: options.bus,
    },
    0,
  );
  return {
    ...listening,
    database,
    async stop() {
      await listening.close();
      if (!options.database) await database.close();
    },
  };
}

/** A WebSocket client that records every frame. */
export class TestSocket {
  readonly frames: ServerFrame[] = [];
  closed: { code: number; reason: string } | undefined;
  private waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as ServerFrame);
      this.wake();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      this.wake();
    });
  }

  private wake() {
    const waiting = this.waiters;
    this.waiters = [];
    for (const resolve of waiting) resolve();
  }

  /** Opens `path` (e.g. `/websocket/{token}`) on a server and waits until it is open. */
  static async open(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<TestSocket> {
    const ws = new WebSocket(baseUrl.replace(/^http/, 'ws') + path, { headers });
    const socket = new TestSocket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return socket;
  }

  /** Opens a socket and sends OnConnection; resolves with the initMessage. */
  static async connect(baseUrl: string, token: string, path = `/websocket/${token}`) {
    const socket = await TestSocket.open(baseUrl, path);
    socket.send({ method: 'OnConnection', token, mobileDevice: false });
    const init = await socket.next('initMessage');
    return { socket, init };
  }

  send(frame: Record<string, unknown>) {
    this.ws.send(JSON.stringify(frame));
  }

  /** Waits for the first frame of this method (and matching `where`) not yet taken, and takes it. */
  async next<M extends ServerFrameMethod>(method: M, where: (frame: Extract<ServerFrame, { method: M }>) => boolean = () => true, timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex((frame) => frame.method === method && where(frame as Extract<ServerFrame, { method: M }>));
      if (index >= 0) return this.frames.splice(index, 1)[0] as Extract<ServerFrame, { method: M }>;
      if (this.closed && method !== 'logout' && method !== 'closeSocket' && method !== 'refresh') {
        throw new Error(`socket closed (${this.closed.code}) before ${method}; got ${JSON.stringify(this.frames)}`);
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${method} frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits until the server closed the socket. */
  async closedBy(timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error('socket still open');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 200);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.closed;
  }

  close() {
    this.ws.close();
  }
}

/** Signs in through the listening server's HTTP and returns the token. */
export async function signIn(baseUrl: string, credentials: { account: string; password: string }): Promise<string> {
  const { md5 } = await import('../harness');
  const response = await fetch(`${baseUrl}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account: credentials.account, password: md5(credentials.password), client_id: 'admin', scope: 'all', grant_type: 'password' }),
  });
  const answer = (await response.json()) as { code: number; msg: string; data?: { token: string } };
  if (!answer.data) throw new Error(`sign-in failed: ${answer.msg}`);
  return answer.data.token;
}

/** Calls the API of a listening server with a token. */
export async function api<T = unknown>(baseUrl: string, path: string, options: { token?: string; method?: string; body?: unknown; lang?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = options.token;
  if (options.lang) headers['accept-language'] = options.lang;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, { method: options.method ?? 'GET', headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  return (await response.json()) as { code: number; msg: string; data?: T };
}
