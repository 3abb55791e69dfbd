/**
 * The one dialog of the people pickers (spec 02 "Approver picker", "User / role / position / group selector",
 * "Staff picker", "Select position dialog"): tabs on the left, each a tree (loaded whole, or one level at a time
 * when a node is opened) or a flat list loaded page by page as it scrolls (the custom select type), with a keyword
 * box that switches a tree to the flat list of matches; on the right, unless hidden (the approver picker), the chosen
 * items grouped by kind with per-item delete and 清空列表. The dialog works on a copy of the choice: confirm hands it
 * back, cancel drops it (the previous choice stays). The selection rules are runtime/core/pickers/selection.ts.
 */
import { CloseOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Modal, Spin, Tabs, Tree, message } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useRef, useState, type ReactNode, type UIEvent } from 'react';
import type { Translate } from '../../runtime/core/schema/messages';
import { canPick, groupPicks, isLastPage, itemKey, pick, PICKER_PAGE_SIZE, shouldLoadMore, unpick, type PickerMode, type PickItem, type PickNode } from '../../runtime/core/pickers/selection';

/** A tab of the dialog. */
export type PickerTab = {
  key: string;
  label: string;
} & (
  | {
      kind: 'tree';
      /** The children of a node (undefined: the top level); nodes that come with `children` are not asked again. */
      load(parent: PickNode | undefined): Promise<PickNode[]>;
      /** The flat list of matches for a keyword; without it the keyword filters the loaded tree. */
      search?(keyword: string): Promise<PickNode[]>;
    }
  | { kind: 'paged'; page(keyword: string, currentPage: number, pageSize: number): Promise<PickNode[]> }
);

/** Props of {@link PickerDialog}. */
export interface PickerDialogProps {
  open: boolean;
  title: string;
  width: number;
  t: Translate;
  mode: PickerMode;
  multiple: boolean;
  tabs: PickerTab[];
  /** The choice when the dialog opens. */
  initial: PickItem[];
  /** Only these ids may be chosen (the custom select type). */
  allowed?: ReadonlySet<string>;
  /** Shows the chosen list on the right (default yes). */
  showChosen?: boolean;
  /** The warning when confirming with nothing chosen; without it an empty choice is confirmed (an empty value). */
  requiredMessage?: string;
  /** Extra content above the tabs' list (the staff picker's current-user and add-user actions). */
  extra?(tools: { choose(node: PickNode): void; focused: PickNode | undefined; reload(): void }): ReactNode;
  onConfirm(chosen: PickItem[]): void;
  onCancel(): void;
}

interface Shown {
  nodes: PickNode[];
  loading: boolean;
  finished: boolean;
  page: number;
}

const EMPTY: Shown = { nodes: [], loading: false, finished: false, page: 0 };

function treeData(nodes: readonly PickNode[], parentKey: string, selectable: (node: PickNode) => boolean): DataNode[] {
  return nodes.map((node) => {
    const key = `${parentKey}/${node.id}`;
    const children = Array.isArray(node.children) ? (node.children as PickNode[]) : undefined;
    const leaf = node.isLeaf === true || node.hasChildren === false || node.type === 'user';
    return {
      key,
      title: String(node.fullName ?? node.id),
      isLeaf: children ? children.length === 0 : leaf,
      icon: node.type === 'user' ? <UserOutlined /> : undefined,
      // Every node takes a click (a department becomes the staff picker's focus); only choosable ones are chosen.
      className: selectable(node) ? 'klx-pickable' : 'klx-not-pickable',
      children: children ? treeData(children, key, selectable) : undefined,
      node,
    } as DataNode & { node: PickNode };
  });
}

/** Replaces the children of the node at `key` (a path of ids) in a tree of nodes. */
function withChildren(nodes: readonly PickNode[], path: readonly string[], children: PickNode[]): PickNode[] {
  const [head, ...rest] = path;
  return nodes.map((node) => (node.id !== head ? node : rest.length ? { ...node, children: withChildren((node.children as PickNode[]) ?? [], rest, children) } : { ...node, children }));
}

/** The picker dialog. */
export function PickerDialog(props: PickerDialogProps) {
  const { t, mode, multiple, allowed } = props;
  const [chosen, setChosen] = useState<PickItem[]>(props.initial);
  const [tab, setTab] = useState(props.tabs[0]?.key ?? '');
  const [keyword, setKeyword] = useState('');
  const [shown, setShown] = useState<Shown>(EMPTY);
  const [focused, setFocused] = useState<PickNode | undefined>();
  const [reloads, setReloads] = useState(0);
  const request = useRef(0);
  const current = props.tabs.find((one) => one.key === tab) ?? props.tabs[0];

  // A new opening starts from the field's choice (cancel dropped the last copy).
  useEffect(() => {
    if (props.open) {
      setChosen(props.initial);
      setKeyword('');
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.open]);

  const loadPage = (page: number, previous: PickNode[]) => {
    if (!current || current.kind !== 'paged') return;
    const ticket = ++request.current;
    setShown({ nodes: previous, loading: true, finished: false, page });
    current
      .page(keyword, page, PICKER_PAGE_SIZE)
      .then((list) => ticket === request.current && setShown({ nodes: [...previous, ...list], loading: false, finished: isLastPage(list.length), page }))
      .catch(() => ticket === request.current && setShown({ nodes: previous, loading: false, finished: true, page }));
  };

  useEffect(() => {
    if (!props.open || !current) return;
    setFocused(undefined);
    if (current.kind === 'paged') return loadPage(1, []);
    const ticket = ++request.current;
    setShown({ ...EMPTY, loading: true });
    const load = keyword && current.search ? current.search(keyword) : current.load(undefined);
    load.then((nodes) => ticket === request.current && setShown({ ...EMPTY, nodes, finished: true })).catch(() => ticket === request.current && setShown({ ...EMPTY, finished: true }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.open, tab, keyword, reloads]);

  const selectable = (node: PickNode) => canPick(mode, node, allowed);
  const choose = (node: PickNode) => setChosen((list) => pick(list, node, { mode, multiple, allowed }));

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const target = event.currentTarget;
    if (shouldLoadMore(target, shown)) loadPage(shown.page + 1, shown.nodes);
  };

  const flat = current?.kind === 'paged' || (keyword !== '' && current?.kind === 'tree' && current.search);
  const chosenKeys = new Set(chosen.map(itemKey));
  const list = flat ? (
    <div className="klx-picker-list" style={{ height: 360, overflowY: 'auto' }} onScroll={onScroll} data-testid="picker-list">
      {shown.nodes.map((node) => {
        const on = chosenKeys.has(`${node.id}--${node.type}`);
        const can = selectable(node);
        return (
          <div
            key={`${node.type}/${node.id}`}
            role="option"
            aria-selected={on}
            aria-disabled={!can}
            className="klx-picker-item"
            style={{ padding: '6px 8px', cursor: can ? 'pointer' : 'not-allowed', background: on ? 'var(--ant-color-primary-bg, #e6f4ff)' : undefined, opacity: can ? 1 : 0.5 }}
            onClick={() => can && choose(node)}
          >
            {node.type === 'user' ? <UserOutlined style={{ marginRight: 6 }} /> : null}
            {String(node.fullName ?? node.id)}
            {node.organize ? <span style={{ color: '#999', marginLeft: 8 }}>{String(node.organize)}</span> : null}
          </div>
        );
      })}
      {shown.loading ? <Spin size="small" style={{ display: 'block', margin: 8 }} /> : null}
      {!shown.loading && shown.nodes.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} /> : null}
    </div>
  ) : (
    <div style={{ height: 360, overflowY: 'auto' }} data-testid="picker-tree">
      {shown.loading ? (
        <Spin size="small" style={{ display: 'block', margin: 8 }} />
      ) : shown.nodes.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} />
      ) : (
        <Tree
          key={`${tab}/${keyword}`}
          showIcon
          blockNode
          defaultExpandAll
          treeData={treeData(keyword ? filterTree(shown.nodes, keyword) : shown.nodes, '', selectable)}
          selectedKeys={[]}
          loadData={async (data) => {
            const node = (data as unknown as { node: PickNode }).node;
            if (!current || current.kind !== 'tree' || Array.isArray(node.children)) return;
            const children = await current.load(node);
            const path = String(data.key).split('/').slice(1);
            setShown((state) => ({ ...state, nodes: withChildren(state.nodes, path, children) }));
          }}
          onSelect={(_keys, info) => {
            const node = (info.node as unknown as { node: PickNode }).node;
            setFocused(node);
            if (selectable(node)) choose(node);
          }}
          titleRender={(data) => {
            const node = (data as unknown as { node: PickNode }).node;
            const on = chosenKeys.has(`${node.id}--${node.type}`);
            return (
              <span data-node-id={node.id} aria-selected={on} style={on ? { color: 'var(--ant-color-primary, #1677ff)', fontWeight: 500 } : undefined}>
                {String(data.title)}
              </span>
            );
          }}
        />
      )}
    </div>
  );

  const left = (
    <div style={{ flex: 1, minWidth: 0 }}>
      <Input.Search allowClear placeholder={t('common.keywordPlaceholder')} onSearch={(value) => setKeyword(value.trim())} style={{ marginBottom: 8 }} data-testid="picker-search" />
      {props.extra?.({ choose, focused, reload: () => setReloads((count) => count + 1) })}
      {props.tabs.length > 1 ? <Tabs size="small" activeKey={tab} onChange={(key) => setTab(key)} items={props.tabs.map((one) => ({ key: one.key, label: one.label }))} /> : null}
      {list}
    </div>
  );

  const right =
    props.showChosen === false ? null : (
      <div style={{ width: '45%', borderLeft: '1px solid var(--ant-color-border, #f0f0f0)', paddingLeft: 12 }} data-testid="picker-chosen">
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}>
          <span>
            {t('picker.selected')} ({chosen.length})
          </span>
          <Button type="link" size="small" onClick={() => setChosen([])} disabled={chosen.length === 0}>
            {t('picker.clearList')}
          </Button>
        </div>
        <div style={{ height: 380, overflowY: 'auto' }}>
          {groupPicks(chosen).map((group) => (
            <div key={group.kind} data-kind={group.kind} className="klx-picker-group">
              <div style={{ color: '#999', margin: '4px 0' }}>{t(`picker.kind.${group.kind}`)}</div>
              {group.items.map((item) => (
                <div key={itemKey(item)} className="klx-picker-chosen" style={{ display: 'flex', justifyContent: 'space-between', padding: '2px 4px' }}>
                  <span>{item.fullName}</span>
                  <CloseOutlined aria-label="remove" role="button" style={{ cursor: 'pointer' }} onClick={() => setChosen((list) => unpick(list, item))} />
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
    );

  return (
    <Modal
      open={props.open}
      title={props.title}
      width={props.width}
      destroyOnHidden
      maskClosable={false}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onCancel={props.onCancel}
      onOk={() => {
        if (chosen.length === 0 && props.requiredMessage) {
          void message.warning(props.requiredMessage);
          return;
        }
        props.onConfirm(chosen);
      }}
    >
      <div style={{ display: 'flex', gap: 12 }} className="klx-picker">
        {left}
        {right}
      </div>
    </Modal>
  );
}

/** The nodes whose names contain the keyword, with the branches leading to them (spec 02 §5: substring). */
function filterTree(nodes: readonly PickNode[], keyword: string): PickNode[] {
  const lower = keyword.toLowerCase();
  return nodes.flatMap((node) => {
    const children = Array.isArray(node.children) ? filterTree(node.children as PickNode[], keyword) : [];
    if (String(node.fullName ?? '').toLowerCase().includes(lower)) return [node];
    return children.length ? [{ ...node, children }] : [];
  });
}
