/** The client socket: OnConnection on open, heartbeats, dead-connection detection, reconnect with backoff, and no reconnect after the server's final frames. */
import { fc, test as property } from '@fast-check/vitest';
import { createLiveSocket, reconnectDelay, socketUrl } from '../../../src/messages/live-socket';

class FakeSocket {
  static all: FakeSocket[] = [];
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.();
  }
  /** The server side: open, push, drop. */
  open() {
    this.onopen?.();
  }
  push(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

describe('the client live socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const start = (frames: object[] = []) => {
    const socket = createLiveSocket({
      url: (token) => `ws://host/websocket/${token}`,
      getToken: () => 'tok',
      onFrame: (frame) => frames.push(frame),
      heartbeatMs: 1000,
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
      random: () => 0,
    });
    socket.start();
    return socket;
  };

  it('sends OnConnection when open and heartCheck every heartbeat', () => {
    start();
    const ws = FakeSocket.all[0]!;
    expect(ws.url).toBe('ws://host/websocket/tok');
    ws.open();
    expect(JSON.parse(ws.sent[0]!)).toEqual({ method: 'OnConnection', token: 'tok', mobileDevice: false });
    ws.push({ method: 'heartCheck' });
    vi.advanceTimersByTime(1000);
    expect(JSON.parse(ws.sent[1]!)).toEqual({ method: 'heartCheck', token: 'tok' });
  });

  it('closes a connection that answered nothing for two heartbeats and reconnects with growing delays', () => {
    start();
    FakeSocket.all[0]!.open();
    vi.advanceTimersByTime(3000);
    expect(FakeSocket.all[0]!.closed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    // The second attempt fails at once: the next wait doubles.
    FakeSocket.all[1]!.close();
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
  });

  it.each(['logout', 'closeSocket', 'refresh'])('does not reconnect after %s', (method) => {
    const frames: object[] = [];
    start(frames);
    const ws = FakeSocket.all[0]!;
    ws.open();
    ws.push({ method, msg: 'bye' });
    ws.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(frames).toEqual([{ method, msg: 'bye' }]);
  });

  it('stops for good when stopped', () => {
    const socket = start();
    FakeSocket.all[0]!.open();
    socket.stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  property.prop([fc.nat(1000), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })])('backoff stays between 1 s and 39 s and never shrinks with attempts', (attempt, random) => {
    const delay = reconnectDelay(attempt, () => random);
    expect(delay).toBeGreaterThanOrEqual(1000);
    expect(delay).toBeLessThanOrEqual(39_000);
    expect(reconnectDelay(attempt + 1, () => random)).toBeGreaterThanOrEqual(delay);
  });

  it('builds the same-origin address, wss on https', () => {
    expect(socketUrl('a b', { protocol: 'https:', host: 'x.test' }, 'en')).toBe('wss://x.test/websocket/a%20b?lang=en');
    expect(socketUrl('t', { protocol: 'http:', host: 'localhost:3000' }, 'zh-CN')).toBe('ws://localhost:3000/websocket/t?lang=zh-CN');
  });
});
