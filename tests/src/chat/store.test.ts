/**
 * The chat store's handling of the socket's chat frames (spec 01 §4.5): initMessage's unread counts, a message
 * arriving while its window is closed (count rises, conversation to the top) or open (appended and read), the
 * sendMessage echo, and MessageList answers matched to their requests in order.
 */
import type { ClientFrame } from '../../../runtime/core/contract/socket';
import { chatState, handleChatFrame, requestMessageList, resetChat, setChatSender, totalUnread } from '../../../src/chat/store';
import { session } from '../../../src/stores/session';

const sent: ClientFrame[] = [];

beforeEach(() => {
  resetChat();
  sent.length = 0;
  setChatSender((frame) => {
    sent.push(frame);
    return true;
  });
  session.userInfo = { userId: 'me', userName: 'Me', userAccount: 'me', headIcon: '' } as typeof session.userInfo;
});
afterEach(() => setChatSender(undefined));

const receive = (from: string, text: string, at: number) =>
  handleChatFrame({ method: 'receiveMessage', formUserId: from, formMessage: text, messageType: 'text', dateTime: at, headIcon: '', realName: from.toUpperCase(), account: from, latestDate: at });

describe('the chat store', () => {
  it('takes the unread counts per sender from initMessage', () => {
    handleChatFrame({
      method: 'initMessage',
      onlineUsers: [],
      unreadNums: [
        { formUserId: 'a', unreadNums: 2 },
        { formUserId: 'b', unreadNums: 3 },
      ],
      unreadNoticeCount: 0,
      unreadMessageCount: 0,
      unreadSystemMessageCount: 0,
      unreadScheduleCount: 0,
      unreadTotalCount: 0,
    });
    expect(chatState.unread).toEqual({ a: 2, b: 3 });
    expect(totalUnread(chatState.unread)).toBe(5);
  });

  it('counts a message whose window is closed and brings its conversation to the top', () => {
    receive('a', 'first', 1);
    receive('b', 'second', 2);
    receive('a', 'third', 3);
    expect(chatState.unread).toEqual({ a: 2, b: 1 });
    expect(chatState.conversations.map((item) => [item.id, item.unreadMessage, item.latestMessage])).toEqual([
      ['a', 2, 'third'],
      ['b', 1, 'second'],
    ]);
    expect(sent).toEqual([]);
  });

  it('appends a message to the open window and marks it read at once', () => {
    chatState.peer = { id: 'a', realName: 'A', account: 'a', headIcon: '' };
    receive('a', 'hello', 10);
    expect(chatState.messages.map((message) => message.content)).toEqual(['hello']);
    expect(chatState.unread).toEqual({});
    expect(sent).toEqual([expect.objectContaining({ method: 'UpdateReadMessage', formUserId: 'a' })]);
  });

  it('appends the sendMessage echo once, even when another tab’s echo repeats it', () => {
    chatState.peer = { id: 'a', realName: 'A', account: 'a', headIcon: '' };
    const echo = { method: 'sendMessage', toUserId: 'a', toMessage: 'mine', messageType: 'text', dateTime: 5, toAccount: 'a', toRealName: 'A', toHeadIcon: '', latestDate: 5 } as const;
    handleChatFrame(echo);
    handleChatFrame(echo);
    expect(chatState.messages).toEqual([expect.objectContaining({ sendUserId: 'me', receiveUserId: 'a', content: 'mine' })]);
    expect(chatState.conversations[0]).toMatchObject({ id: 'a', latestMessage: 'mine', unreadMessage: 0 });
  });

  it('sends one MessageList at a time and gives each answer to its request', async () => {
    const first = requestMessageList({ toUserId: 'a', currentPage: 1, pageSize: 30 });
    const second = requestMessageList({ toUserId: 'a', currentPage: 1, pageSize: 50, keyword: 'x' });
    expect(sent.map((frame) => frame.method)).toEqual(['MessageList']);
    handleChatFrame({ method: 'messageList', list: [], pagination: { currentPage: 1, pageSize: 30, total: 7 } });
    expect((await first).pagination.total).toBe(7);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ method: 'MessageList', pageSize: 50, keyword: 'x' });
    handleChatFrame({ method: 'messageList', list: [], pagination: { currentPage: 1, pageSize: 50, total: 1 } });
    expect((await second).pagination.total).toBe(1);
  });
});
