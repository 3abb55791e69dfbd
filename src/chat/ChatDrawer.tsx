/**
 * The chat drawer (spec 01 §2.6): tab messages — the recent conversations with their unread badges, latest
 * message and time, and a right-click menu (remove, delete chat records) — and tab contacts — a searchable list
 * with real name, account, head icon and department, paged by 20 and loading the next page within 300 px of the
 * bottom. Picking either opens the chat window. Loaded lazily by the navbar's chat icon.
 */
import { Avatar, Badge, Drawer, Dropdown, Empty, Input, Modal, Spin, Tabs } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { notifySuccess } from '../host/notify';
import { deleteChatRecords, listContacts, listConversations, removeConversation, type ChatContact, type ChatConversation } from './api';
import { ChatWindow } from './ChatWindow';
import { chatState, type ChatPeer } from './store';
import { formatChatTime, previewOf } from './format';

/** Contacts page size and how near the bottom the next page loads (spec 01 §9). */
const CONTACTS_PAGE = 20;
const CONTACTS_NEAR_PX = 300;

function Head({ peer }: { peer: Pick<ChatPeer, 'headIcon' | 'realName'> }) {
  return <Avatar src={peer.headIcon || undefined}>{peer.realName.slice(0, 1)}</Avatar>;
}

function Conversations({ onOpen }: { onOpen(peer: ChatPeer): void }) {
  const { t } = useTranslation();
  const { conversations, unread } = useSnapshot(chatState);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    listConversations()
      .then(({ list }) => {
        if (!live) return;
        chatState.conversations = list;
        // The rows are the truth for counts when the list is fetched.
        for (const item of list) {
          if (item.unreadMessage > 0) chatState.unread[item.id] = item.unreadMessage;
          else delete chatState.unread[item.id];
        }
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);

  const remove = async (item: ChatConversation) => {
    const answer = await removeConversation(item.id);
    chatState.conversations = chatState.conversations.filter((entry) => entry.id !== item.id);
    delete chatState.unread[item.id];
    notifySuccess(answer.msg, 1);
  };
  const clear = (item: ChatConversation) => {
    Modal.confirm({
      title: t('chat.deleteRecords'),
      content: t('chat.deleteRecordsConfirm'),
      onOk: async () => {
        const answer = await deleteChatRecords(item.id);
        const entry = chatState.conversations.find((candidate) => candidate.id === item.id);
        if (entry) {
          entry.latestMessage = '';
          entry.messageType = '';
          entry.unreadMessage = 0;
        }
        delete chatState.unread[item.id];
        if (chatState.peer?.id === item.id) {
          chatState.messages = [];
          chatState.total = 0;
        }
        notifySuccess(answer.msg, 1);
      },
    });
  };

  if (loading) return <Spin />;
  if (conversations.length === 0) return <Empty description={t('chat.noConversations')} />;
  return (
    <ul className="klx-chat-list" data-testid="chat-conversations">
      {conversations.map((item) => (
        <Dropdown
          key={item.id}
          trigger={['contextMenu']}
          menu={{
            items: [
              { key: 'remove', label: t('chat.remove') },
              { key: 'clear', label: t('chat.deleteRecords') },
            ],
            onClick: ({ key }) => (key === 'remove' ? void remove(item as ChatConversation) : clear(item as ChatConversation)),
          }}
        >
          <li className="klx-chat-item" data-testid="chat-conversation" data-id={item.id} onClick={() => onOpen(item)}>
            <Badge count={unread[item.id] ?? 0} size="small" overflowCount={99}>
              <Head peer={item} />
            </Badge>
            <div className="klx-chat-item__body">
              <div className="klx-chat-item__name">
                {item.realName}/{item.account}
              </div>
              <div className="klx-chat-item__sub">{previewOf(item.messageType, item.latestMessage, t)}</div>
            </div>
            <span className="klx-chat-item__sub">{formatChatTime(item.latestDate)}</span>
          </li>
        </Dropdown>
      ))}
    </ul>
  );
}

function Contacts({ onOpen }: { onOpen(peer: ChatPeer): void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [list, setList] = useState<ChatContact[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const page = useRef(0);
  const request = useRef(0);

  const load = useCallback(async (reset: boolean, search: string) => {
    const ticket = ++request.current;
    const next = reset ? 1 : page.current + 1;
    setLoading(true);
    try {
      const answer = await listContacts({ currentPage: next, pageSize: CONTACTS_PAGE, keyword: search });
      if (ticket !== request.current) return;
      page.current = next;
      setTotal(answer.pagination.total);
      setList((current) => (reset ? answer.list : [...current, ...answer.list]));
    } finally {
      if (ticket === request.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(true, '').catch(() => undefined);
  }, [load]);

  return (
    <>
      <Input.Search
        allowClear
        placeholder={t('chat.searchContacts')}
        data-testid="chat-contact-search"
        onSearch={(value) => {
          setKeyword(value.trim());
          void load(true, value.trim()).catch(() => undefined);
        }}
      />
      <div
        className="klx-chat-scroll"
        onScroll={(event) => {
          const box = event.currentTarget;
          if (!loading && list.length < total && box.scrollHeight - box.scrollTop - box.clientHeight < CONTACTS_NEAR_PX) void load(false, keyword).catch(() => undefined);
        }}
      >
        {list.length === 0 && !loading ? (
          <Empty description={t('chat.noContacts')} />
        ) : (
          <ul className="klx-chat-list" data-testid="chat-contacts">
            {list.map((item) => (
              <li key={item.id} className="klx-chat-item" data-testid="chat-contact" data-id={item.id} onClick={() => onOpen(item)}>
                <Head peer={item} />
                <div className="klx-chat-item__body">
                  <div className="klx-chat-item__name">
                    {item.realName}/{item.account}
                  </div>
                  <div className="klx-chat-item__sub">{item.department}</div>
                </div>
              </li>
            ))}
          </ul>
        )}
        {loading && <Spin size="small" />}
      </div>
    </>
  );
}

/** The drawer, 280 px wide (spec 01 §9). */
export default function ChatDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { peer } = useSnapshot(chatState);
  const [tab, setTab] = useState('messages');
  const openPeer = (next: ChatPeer) => {
    chatState.peer = { id: next.id, realName: next.realName, account: next.account, headIcon: next.headIcon };
  };
  return (
    <>
      <Drawer title={t('chat.drawerTitle')} open={open} onClose={onClose} size={280} data-testid="chat-drawer" destroyOnHidden>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'messages', label: t('chat.tabMessages'), children: <Conversations onOpen={openPeer} /> },
            { key: 'contacts', label: t('chat.tabContacts'), children: <Contacts onOpen={openPeer} /> },
          ]}
        />
      </Drawer>
      {peer && <ChatWindow key={peer.id} peer={peer} onClose={() => (chatState.peer = undefined)} />}
    </>
  );
}
