/** The live socket against the real app on a real port: each event, several sockets of one user, and every way a session ends. */
import { translate } from '../../../runtime/core/i18n/messages';
import { CLOSE_BY_SERVER, CLOSE_LOGOUT } from '../../../server/realtime/hub';
import { ADMIN, STAFF } from '../harness';
import { TestSocket, api, signIn, startInstance, type SocketServer } from './socket-harness';

const STAFF_ID = 'user_staff';

describe('the live socket', () => {
  let server: SocketServer;
  const open: TestSocket[] = [];
  const track = (socket: TestSocket) => {
    open.push(socket);
    return socket;
  };
  beforeAll(async () => {
    server = await startInstance();
  }, 240_000);
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(async () => {
    await server?.stop();
  }, 60_000);

  const release = async (adminToken: string, title: string, toUserIds: string[]) => {
    const created = await api<{ id: string }>(server.url, '/api/message', { token: adminToken, method: 'POST', body: { title, bodyText: '<p>body</p>', toUserIds } });
    expect(created.code).toBe(200);
    const released = await api(server.url, `/api/message/${created.data!.id}/Actions/Release`, { token: adminToken, method: 'PUT' });
    expect(released.code).toBe(200);
    return created.data!.id;
  };

  it('answers OnConnection with initMessage: the online users and the unread counts', async () => {
    const token = await signIn(server.url, STAFF);
    const { socket, init } = await TestSocket.connect(server.url, token);
    track(socket);
    expect(init.onlineUsers).toContain(STAFF_ID);
    expect(init.unreadNums).toEqual([]);
    const counts = await api<Record<string, number>>(server.url, '/api/message/getUnReadMsgNum', { token });
    expect(init.unreadTotalCount).toBe(counts.data!.unreadTotalCount);
    expect(init.unreadNoticeCount).toBe(counts.data!.unreadNoticeCount);
  });

  it('also serves the original client address /api/message/websocket/{token} and ?token=', async () => {
    const token = await signIn(server.url, STAFF);
    const byPath = await TestSocket.connect(server.url, token, `/api/message/websocket/${token}`);
    track(byPath.socket);
    expect(byPath.init.method).toBe('initMessage');
    const byQuery = await TestSocket.connect(server.url, token, `/api/message/websocket?token=${token}`);
    track(byQuery.socket);
    expect(byQuery.init.method).toBe('initMessage');
  });

  it('answers heartCheck with heartCheck', async () => {
    const token = await signIn(server.url, STAFF);
    const { socket } = await TestSocket.connect(server.url, token);
    track(socket);
    socket.send({ method: 'heartCheck', token });
    expect((await socket.next('heartCheck')).method).toBe('heartCheck');
  });

  it('refuses a token that is not a session with logout and closes (in the language asked for)', async () => {
    const socket = track(await TestSocket.open(server.url, `/websocket/${'0'.repeat(64)}?lang=en`));
    const logout = await socket.next('logout');
    expect(logout.msg).toBe(translate('en', 'error.tokenInvalid'));
    expect((await socket.closedBy()).code).toBe(CLOSE_LOGOUT);
  });

  it('answers an unknown frame with an error frame and stays open', async () => {
    const token = await signIn(server.url, STAFF);
    const { socket } = await TestSocket.connect(server.url, token);
    track(socket);
    socket.send({ method: 'NoSuchThing' });
    expect((await socket.next('error')).msg).toBe(translate('zh-CN', 'error.badRequest'));
    socket.send({ method: 'heartCheck' });
    await socket.next('heartCheck');
  });

  it('pushes a released announcement to both open sockets of the recipient, with the new counts, and not to others', async () => {
    const adminToken = await signIn(server.url, ADMIN);
    const staffTokenA = await signIn(server.url, STAFF);
    const staffTokenB = await signIn(server.url, STAFF);
    const admin = (await TestSocket.connect(server.url, adminToken)).socket;
    const first = await TestSocket.connect(server.url, staffTokenA);
    const second = await TestSocket.connect(server.url, staffTokenB);
    [admin, first.socket, second.socket].forEach(track);
    const before = first.init.unreadNoticeCount;

    const id = await release(adminToken, 'Fire drill at 3 pm', [`${STAFF_ID}--user`]);
    for (const socket of [first.socket, second.socket]) {
      const push = await socket.next('messagePush', (frame) => frame.id === id);
      expect(push).toMatchObject({ title: 'Fire drill at 3 pm', messageType: 1, unreadNoticeCount: before + 1 });
      expect(push.unreadTotalCount).toBeGreaterThanOrEqual(push.unreadNoticeCount);
    }
    // Admin was not a recipient: a heartbeat round-trip later, still no push for this message.
    admin.send({ method: 'heartCheck' });
    await admin.next('heartCheck');
    expect(admin.frames.some((frame) => frame.method === 'messagePush' && frame.id === id)).toBe(false);
  });

  it('tells others when a user comes online and when their last socket goes', async () => {
    const adminToken = await signIn(server.url, ADMIN);
    const admin = track((await TestSocket.connect(server.url, adminToken)).socket);
    // Staff may still be online from earlier tests' sockets closing; wait until no staff socket is left.
    await expect.poll(() => server.app.services.realtime.localSockets().filter((s) => s.userId === STAFF_ID).length, { timeout: 20_000 }).toBe(0);
    admin.frames.length = 0;
    const staffToken = await signIn(server.url, STAFF);
    const one = (await TestSocket.connect(server.url, staffToken)).socket;
    const two = (await TestSocket.connect(server.url, staffToken)).socket;
    await admin.next('Online', (frame) => frame.userId === STAFF_ID);
    one.close();
    await expect.poll(() => server.app.services.realtime.localSockets().filter((s) => s.userId === STAFF_ID).length, { timeout: 20_000 }).toBe(1);
    expect(admin.frames.some((frame) => frame.method === 'Offline')).toBe(false);
    two.close();
    await admin.next('Offline', (frame) => frame.userId === STAFF_ID);
  });

  it('signing out sends logout with the socket’s own token to that session’s sockets only, then closes them', async () => {
    const leaving = await signIn(server.url, STAFF);
    const staying = await signIn(server.url, STAFF);
    const a = track((await TestSocket.connect(server.url, leaving)).socket);
    const b = track((await TestSocket.connect(server.url, staying)).socket);
    expect((await api(server.url, '/api/oauth/Logout', { token: leaving })).code).toBe(200);
    const logout = await a.next('logout');
    expect(logout).toEqual({ method: 'logout', token: leaving, msg: translate('zh-CN', 'error.sessionExpired') });
    expect((await a.closedBy()).code).toBe(CLOSE_LOGOUT);
    b.send({ method: 'heartCheck' });
    await b.next('heartCheck');
    expect(b.closed).toBeUndefined();
  });

  it('a forced offline closes every socket of the user with 601’s text', async () => {
    const tokens = [await signIn(server.url, STAFF), await signIn(server.url, STAFF)];
    const sockets = await Promise.all(tokens.map(async (token) => track((await TestSocket.connect(server.url, token)).socket)));
    await server.app.services.sessions.revokeAllOf(STAFF_ID, 'forcedOut');
    for (const [index, socket] of sockets.entries()) {
      const logout = await socket.next('logout');
      expect(logout.token).toBe(tokens[index]);
      expect(logout.msg).toBe('您已被强制下线，请重新登录');
      expect((await socket.closedBy()).code).toBe(CLOSE_LOGOUT);
    }
    // And the API agrees: the session answers 601 with the same text.
    const answer = await api(server.url, '/api/oauth/CurrentUser', { token: tokens[0] });
    expect(answer).toMatchObject({ code: 601, msg: '您已被强制下线，请重新登录' });
  });

  it('a password reset by an administrator closes the user’s sockets with logout', async () => {
    const adminToken = await signIn(server.url, ADMIN);
    const staffToken = await signIn(server.url, STAFF);
    const socket = track((await TestSocket.connect(server.url, staffToken)).socket);
    const reset = await api(server.url, `/api/permission/Users/${STAFF_ID}/Actions/ResetPassword`, {
      token: adminToken,
      method: 'POST',
      body: { userPassword: (await import('../harness')).md5(STAFF.password) },
    });
    expect(reset.code).toBe(200);
    expect((await socket.next('logout')).token).toBe(staffToken);
    expect((await socket.closedBy()).code).toBe(CLOSE_LOGOUT);
  });

  it('a disabled account’s sessions end with the disabled text (the reason any session-ending code passes)', async () => {
    const staffToken = await signIn(server.url, STAFF);
    const socket = track((await TestSocket.connect(server.url, staffToken, `/websocket/${staffToken}?lang=en`)).socket);
    await server.app.services.sessions.revokeAllOf(STAFF_ID, 'disabled');
    expect((await socket.next('logout')).msg).toBe(translate('en', 'error.accountDisabled'));
  });

  it('closeUser sends closeSocket or refresh to every socket of the user and closes them', async () => {
    const staffToken = await signIn(server.url, STAFF);
    const one = track((await TestSocket.connect(server.url, staffToken)).socket);
    await server.app.services.realtime.closeUser(STAFF_ID, { method: 'closeSocket' });
    await one.next('closeSocket');
    expect((await one.closedBy()).code).toBe(CLOSE_BY_SERVER);
    const two = track((await TestSocket.connect(server.url, staffToken)).socket);
    await server.app.services.realtime.closeUser(STAFF_ID, { method: 'refresh', msg: 'reload please' });
    expect((await two.next('refresh')).msg).toBe('reload please');
  });
});
