/**
 * Organisation trees as the wire contract answers them (CONTRACT.md "Paging, lists, trees"; spec 03 §3 "Other"):
 * `{ id, parentId, fullName, enCode, type, hasChildren, isLeaf, children }`, `type` being company or department —
 * the same nodes for the organisation and department screens, the selectors, and the asset module's department
 * calls. Pure functions over loaded rows.
 */
import type { organizes } from '../../db/schema';
import { buildTree, descendantIds, withAncestors, type TreeNode } from '../resource/tree';
import { containsKeyword } from '../resource/query';

type OrganizeRow = typeof organizes.$inferSelect;

/** One organisation as lists and selectors answer it (before its children are attached). */
export interface OrganizeNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  /** company or department (the pickers' type). */
  type: string;
  category: string;
  sortCode: number;
  enabledMark: number;
  description: string;
  creatorTime: number;
  icon: string;
  /** The company a department belongs to (its nearest company ancestor); a company's own name. */
  organize: string;
  [key: string]: unknown;
}

/** The nearest company at or above a node. */
function companyOf(byId: ReadonlyMap<string, OrganizeRow>, row: OrganizeRow): OrganizeRow | undefined {
  let current: OrganizeRow | undefined = row;
  const seen = new Set<string>();
  while (current && !seen.has(current.id)) {
    if (current.category === 'company') return current;
    seen.add(current.id);
    current = byId.get(current.parentId);
  }
  return undefined;
}

/** The nodes of rows (flat, in the given order). */
export function organizeNodes(rows: readonly OrganizeRow[]): OrganizeNode[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parentId,
    fullName: row.fullName,
    enCode: row.enCode,
    type: row.category,
    category: row.category,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    description: row.description,
    creatorTime: row.createdAt.getTime(),
    icon: row.category === 'company' ? 'icon-ym icon-ym-tree-organization3' : 'icon-ym icon-ym-tree-department1',
    organize: companyOf(byId, row)?.fullName ?? '',
  }));
}

/** A tree node with isLeaf, as the pickers read it. */
export type OrganizeTreeNode = TreeNode<OrganizeNode> & { isLeaf: boolean };

function withLeaves(nodes: TreeNode<OrganizeNode>[]): OrganizeTreeNode[] {
  return nodes.map((node) => ({ ...node, isLeaf: node.children.length === 0, children: withLeaves(node.children) }));
}

/** Options of organisationTree. */
export interface TreeOptions {
  /** Keep matches of the keyword (name or code) with their ancestors. */
  keyword?: string;
  /** Leave out this node and everything below it (a parent selector while editing it); "0" leaves nothing out. */
  excludeId?: string;
  /** Keep only these kinds. */
  categories?: readonly string[];
  /** Keep only enabled nodes. */
  enabledOnly?: boolean;
  /** Keep only the rows this accepts (the others still name a department's company). */
  include?: (row: OrganizeRow) => boolean;
  /** Keep only these ids (with their ancestors, so the tree still reads from the top). */
  visibleIds?: ReadonlySet<string>;
}

/** The tree of the rows after the options' filters. */
export function organisationTree(rows: readonly OrganizeRow[], options: TreeOptions = {}): OrganizeTreeNode[] {
  const excluded = options.excludeId && options.excludeId !== '0' ? new Set([options.excludeId, ...descendantIds(rows, options.excludeId)]) : new Set<string>();
  const included = options.include ? new Set(rows.filter(options.include).map((row) => row.id)) : undefined;
  let nodes = organizeNodes(rows).filter(
    (node) =>
      !excluded.has(node.id) &&
      (!included || included.has(node.id)) &&
      (!options.categories || options.categories.includes(node.category)) &&
      (!options.enabledOnly || node.enabledMark === 1),
  );
  if (options.visibleIds) {
    const visible = options.visibleIds;
    nodes = withAncestors(nodes, (node) => visible.has(node.id));
  }
  const keyword = options.keyword;
  if (keyword) nodes = withAncestors(nodes, (node) => containsKeyword(node.fullName, keyword) || containsKeyword(node.enCode, keyword));
  return withLeaves(buildTree(nodes));
}

/** The ids at and below each of the given nodes. */
export function subtreeIds(rows: readonly { id: string; parentId: string }[], ids: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const id of ids) {
    if (!rows.some((row) => row.id === id)) continue;
    out.add(id);
    for (const below of descendantIds(rows, id)) out.add(below);
  }
  return out;
}
