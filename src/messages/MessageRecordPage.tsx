/**
 * All in-site messages (/messageRecord, reached by the drawer's more link): keyword, type and read-state filters,
 * a paged table (20 a page), opening a message as the drawer does, and deleting chosen messages from the record
 * after confirmation.
 */
import { App, Badge, Button, Input, Select, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { notifySuccess, notifyWarning } from '../host/notify';
import { deleteMessageRecords, listMessages, unreadCounts, type MessageItem } from './api';
import { ScheduleViewDialog } from '../schedules/ScheduleViewDialog';
import { MessageDialog } from './MessageDialog';
import { TYPE_OPTIONS, typeLabel } from './MessageDrawer';
import { messageState, setCounts } from './store';
import { useOpenMessage } from './use-open-message';

/** The record page. */
export function MessageRecordPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { version } = useSnapshot(messageState);
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState('');
  const [isRead, setIsRead] = useState('');
  const [query, setQuery] = useState({ keyword: '', type: '', isRead: '' });
  const [paging, setPaging] = useState({ currentPage: 1, pageSize: 20 });
  const [rows, setRows] = useState<MessageItem[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const answer = await listMessages({ ...paging, ...query });
      setRows(answer.list);
      setTotal(answer.pagination.total);
    } finally {
      setLoading(false);
    }
  }, [paging, query]);
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load, version]);

  const markRead = useCallback((id: string) => setRows((list) => list.map((row) => (row.id === id ? { ...row, isRead: '1' } : row))), []);
  const { open, shown, close, schedule, closeSchedule } = useOpenMessage(markRead);

  const remove = () => {
    if (selected.length === 0) {
      notifyWarning(t('msg.chooseFirst'));
      return;
    }
    modal.confirm({
      title: t('nav.tip'),
      content: t('msg.deleteConfirm'),
      okText: t('nav.confirm'),
      cancelText: t('nav.cancel'),
      onOk: async () => {
        const answer = await deleteMessageRecords(selected);
        notifySuccess(answer.msg);
        setSelected([]);
        setCounts(await unreadCounts());
        await load();
      },
    });
  };

  return (
    <div className="klx-page" data-testid="message-record">
      <Space wrap style={{ marginBottom: 12 }}>
        <Input placeholder={t('msg.keyword')} value={keyword} onChange={(event) => setKeyword(event.target.value)} allowClear style={{ width: 220 }} data-testid="record-keyword" />
        <Select value={type} onChange={setType} style={{ width: 140 }} options={TYPE_OPTIONS.map(([value, key]) => ({ value, label: t(key) }))} data-testid="record-type" />
        <Select
          value={isRead}
          onChange={setIsRead}
          style={{ width: 120 }}
          options={[
            { value: '', label: t('msg.typeAll') },
            { value: '0', label: t('msg.unread') },
            { value: '1', label: t('msg.read') },
          ]}
          data-testid="record-read"
        />
        <Button
          type="primary"
          onClick={() => {
            setPaging((current) => ({ ...current, currentPage: 1 }));
            setQuery({ keyword: keyword.trim(), type, isRead });
          }}
        >
          {t('msg.search')}
        </Button>
        <Button
          onClick={() => {
            setKeyword('');
            setType('');
            setIsRead('');
            setQuery({ keyword: '', type: '', isRead: '' });
          }}
        >
          {t('msg.reset')}
        </Button>
        <Button danger onClick={remove} data-testid="record-delete">
          {t('msg.delete')}
        </Button>
      </Space>
      <Table<MessageItem>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        pagination={{
          current: paging.currentPage,
          pageSize: paging.pageSize,
          total,
          showSizeChanger: true,
          onChange: (currentPage, pageSize) => setPaging({ currentPage, pageSize }),
        }}
        columns={[
          {
            title: t('msg.title'),
            dataIndex: 'title',
            render: (title: string, row) => (
              <a onClick={() => void open(row).catch(() => undefined)} data-testid="record-open">
                <Badge dot={row.isRead === '0'} offset={[6, 2]}>
                  {title}
                </Badge>
              </a>
            ),
          },
          { title: t('msg.type'), dataIndex: 'type', width: 120, render: (value: number) => t(typeLabel(value)) },
          { title: t('msg.releaseUser'), dataIndex: 'releaseUser', width: 160 },
          { title: t('msg.releaseTime'), dataIndex: 'releaseTime', width: 170, render: (value: number | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '') },
          {
            title: t('msg.state'),
            dataIndex: 'isRead',
            width: 100,
            render: (value: string) => (value === '1' ? <Tag>{t('msg.read')}</Tag> : <Tag color="blue">{t('msg.unread')}</Tag>),
          },
        ]}
      />
      <MessageDialog message={shown} onClose={close} />
      <ScheduleViewDialog target={schedule} onClose={closeSchedule} />
    </div>
  );
}
