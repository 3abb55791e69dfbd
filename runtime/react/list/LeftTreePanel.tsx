/**
 * The left tree of a "left tree + table" screen (the dictionary page's 字典分类): a titled tree with a keyword
 * filter and a menu to refresh, expand all, collapse all, and open another screen's list in a 700 px drawer (分类
 * 管理). The first choosable node is selected on first load (see left-tree-choice.ts: with `leavesOnly`, group
 * nodes only expand); selecting a node reports it.
 */
import { Button, Drawer, Dropdown, Empty, Input, Spin, Tree } from 'antd';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Translate } from '../../core/schema/messages';
import type { ScreenSchema } from '../../core/schema/types';
import { useHost, type TreeNode } from '../host';
import { firstChoice, isChoosable } from './left-tree-choice';

/** The width of the drawer that manages the tree's own records. */
export const MANAGE_DRAWER_WIDTH = 700;

/** Props of {@link LeftTreePanel}. */
export interface LeftTreePanelProps {
  schema: ScreenSchema;
  t: Translate;
  onSelect(node: TreeNode): void;
  /** Renders the managed screen's list inside the drawer. */
  renderManaged?(): ReactNode;
  /** The managed screen's title. */
  managedTitle?: string;
}

interface DataNode {
  key: string;
  title: string;
  selectable?: boolean;
  children?: DataNode[];
}

function toDataNodes(nodes: readonly TreeNode[], labelKey: string, leavesOnly = false): DataNode[] {
  return nodes.map((node) => ({
    key: String(node.id),
    title: String(node[labelKey] ?? ''),
    selectable: isChoosable(node, leavesOnly),
    children: node.children?.length ? toDataNodes(node.children, labelKey, leavesOnly) : undefined,
  }));
}

function filterNodes(nodes: readonly DataNode[], keyword: string): DataNode[] {
  if (!keyword) return [...nodes];
  return nodes.flatMap((node) => {
    const children = filterNodes(node.children ?? [], keyword);
    return node.title.includes(keyword) || children.length ? [{ ...node, children: children.length ? children : undefined }] : [];
  });
}

function allKeys(nodes: readonly DataNode[]): string[] {
  return nodes.flatMap((node) => [node.key, ...allKeys(node.children ?? [])]);
}

function findNode(nodes: readonly TreeNode[], id: string): TreeNode | undefined {
  for (const node of nodes) {
    if (String(node.id) === id) return node;
    const found = findNode(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** The left tree panel. */
export function LeftTreePanel({ schema, t, onSelect, renderManaged, managedTitle }: LeftTreePanelProps) {
  const host = useHost();
  const spec = schema.list.leftTree!;
  const leavesOnly = spec.leavesOnly ?? false;
  const [nodes, setNodes] = useState<TreeNode[]>([]);
  const [loading, setLoading] = useState(true);
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string | undefined>();
  const [expanded, setExpanded] = useState<string[]>([]);
  const [managing, setManaging] = useState(false);

  const load = useCallback(() => {
    setLoading(true);
    host.data
      .selector(spec.url)
      .then((list) => {
        setNodes(list);
        setExpanded(allKeys(toDataNodes(list, spec.labelKey)));
        setSelected((current) => {
          const kept = current ? findNode(list, current) : undefined;
          if (kept && isChoosable(kept, leavesOnly)) return current;
          const first = firstChoice(list, leavesOnly);
          if (first) onSelect(first);
          return first ? String(first.id) : undefined;
        });
      })
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [host, spec.url, spec.labelKey, leavesOnly, onSelect]);

  useEffect(() => load(), [load]);

  const data = useMemo(() => filterNodes(toDataNodes(nodes, spec.labelKey, leavesOnly), keyword.trim()), [nodes, spec.labelKey, leavesOnly, keyword]);
  const menu = [
    { key: 'refresh', label: t('common.refreshData') },
    { key: 'expandAll', label: t('common.expandAll') },
    { key: 'collapseAll', label: t('common.collapseAll') },
    ...(spec.manage && renderManaged ? [{ key: 'manage', label: t(spec.manage.label) }] : []),
  ];

  return (
    <div className="klx-left-tree" data-testid="left-tree" style={{ width: 240, flex: 'none', borderRight: '1px solid #f0f0f0', paddingRight: 12 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}>
        <strong>{t(spec.title)}</strong>
        <Dropdown
          trigger={['click']}
          menu={{
            items: menu,
            onClick: ({ key }) => {
              if (key === 'refresh') load();
              if (key === 'expandAll') setExpanded(allKeys(data));
              if (key === 'collapseAll') setExpanded([]);
              if (key === 'manage') setManaging(true);
            },
          }}
        >
          <Button size="small" type="text" data-action="treeMenu">
            {t('common.more')}
          </Button>
        </Dropdown>
      </div>
      <Input size="small" allowClear placeholder={t('common.keywordFilter')} value={keyword} onChange={(event) => setKeyword(event.target.value)} style={{ marginBottom: 8 }} />
      <Spin spinning={loading}>
        {data.length ? (
          <Tree
            blockNode
            treeData={data}
            // A group that cannot be chosen opens and closes on a click instead.
            expandAction={leavesOnly ? 'click' : false}
            selectedKeys={selected ? [selected] : []}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys.map(String))}
            onSelect={(keys) => {
              const key = keys[0] === undefined ? undefined : String(keys[0]);
              const node = key ? findNode(nodes, key) : undefined;
              if (!node || !isChoosable(node, leavesOnly)) return;
              setSelected(key);
              onSelect(node);
            }}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} />
        )}
      </Spin>
      {renderManaged ? (
        <Drawer
          open={managing}
          title={managedTitle}
          size={MANAGE_DRAWER_WIDTH}
          destroyOnHidden
          onClose={() => {
            setManaging(false);
            load();
          }}
        >
          {renderManaged()}
        </Drawer>
      ) : null}
    </div>
  );
}
