/**
 * Grade management's rule (pure): a grade makes a user the administrator of one organisation, with four rights on
 * the organisation itself ("this layer") and four on everything below it ("sub layers"): select (see), add, edit and
 * delete. Whether a grade allows an action on a node:
 *
 * - select, edit, delete a node: this-layer rights when the node is the grade's organisation, sub-layer rights when
 *   it lies below it;
 * - add a node under a parent: this-layer `add` when the parent is the grade's organisation, sub-layer `add` when the
 *   parent lies below it (a new node always lands below the organisation).
 *
 * Several grades of a user: any of them may allow it. Nothing above or beside a grade's organisation is ever allowed.
 */

/** What a grade administrator may do. */
export const GRADE_ACTIONS = ['select', 'add', 'edit', 'delete'] as const;
/** One of GRADE_ACTIONS. */
export type GradeAction = (typeof GRADE_ACTIONS)[number];

/** One grade: the organisation and the rights on it and below it. */
export interface Grade {
  organizeId: string;
  thisLayer: Readonly<Record<GradeAction, boolean>>;
  subLayer: Readonly<Record<GradeAction, boolean>>;
}

/** The ancestors of a node (nearest first), stopping at a cycle. */
function ancestorsOf(nodeId: string, parentOf: ReadonlyMap<string, string>): string[] {
  const out: string[] = [];
  const seen = new Set([nodeId]);
  let current = parentOf.get(nodeId);
  while (current !== undefined && !seen.has(current)) {
    out.push(current);
    seen.add(current);
    current = parentOf.get(current);
  }
  return out;
}

/**
 * True when the grades allow the action on the node (for `add`, the node is the parent of the new one).
 * `parentOf` maps each organisation to its parent.
 */
export function gradeAllows(grades: readonly Grade[], action: GradeAction, nodeId: string, parentOf: ReadonlyMap<string, string>): boolean {
  if (!parentOf.has(nodeId)) return false;
  const above = new Set(ancestorsOf(nodeId, parentOf));
  return grades.some((grade) => (grade.organizeId === nodeId ? grade.thisLayer[action] : above.has(grade.organizeId) && grade.subLayer[action]));
}

/** The organisations the grades let their holder see (select). */
export function selectableIds(grades: readonly Grade[], parentOf: ReadonlyMap<string, string>): Set<string> {
  return new Set([...parentOf.keys()].filter((id) => gradeAllows(grades, 'select', id, parentOf)));
}
