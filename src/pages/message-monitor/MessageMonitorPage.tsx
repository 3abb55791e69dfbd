/**
 * The message monitor (消息中心 → 消息监控): the send log of every delivery through a channel (mail, SMS, the office
 * services), newest first, searched by channel, status, a date range and a keyword; a row's details; 删除 of a row
 * or of the chosen rows and 清空 of the whole log, shown only with the page's 删除 button (btn_remove) — the server
 * refuses the same calls without it. Not a schema screen: the log is written by the sending service, not edited,
 * and its search needs filters the schema list does not have.
 */
import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, DatePicker, Descriptions, Input, Modal, Select, Space, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { MenuItem, PermissionEntry } from '../../../runtime/core/contract/session';
import { createCan } from '../../../runtime/core/permission/filter';
import { buildMenuRoutes } from '../../../runtime/core/routing/menu-routes';
import { http } from '../../api/client';
import { notifySuccess } from '../../host/notify';
import type { SendLogItem } from '../../../runtime/core/contract/send-log';
import { session } from '../../stores/session';

/** One send-log row. */
export type SendLogRow = SendLogItem;

const API = '/api/message/MessageMonitor';
const CHANNELS = [1, 2, 3, 4, 5, 6];
const SOURCES: Record<number, string> = { 0: 'monitor.sourceTest', 1: 'monitor.sourceNotice', 2: 'monitor.sourceSchedule' };
const time = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm:ss');

interface Search {
  keyword: string;
  channel?: number;
  status?: number;
  range?: [Dayjs, Dayjs];
}

/** The message monitor page. */
export default function MessageMonitorPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const location = useLocation();
  const { menuList, permissionList } = useSnapshot(session);
  const modelId = useMemo(() => buildMenuRoutes(menuList as MenuItem[]).find((route) => route.path === location.pathname)?.meta.modelId ?? '', [menuList, location.pathname]);
  const mayRemove = useMemo(() => createCan(permissionList as PermissionEntry[])({ modelId, kind: 'button', code: 'btn_remove' }).can, [permissionList, modelId]);
  const [draft, setDraft] = useState<Search>({ keyword: '' });
  const [search, setSearch] = useState<Search>({ keyword: '' });
  const [paging, setPaging] = useState({ currentPage: 1, pageSize: 20 });
  const [rows, setRows] = useState<SendLogRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [detail, setDetail] = useState<SendLogRow>();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const query: Record<string, string | number> = { keyword: search.keyword.trim(), ...paging };
      if (search.channel !== undefined) query.channel = search.channel;
      if (search.status !== undefined) query.status = search.status;
      if (search.range) {
        query.startTime = search.range[0].format('YYYY-MM-DD');
        query.endTime = search.range[1].format('YYYY-MM-DD');
      }
      const answer = await http.get<{ list: SendLogRow[]; pagination: { total: number } }>(API, query);
      setRows(answer.list);
      setTotal(answer.pagination.total);
      setChosen((current) => current.filter((id) => answer.list.some((row) => row.id === id)));
    } catch {
      // shown by the http client
    } finally {
      setLoading(false);
    }
  }, [search, paging]);
  useEffect(() => void load(), [load]);

  const apply = (next: Search) => {
    setSearch(next);
    setPaging((current) => ({ ...current, currentPage: 1 }));
  };

  const confirmThen = (content: string, action: () => Promise<{ msg: string }>) =>
    modal.confirm({
      title: t('common.tip'),
      content,
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        notifySuccess((await action()).msg);
        await load();
      },
    });

  const errorText = (row: SendLogRow) =>
    row.error === 'noAddress' ? t('monitor.errorNoAddress') : row.error === 'notConfigured' ? t('monitor.errorNotConfigured') : row.error;
  const channelName = (channel: number) => (CHANNELS.includes(channel) ? t(`monitor.channel${channel}`) : String(channel));

  return (
    <div className="klx-page" style={{ padding: 12 }} data-testid="message-monitor">
      <Space style={{ marginBottom: 12 }} wrap>
        <Input
          allowClear
          placeholder={t('monitor.keyword')}
          value={draft.keyword}
          onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
          onPressEnter={() => apply(draft)}
          style={{ width: 240 }}
          data-testid="monitor-keyword"
        />
        <Select<number>
          allowClear
          placeholder={t('monitor.channelAll')}
          value={draft.channel}
          onChange={(channel) => setDraft({ ...draft, channel })}
          options={CHANNELS.map((value) => ({ value, label: channelName(value) }))}
          style={{ width: 150 }}
          data-testid="monitor-channel"
        />
        <Select<number>
          allowClear
          placeholder={t('monitor.statusAll')}
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
          options={[
            { value: 1, label: t('monitor.success') },
            { value: 0, label: t('monitor.failure') },
          ]}
          style={{ width: 130 }}
          data-testid="monitor-status"
        />
        <DatePicker.RangePicker value={draft.range} onChange={(range) => setDraft({ ...draft, range: range && range[0] && range[1] ? [range[0], range[1]] : undefined })} data-testid="monitor-range" />
        <Button type="primary" onClick={() => apply(draft)} data-testid="monitor-search">
          {t('monitor.search')}
        </Button>
        <Button
          onClick={() => {
            setDraft({ keyword: '' });
            apply({ keyword: '' });
          }}
          data-testid="monitor-reset"
        >
          {t('monitor.reset')}
        </Button>
        {mayRemove ? (
          <>
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={chosen.length === 0}
              onClick={() => confirmThen(t('monitor.batchDeleteConfirm', { count: chosen.length }), () => http.send('DELETE', `${API}/batchRemove`, { data: { ids: chosen } }))}
              data-testid="monitor-batch-delete"
            >
              {t('monitor.batchDelete')}
            </Button>
            <Button danger onClick={() => confirmThen(t('monitor.clearConfirm'), () => http.send('DELETE', `${API}/empty`))} data-testid="monitor-clear">
              {t('monitor.clear')}
            </Button>
          </>
        ) : null}
      </Space>
      <Table<SendLogRow>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        rowSelection={mayRemove ? { selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(String)) } : undefined}
        scroll={{ x: 1100 }}
        pagination={{
          current: paging.currentPage,
          pageSize: paging.pageSize,
          total,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100, 500],
          onChange: (currentPage, pageSize) => setPaging({ currentPage, pageSize }),
        }}
        columns={[
          { title: t('monitor.channel'), dataIndex: 'channel', width: 110, render: channelName },
          { title: t('monitor.title'), dataIndex: 'title', ellipsis: true },
          { title: t('monitor.recipient'), dataIndex: 'recipientName', width: 120, ellipsis: true },
          { title: t('monitor.address'), dataIndex: 'recipientAddress', width: 180, ellipsis: true },
          { title: t('monitor.template'), dataIndex: 'templateName', width: 150, ellipsis: true },
          {
            title: t('monitor.status'),
            dataIndex: 'status',
            width: 90,
            render: (value: number) => (value === 1 ? <Tag color="green">{t('monitor.success')}</Tag> : <Tag color="red">{t('monitor.failure')}</Tag>),
          },
          { title: t('monitor.sendTime'), dataIndex: 'createdAt', width: 170, render: time },
          {
            title: t('common.actions'),
            width: 130,
            fixed: 'right',
            render: (_value, row) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setDetail(row)} data-testid={`monitor-detail-${row.id}`}>
                  {t('monitor.detail')}
                </Button>
                {mayRemove ? (
                  <Button
                    type="link"
                    size="small"
                    danger
                    onClick={() => confirmThen(t('common.deleteConfirm'), () => http.send('DELETE', `${API}/${encodeURIComponent(row.id)}`))}
                    data-testid={`monitor-delete-${row.id}`}
                  >
                    {t('common.delete')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <Modal open={Boolean(detail)} title={t('monitor.detailTitle')} width={700} footer={null} onCancel={() => setDetail(undefined)} destroyOnHidden>
        {detail ? (
          <Descriptions column={2} bordered size="small" data-testid="monitor-detail">
            <Descriptions.Item label={t('monitor.channel')}>{channelName(detail.channel)}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.source')}>{t(SOURCES[detail.source] ?? 'monitor.sourceTest')}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.recipient')}>{detail.recipientName}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.address')}>{detail.recipientAddress}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.template')}>{detail.templateName}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.sendTime')}>{time(detail.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.status')}>{detail.status === 1 ? t('monitor.success') : t('monitor.failure')}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.error')}>{detail.status === 1 ? '' : errorText(detail)}</Descriptions.Item>
            <Descriptions.Item label={t('monitor.title')} span={2}>
              {detail.title}
            </Descriptions.Item>
            <Descriptions.Item label={t('monitor.content')} span={2}>
              <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{detail.content}</div>
            </Descriptions.Item>
          </Descriptions>
        ) : null}
      </Modal>
    </div>
  );
}
