/**
 * The client end of the live socket (spec 01 §4.5): connects to `/websocket/{token}` on the page's origin (ws or
 * wss), sends OnConnection, sends heartCheck every `heartbeatMs` and treats a connection that answered nothing
 * for two heartbeats as dead; a lost connection is retried with exponential backoff (1 s doubling to 30 s, with
 * jitter). After logout, closeSocket or refresh frames the server means it: no reconnect.
 */
import { parseServerFrame, type ServerFrame } from '../../runtime/core/contract/socket';

/** What the socket needs from its host. */
export interface LiveSocketOptions {
  /** The socket address for a token. */
  url(token: string): string;
  getToken(): string;
  onFrame(frame: ServerFrame): void;
  /** Told when the connection opens (true) or is lost (false). */
  onState?(open: boolean): void;
  heartbeatMs?: number;
  WebSocketImpl?: typeof WebSocket;
  random?: () => number;
}

/** The backoff before reconnect attempt `attempt` (0-based): 1 s doubling up to 30 s, plus up to 30 % jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 10));
  return Math.round(base * (1 + 0.3 * random()));
}

/** The socket address on the page's origin. */
export function socketUrl(token: string, location: Pick<Location, 'protocol' | 'host'>, lang: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/websocket/${encodeURIComponent(token)}?lang=${encodeURIComponent(lang)}`;
}

/** A running live socket. */
export interface LiveSocket {
  start(): void;
  /** Closes and stops reconnecting. */
  stop(): void;
  /** Sends a frame while the connection is open; false when it is not. */
  send(frame: object): boolean;
}

/** Creates the socket (not yet connected). */
export function createLiveSocket(options: LiveSocketOptions): LiveSocket {
  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const Impl = options.WebSocketImpl ?? WebSocket;
  let ws: WebSocket | undefined;
  let stopped = true;
  let attempt = 0;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let lastHeard = 0;
  let final = false;

  const clearTimers = () => {
    if (heartbeat) clearInterval(heartbeat);
    if (retry) clearTimeout(retry);
    heartbeat = undefined;
    retry = undefined;
  };

  const connect = () => {
    const token = options.getToken();
    if (stopped || !token) return;
    final = false;
    const socket = new Impl(options.url(token));
    ws = socket;
    socket.onopen = () => {
      attempt = 0;
      lastHeard = Date.now();
      options.onState?.(true);
      socket.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false }));
      heartbeat = setInterval(() => {
        if (Date.now() - lastHeard > heartbeatMs * 2) {
          // Nothing heard for two heartbeats: the connection is dead even if the browser has not noticed.
          socket.close();
          return;
        }
        socket.send(JSON.stringify({ method: 'heartCheck', token }));
      }, heartbeatMs);
    };
    socket.onmessage = (event: MessageEvent) => {
      lastHeard = Date.now();
      const frame = parseServerFrame(String(event.data));
      if (!frame) return;
      if (frame.method === 'logout' || frame.method === 'closeSocket' || frame.method === 'refresh') final = true;
      options.onFrame(frame);
    };
    socket.onclose = () => {
      if (ws !== socket) return;
      clearTimers();
      ws = undefined;
      options.onState?.(false);
      if (stopped || final) return;
      retry = setTimeout(connect, reconnectDelay(attempt++, options.random));
    };
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      attempt = 0;
      connect();
    },
    send(frame) {
      if (!ws || ws.readyState !== 1) return false;
      ws.send(JSON.stringify(frame));
      return true;
    },
    stop() {
      stopped = true;
      clearTimers();
      const socket = ws;
      ws = undefined;
      socket?.close();
    },
  };
}
