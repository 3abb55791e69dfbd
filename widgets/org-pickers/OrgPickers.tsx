/**
 * The organisation (选择组织), department (选择部门) and group (分组选择) pickers (spec 02 §2, "Other widgets" of
 * the selector family): an 800 px dialog with the selector's tree (or list) and keyword filter on the left, the
 * chosen items with per-item delete and 清空列表 on the right, cancel and confirm. Which nodes may be chosen and
 * what is stored are runtime/core/pickers/org-pickers.ts. The value shows by its names, in the field, in the detail
 * view and in lists (cells of the widgets' names).
 */
import { CloseCircleFilled, CloseOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { Button, Empty, Input, Modal, Tag, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useMemo, useState, type Key, type ReactElement } from 'react';
import { chooseOrgId, ORG_PICKERS, orgNodeChoosable, orgValue, readOrgValue, type OrgPickerName } from '../../runtime/core/pickers/org-pickers';
import type { Translate } from '../../runtime/core/schema/messages';
import { schemaFormContext } from '../../runtime/react/form/form-context';
import { useHost, type DataProvider } from '../../runtime/react/host';
import { fieldSpec, isLocked, statusOf, pickerTriggerStyle } from '../field-options';

/** A node of a selector tree. */
interface OrgNode {
  id: string;
  fullName: string;
  type?: string;
  disabled?: boolean;
  children?: OrgNode[];
}

const flatten = (nodes: readonly OrgNode[]): OrgNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

// One load per selector and data provider: every picker and cell of a page shares it.
const loaded = new WeakMap<DataProvider, Map<string, Promise<OrgNode[]>>>();
function selectorTree(data: DataProvider, url: string): Promise<OrgNode[]> {
  let byUrl = loaded.get(data);
  if (!byUrl) loaded.set(data, (byUrl = new Map()));
  let tree = byUrl.get(url);
  if (!tree) {
    tree = data.selector(url).then((list) => list as unknown as OrgNode[]);
    // A failed load is tried again next time.
    tree.catch(() => byUrl!.delete(url));
    byUrl.set(url, tree);
  }
  return tree;
}

/** A picker's tree and the names of its nodes by id (empty until loaded), and whether it is still loading. */
function usePickerTree(name: OrgPickerName): { tree: OrgNode[]; names: ReadonlyMap<string, string>; loading: boolean } {
  const { data } = useHost();
  const [tree, setTree] = useState<OrgNode[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    setLoading(true);
    selectorTree(data, ORG_PICKERS[name].url)
      .then((nodes) => live && setTree(nodes))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [data, name]);
  const names = useMemo(() => new Map(flatten(tree).map((node) => [node.id, node.fullName])), [tree]);
  return { tree, names, loading };
}

function toTreeData(name: OrgPickerName, nodes: readonly OrgNode[], keyword: string): DataNode[] {
  return nodes.flatMap((node) => {
    const children = toTreeData(name, node.children ?? [], keyword);
    const matches = !keyword || node.fullName.toLowerCase().includes(keyword.toLowerCase());
    if (!matches && children.length === 0) return [];
    return [{ key: node.id, title: node.fullName, selectable: orgNodeChoosable(name, node), isLeaf: children.length === 0, children: children.length ? children : undefined }];
  });
}

/** Props of {@link OrgPickerDialog}. */
interface OrgPickerDialogProps {
  name: OrgPickerName;
  t: Translate;
  multiple: boolean;
  initial: string[];
  onConfirm(chosen: string[]): void;
  onCancel(): void;
}

function OrgPickerDialog({ name, t, multiple, initial, onConfirm, onCancel }: OrgPickerDialogProps) {
  const { tree, names, loading } = usePickerTree(name);
  const [chosen, setChosen] = useState<string[]>(initial);
  const [keyword, setKeyword] = useState('');
  const treeData = useMemo(() => toTreeData(name, tree, keyword.trim()), [name, tree, keyword]);
  // Everything open once loaded and after each keyword, so matches deep in the tree show.
  const [expanded, setExpanded] = useState<Key[]>([]);
  useEffect(() => {
    const keys = (nodes: DataNode[]): Key[] => nodes.flatMap((node) => (node.children?.length ? [node.key, ...keys(node.children)] : []));
    setExpanded(keys(treeData));
  }, [treeData]);
  return (
    <Modal
      open
      title={t(ORG_PICKERS[name].title)}
      width={800}
      maskClosable={false}
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {t('common.cancel')}
        </Button>,
        <Button key="confirm" type="primary" onClick={() => onConfirm(chosen)}>
          {t('common.confirm')}
        </Button>,
      ]}
    >
      <div style={{ display: 'flex', gap: 16, height: 400 }}>
        <div data-testid="org-picker-tree" style={{ flex: 1, overflow: 'auto', border: '1px solid #f0f0f0', padding: 8 }}>
          <Input allowClear placeholder={t('common.keywordPlaceholder')} aria-label={t('common.keyword')} value={keyword} onChange={(event) => setKeyword(event.target.value)} style={{ marginBottom: 8 }} />
          {!loading && treeData.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} />
          ) : (
            <Tree treeData={treeData} expandedKeys={expanded} onExpand={setExpanded} selectedKeys={[]} onSelect={(_keys, info) => setChosen(chooseOrgId(chosen, String(info.node.key), multiple))} />
          )}
        </div>
        <div data-testid="org-picker-chosen" style={{ flex: 1, overflow: 'auto', border: '1px solid #f0f0f0', padding: 8 }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 8 }}>
            <span>{t('picker.selected')}</span>
            <Button type="link" size="small" onClick={() => setChosen([])}>
              {t('picker.clearList')}
            </Button>
          </div>
          {chosen.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} />
          ) : (
            chosen.map((id) => (
              <div key={id} className="klx-org-picker-chosen-item" style={{ display: 'flex', justifyContent: 'space-between', padding: '4px 0' }}>
                <span>{names.get(id) ?? id}</span>
                <CloseOutlined role="button" aria-label={t('common.delete')} onClick={() => setChosen(chosen.filter((one) => one !== id))} />
              </div>
            ))
          )}
        </div>
      </div>
    </Modal>
  );
}

/** A stored value of a picker shown by its names (detail view and list cells). */
export function OrgPickedNames({ name, value }: { name: OrgPickerName; value: unknown }) {
  const { names } = usePickerTree(name);
  const ids = readOrgValue(value, Array.isArray(value)) ?? [];
  return <span className="klx-org-picked-names">{ids.map((id) => names.get(id) ?? id).join(', ')}</span>;
}

/** The widget of one picker. */
function orgPickerWidget(name: OrgPickerName) {
  function OrgPickerWidget(props: WidgetProps) {
    const spec = fieldSpec(props);
    const { t } = schemaFormContext(props.registry.formContext);
    const multiple = spec.props?.multiple === true;
    const locked = isLocked(props);
    const { names } = usePickerTree(name);
    const [open, setOpen] = useState(false);
    const ids = readOrgValue(props.value, multiple) ?? [];
    const emit = (chosen: string[]) => props.onChange(chosen.length ? orgValue(chosen, multiple) : props.options.emptyValue);
    return (
      <>
        <button
          type="button"
          id={props.id}
          disabled={locked}
          data-picker={name}
          className={`klx-org-picker ant-input${statusOf(props) ? ' ant-input-status-error' : ''}${locked ? ' ant-input-disabled' : ''}`}
          style={pickerTriggerStyle(locked, statusOf(props), locked ? 'not-allowed' : 'pointer')}
          onClick={() => setOpen(true)}
          onBlur={() => props.onBlur(props.id, props.value)}
          onFocus={() => props.onFocus(props.id, props.value)}
        >
          {ids.length === 0 ? <span style={{ color: '#bfbfbf' }}>{spec.placeholder ? props.placeholder : t('validation.pleaseSelect')}</span> : ids.map((id) => <Tag key={id}>{names.get(id) ?? id}</Tag>)}
          {!locked && ids.length > 0 ? (
            <CloseCircleFilled
              aria-label={t('address.clear')}
              role="button"
              style={{ marginLeft: 'auto', color: '#bfbfbf' }}
              onClick={(event) => {
                event.stopPropagation();
                emit([]);
              }}
            />
          ) : null}
        </button>
        {open ? (
          <OrgPickerDialog
            name={name}
            t={t}
            multiple={multiple}
            initial={ids}
            onCancel={() => setOpen(false)}
            onConfirm={(chosen) => {
              setOpen(false);
              emit(chosen);
            }}
          />
        ) : null}
      </>
    );
  }
  OrgPickerWidget.displayName = `OrgPicker(${name})`;
  return OrgPickerWidget;
}

/** The three pickers by their widget names. */
export const orgPickerWidgetsByName: Record<OrgPickerName, (props: WidgetProps) => ReactElement> = {
  organizeSelect: orgPickerWidget('organizeSelect'),
  departmentSelect: orgPickerWidget('departmentSelect'),
  groupSelect: orgPickerWidget('groupSelect'),
};

