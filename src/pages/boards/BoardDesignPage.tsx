/**
 * The report and portal designers (`onlineDev → dataReport`, `onlineDev → visualPortal`; issue 9 §4): the list of
 * definitions by keyword with their release state, and create, edit (a drawer with the name, code, category and the
 * kind's designer — palette, canvas, property panels, undo/redo and live preview, designer/BoardDesigner.tsx), copy,
 * delete, release (to a parent menu when no menu entry publishes it yet) and preview (the stored definition computed
 * by the server, shown by the same view as the menu page).
 */
import { Button, Drawer, Form, Input, InputNumber, Modal, Popconfirm, Space, Table, Tag, TreeSelect, message } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { MenuItem } from '../../../runtime/core/contract/session';
import { http } from '../../api/client';
import { menuTitle } from '../../layout/menu-title';
import { session } from '../../stores/session';
import { PortalView } from '../dynamic/board/PortalView';
import { ReportView } from '../dynamic/board/ReportView';
import type { PortalAnswer, ReportAnswer } from '../dynamic/board/types';
import { boardApi, type BoardKindName, type BoardRecord, type BoardRow } from './board-api';
import { openBoard } from '../../../runtime/core/lowcode/board-designer';
import { BoardDesigner } from './designer/BoardDesigner';

type Editing = { id?: string } | undefined;

/** Catalogues and categories as a tree of parents a release may create its menu entry under. */
interface ParentNode {
  value: string;
  title: string;
  children: ParentNode[];
}

function parentTree(items: readonly MenuItem[], language: string): ParentNode[] {
  return items
    .filter((item) => item.type === 0 || item.type === 1)
    .map((item) => ({ value: item.id, title: menuTitle(item, language), children: parentTree((item.children ?? []) as MenuItem[], language) }));
}

/** The designer page of a kind. */
export function BoardDesignPage({ kind }: { kind: BoardKindName }) {
  const { t, i18n } = useTranslation();
  const api = boardApi(kind);
  const [rows, setRows] = useState<BoardRow[]>([]);
  const [total, setTotal] = useState(0);
  const [query, setQuery] = useState({ keyword: '', currentPage: 1, pageSize: 20 });
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<Editing>();
  const [saving, setSaving] = useState(false);
  const [previewing, setPreviewing] = useState<BoardRow | undefined>();
  const [releasing, setReleasing] = useState<BoardRow | undefined>();
  const [parentId, setParentId] = useState<string | undefined>();
  const [form] = Form.useForm();
  const { menuList } = useSnapshot(session);

  const reload = useCallback(() => {
    setLoading(true);
    http
      .get<{ list: BoardRow[]; pagination: { total: number } }>(api, query)
      .then((data) => {
        setRows(data.list);
        setTotal(data.pagination.total);
      })
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [api, query]);
  useEffect(reload, [reload]);

  const open = async (row?: BoardRow) => {
    form.resetFields();
    if (row) {
      const record = await http.get<BoardRecord>(`${api}/${row.id}`);
      const definition = JSON.parse(record.definition) as Record<string, unknown>;
      form.setFieldsValue({ ...record, definition: openBoard(kind, definition) });
    } else form.setFieldsValue({ definition: openBoard(kind, kind === 'report' ? { columnList: [], summaries: [{ fn: 'count' }] } : { cards: [] }) });
    setEditing({ id: row?.id });
  };

  const save = async () => {
    await form.validateFields();
    // Every stored value, also those no control shows (translations of titles), so saving keeps them.
    const values = form.getFieldsValue(true) as Record<string, unknown> & { definition: unknown };
    const definition = values.definition;
    const body = { fullName: values.fullName, enCode: values.enCode, category: values.category ?? '', description: values.description ?? '', sortCode: values.sortCode ?? 0, definition };
    setSaving(true);
    try {
      if (editing?.id) await http.put(`${api}/${editing.id}`, body);
      else await http.post(api, body);
      void message.success(t(editing?.id ? 'common.updateSuccess' : 'common.createSuccess'));
      setEditing(undefined);
      reload();
    } finally {
      setSaving(false);
    }
  };

  const act = async (call: Promise<unknown>, success: string) => {
    await call;
    void message.success(success);
    reload();
  };

  const previewLoad = useMemo(() => {
    if (!previewing) return undefined;
    return kind === 'report'
      ? (body: Record<string, unknown>) => http.post<ReportAnswer>(`${api}/${previewing.id}/Actions/Preview`, body)
      : () => http.post<PortalAnswer>(`${api}/${previewing.id}/Actions/Preview`, {});
  }, [api, kind, previewing]);

  const columns = [
    { key: 'fullName', dataIndex: 'fullName', title: t('board.name') },
    { key: 'enCode', dataIndex: 'enCode', title: t('board.code') },
    { key: 'category', dataIndex: 'category', title: t('board.category') },
    { key: 'state', dataIndex: 'state', title: t('board.state'), render: (state: number) => <Tag color={state === 1 ? 'green' : state === 2 ? 'orange' : 'default'}>{t(`board.state.${state}`)}</Tag> },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_: unknown, row: BoardRow) => (
        <Space size={0} wrap>
          <Button type="link" size="small" data-action="edit" onClick={() => void open(row)}>
            {t('common.edit')}
          </Button>
          <Button type="link" size="small" data-action="preview" onClick={() => setPreviewing(row)}>
            {t('board.preview')}
          </Button>
          <Button type="link" size="small" data-action="release" onClick={() => setReleasing(row)}>
            {t('board.release')}
          </Button>
          <Button type="link" size="small" data-action="copy" onClick={() => void act(http.post(`${api}/${row.id}/Actions/Copy`), t('lowcode.copySuccess'))}>
            {t('board.copy')}
          </Button>
          <Popconfirm title={t('board.removeConfirm', { name: row.fullName })} onConfirm={() => act(http.delete(`${api}/${row.id}`), t('common.deleteSuccess'))}>
            <Button type="link" size="small" danger data-action="remove">
              {t('board.remove')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid={`${kind}-design-page`} style={{ padding: 16 }}>
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search allowClear placeholder={t('board.keyword')} onSearch={(keyword) => setQuery({ ...query, keyword, currentPage: 1 })} style={{ width: 240 }} />
        <Button type="primary" data-action="add" onClick={() => void open()}>
          {t('common.create')}
        </Button>
      </Space>
      <Table<BoardRow>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={rows}
        columns={columns}
        pagination={{ current: query.currentPage, pageSize: query.pageSize, total, onChange: (currentPage, pageSize) => setQuery({ ...query, currentPage, pageSize }) }}
      />
      <Drawer
        open={editing !== undefined}
        size={1240}
        title={t(editing?.id ? 'common.edit' : 'common.create')}
        onClose={() => setEditing(undefined)}
        destroyOnHidden
        extra={
          <Space>
            <Button onClick={() => setEditing(undefined)}>{t('common.cancel')}</Button>
            <Button type="primary" loading={saving} data-action="save" onClick={() => void save()}>
              {t('common.confirm')}
            </Button>
          </Space>
        }
      >
        <Form form={form} layout="vertical" preserve>
          <Space wrap align="baseline">
            <Form.Item name="fullName" label={t('board.name')} rules={[{ required: true, whitespace: true, message: t('lowcode.fullNameRequired') }]}>
              <Input maxLength={50} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="enCode" label={t('board.code')} rules={[{ required: true, pattern: /^[A-Za-z][A-Za-z0-9_]{0,49}$/, message: t('lowcode.enCodeInvalid') }]}>
              <Input maxLength={50} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="category" label={t('board.category')}>
              <Input maxLength={50} style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name="sortCode" label={t('common.sort')}>
              <InputNumber style={{ width: 90 }} />
            </Form.Item>
          </Space>
          <Form.Item name="description" label={t('common.description')}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
          <Form.Item name="definition" noStyle>
            <BoardDesigner key={editing?.id ?? 'new'} kind={kind} boardId={editing?.id} />
          </Form.Item>
        </Form>
      </Drawer>
      <Modal open={previewing !== undefined} width={1100} title={`${t('board.preview')} · ${previewing?.fullName ?? ''}`} footer={null} onCancel={() => setPreviewing(undefined)} destroyOnHidden>
        {previewLoad ? kind === 'report' ? <ReportView load={previewLoad as (body: Record<string, unknown>) => Promise<ReportAnswer>} /> : <PortalView load={previewLoad as () => Promise<PortalAnswer>} /> : null}
      </Modal>
      <Modal
        open={releasing !== undefined}
        title={t('board.releaseTitle', { name: releasing?.fullName ?? '' })}
        onCancel={() => setReleasing(undefined)}
        onOk={() => {
          const row = releasing!;
          setReleasing(undefined);
          void act(http.post(`${api}/${row.id}/Actions/Release`, parentId ? { pcModuleParentId: parentId } : {}), t('lowcode.releaseSuccess'));
        }}
      >
        <Form layout="vertical">
          <Form.Item label={t('board.releaseParent')}>
            <TreeSelect allowClear treeDefaultExpandAll value={parentId} onChange={setParentId} treeData={parentTree(menuList as MenuItem[], i18n.language)} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
