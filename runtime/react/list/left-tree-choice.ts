/**
 * Which node of a left tree may be chosen, and which is chosen on first load (issue 14: a page opened on a group
 * node that holds no records, and 新建 offered the group as the parent). Normally every node may be chosen and the
 * first one opens. When the schema says only leaves hold records (`list.leftTree.leavesOnly`), a node with
 * children is a group that only expands, and the first leaf in tree order opens.
 */
import type { TreeNode } from '../host';

/** True when the node may be chosen. */
export function isChoosable(node: TreeNode, leavesOnly: boolean): boolean {
  return !leavesOnly || !node.children?.length;
}

/** The node chosen on first load: the first choosable one, depth first in tree order (undefined when there is none). */
export function firstChoice(nodes: readonly TreeNode[], leavesOnly: boolean): TreeNode | undefined {
  for (const node of nodes) {
    if (isChoosable(node, leavesOnly)) return node;
    const inside = firstChoice(node.children ?? [], leavesOnly);
    if (inside) return inside;
  }
  return undefined;
}
