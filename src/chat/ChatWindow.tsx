/**
 * The chat window (spec 01 §2.6, §4.5, §5, §9): the conversation with one user — the first 30 messages, newest
 * loaded first and older pages loaded when scrolled within 100 px of the top — an emoji picker, image upload
 * (images only, one at a time, under 5 MB), a history panel with search (pages of 50, the next page within 100 px
 * of the bottom), a text input and a send button. Opening it marks the user's messages read; messages that arrive
 * while it is open are appended and marked read (chat store).
 */
import { HistoryOutlined, PictureOutlined, SmileOutlined } from '@ant-design/icons';
import { Avatar, Button, Empty, Image, Input, Modal, Popover, Spin, Tooltip, Upload } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { ChatMessageItem } from '../../runtime/core/contract/socket';
import { chatTextToSend, refuseChatImage } from '../../runtime/core/chat/rules';
import { notifyError } from '../host/notify';
import { messageState } from '../messages/store';
import { session } from '../stores/session';
import { imageLink, parseImageContent, uploadChatImage, type ChatImageContent } from './api';
import { formatChatTime } from './format';
import { chatState, markPeerRead, messageKey, requestMessageList, sendChatFrame, type ChatPeer } from './store';

/** First load and page size of the window; history page size; how near the edge the next page loads (spec 01 §9). */
const WINDOW_PAGE = 30;
const HISTORY_PAGE = 50;
const NEAR_PX = 100;

/** Common emoji offered by the picker. */
export const EMOJI = [
  '😀', '😁', '😂', '🤣', '😊', '😍', '😘', '😜', '🤔', '😎', '😭', '😡', '😱', '😴', '🙄', '😅',
  '👍', '👎', '👏', '🙏', '💪', '🤝', '👌', '✌️', '❤️', '💔', '🎉', '🔥', '⭐', '☕', '🌹', '✅',
];

function ChatPicture({ image }: { image: ChatImageContent }) {
  const [src, setSrc] = useState('');
  useEffect(() => {
    let live = true;
    imageLink(image)
      .then((url) => live && setSrc(url))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [image]);
  if (!src) return <Spin size="small" />;
  // Natural size within 48–200 px, so a tiny picture is still visible and a large one does not fill the window.
  return <Image src={src} alt={image.name} width={Math.max(48, Math.min(image.width ?? 160, 200))} data-testid="chat-image" />;
}

function Bubble({ message, mine, peer }: { message: ChatMessageItem; mine: boolean; peer: ChatPeer }) {
  const image = message.contentType === 'image' ? parseImageContent(message.content) : undefined;
  const me = session.userInfo;
  return (
    <div className={`klx-chat-bubble-row${mine ? ' klx-chat-bubble-row--mine' : ''}`} data-testid="chat-message" data-mine={mine ? '1' : '0'}>
      <Avatar size="small" src={(mine ? me?.headIcon : peer.headIcon) || undefined}>
        {(mine ? me?.userName ?? '' : peer.realName).slice(0, 1)}
      </Avatar>
      <div>
        <div className="klx-chat-bubble__time">{formatChatTime(message.sendTime)}</div>
        <div className="klx-chat-bubble">{image ? <ChatPicture image={image} /> : message.content}</div>
      </div>
    </div>
  );
}

function imageSize(file: File): Promise<{ width?: number; height?: number }> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const picture = new window.Image();
    picture.onload = () => {
      resolve({ width: picture.naturalWidth, height: picture.naturalHeight });
      URL.revokeObjectURL(url);
    };
    picture.onerror = () => {
      resolve({});
      URL.revokeObjectURL(url);
    };
    picture.src = url;
  });
}

function HistoryPanel({ peer, open, onClose }: { peer: ChatPeer; open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const me = session.userInfo?.userId ?? '';
  const [keyword, setKeyword] = useState('');
  const [list, setList] = useState<ChatMessageItem[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const page = useRef(0);
  const ticket = useRef(0);

  const load = async (reset: boolean, search: string) => {
    const mine = ++ticket.current;
    const next = reset ? 1 : page.current + 1;
    setLoading(true);
    try {
      const answer = await requestMessageList({ toUserId: peer.id, currentPage: next, pageSize: HISTORY_PAGE, keyword: search });
      if (mine !== ticket.current) return;
      page.current = next;
      setTotal(answer.pagination.total);
      setList((current) => (reset ? answer.list : [...current, ...answer.list]));
    } catch {
      // The socket is away; the panel stays as it was.
    } finally {
      if (mine === ticket.current) setLoading(false);
    }
  };

  useEffect(() => {
    if (open) void load(true, keyword);
    // Reload when opened; the keyword reloads through onSearch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('chat.history')} width={520} data-testid="chat-history" destroyOnHidden>
      <Input.Search
        allowClear
        placeholder={t('chat.historySearch')}
        data-testid="chat-history-search"
        onSearch={(value) => {
          setKeyword(value.trim());
          void load(true, value.trim());
        }}
      />
      <div
        className="klx-chat-history"
        onScroll={(event) => {
          const box = event.currentTarget;
          if (!loading && list.length < total && box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_PX) void load(false, keyword);
        }}
      >
        {list.length === 0 && !loading ? (
          <Empty description={t('chat.noHistory')} />
        ) : (
          list.map((message) => <Bubble key={message.id || messageKey(message)} message={message} mine={message.sendUserId === me} peer={peer} />)
        )}
        {loading && <Spin size="small" />}
        {!loading && list.length > 0 && list.length >= total && <div className="klx-chat-bubble__time">{t('chat.noMore')}</div>}
      </div>
    </Modal>
  );
}

/** The window for one peer. */
export function ChatWindow({ peer, onClose }: { peer: ChatPeer; onClose(): void }) {
  const { t } = useTranslation();
  const { messages, total } = useSnapshot(chatState);
  const { connected } = useSnapshot(messageState);
  const me = session.userInfo?.userId ?? '';
  const [text, setText] = useState('');
  const [loading, setLoading] = useState(false);
  const [sendingImage, setSendingImage] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const pages = useRef(0);
  // Where to keep the view after a render: at the bottom (new messages), or at the same distance from it (older page).
  const anchor = useRef<{ kind: 'bottom' } | { kind: 'keep'; fromBottom: number }>({ kind: 'bottom' });

  const loadOlder = async (first: boolean) => {
    setLoading(true);
    try {
      const answer = await requestMessageList({ toUserId: peer.id, currentPage: pages.current + 1, pageSize: WINDOW_PAGE });
      if (chatState.peer?.id !== peer.id) return;
      pages.current += 1;
      const held = new Set(chatState.messages.map(messageKey));
      const older = answer.list.filter((message) => !held.has(messageKey(message))).reverse();
      const element = box.current;
      anchor.current = first || !element ? { kind: 'bottom' } : { kind: 'keep', fromBottom: element.scrollHeight - element.scrollTop };
      chatState.messages = [...older, ...chatState.messages];
      chatState.total = Math.max(answer.pagination.total, chatState.messages.length);
    } catch {
      // The socket is away; the live-socket banner says so.
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    chatState.messages = [];
    chatState.total = 0;
    pages.current = 0;
    markPeerRead(peer.id);
    void loadOlder(true);
    // Once per peer (the window is keyed by peer).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [peer.id]);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const wanted = anchor.current;
    element.scrollTop = wanted.kind === 'bottom' ? element.scrollHeight : element.scrollHeight - wanted.fromBottom;
    anchor.current = { kind: 'bottom' };
  }, [messages.length]);

  const send = () => {
    const content = chatTextToSend(text);
    if (!content) return;
    if (sendChatFrame({ method: 'SendMessage', toUserId: peer.id, messageType: 'text', messageContent: content })) setText('');
    else notifyError(t('chat.offline'));
  };

  const sendImage = async (file: File) => {
    setSendingImage(true);
    try {
      const [stored, size] = await Promise.all([uploadChatImage(file), imageSize(file)]);
      const content = JSON.stringify({ path: stored.url, name: stored.name, ...size });
      if (!sendChatFrame({ method: 'SendMessage', toUserId: peer.id, messageType: 'image', messageContent: content })) notifyError(t('chat.offline'));
    } catch (error) {
      notifyError((error as Error).message || t('chat.uploadFailed'));
    } finally {
      setSendingImage(false);
    }
  };

  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      width={640}
      title={
        <span data-testid="chat-window-title">
          {peer.realName}/{peer.account}
        </span>
      }
      data-testid="chat-window"
      mask={{ closable: false }}
    >
      <div className="klx-chat-window">
        {!connected && <div className="klx-chat-bubble__time">{t('chat.offline')}</div>}
        <div
          className="klx-chat-window__messages"
          ref={box}
          data-testid="chat-messages"
          onScroll={(event) => {
            if (!loading && chatState.messages.length < total && event.currentTarget.scrollTop < NEAR_PX) void loadOlder(false);
          }}
        >
          {loading && messages.length === 0 && <Spin />}
          {messages.map((message) => (
            <Bubble key={messageKey(message)} message={message as ChatMessageItem} mine={message.sendUserId === me} peer={peer} />
          ))}
        </div>
        <div className="klx-chat-tools">
          <Popover
            open={emojiOpen}
            onOpenChange={setEmojiOpen}
            trigger="click"
            content={
              <div className="klx-chat-emoji" data-testid="chat-emoji-panel">
                {EMOJI.map((emoji) => (
                  <button
                    key={emoji}
                    type="button"
                    onClick={() => {
                      setText((current) => current + emoji);
                      setEmojiOpen(false);
                    }}
                  >
                    {emoji}
                  </button>
                ))}
              </div>
            }
          >
            <Tooltip title={t('chat.emoji')}>
              <Button type="text" icon={<SmileOutlined />} aria-label={t('chat.emoji')} data-testid="chat-emoji" />
            </Tooltip>
          </Popover>
          <Upload
            accept="image/*"
            multiple={false}
            maxCount={1}
            showUploadList={false}
            disabled={sendingImage}
            beforeUpload={(file) => {
              const refusal = refuseChatImage(file);
              if (refusal) notifyError(t(refusal));
              else void sendImage(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Tooltip title={t('chat.image')}>
              <Button type="text" icon={<PictureOutlined />} loading={sendingImage} aria-label={t('chat.image')} data-testid="chat-image-upload" />
            </Tooltip>
          </Upload>
          <Tooltip title={t('chat.history')}>
            <Button type="text" icon={<HistoryOutlined />} aria-label={t('chat.history')} data-testid="chat-history-open" onClick={() => setHistoryOpen(true)} />
          </Tooltip>
        </div>
        <Input.TextArea
          value={text}
          rows={3}
          maxLength={5000}
          placeholder={t('chat.placeholder')}
          data-testid="chat-input"
          onChange={(event) => setText(event.target.value)}
          onPressEnter={(event) => {
            if (event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            send();
          }}
        />
        <div style={{ textAlign: 'right', marginTop: 8 }}>
          <Button type="primary" onClick={send} data-testid="chat-send">
            {t('chat.send')}
          </Button>
        </div>
      </div>
      <HistoryPanel peer={peer} open={historyOpen} onClose={() => setHistoryOpen(false)} />
    </Modal>
  );
}
