/**
 * Visual development → web design (onlineDev → webDesign): the form-model definitions, filtered by a category on
 * the left and a keyword, paged; create, copy, delete (after confirming), release (under a chosen parent menu the
 * first time; when the server says how many stored records the new form would not fit, that warning is shown and
 * the release goes ahead only when confirmed), and edit, which opens the designer full screen. The designer is
 * loaded lazily, so its drag and drop and its JSON editor are fetched only when a definition is opened. Buttons
 * follow the page's grants (add, edit, remove); the server refuses the same calls to whoever lacks them.
 */
import { App, Button, Form, Input, Layout, Menu, Modal, Space, Spin, Table, Tag, TreeSelect } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { MenuType, type MenuItem, type PermissionEntry } from '../../../runtime/core/contract/session';
import { createCan } from '../../../runtime/core/permission/filter';
import { buildMenuRoutes } from '../../../runtime/core/routing/menu-routes';
import { RequestError } from '../../api/http';
import { getCurrentUser } from '../../api/oauth';
import { notifySuccess } from '../../host/notify';
import { menuTitle } from '../../layout/menu-title';
import { session, setCurrentUser } from '../../stores/session';
import {
  copyDefinition,
  createDefinition,
  definitionCategories,
  listDefinitions,
  releaseDefinition,
  removeDefinition,
  type DefinitionCategory,
  type DefinitionInfo,
  type DefinitionRow,
} from './definition-api';

const DesignerView = lazy(() => import('./designer/DesignerView'));

const PAGE_SIZE = 20;

/** A catalogue of the menu as a parent choice for a first release. */
interface ParentChoice {
  value: string;
  title: string;
  children: ParentChoice[];
}

/** The catalogues (types 0 and 1) of a menu tree, nested as they are. */
function parentChoices(items: readonly MenuItem[], language: string): ParentChoice[] {
  return items
    .filter((item) => item.type === MenuType.catalog || item.type === MenuType.category)
    .map((item) => ({ value: item.id, title: menuTitle(item, language), children: parentChoices(item.children ?? [], language) }));
}

/** The web design page. */
export default function WebDesignPage() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const location = useLocation();
  const { menuList, permissionList } = useSnapshot(session);
  const modelId = useMemo(() => buildMenuRoutes(menuList as MenuItem[]).find((route) => route.path === location.pathname)?.meta.modelId ?? '', [menuList, location.pathname]);
  const can = useMemo(() => {
    const check = createCan(permissionList as PermissionEntry[]);
    return (code: string) => check({ modelId, kind: 'button', code }).can;
  }, [permissionList, modelId]);

  const [categories, setCategories] = useState<DefinitionCategory[]>([]);
  const [category, setCategory] = useState('');
  const [keywordInput, setKeywordInput] = useState('');
  const [query, setQuery] = useState({ keyword: '', category: '', currentPage: 1 });
  const [rows, setRows] = useState<DefinitionRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [creating, setCreating] = useState(false);
  const [releasing, setReleasing] = useState<DefinitionRow | undefined>();
  const [editing, setEditing] = useState<string | undefined>();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const [page, groups] = await Promise.all([listDefinitions({ ...query, pageSize: PAGE_SIZE }), definitionCategories()]);
      setRows(page.list);
      setTotal(page.pagination.total);
      setCategories(groups.filter((group) => group.code !== 'default'));
    } catch {
      // shown by the http client
    } finally {
      setLoading(false);
    }
  }, [query]);
  useEffect(() => void load(), [load]);

  const search = (keyword: string, chosen = category) => setQuery({ keyword: keyword.trim(), category: chosen, currentPage: 1 });

  const remove = (row: DefinitionRow) =>
    modal.confirm({
      title: t('common.tip'),
      content: t('common.deleteConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        notifySuccess(await removeDefinition(row.id));
        await load();
      },
    });

  const copy = async (row: DefinitionRow) => {
    try {
      notifySuccess(await copyDefinition(row.id));
      await load();
    } catch {
      // shown by the http client
    }
  };

  /** Releases; a refusal that counts affected records is shown and, once confirmed, sent again with confirm. */
  const release = async (row: DefinitionRow, parentId?: string): Promise<boolean> => {
    const body = parentId ? { pcModuleParentId: parentId } : {};
    try {
      notifySuccess(await releaseDefinition(row.id, body));
    } catch (error) {
      const affected = error instanceof RequestError ? (error.data as { affected?: number } | undefined)?.affected : undefined;
      if (!affected) return false;
      const go = await modal.confirm({ title: t('designer.releaseAffectsTitle'), content: error instanceof Error ? error.message : '', okText: t('designer.releaseAnyway'), cancelText: t('common.cancel') });
      if (!go) return false;
      try {
        notifySuccess(await releaseDefinition(row.id, { ...body, confirm: true }));
      } catch {
        return false;
      }
    }
    // The new menu entry (or its permission items) reaches the sidebar.
    try {
      setCurrentUser(await getCurrentUser());
    } catch {
      // shown by the http client
    }
    await load();
    return true;
  };

  const startRelease = (row: DefinitionRow) => {
    if (row.state === 0) setReleasing(row);
    else
      modal.confirm({
        title: t('common.tip'),
        content: t('designer.releaseConfirm', { name: row.fullName }),
        okText: t('common.confirm'),
        cancelText: t('common.cancel'),
        onOk: () => void release(row),
      });
  };

  const stateTag = (state: number) =>
    state === 1 ? <Tag color="green">{t('designer.stateReleased')}</Tag> : state === 2 ? <Tag color="orange">{t('designer.stateEdited')}</Tag> : <Tag>{t('designer.stateDraft')}</Tag>;

  if (editing) {
    return (
      <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
        <DesignerView
          id={editing}
          onClose={() => {
            setEditing(undefined);
            void load();
          }}
        />
      </Suspense>
    );
  }

  return (
    <Layout style={{ background: 'transparent', minHeight: '100%' }} data-testid="web-design-page">
      <Layout.Sider width={200} theme="light" style={{ marginRight: 12 }}>
        <div style={{ padding: '12px 16px', fontWeight: 600 }}>{t('designer.categories')}</div>
        <Menu
          data-testid="web-design-categories"
          selectedKeys={[category || '__all']}
          items={[{ key: '__all', label: t('designer.allCategories') }, ...categories.map((group) => ({ key: group.code, label: group.name }))]}
          onClick={({ key }) => {
            const chosen = key === '__all' ? '' : key;
            setCategory(chosen);
            search(keywordInput, chosen);
          }}
        />
      </Layout.Sider>
      <Layout.Content style={{ background: 'var(--ant-color-bg-container, #fff)', padding: 16 }}>
        <Space style={{ marginBottom: 12 }} wrap>
          <Input
            data-testid="web-design-keyword"
            allowClear
            style={{ width: 240 }}
            placeholder={t('common.keywordPlaceholder')}
            value={keywordInput}
            onChange={(event) => setKeywordInput(event.target.value)}
            onPressEnter={() => search(keywordInput)}
          />
          <Button type="primary" onClick={() => search(keywordInput)}>
            {t('common.search')}
          </Button>
          <Button
            onClick={() => {
              setKeywordInput('');
              search('');
            }}
          >
            {t('common.reset')}
          </Button>
          {can('btn_add') ? (
            <Button type="primary" data-testid="web-design-create" onClick={() => setCreating(true)}>
              {t('common.create')}
            </Button>
          ) : null}
        </Space>
        <Table<DefinitionRow>
          data-testid="web-design-table"
          rowKey="id"
          size="middle"
          loading={loading}
          dataSource={rows}
          pagination={{ current: query.currentPage, pageSize: PAGE_SIZE, total, showSizeChanger: false, onChange: (page) => setQuery({ ...query, currentPage: page }) }}
          columns={[
            { title: t('designer.name'), dataIndex: 'fullName', key: 'fullName' },
            { title: t('designer.code'), dataIndex: 'enCode', key: 'enCode' },
            { title: t('designer.category'), dataIndex: 'category', key: 'category', render: (_code: string, row: DefinitionRow) => row.categoryName ?? row.category },
            { title: t('designer.state'), dataIndex: 'state', key: 'state', width: 100, render: stateTag },
            { title: t('designer.createdAt'), dataIndex: 'creatorTime', key: 'creatorTime', width: 180, render: (value: number) => new Date(value).toLocaleString() },
            {
              title: t('common.actions'),
              key: 'actions',
              width: 240,
              render: (_value, row) => (
                <Space size={0} data-testid={`web-design-row-${row.enCode}`}>
                  {can('btn_edit') ? (
                    <Button type="link" size="small" onClick={() => setEditing(row.id)}>
                      {t('designer.design')}
                    </Button>
                  ) : null}
                  {can('btn_add') ? (
                    <Button type="link" size="small" onClick={() => void copy(row)}>
                      {t('designer.copy')}
                    </Button>
                  ) : null}
                  {can('btn_edit') ? (
                    <Button type="link" size="small" onClick={() => startRelease(row)}>
                      {t('designer.release')}
                    </Button>
                  ) : null}
                  {can('btn_remove') ? (
                    <Button type="link" size="small" danger onClick={() => remove(row)}>
                      {t('common.delete')}
                    </Button>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      </Layout.Content>
      <CreateDialog
        open={creating}
        category={category}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          setEditing(id);
        }}
      />
      <ReleaseDialog row={releasing} choices={parentChoices(menuList as MenuItem[], i18n.language)} onClose={() => setReleasing(undefined)} release={release} />
    </Layout>
  );
}

/** The new-definition dialog: name, code, category, description; a created definition opens in the designer. */
function CreateDialog({ open, category, onClose, onCreated }: { open: boolean; category: string; onClose(): void; onCreated(id: string): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DefinitionInfo>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) form.setFieldsValue({ fullName: '', enCode: '', category, description: '' });
  }, [open, category, form]);
  const submit = async () => {
    let values: DefinitionInfo;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is wrong
    }
    setSaving(true);
    try {
      const { id, msg } = await createDefinition(values);
      notifySuccess(msg);
      onCreated(id);
    } catch {
      // shown by the http client; the dialog stays open
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal title={t('designer.createTitle')} open={open} onCancel={onClose} onOk={() => void submit()} confirmLoading={saving} okText={t('common.confirm')} cancelText={t('common.cancel')} destroyOnHidden mask={{ closable: false }}>
      <Form form={form} layout="vertical" data-testid="web-design-create-form">
        <Form.Item name="fullName" label={t('designer.name')} rules={[{ required: true, whitespace: true, message: t('designer.nameRequired') }, { max: 50 }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="enCode" label={t('designer.code')} rules={[{ required: true, pattern: /^[A-Za-z][A-Za-z0-9_]{0,49}$/, message: t('lowcode.enCodeInvalid') }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="category" label={t('designer.category')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="description" label={t('designer.description')}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The first release: the parent menu entry the model's page goes under. */
function ReleaseDialog({ row, choices, onClose, release }: { row?: DefinitionRow; choices: ParentChoice[]; onClose(): void; release(row: DefinitionRow, parentId?: string): Promise<boolean> }) {
  const { t } = useTranslation();
  const [parent, setParent] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => setParent(undefined), [row]);
  const submit = async () => {
    if (!row || !parent) return;
    setBusy(true);
    const done = await release(row, parent);
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Modal title={t('designer.releaseTitle', { name: row?.fullName ?? '' })} open={row !== undefined} onCancel={onClose} onOk={() => void submit()} okButtonProps={{ disabled: !parent }} confirmLoading={busy} okText={t('designer.release')} cancelText={t('common.cancel')} destroyOnHidden>
      <p>{t('designer.releaseParentHint')}</p>
      <TreeSelect data-testid="web-design-release-parent" style={{ width: '100%' }} treeData={choices} value={parent} onChange={setParent} placeholder={t('designer.releaseParent')} treeDefaultExpandAll />
    </Modal>
  );
}
