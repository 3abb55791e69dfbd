/**
 * Online users (permission → userOnline): who is signed in, from where and since when, with a keyword search; a
 * holder of the page's remove button forces a session offline after confirming (that user's next call answers 601
 * and sends them to sign-in). Not a schema screen: its rows are sessions, not records.
 */
import { App, Button, Input, Space, Table } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { MenuItem, PermissionEntry } from '../../../runtime/core/contract/session';
import { createCan } from '../../../runtime/core/permission/filter';
import { buildMenuRoutes } from '../../../runtime/core/routing/menu-routes';
import { MIN_COLUMN_WIDTH } from '../../../runtime/react/table/column-widths';
import { http } from '../../api/client';
import { notifySuccess } from '../../host/notify';
import { session } from '../../stores/session';

interface OnlineRow {
  id: string;
  userId: string;
  userName: string;
  loginTime: number;
  lastTime: number;
  loginIPAddress: string;
  loginSystem: string;
  isSelf: boolean;
}

const time = (ms: number) => new Date(ms).toLocaleString();

/** The online users page. */
export default function OnlineUsersPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const location = useLocation();
  const { menuList, permissionList } = useSnapshot(session);
  const modelId = useMemo(() => buildMenuRoutes(menuList as MenuItem[]).find((route) => route.path === location.pathname)?.meta.modelId ?? '', [menuList, location.pathname]);
  const mayForce = useMemo(() => createCan(permissionList as PermissionEntry[])({ modelId, kind: 'button', code: 'btn_remove' }).can, [permissionList, modelId]);
  const [keyword, setKeyword] = useState('');
  const [rows, setRows] = useState<OnlineRow[]>([]);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async (text: string) => {
    setLoading(true);
    try {
      setRows((await http.get<{ list: OnlineRow[] }>('/api/permission/OnlineUser', { keyword: text })).list);
    } catch {
      // shown by the http client
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => void load(''), [load]);

  const forceOut = (row: OnlineRow) =>
    modal.confirm({
      title: t('common.tip'),
      content: t('onlineUser.confirm', { name: row.userName }),
      onOk: async () => {
        const answer = await http.send('DELETE', `/api/permission/OnlineUser/${encodeURIComponent(row.id)}`);
        notifySuccess(answer.msg);
        await load(keyword);
      },
    });

  return (
    <div style={{ padding: 12 }} data-testid="online-users">
      <Space style={{ marginBottom: 12 }}>
        <Input.Search allowClear placeholder={t('onlineUser.search')} value={keyword} onChange={(event) => setKeyword(event.target.value)} onSearch={(text) => void load(text)} style={{ width: 260 }} />
        <Button onClick={() => void load(keyword)}>{t('onlineUser.refresh')}</Button>
      </Space>
      <Table<OnlineRow>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={false}
        // Narrow windows scroll the table rather than squeeze the user column to one character (issue 14).
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('onlineUser.user'), dataIndex: 'userName', minWidth: MIN_COLUMN_WIDTH },
          { title: t('onlineUser.loginTime'), dataIndex: 'loginTime', render: time, width: 200 },
          { title: t('onlineUser.lastTime'), dataIndex: 'lastTime', render: time, width: 200 },
          { title: t('onlineUser.ip'), dataIndex: 'loginIPAddress', width: 160 },
          { title: t('onlineUser.client'), dataIndex: 'loginSystem', ellipsis: true },
          {
            title: t('onlineUser.actions'),
            width: 120,
            render: (_value, row) =>
              mayForce && !row.isSelf ? (
                <Button type="link" danger data-testid={`force-out-${row.userId}`} onClick={() => forceOut(row)}>
                  {t('onlineUser.forceOut')}
                </Button>
              ) : null,
          },
        ]}
      />
    </div>
  );
}
