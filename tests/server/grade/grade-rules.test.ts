/**
 * Grade management's rule (server/modules/grade/grade-rules.ts) over generated organisation trees and grades: a grade
 * never reaches outside its organisation's subtree, this-layer rights govern the organisation itself and sub-layer
 * rights everything below it.
 */
import { fc, test as propTest } from '@fast-check/vitest';
import { GRADE_ACTIONS, gradeAllows, type Grade, type GradeAction } from '../../../server/modules/grade/grade-rules';

/** A random forest of n nodes: node i's parent is an earlier node or the root '-1'. */
const forest = fc.integer({ min: 1, max: 12 }).chain((size) =>
  fc.tuple(...Array.from({ length: size }, (_, index) => fc.integer({ min: -1, max: index - 1 }))).map((parents) => new Map(parents.map((parent, index) => [`n${index}`, parent < 0 ? '-1' : `n${parent}`]))),
);
const rights = fc.record(Object.fromEntries(GRADE_ACTIONS.map((action) => [action, fc.boolean()])) as Record<GradeAction, fc.Arbitrary<boolean>>);

function isBelow(node: string, ancestor: string, parentOf: Map<string, string>): boolean {
  for (let current = parentOf.get(node); current !== undefined; current = parentOf.get(current)) if (current === ancestor) return true;
  return false;
}

describe('grade rules', () => {
  propTest.prop([forest.chain((parentOf) => fc.tuple(fc.constant(parentOf), fc.array(fc.record({ organizeId: fc.constantFrom(...parentOf.keys()), thisLayer: rights, subLayer: rights }), { maxLength: 3 }), fc.constantFrom(...parentOf.keys(), 'elsewhere'), fc.constantFrom(...GRADE_ACTIONS)))])(
    'allows exactly what some grade gives on its organisation (this layer) or below it (sub layers)',
    ([parentOf, grades, node, action]) => {
      const expected = (grades as Grade[]).some((grade) => (grade.organizeId === node ? grade.thisLayer[action] : isBelow(node, grade.organizeId, parentOf) && grade.subLayer[action]));
      expect(gradeAllows(grades, action, node, parentOf)).toBe(expected);
    },
  );

  it('never allows anything above or beside the organisation, nor adding at the root', () => {
    const parentOf = new Map([
      ['company', '-1'],
      ['a', 'company'],
      ['a1', 'a'],
      ['b', 'company'],
    ]);
    const all = { select: true, add: true, edit: true, delete: true };
    const grades: Grade[] = [{ organizeId: 'a', thisLayer: all, subLayer: all }];
    expect(['a', 'a1'].map((node) => gradeAllows(grades, 'edit', node, parentOf))).toEqual([true, true]);
    expect(['company', 'b', '-1', 'unknown'].map((node) => gradeAllows(grades, 'add', node, parentOf))).toEqual([false, false, false, false]);
  });
});
