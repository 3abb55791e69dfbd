/**
 * Grade management (permission → grade, 分级管理): the users made administrators of chosen organisations, and a
 * dialog to set one user's organisations with the rights on each organisation itself (this layer) and below it
 * (sub layers): see, add, edit, delete. The server (/api/permission/OrganizeAdministrator, system administrators
 * only) stores them and confines those users' organisation management to them.
 *
 * Not a schema screen: a grade is a user's list of organisations with rights, not a record of one table row.
 */
import { Button, Card, Checkbox, Input, Modal, Popconfirm, Select, Space, Table, TreeSelect } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/client';
import { notifySuccess } from '../../host/notify';

const RIGHTS = ['thisLayerSelect', 'thisLayerAdd', 'thisLayerEdit', 'thisLayerDelete', 'subLayerSelect', 'subLayerAdd', 'subLayerEdit', 'subLayerDelete'] as const;
type Right = (typeof RIGHTS)[number];
type GradeRow = { organizeId: string; fullName: string } & Record<Right, number>;
interface Administrator {
  userId: string;
  account: string;
  realName: string;
  organizeCount: number;
}
interface OrganizeNode {
  id: string;
  fullName: string;
  children?: OrganizeNode[];
}

type TreeOption = { value: string; title: string; children: TreeOption[] };
const toTreeData = (nodes: OrganizeNode[]): TreeOption[] =>
  nodes.map((node) => ({ value: node.id, title: node.fullName, children: toTreeData(node.children ?? []) }));
const flatNames = (nodes: OrganizeNode[], out = new Map<string, string>()) => {
  for (const node of nodes) {
    out.set(node.id, node.fullName);
    flatNames(node.children ?? [], out);
  }
  return out;
};

/** The grade-management page. */
export default function GradePage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [administrators, setAdministrators] = useState<Administrator[]>([]);
  const [editing, setEditing] = useState<{ userId?: string; rows: GradeRow[] }>();
  const [users, setUsers] = useState<{ value: string; label: string }[]>([]);
  const [organizes, setOrganizes] = useState<OrganizeNode[]>([]);
  const [saving, setSaving] = useState(false);

  const reload = useCallback(() => {
    void http.get<{ list: Administrator[] }>('/api/permission/OrganizeAdministrator', { keyword }).then((data) => setAdministrators(data.list));
  }, [keyword]);
  useEffect(reload, [reload]);

  const open = async (userId?: string) => {
    const [userList, tree] = await Promise.all([
      http.get<{ list: { id: string; fullName: string }[] }>('/api/permission/Users/All'),
      http.get<{ list: OrganizeNode[] }>('/api/permission/Organize/Department/Selector/0'),
    ]);
    setUsers(userList.list.map((user) => ({ value: user.id, label: user.fullName })));
    setOrganizes(tree.list);
    const rows = userId ? (await http.get<{ list: GradeRow[] }>(`/api/permission/OrganizeAdministrator/${encodeURIComponent(userId)}`)).list : [];
    setEditing({ userId, rows });
  };

  const save = async () => {
    if (!editing?.userId) return;
    setSaving(true);
    try {
      const list = editing.rows.map(({ fullName: _name, ...rights }) => rights);
      const answer = await http.send('PUT', `/api/permission/OrganizeAdministrator/${encodeURIComponent(editing.userId)}`, { data: { list } });
      notifySuccess(answer.msg);
      setEditing(undefined);
      reload();
    } catch {
      // Shown by the http client; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };

  const remove = async (userId: string) => {
    try {
      notifySuccess((await http.send('DELETE', `/api/permission/OrganizeAdministrator/${encodeURIComponent(userId)}`)).msg);
      reload();
    } catch {
      // Shown by the http client.
    }
  };

  const names = flatNames(organizes);
  const setOrganizeIds = (ids: string[]) =>
    setEditing((current) =>
      current && {
        ...current,
        rows: ids.map(
          (id) =>
            current.rows.find((row) => row.organizeId === id) ?? {
              organizeId: id,
              fullName: names.get(id) ?? id,
              ...(Object.fromEntries(RIGHTS.map((right) => [right, right.endsWith('Select') ? 1 : 0])) as Record<Right, number>),
            },
        ),
      },
    );
  const toggle = (organizeId: string, right: Right, on: boolean) =>
    setEditing((current) => current && { ...current, rows: current.rows.map((row) => (row.organizeId === organizeId ? { ...row, [right]: on ? 1 : 0 } : row)) });

  return (
    <Card
      data-testid="grade-page"
      style={{ margin: 12 }}
      title={
        <Space>
          <Input.Search allowClear placeholder={t('grade.keyword')} onSearch={setKeyword} style={{ width: 240 }} />
        </Space>
      }
      extra={
        <Button type="primary" data-testid="grade-add" onClick={() => void open()}>
          {t('grade.add')}
        </Button>
      }
    >
      <Table<Administrator>
        rowKey="userId"
        size="small"
        dataSource={administrators}
        pagination={false}
        columns={[
          { title: t('grade.account'), dataIndex: 'account' },
          { title: t('grade.realName'), dataIndex: 'realName' },
          { title: t('grade.organizeCount'), dataIndex: 'organizeCount' },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_value, row) => (
              <Space>
                <Button type="link" size="small" onClick={() => void open(row.userId)}>
                  {t('common.edit')}
                </Button>
                <Popconfirm title={t('common.deleteConfirm')} onConfirm={() => void remove(row.userId)}>
                  <Button type="link" size="small" danger>
                    {t('common.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <Modal
          open
          width={1000}
          maskClosable={false}
          title={t('grade.dialogTitle')}
          onCancel={() => setEditing(undefined)}
          onOk={() => void save()}
          okButtonProps={{ loading: saving, disabled: !editing.userId, 'data-testid': 'grade-save' } as never}
        >
          <Space direction="vertical" style={{ width: '100%' }}>
            <Select
              data-testid="grade-user"
              showSearch
              optionFilterProp="label"
              placeholder={t('grade.chooseUser')}
              style={{ width: 300 }}
              disabled={Boolean(editing.rows.length && editing.userId && administrators.some((row) => row.userId === editing.userId))}
              value={editing.userId}
              onChange={(userId) => setEditing((current) => current && { ...current, userId })}
              options={users}
            />
            <TreeSelect
              data-testid="grade-organizes"
              multiple
              treeCheckable
              treeCheckStrictly
              showCheckedStrategy={TreeSelect.SHOW_ALL}
              style={{ width: '100%' }}
              placeholder={t('grade.chooseOrganizes')}
              treeData={toTreeData(organizes)}
              value={editing.rows.map((row) => ({ value: row.organizeId, label: row.fullName }))}
              onChange={(values) => setOrganizeIds((values as { value: string }[]).map((value) => value.value))}
            />
            <Table<GradeRow>
              rowKey="organizeId"
              size="small"
              pagination={false}
              dataSource={editing.rows}
              columns={[
                { title: t('grade.organize'), dataIndex: 'fullName' },
                ...RIGHTS.map((right) => ({
                  title: t(`grade.right.${right}`),
                  key: right,
                  render: (_value: unknown, row: GradeRow) => (
                    <Checkbox data-testid={`grade-${row.organizeId}-${right}`} checked={row[right] === 1} onChange={(event) => toggle(row.organizeId, right, event.target.checked)} />
                  ),
                })),
              ]}
            />
          </Space>
        </Modal>
      )}
    </Card>
  );
}
