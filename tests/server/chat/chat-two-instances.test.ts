/**
 * Internal chat across two server instances on one PostgreSQL and one Redis (DATABASE_URL and REDIS_URL, defaulting
 * to the local ones): a message sent through instance A reaches the recipient's sockets on instance B and on A, the
 * echo reaches the sender's sockets on both, and the unread count is the same whichever instance is asked.
 */
import { ADMIN, STAFF } from '../harness';
import { TestSocket, api, signIn } from '../realtime/socket-harness';
import { useTwoInstances } from '../realtime/two-instances-harness';

describe('internal chat on two instances', () => {
  const instances = useTwoInstances({ label: 'klx_chat2' });
  const sockets: TestSocket[] = [];
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  it('delivers a message sent through A to the recipient’s sockets on B and A, and echoes it to the sender on both', async () => {
    const { a, b } = instances();
    const adminToken = await signIn(a.url, ADMIN);
    const staffToken = await signIn(b.url, STAFF);
    const senderOnA = await TestSocket.connect(a.url, adminToken);
    const senderOnB = await TestSocket.connect(b.url, adminToken);
    const staffOnB = await TestSocket.connect(b.url, staffToken);
    const staffOnA = await TestSocket.connect(a.url, staffToken);
    sockets.push(senderOnA.socket, senderOnB.socket, staffOnB.socket, staffOnA.socket);

    senderOnA.socket.send({ method: 'SendMessage', toUserId: 'user_staff', messageType: 'text', messageContent: 'across instances' });
    for (const staff of [staffOnB, staffOnA]) {
      expect(await staff.socket.next('receiveMessage')).toMatchObject({ formUserId: 'user_admin', formMessage: 'across instances', messageType: 'text' });
    }
    for (const sender of [senderOnA, senderOnB]) {
      expect(await sender.socket.next('sendMessage')).toMatchObject({ toUserId: 'user_staff', toMessage: 'across instances' });
    }
    const onA = await api<{ list: Array<{ id: string; unreadMessage: number }> }>(a.url, '/api/message/imreply', { token: staffToken });
    const onB = await api<{ list: Array<{ id: string; unreadMessage: number }> }>(b.url, '/api/message/imreply', { token: staffToken });
    expect(onA.data!.list).toEqual([expect.objectContaining({ id: 'user_admin', unreadMessage: 1 })]);
    expect(onB.data!.list).toEqual(onA.data!.list);

    // Read on B; a socket opening on A sees no unread chat.
    staffOnB.socket.send({ method: 'UpdateReadMessage', formUserId: 'user_admin' });
    await expect
      .poll(async () => (await api<{ list: Array<{ unreadMessage: number }> }>(a.url, '/api/message/imreply', { token: staffToken })).data!.list[0].unreadMessage, { timeout: 20_000 })
      .toBe(0);
    const again = await TestSocket.connect(a.url, staffToken);
    sockets.push(again.socket);
    expect(again.init.unreadNums).toEqual([]);
  });
});
