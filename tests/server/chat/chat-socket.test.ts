/**
 * Internal chat over the real socket (issue 12 §6): a real WebSocket client against the listening app — the
 * sendMessage echo, receiveMessage on every open socket of the recipient, messageList paging and search,
 * UpdateReadMessage, stored messages for a recipient who was offline, images through the file calls, and the
 * conversation, contacts and delete calls.
 */
import { openDatabase, type DatabaseHandle } from '../../../server/db/client';
import { ADMIN, DATABASES, STAFF, createPostgresDatabase } from '../harness';
import { TestSocket, api, signIn, startInstance, type SocketServer } from '../realtime/socket-harness';

const ADMIN_ID = 'user_admin';
const STAFF_ID = 'user_staff';

/** A tiny valid PNG (1×1). */
const PNG: Uint8Array<ArrayBuffer> = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

async function upload(baseUrl: string, token: string, name: string, bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const response = await fetch(`${baseUrl}/api/file/Uploader/IM`, { method: 'POST', headers: { authorization: token }, body: form });
  return (await response.json()) as { code: number; msg: string; data?: { name: string; url: string; fileId: string } };
}

type Conversation = { id: string; unreadMessage: number; latestMessage: string; messageType: string; realName: string; account: string };

/** A throwaway PostgreSQL database (DATABASE_URL names the server), or in-memory PGlite. */
async function openTestDatabase(kind: 'pglite' | 'postgres'): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'memory' });
    return { database, drop: () => database.close() };
  }
  const created = await createPostgresDatabase(undefined, 'klx_chat');
  const database = await openDatabase({ kind: 'postgres', url: created.url });
  return {
    database,
    async drop() {
      await database.close();
      await created.drop();
    },
  };
}

describe.each(DATABASES)('internal chat over the live socket (%s)', (kind) => {
  let server: SocketServer;
  let held: { database: DatabaseHandle; drop(): Promise<void> };
  let adminToken: string;
  let staffToken: string;
  const open: TestSocket[] = [];
  const connect = async (token: string) => {
    const connected = await TestSocket.connect(server.url, token);
    open.push(connected.socket);
    return connected;
  };
  const conversationsOf = async (token: string) => (await api<{ list: Conversation[] }>(server.url, '/api/message/imreply', { token })).data!.list;

  beforeAll(async () => {
    held = await openTestDatabase(kind);
    server = await startInstance({ database: held.database });
    adminToken = await signIn(server.url, ADMIN);
    staffToken = await signIn(server.url, STAFF);
  }, 240_000);
  afterEach(async () => {
    for (const socket of open.splice(0)) socket.close();
    // Each test starts from an empty chat between the two.
    await api(server.url, `/api/message/imreply/deleteChatRecord/${STAFF_ID}`, { token: adminToken, method: 'DELETE' });
    await api(server.url, `/api/message/imreply/deleteChatRecord/${ADMIN_ID}`, { token: staffToken, method: 'DELETE' });
    await api(server.url, `/api/message/imreply/relocation/${STAFF_ID}`, { token: adminToken, method: 'DELETE' });
    await api(server.url, `/api/message/imreply/relocation/${ADMIN_ID}`, { token: staffToken, method: 'DELETE' });
  });
  afterAll(async () => {
    await server?.stop();
    await held?.drop();
  }, 60_000);

  it('echoes sendMessage to the sender and pushes receiveMessage to every open socket of the recipient', async () => {
    const sender = await connect(adminToken);
    const tab1 = await connect(staffToken);
    const tab2 = await connect(staffToken);
    sender.socket.send({ method: 'SendMessage', token: adminToken, toUserId: STAFF_ID, messageType: 'text', messageContent: '  hello staff  ' });
    const echo = await sender.socket.next('sendMessage');
    expect(echo).toMatchObject({ toUserId: STAFF_ID, toMessage: 'hello staff', messageType: 'text', toAccount: 'staff' });
    for (const tab of [tab1, tab2]) {
      const received = await tab.socket.next('receiveMessage');
      expect(received).toMatchObject({ formUserId: ADMIN_ID, formMessage: 'hello staff', messageType: 'text', account: 'admin' });
      expect(received.dateTime).toBe(echo.dateTime);
    }
  });

  it('refuses an empty text and a message to nobody, storing nothing', async () => {
    const sender = await connect(adminToken);
    sender.socket.send({ method: 'SendMessage', toUserId: STAFF_ID, messageType: 'text', messageContent: '   ' });
    expect((await sender.socket.next('error')).msg).toBe('消息内容不能为空');
    sender.socket.send({ method: 'SendMessage', toUserId: 'no-such-user', messageType: 'text', messageContent: 'hi' });
    expect((await sender.socket.next('error')).msg).toBe('联系人不存在');
    sender.socket.send({ method: 'SendMessage', toUserId: ADMIN_ID, messageType: 'text', messageContent: 'me' });
    expect((await sender.socket.next('error')).msg).toBe('不能给自己发送消息');
    expect(await conversationsOf(adminToken)).toEqual([]);
  });

  it('keeps messages for a recipient who is offline: unreadNums on connection, the conversation with its count', async () => {
    const sender = await connect(adminToken);
    for (const text of ['one', 'two', 'three']) {
      sender.socket.send({ method: 'SendMessage', toUserId: STAFF_ID, messageType: 'text', messageContent: text });
      await sender.socket.next('sendMessage', (frame) => frame.toMessage === text);
    }
    const { init } = await connect(staffToken);
    expect(init.unreadNums).toEqual([{ formUserId: ADMIN_ID, unreadNums: 3 }]);
    const [conversation] = await conversationsOf(staffToken);
    expect(conversation).toMatchObject({ id: ADMIN_ID, account: 'admin', unreadMessage: 3, latestMessage: 'three', messageType: 'text' });
    // The sender's own list shows the conversation with nothing unread.
    expect((await conversationsOf(adminToken))[0]).toMatchObject({ id: STAFF_ID, unreadMessage: 0, latestMessage: 'three' });
  });

  it('answers messageList newest first with paging and keyword search, and UpdateReadMessage clears the unread count', async () => {
    const sender = await connect(adminToken);
    for (let index = 1; index <= 5; index += 1) {
      sender.socket.send({ method: 'SendMessage', toUserId: STAFF_ID, messageType: 'text', messageContent: `note ${index}${index % 2 ? ' apple' : ''}` });
      await sender.socket.next('sendMessage', (frame) => frame.toMessage.startsWith(`note ${index}`));
    }
    const reader = await connect(staffToken);
    reader.socket.send({ method: 'MessageList', toUserId: ADMIN_ID, formUserId: STAFF_ID, currentPage: 1, pageSize: 2, sord: 'desc', keyword: '' });
    const first = await reader.socket.next('messageList');
    expect(first.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 5 });
    expect(first.list.map((item) => item.content)).toEqual(['note 5 apple', 'note 4']);
    reader.socket.send({ method: 'MessageList', toUserId: ADMIN_ID, currentPage: 3, pageSize: 2 });
    expect((await reader.socket.next('messageList')).list.map((item) => item.content)).toEqual(['note 1 apple']);
    reader.socket.send({ method: 'MessageList', toUserId: ADMIN_ID, currentPage: 1, pageSize: 50, keyword: 'APPLE' });
    const found = await reader.socket.next('messageList');
    expect(found.list.map((item) => item.content)).toEqual(['note 5 apple', 'note 3 apple', 'note 1 apple']);
    expect(found.list[0]).toMatchObject({ sendUserId: ADMIN_ID, receiveUserId: STAFF_ID, contentType: 'text' });

    expect((await conversationsOf(staffToken))[0].unreadMessage).toBe(5);
    reader.socket.send({ method: 'UpdateReadMessage', formUserId: ADMIN_ID });
    // Read is applied before the next frame on this socket is answered; poll the call until it shows.
    await expect.poll(async () => (await conversationsOf(staffToken))[0].unreadMessage, { timeout: 20_000 }).toBe(0);
    expect((await connect(staffToken)).init.unreadNums).toEqual([]);
  });

  it('counts unread messages exactly when many are sent at once and read concurrently', async () => {
    const senders = await Promise.all([connect(adminToken), connect(adminToken)]);
    const texts = Array.from({ length: 12 }, (_, index) => `burst ${index}`);
    texts.forEach((text, index) => senders[index % 2].socket.send({ method: 'SendMessage', toUserId: STAFF_ID, messageType: 'text', messageContent: text }));
    for (const text of texts) await senders[texts.indexOf(text) % 2].socket.next('sendMessage', (frame) => frame.toMessage === text);
    expect((await connect(staffToken)).init.unreadNums).toEqual([{ formUserId: ADMIN_ID, unreadNums: 12 }]);
    const readers = await Promise.all([connect(staffToken), connect(staffToken), connect(staffToken)]);
    for (const reader of readers) reader.socket.send({ method: 'UpdateReadMessage', formUserId: ADMIN_ID });
    await expect.poll(async () => (await conversationsOf(staffToken))[0].unreadMessage, { timeout: 20_000 }).toBe(0);
  });

  it('sends an image uploaded through the file calls, and refuses an image that is not held', async () => {
    const uploaded = await upload(server.url, adminToken, 'dot.png', PNG);
    expect(uploaded.code).toBe(200);
    const sender = await connect(adminToken);
    const reader = await connect(staffToken);
    const content = JSON.stringify({ path: uploaded.data!.url, name: 'dot.png', width: 1, height: 1 });
    sender.socket.send({ method: 'SendMessage', toUserId: STAFF_ID, messageType: 'image', messageContent: content });
    const received = await reader.socket.next('receiveMessage');
    expect(received.messageType).toBe('image');
    expect(JSON.parse(received.formMessage)).toEqual({ path: uploaded.data!.url, name: 'dot.png', width: 1, height: 1 });
    // The recipient can fetch the picture through a signed link.
    const fileId = uploaded.data!.url.split('/').pop()!;
    const link = await api<{ url: string }>(server.url, `/api/file/Download/IM/${fileId}`, { token: staffToken });
    const picture = await fetch(`${server.url}${link.data!.url}`);
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(PNG);

    sender.socket.send({ method: 'SendMessage', toUserId: STAFF_ID, messageType: 'image', messageContent: JSON.stringify({ path: '/api/file/Download/IM/nothing.png' }) });
    expect((await sender.socket.next('error')).msg).toBe('图片不正确，请重新上传');
    sender.socket.send({ method: 'SendMessage', toUserId: STAFF_ID, messageType: 'image', messageContent: JSON.stringify({ path: '/etc/passwd' }) });
    expect((await sender.socket.next('error')).msg).toBe('图片不正确，请重新上传');

    // Exactly 5242880 bytes passes the upload type's 5 MB but not the chat's "under 5 MB".
    const edge = await upload(server.url, adminToken, 'edge.png', new Uint8Array(5_242_880));
    expect(edge.code).toBe(200);
    sender.socket.send({ method: 'SendMessage', toUserId: STAFF_ID, messageType: 'image', messageContent: JSON.stringify({ path: edge.data!.url, name: 'edge.png' }) });
    expect((await sender.socket.next('error')).msg).toBe('图片大小不能超过5M');
  });

  it('refuses a chat image that is not an image or is over 5 MB at upload', async () => {
    const notImage = await upload(server.url, adminToken, 'notes.txt', new TextEncoder().encode('text'));
    expect(notImage.code).not.toBe(200);
    const large = await upload(server.url, adminToken, 'big.png', new Uint8Array(5 * 1024 * 1024 + 1));
    expect(large.code).not.toBe(200);
  });

  it('removes a conversation from one side only, and deletes chat records from one side only', async () => {
    const sender = await connect(adminToken);
    sender.socket.send({ method: 'SendMessage', toUserId: STAFF_ID, messageType: 'text', messageContent: 'keep me' });
    await sender.socket.next('sendMessage');
    const reader = await connect(staffToken);

    expect((await api(server.url, `/api/message/imreply/relocation/${ADMIN_ID}`, { token: staffToken, method: 'DELETE' })).code).toBe(200);
    expect(await conversationsOf(staffToken)).toEqual([]);
    expect((await conversationsOf(adminToken)).map((item) => item.id)).toEqual([STAFF_ID]);

    expect((await api(server.url, `/api/message/imreply/deleteChatRecord/${STAFF_ID}`, { token: adminToken, method: 'DELETE' })).code).toBe(200);
    sender.socket.send({ method: 'MessageList', toUserId: STAFF_ID, currentPage: 1, pageSize: 30 });
    expect((await sender.socket.next('messageList')).list).toEqual([]);
    reader.socket.send({ method: 'MessageList', toUserId: ADMIN_ID, currentPage: 1, pageSize: 30 });
    expect((await reader.socket.next('messageList')).list.map((item) => item.content)).toEqual(['keep me']);
  });

  it('lists contacts with real name, account, head icon and department, searchable, without the caller', async () => {
    const all = await api<{ list: Array<Record<string, string>>; pagination: { total: number } }>(server.url, '/api/permission/Users/ImUser?currentPage=1&pageSize=20', { token: adminToken });
    expect(all.code).toBe(200);
    expect(all.data!.list.map((item) => item.id)).not.toContain(ADMIN_ID);
    const staff = all.data!.list.find((item) => item.id === STAFF_ID)!;
    expect(Object.keys(staff).sort()).toEqual(['account', 'department', 'headIcon', 'id', 'realName']);
    const searched = await api<{ list: Array<{ id: string }> }>(server.url, '/api/permission/Users/ImUser?keyword=STAF', { token: adminToken });
    expect(searched.data!.list.map((item) => item.id)).toEqual([STAFF_ID]);
    expect((await api(server.url, '/api/permission/Users/ImUser?pageSize=abc', { token: adminToken })).code).not.toBe(200);
    expect((await api(server.url, '/api/permission/Users/ImUser')).code).not.toBe(200);
  });
});
