/** Which left-tree node opens first and which may be chosen (issue 14: not the empty group 系统字典). */
import { fc, test } from '@fast-check/vitest';
import type { TreeNode } from '../../../../runtime/react/host';
import { firstChoice, isChoosable } from '../../../../runtime/react/list/left-tree-choice';

const DICTIONARY: TreeNode[] = [
  { id: 'dt_system', fullName: '系统字典', children: [{ id: 'dt_sex', fullName: '性别' }, { id: 'dt_education', fullName: '学历' }] },
  { id: 'dt_other', fullName: '其他' },
];

/** Random trees with unique ids, in tree order. */
const trees = fc.letrec<{ forest: TreeNode[]; node: TreeNode }>((tie) => ({
  forest: fc.array(tie('node'), { maxLength: 4 }),
  node: fc.record({ id: fc.constant(''), children: fc.oneof({ depthSize: 'small' }, fc.constant(undefined), tie('forest')) }) as fc.Arbitrary<TreeNode>,
})).forest.map((forest) => {
  let next = 0;
  const number = (nodes: readonly TreeNode[]): TreeNode[] => nodes.map((node) => ({ ...node, id: `n${next++}`, children: node.children ? number(node.children) : undefined }));
  return number(forest);
});

const inOrder = (nodes: readonly TreeNode[]): TreeNode[] => nodes.flatMap((node) => [node, ...inOrder(node.children ?? [])]);

describe('firstChoice', () => {
  it('opens the dictionary page on its first category, not on the group above it', () => {
    expect(firstChoice(DICTIONARY, true)?.id).toBe('dt_sex');
    expect(isChoosable(DICTIONARY[0]!, true)).toBe(false);
  });

  it('opens on the first node when every node holds records', () => {
    expect(firstChoice(DICTIONARY, false)?.id).toBe('dt_system');
  });

  test.prop([trees])('with leaves only, it is the first leaf in tree order', (forest) => {
    expect(firstChoice(forest, true)).toBe(inOrder(forest).find((node) => !node.children?.length));
  });

  test.prop([trees])('otherwise it is the first node', (forest) => {
    expect(firstChoice(forest, false)).toBe(forest[0]);
  });

  test.prop([trees, fc.boolean()])('is always a node that may be chosen', (forest, leavesOnly) => {
    const chosen = firstChoice(forest, leavesOnly);
    if (chosen) expect(isChoosable(chosen, leavesOnly)).toBe(true);
    else expect(inOrder(forest).filter((node) => isChoosable(node, leavesOnly))).toEqual([]);
  });
});
