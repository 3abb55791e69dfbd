/**
 * Tree helpers over flat records (pure): building `{ ...record, id, parentId, hasChildren, children }` trees,
 * keeping keyword matches with their ancestors, and finding a node's descendants. A record whose parent is not in
 * the set is shown as a root, so nothing becomes unreachable.
 */

/** A flat record with its id and parent. */
export interface FlatNode {
  id: string;
  parentId: string;
}

/** A tree node: the item plus its children. */
export type TreeNode<T> = T & { hasChildren: boolean; children: TreeNode<T>[] };

/** Groups items by parent id, keeping the given order. */
function childrenIndex<T extends FlatNode>(items: readonly T[]): Map<string, T[]> {
  const index = new Map<string, T[]>();
  for (const item of items) {
    const siblings = index.get(item.parentId);
    if (siblings) siblings.push(item);
    else index.set(item.parentId, [item]);
  }
  return index;
}

/** Builds the forest; roots are items whose parent is not among the items. Order among siblings is kept. */
export function buildTree<T extends FlatNode>(items: readonly T[]): TreeNode<T>[] {
  const ids = new Set(items.map((item) => item.id));
  const index = childrenIndex(items);
  const seen = new Set<string>();
  const build = (item: T): TreeNode<T> => {
    seen.add(item.id);
    // A cycle in stored data must not hang the server: a node already placed is not placed again.
    const children = (index.get(item.id) ?? []).filter((child) => !seen.has(child.id)).map(build);
    return { ...item, hasChildren: children.length > 0, children };
  };
  return items.filter((item) => !ids.has(item.parentId) || item.parentId === item.id).map(build);
}

/** The ids of a node's descendants (not the node itself). */
export function descendantIds(items: readonly FlatNode[], id: string): Set<string> {
  const index = childrenIndex(items);
  const out = new Set<string>();
  const stack = [id];
  while (stack.length) {
    for (const child of index.get(stack.pop()!) ?? []) {
      if (out.has(child.id) || child.id === id) continue;
      out.add(child.id);
      stack.push(child.id);
    }
  }
  return out;
}

/** Keeps the items that match and every ancestor of a match, in their original order. */
export function withAncestors<T extends FlatNode>(items: readonly T[], matches: (item: T) => boolean): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const keep = new Set<string>();
  for (const item of items) {
    if (!matches(item)) continue;
    let current: T | undefined = item;
    while (current && !keep.has(current.id)) {
      keep.add(current.id);
      current = byId.get(current.parentId);
    }
  }
  return items.filter((item) => keep.has(item.id));
}
