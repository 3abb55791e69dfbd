// @vitest-environment jsdom
/**
 * The chat drawer and window against the real server in-process (issue 12 §6), with the socket replaced by a
 * recorder: a stored message shows as a conversation with its unread badge; opening it asks for the first 30
 * messages, shows the answer and marks them read; text is trimmed and an empty text is not sent; an image of 5 MB
 * or more is refused with 图片大小不能超过5M and nothing is uploaded; the contacts tab searches; the right-click
 * menu deletes the chat records after confirmation.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ClientFrame } from '../../../runtime/core/contract/socket';
import { storeMessage } from '../../../server/modules/chat/chat-store';
import ChatDrawer from '../../../src/chat/ChatDrawer';
import { chatState, handleChatFrame, resetChat, setChatSender } from '../../../src/chat/store';
import { setupI18n } from '../../../src/i18n';
import { messageState } from '../../../src/messages/store';
import { resetSession, session, setToken } from '../../../src/stores/session';
import { ADMIN, call, tokenFor } from '../../server/harness';
import { useBackend } from '../render-app';

// Starting the in-process backend takes long on a loaded machine; give its hook room before it is registered.
vi.setConfig({ hookTimeout: 180_000 });
const backend = useBackend();
const WAIT = { timeout: 20_000 };
const sent: ClientFrame[] = [];

describe('the chat drawer and window', () => {
  beforeEach(() => {
    sent.length = 0;
    resetChat();
    setChatSender((frame) => {
      sent.push(frame);
      return true;
    });
    messageState.connected = true;
  });
  afterEach(() => setChatSender(undefined));

  it('lists a conversation with its badge, opens the window, sends trimmed text, refuses a large image and deletes records', async () => {
    const token = await tokenFor(backend.server.app, ADMIN);
    resetSession();
    setToken(token);
    session.userInfo = { userId: 'user_admin', userName: '管理员', userAccount: 'admin', headIcon: '' } as typeof session.userInfo;
    setupI18n('zh-CN');
    await storeMessage(backend.server.database.db, { fromId: 'user_staff', toId: 'user_admin', contentType: 'text', content: '早上好' }, new Date());
    chatState.unread = { user_staff: 1 };

    render(<ChatDrawer open onClose={() => undefined} />);
    const conversation = await screen.findByTestId('chat-conversation', {}, WAIT);
    expect(conversation.textContent).toContain('/staff');
    expect(conversation.textContent).toContain('早上好');
    expect(within(conversation).getByText('1')).toBeTruthy();

    fireEvent.click(conversation);
    await screen.findByTestId('chat-window-title', {}, WAIT);
    await waitFor(() => expect(sent.map((frame) => frame.method)).toEqual(expect.arrayContaining(['UpdateReadMessage', 'MessageList'])), WAIT);
    expect(sent.find((frame) => frame.method === 'MessageList')).toMatchObject({ toUserId: 'user_staff', currentPage: 1, pageSize: 30, sord: 'desc' });
    expect(chatState.unread).toEqual({});
    handleChatFrame({
      method: 'messageList',
      list: [{ id: 'm1', sendUserId: 'user_staff', receiveUserId: 'user_admin', contentType: 'text', content: '早上好', sendTime: Date.now() }],
      pagination: { currentPage: 1, pageSize: 30, total: 1 },
    });
    await waitFor(() => expect(screen.getByTestId('chat-messages').textContent).toContain('早上好'), WAIT);

    sent.length = 0;
    const input = screen.getByTestId('chat-input');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(sent).toEqual([]);
    fireEvent.change(input, { target: { value: '  你好  ' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(sent).toEqual([expect.objectContaining({ method: 'SendMessage', toUserId: 'user_staff', messageType: 'text', messageContent: '你好' })]);

    sent.length = 0;
    const file = new File([new Uint8Array(5_242_880)], 'huge.png', { type: 'image/png' });
    const picker = document.querySelector('.klx-chat-tools input[type=file]') as HTMLInputElement;
    fireEvent.change(picker, { target: { files: [file] } });
    expect(await screen.findByText('图片大小不能超过5M', {}, WAIT)).toBeTruthy();
    expect(sent).toEqual([]);

    // Close the window, then delete the records from the conversation's right-click menu.
    chatState.peer = undefined;
    fireEvent.contextMenu(await screen.findByTestId('chat-conversation', {}, WAIT));
    fireEvent.click(await screen.findByText('删除聊天记录', { selector: '.ant-dropdown-menu-title-content' }, WAIT));
    const confirm = (await screen.findByText('此操作将清空当前聊天的所有记录，是否继续？', {}, WAIT)).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(confirm).getAllByRole('button').at(-1)!);
    await waitFor(async () => {
      const list = await call<{ list: Array<{ id: string; latestMessage: string }> }>(backend.server.app, '/api/message/imreply', { token });
      expect(list.data!.list).toEqual([expect.objectContaining({ id: 'user_staff', latestMessage: '' })]);
    }, WAIT);
  });

  it('searches the contacts by account', async () => {
    const token = await tokenFor(backend.server.app, ADMIN);
    resetSession();
    setToken(token);
    session.userInfo = { userId: 'user_admin', userName: '管理员', userAccount: 'admin', headIcon: '' } as typeof session.userInfo;
    setupI18n('zh-CN');
    render(<ChatDrawer open onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('tab', { name: '联系人' }, WAIT));
    await waitFor(() => expect(screen.getAllByTestId('chat-contact').length).toBeGreaterThan(0), WAIT);
    const search = screen.getByPlaceholderText('搜索：姓名/账号');
    fireEvent.change(search, { target: { value: 'staff' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.getAllByTestId('chat-contact').map((item) => item.getAttribute('data-id'))).toEqual(['user_staff']), WAIT);
    expect(screen.getAllByTestId('chat-contact').map((item) => item.getAttribute('data-id'))).not.toContain('user_admin');
  });
});
