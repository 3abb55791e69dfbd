/**
 * The message drawer (spec 01 §2.5, title 站内消息, 280 px): keyword, type filter (all, system, flow, announcement,
 * schedule), "only unread" on by default, the list with an unread dot, mark all read after confirmation, and a
 * more link to /messageRecord. The next page loads when the list is scrolled within 200 px of its bottom; a pushed
 * message reloads the list while the drawer is open.
 */
import { App, Badge, Button, Drawer, Empty, Input, Select, Spin, Switch } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { notifySuccess } from '../host/notify';
import { listMessages, readAllMessages, unreadCounts, type MessageItem } from './api';
import { ScheduleViewDialog } from '../schedules/ScheduleViewDialog';
import { MessageDialog } from './MessageDialog';
import { messageState, setCounts } from './store';
import { useOpenMessage } from './use-open-message';

/** Drawer width (spec 01 §9). */
export const DRAWER_WIDTH = 280;
const PAGE_SIZE = 20;
/** Load the next page within this distance of the bottom (spec 01 §4.4). */
const LOAD_WITHIN_PX = 200;

/** The type filter's options: value → label key. */
export const TYPE_OPTIONS = [
  ['', 'msg.typeAll'],
  ['3', 'msg.typeSystem'],
  ['2', 'msg.typeFlow'],
  ['1', 'msg.typeNotice'],
  ['4', 'msg.typeSchedule'],
] as const;

/** The label key of a message type. */
export function typeLabel(type: number): string {
  return TYPE_OPTIONS.find(([value]) => value === String(type))?.[1] ?? 'msg.typeSystem';
}

/** The drawer. */
export function MessageDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { version } = useSnapshot(messageState);
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState('');
  const [onlyUnread, setOnlyUnread] = useState(true);
  const [items, setItems] = useState<MessageItem[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const request = useRef(0);

  const load = useCallback(
    async (currentPage: number) => {
      const ticket = ++request.current;
      setLoading(true);
      try {
        const answer = await listMessages({ currentPage, pageSize: PAGE_SIZE, keyword: keyword.trim(), type, isRead: onlyUnread ? '0' : '' });
        if (ticket !== request.current) return;
        setItems((previous) => (currentPage === 1 ? answer.list : [...previous, ...answer.list]));
        setTotal(answer.pagination.total);
        setPage(currentPage);
      } finally {
        if (ticket === request.current) setLoading(false);
      }
    },
    [keyword, type, onlyUnread],
  );

  useEffect(() => {
    if (open) void load(1).catch(() => undefined);
    // The keyword is applied on search (Enter), not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, type, onlyUnread, version]);

  const markRead = useCallback((id: string) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, isRead: '1' } : item)));
  }, []);
  const { open: openMessage, shown, close, schedule, closeSchedule } = useOpenMessage(markRead);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (loading || items.length >= total) return;
    if (box.scrollHeight - box.scrollTop - box.clientHeight <= LOAD_WITHIN_PX) void load(page + 1).catch(() => undefined);
  };

  const readAll = () => {
    modal.confirm({
      title: t('nav.tip'),
      content: t('msg.readAllConfirm'),
      okText: t('nav.confirm'),
      cancelText: t('nav.cancel'),
      onOk: async () => {
        const answer = await readAllMessages({ keyword: keyword.trim(), type, isRead: onlyUnread ? '0' : '' });
        notifySuccess(answer.msg);
        setCounts(await unreadCounts());
        await load(1);
      },
    });
  };

  return (
    <>
      <Drawer
        open={open}
        onClose={onClose}
        title={t('msg.drawerTitle')}
        size={DRAWER_WIDTH}
        styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
        data-testid="message-drawer"
        rootClassName="klx-message-drawer"
      >
        <div style={{ padding: '12px 12px 0', display: 'flex', flexDirection: 'column', gap: 8 }}>
          <Input.Search
            allowClear
            placeholder={t('msg.keyword')}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            onSearch={() => void load(1).catch(() => undefined)}
            data-testid="message-keyword"
          />
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
            <Select
              value={type}
              onChange={setType}
              style={{ width: 110 }}
              options={TYPE_OPTIONS.map(([value, key]) => ({ value, label: t(key) }))}
              data-testid="message-type"
            />
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              {t('msg.onlyUnread')}
              <Switch size="small" checked={onlyUnread} onChange={setOnlyUnread} data-testid="message-only-unread" />
            </span>
          </div>
        </div>
        <div style={{ flex: 1, overflowY: 'auto', padding: '8px 0' }} onScroll={onScroll} data-testid="message-list">
          {items.length === 0 && !loading ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('msg.empty')} />
          ) : (
            items.map((item) => (
              <button
                type="button"
                key={item.id}
                className="klx-message-item"
                data-testid="message-item"
                data-read={item.isRead}
                onClick={() => void openMessage(item).catch(() => undefined)}
              >
                <Badge dot={item.isRead === '0'} offset={[4, 4]}>
                  <span className="klx-message-item__title">{item.title}</span>
                </Badge>
                <span className="klx-message-item__meta">
                  <span>{t(typeLabel(item.type))}</span>
                  <span>{item.releaseTime ? dayjs(item.releaseTime).format('YYYY-MM-DD HH:mm') : ''}</span>
                </span>
              </button>
            ))
          )}
          {loading && (
            <div style={{ textAlign: 'center', padding: 8 }}>
              <Spin size="small" />
            </div>
          )}
        </div>
        <div style={{ display: 'flex', borderTop: '1px solid rgba(0,0,0,.06)' }}>
          <Button type="text" style={{ flex: 1 }} onClick={readAll} data-testid="message-read-all">
            {t('msg.readAll')}
          </Button>
          <Button
            type="text"
            style={{ flex: 1 }}
            data-testid="message-more"
            onClick={() => {
              onClose();
              navigate('/messageRecord');
            }}
          >
            {t('msg.more')}
          </Button>
        </div>
      </Drawer>
      <MessageDialog message={shown} onClose={close} />
      <ScheduleViewDialog target={schedule} onClose={closeSchedule} />
    </>
  );
}
