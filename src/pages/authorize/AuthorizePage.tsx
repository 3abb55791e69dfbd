/**
 * The authorize screen (permission → authorize): choose a role, position, user, group or organisation, then check
 * what it holds in the tree of systems → menus → buttons, list columns, form fields and data schemes (antd Tree:
 * check and half-check, expand and collapse, select all of a kind), and save it in one call. Choosing a node shows
 * who holds it (the reverse view); for a user, also why they hold or lack it, object by object.
 *
 * Not a schema screen: it edits grants, not records. The server (/api/permission/Authority) refuses what the
 * caller may not give.
 */
import { Button, Card, Empty, Select, Space, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useCallback, useEffect, useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { http } from '../../api/client';
import { notifySuccess } from '../../host/notify';
import { session } from '../../stores/session';
import { DataSchemesDialog } from './DataSchemesDialog';

type ItemType = 'system' | 'module' | 'button' | 'column' | 'form' | 'resource';
interface AuthorizeNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  type: ItemType;
  children: AuthorizeNode[];
}
type GrantSet = Record<ItemType, string[]>;
const ITEM_TYPES: ItemType[] = ['system', 'module', 'button', 'column', 'form', 'resource'];
const OBJECT_TYPES = ['Role', 'Position', 'User', 'Group', 'Organize'] as const;
type ObjectType = (typeof OBJECT_TYPES)[number];

/** Where each kind of object is listed, and how its label reads. */
const OBJECT_SOURCES: Record<ObjectType, { url: string; label: (row: Record<string, unknown>) => string }> = {
  Role: { url: '/api/permission/Role/All', label: (row) => String(row.fullName) },
  Position: { url: '/api/permission/Position/All', label: (row) => `${String(row.fullName)}/${String(row.organizeName ?? '')}` },
  User: { url: '/api/permission/Users/All', label: (row) => String(row.fullName) },
  Group: { url: '/api/permission/Group/Selector', label: (row) => String(row.fullName) },
  Organize: { url: '/api/permission/Organize/Department/Selector/0', label: (row) => String(row.fullName) },
};

const flatten = (nodes: readonly AuthorizeNode[]): AuthorizeNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);
const flattenRows = (rows: Record<string, unknown>[]): Record<string, unknown>[] =>
  rows.flatMap((row) => [row, ...flattenRows(Array.isArray(row.children) ? (row.children as Record<string, unknown>[]) : [])]);

const TAG_COLOURS: Record<ItemType, string> = { system: 'purple', module: 'blue', button: 'gold', column: 'green', form: 'cyan', resource: 'magenta' };

interface Explanation {
  granted: boolean;
  administrator: boolean;
  objects: { objectType: ObjectType; objectId: string; fullName: string; enabled: boolean; grantsItem: boolean; grantsPage: boolean }[];
  /** What the guard does with it: a field shown or not, or the page's rows (server/modules/permission/explain.ts). */
  effect?:
    | { kind: 'field'; inUse: boolean; visible: boolean }
    | { kind: 'rows'; rows: 'all' | 'schemes' | 'none'; allBecause?: 'administrator' | 'noSchemes' | 'allDataScheme'; schemes: { id: string; fullName: string; held: boolean; through: { objectType: ObjectType; objectId: string }[] }[] };
  grades: ({ organizeId: string; fullName: string } & Record<string, unknown>)[];
}

const GRADE_RIGHTS = ['thisLayerSelect', 'thisLayerAdd', 'thisLayerEdit', 'thisLayerDelete', 'subLayerSelect', 'subLayerAdd', 'subLayerEdit', 'subLayerDelete'];

/** The authorize page. */
export default function AuthorizePage() {
  const { t } = useTranslation();
  const [tree, setTree] = useState<AuthorizeNode[]>([]);
  const [objectType, setObjectType] = useState<ObjectType>('Role');
  const [objects, setObjects] = useState<{ value: string; label: string }[]>([]);
  const [objectId, setObjectId] = useState<string>();
  const [checked, setChecked] = useState<Key[]>([]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [saving, setSaving] = useState(false);
  const [selected, setSelected] = useState<AuthorizeNode>();
  const [holders, setHolders] = useState<{ objectType: ObjectType; objectId: string; fullName: string }[]>([]);
  const [explanation, setExplanation] = useState<Explanation>();
  // The page whose data-permission schemes are being edited (administrators only; the server refuses others too).
  const [schemesOf, setSchemesOf] = useState<AuthorizeNode>();
  const isAdministrator = useSnapshot(session).userInfo?.isAdministrator === true;

  const nodes = useMemo(() => flatten(tree), [tree]);
  const byId = useMemo(() => new Map(nodes.map((node) => [node.id, node])), [nodes]);

  const loadTree = useCallback(
    (keepExpanded: boolean) =>
      void http.get<{ list: AuthorizeNode[] }>('/api/permission/Authority/Tree').then((data) => {
        setTree(data.list);
        if (!keepExpanded) setExpanded(flatten(data.list).filter((node) => node.type === 'system').map((node) => node.id));
      }),
    [],
  );
  useEffect(() => loadTree(false), [loadTree]);

  useEffect(() => {
    setObjectId(undefined);
    setChecked([]);
    const source = OBJECT_SOURCES[objectType];
    void http.get<{ list: Record<string, unknown>[] }>(source.url).then((data) => setObjects(flattenRows(data.list).map((row) => ({ value: String(row.id), label: source.label(row) }))));
  }, [objectType]);

  useEffect(() => {
    if (!objectId) return;
    void http.get<GrantSet>(`/api/permission/Authority/Data/${objectType}/${encodeURIComponent(objectId)}`).then((data) => {
      // Only leaves are checked outright; a menu shows checked or half-checked from its items.
      const held = new Set(ITEM_TYPES.flatMap((type) => data[type] ?? []));
      setChecked([...held].filter((id) => (byId.get(id)?.children.length ?? 0) === 0 || !byId.get(id)!.children.some((child) => !held.has(child.id))));
    });
  }, [objectId, objectType, byId]);

  useEffect(() => {
    if (!selected) return;
    void http.get<{ list: typeof holders }>(`/api/permission/Authority/Holders/${encodeURIComponent(selected.id)}`).then((data) => setHolders(data.list));
    if (objectType === 'User' && objectId) {
      void http.get<Explanation>('/api/permission/Authority/Explain', { userId: objectId, itemId: selected.id }).then(setExplanation);
    } else setExplanation(undefined);
  }, [selected, objectType, objectId]);

  const toData = (list: AuthorizeNode[]): DataNode[] =>
    list.map((node) => ({
      key: node.id,
      title: (
        <span data-testid={`authorize-node-${node.id}`}>
          {node.fullName} <Tag color={TAG_COLOURS[node.type]}>{t(`authorize.type.${node.type}`)}</Tag>
        </span>
      ),
      children: toData(node.children),
    }));

  /** Checked plus the half-checked ancestors: a menu with some items granted is granted itself. */
  const grantSet = (): GrantSet => {
    const held = new Set<string>();
    for (const key of checked) {
      let node = byId.get(String(key));
      while (node && !held.has(node.id)) {
        held.add(node.id);
        node = byId.get(node.parentId);
      }
    }
    const out = Object.fromEntries(ITEM_TYPES.map((type) => [type, [] as string[]])) as GrantSet;
    for (const id of held) {
      const node = byId.get(id);
      if (node) out[node.type].push(id);
    }
    return out;
  };

  const save = async () => {
    if (!objectId) return;
    setSaving(true);
    try {
      const answer = await http.send('PUT', `/api/permission/Authority/Data/${objectType}/${encodeURIComponent(objectId)}`, { data: grantSet() });
      notifySuccess(answer.msg);
    } catch {
      // The http client showed the refusal.
    } finally {
      setSaving(false);
    }
  };

  const selectKind = (types: ItemType[], on: boolean) => {
    const ids = nodes.filter((node) => types.includes(node.type) && node.children.length === 0).map((node) => node.id);
    const current = new Set(checked.map(String));
    for (const id of ids) (on ? current.add(id) : current.delete(id));
    setChecked([...current]);
  };

  return (
    <div className="authorize-page" style={{ display: 'flex', gap: 12, padding: 12, alignItems: 'flex-start' }}>
      <Card
        style={{ flex: 2, minWidth: 0 }}
        title={
          <Space wrap>
            <Select
              data-testid="authorize-object-type"
              value={objectType}
              style={{ width: 120 }}
              onChange={(value) => setObjectType(value)}
              options={OBJECT_TYPES.map((type) => ({ value: type, label: t(`authorize.object.${type}`) }))}
            />
            <Select
              data-testid="authorize-object"
              showSearch
              optionFilterProp="label"
              placeholder={t('authorize.chooseObject')}
              style={{ width: 240 }}
              value={objectId}
              onChange={setObjectId}
              options={objects}
            />
          </Space>
        }
        extra={
          <Button type="primary" data-testid="authorize-save" disabled={!objectId} loading={saving} onClick={() => void save()}>
            {t('authorize.save')}
          </Button>
        }
      >
        <Space wrap style={{ marginBottom: 8 }}>
          <Button size="small" onClick={() => setExpanded(nodes.filter((node) => node.children.length > 0).map((node) => node.id))}>
            {t('authorize.expandAll')}
          </Button>
          <Button size="small" onClick={() => setExpanded([])}>
            {t('authorize.collapseAll')}
          </Button>
          {(['module', 'button', 'column', 'form', 'resource'] as ItemType[]).map((type) => (
            <Space.Compact key={type}>
              <Button size="small" onClick={() => selectKind(type === 'module' ? ['module', 'button', 'column', 'form', 'resource'] : [type], true)}>
                {t('authorize.selectAll', { kind: t(`authorize.type.${type}`) })}
              </Button>
              <Button size="small" onClick={() => selectKind(type === 'module' ? ['module', 'button', 'column', 'form', 'resource'] : [type], false)}>
                {t('authorize.clearAll', { kind: t(`authorize.type.${type}`) })}
              </Button>
            </Space.Compact>
          ))}
        </Space>
        {objectId ? (
          <Tree
            checkable
            blockNode
            treeData={toData(tree)}
            checkedKeys={checked}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys)}
            onCheck={(keys) => setChecked(Array.isArray(keys) ? keys : keys.checked)}
            onSelect={(_keys, info) => setSelected(byId.get(String(info.node.key)))}
          />
        ) : (
          <Empty description={t('authorize.chooseObject')} />
        )}
      </Card>
      <Card style={{ flex: 1, minWidth: 260 }} title={t('authorize.holders')} data-testid="authorize-holders">
        {selected ? (
          <>
            <Typography.Paragraph strong>{selected.fullName}</Typography.Paragraph>
            {isAdministrator && selected.type === 'module' && selected.children.every((child) => child.type !== 'module') && (
              <Typography.Paragraph>
                <Button size="small" data-testid="authorize-schemes" onClick={() => setSchemesOf(selected)}>
                  {t('authorize.schemes')}
                </Button>
              </Typography.Paragraph>
            )}
            {holders.length ? holders.map((holder) => <Tag key={`${holder.objectType}:${holder.objectId}`}>{`${t(`authorize.object.${holder.objectType}`)}: ${holder.fullName}`}</Tag>) : <Typography.Text type="secondary">{t('authorize.nobody')}</Typography.Text>}
            {explanation && (
              <div data-testid="authorize-explain" style={{ marginTop: 16 }}>
                <Typography.Paragraph strong>{explanation.granted ? t('authorize.userHolds') : t('authorize.userLacks')}</Typography.Paragraph>
                {explanation.administrator && <Typography.Paragraph>{t('authorize.administrator')}</Typography.Paragraph>}
                {explanation.objects.map((object) => (
                  <div key={`${object.objectType}:${object.objectId}`}>
                    {`${t(`authorize.object.${object.objectType}`)}: ${object.fullName} — `}
                    {!object.enabled ? t('authorize.disabled') : object.grantsItem ? t('authorize.grants') : t('authorize.grantsNot')}
                    {object.enabled && object.grantsPage && object.grantsItem === false && selected.type !== 'module' ? ` (${t('authorize.pageOnly')})` : ''}
                  </div>
                ))}
                {explanation.effect?.kind === 'field' && (
                  <div data-testid="authorize-explain-field" style={{ marginTop: 8 }}>
                    <div>{t(explanation.effect.inUse ? 'authorize.field.inUse' : 'authorize.field.notInUse', { kind: t(`authorize.type.${selected.type}`) })}</div>
                    <Typography.Text strong>{t(explanation.effect.visible ? 'authorize.field.visible' : 'authorize.field.hidden')}</Typography.Text>
                  </div>
                )}
                {explanation.effect?.kind === 'rows' && (
                  <div data-testid="authorize-explain-rows" style={{ marginTop: 8 }}>
                    <Typography.Text strong>{t(explanation.effect.rows === 'all' ? `authorize.rows.${explanation.effect.allBecause ?? 'noSchemes'}` : `authorize.rows.${explanation.effect.rows}`)}</Typography.Text>
                    {explanation.effect.schemes.map((scheme) => (
                      <div key={scheme.id}>
                        {`${scheme.fullName} — ${t(scheme.held ? 'authorize.rows.held' : 'authorize.rows.notHeld')}`}
                        {scheme.through.length ? ` (${scheme.through.map((object) => `${t(`authorize.object.${object.objectType}`)}: ${explanation.objects.find((candidate) => candidate.objectId === object.objectId)?.fullName ?? object.objectId}`).join('、')})` : ''}
                      </div>
                    ))}
                  </div>
                )}
                <div data-testid="authorize-explain-grades" style={{ marginTop: 8 }}>
                  <Typography.Text strong>{t('authorize.grades')}</Typography.Text>
                  {explanation.grades.length === 0 && <div>{t('authorize.grades.none')}</div>}
                  {explanation.grades.map((grade) => (
                    <div key={grade.organizeId}>
                      {`${grade.fullName}: `}
                      {GRADE_RIGHTS.filter((right) => grade[right] === 1).map((right) => (
                        <Tag key={right}>{t(`grade.right.${right}`)}</Tag>
                      ))}
                    </div>
                  ))}
                </div>
              </div>
            )}
          </>
        ) : (
          <Typography.Text type="secondary">{t('authorize.pickNode')}</Typography.Text>
        )}
      </Card>
      {schemesOf && <DataSchemesDialog moduleId={schemesOf.id} pageName={schemesOf.fullName} onClose={() => setSchemesOf(undefined)} onChanged={() => loadTree(true)} />}
    </div>
  );
}
