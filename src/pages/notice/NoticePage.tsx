/**
 * Announcements (system → notice): the list with a keyword search and paging, 新建, 编辑, 发布 (a draft only; each
 * recipient then gets the message and a live push) and 删除, each shown only with the page's button for it
 * (btn_add, btn_edit, btn_release, btn_remove) — the server refuses the same calls without them. Not a schema
 * screen: its records are messages with recipients and a release step, served by the message module.
 */
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Input, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { MenuItem, PermissionEntry } from '../../../runtime/core/contract/session';
import { createCan } from '../../../runtime/core/permission/filter';
import { buildMenuRoutes } from '../../../runtime/core/routing/menu-routes';
import { notifySuccess } from '../../host/notify';
import { session } from '../../stores/session';
import { deleteNotice, listNotices, releaseNotice, type NoticeRow } from './notice-api';
import { NoticeFormDialog } from './NoticeFormDialog';

const time = (ms: number | null) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm') : '');

/** The announcement page. */
export default function NoticePage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const location = useLocation();
  const { menuList, permissionList } = useSnapshot(session);
  const modelId = useMemo(() => buildMenuRoutes(menuList as MenuItem[]).find((route) => route.path === location.pathname)?.meta.modelId ?? '', [menuList, location.pathname]);
  const may = useMemo(() => {
    const can = createCan(permissionList as PermissionEntry[]);
    return (code: string) => can({ modelId, kind: 'button', code }).can;
  }, [permissionList, modelId]);
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ currentPage: 1, pageSize: 20 });
  const [rows, setRows] = useState<NoticeRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<{ id?: string }>();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const answer = await listNotices({ keyword: keyword.trim(), ...paging });
      setRows(answer.list);
      setTotal(answer.pagination.total);
    } catch {
      // shown by the http client
    } finally {
      setLoading(false);
    }
    // The keyword applies on search, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paging]);
  useEffect(() => void load(), [load]);

  const confirmThen = (content: string, action: () => Promise<{ msg: string }>) =>
    modal.confirm({
      title: t('common.tip'),
      content,
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        const answer = await action();
        notifySuccess(answer.msg);
        await load();
      },
    });

  return (
    <div className="klx-page" style={{ padding: 12 }} data-testid="notice-page">
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search
          allowClear
          placeholder={t('common.keywordPlaceholder')}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={() => setPaging((current) => ({ ...current, currentPage: 1 }))}
          style={{ width: 260 }}
          data-testid="notice-keyword"
        />
        {may('btn_add') ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="notice-add">
            {t('notice.add')}
          </Button>
        ) : null}
      </Space>
      <Table<NoticeRow>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={{
          current: paging.currentPage,
          pageSize: paging.pageSize,
          total,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100, 500],
          onChange: (currentPage, pageSize) => setPaging({ currentPage, pageSize }),
        }}
        columns={[
          { title: t('notice.title'), dataIndex: 'title', ellipsis: true },
          { title: t('notice.excerpt'), dataIndex: 'excerpt', ellipsis: true },
          {
            title: t('notice.state'),
            dataIndex: 'enabledMark',
            width: 100,
            render: (value: number) => (value === 1 ? <Tag color="green">{t('notice.released')}</Tag> : <Tag>{t('notice.draft')}</Tag>),
          },
          { title: t('msg.releaseUser'), dataIndex: 'releaseUser', width: 140 },
          { title: t('msg.releaseTime'), dataIndex: 'releaseTime', width: 160, render: time },
          { title: t('notice.creatorTime'), dataIndex: 'creatorTime', width: 160, render: time },
          {
            title: t('common.actions'),
            width: 200,
            render: (_value, row) => (
              <Space size={0}>
                {may('btn_edit') ? (
                  <Button type="link" size="small" onClick={() => setEditing({ id: row.id })} data-testid={`notice-edit-${row.id}`}>
                    {t('notice.edit')}
                  </Button>
                ) : null}
                {row.enabledMark === 0 && may('btn_release') ? (
                  <Button type="link" size="small" onClick={() => confirmThen(t('notice.releaseConfirm'), () => releaseNotice(row.id))} data-testid={`notice-release-${row.id}`}>
                    {t('notice.release')}
                  </Button>
                ) : null}
                {may('btn_remove') ? (
                  <Button type="link" size="small" danger onClick={() => confirmThen(t('common.deleteConfirm'), () => deleteNotice(row.id))} data-testid={`notice-delete-${row.id}`}>
                    {t('common.delete')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <NoticeFormDialog open={Boolean(editing)} id={editing?.id} onClose={() => setEditing(undefined)} onSaved={() => void load()} />
    </div>
  );
}
