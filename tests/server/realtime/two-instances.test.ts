/**
 * Two server instances on one PostgreSQL and one Redis (both run on the development machine and in CI;
 * DATABASE_URL and REDIS_URL name them, defaulting to the local ones): an announcement released on instance A
 * reaches a socket on instance B, an ended session closes sockets on the other instance, and both instances see
 * the union of online users.
 */
import { ADMIN, STAFF } from '../harness';
import { TestSocket, api, signIn } from './socket-harness';
import { useTwoInstances } from './two-instances-harness';

describe('two instances on PostgreSQL and Redis', () => {
  const instances = useTwoInstances({ label: 'klx_t2' });
  const sockets: TestSocket[] = [];
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  it('pushes an announcement released on A to the recipient’s socket on B', async () => {
    const { a, b } = instances();
    const adminToken = await signIn(a.url, ADMIN);
    const staffToken = await signIn(b.url, STAFF);
    const { socket, init } = await TestSocket.connect(b.url, staffToken);
    sockets.push(socket);
    const created = await api<{ id: string }>(a.url, '/api/message', { token: adminToken, method: 'POST', body: { title: 'Across instances', toUserIds: ['user_staff--user'] } });
    expect((await api(a.url, `/api/message/${created.data!.id}/Actions/Release`, { token: adminToken, method: 'PUT' })).code).toBe(200);
    const push = await socket.next('messagePush', (frame) => frame.id === created.data!.id);
    expect(push.unreadNoticeCount).toBe(init.unreadNoticeCount + 1);
  });

  it('lists the users online on either instance', async () => {
    const { a, b } = instances();
    const adminToken = await signIn(a.url, ADMIN);
    const staffToken = await signIn(b.url, STAFF);
    const onA = await TestSocket.connect(a.url, adminToken);
    const onB = await TestSocket.connect(b.url, staffToken);
    sockets.push(onA.socket, onB.socket);
    expect(onB.init.onlineUsers).toEqual(expect.arrayContaining(['user_admin', 'user_staff']));
    expect(await a.app.services.realtime.onlineUsers()).toEqual(expect.arrayContaining(['user_admin', 'user_staff']));
  });

  it('a forced offline done on A closes the user’s socket on B with 601’s text', async () => {
    const { a, b } = instances();
    const staffToken = await signIn(b.url, STAFF);
    const { socket } = await TestSocket.connect(b.url, staffToken);
    sockets.push(socket);
    await a.app.services.sessions.revokeAllOf('user_staff', 'forcedOut');
    const logout = await socket.next('logout');
    expect(logout).toMatchObject({ token: staffToken, msg: '您已被强制下线，请重新登录' });
    await socket.closedBy();
  });
});
