/**
 * The organisation module's use of grades: a non-administrator manages (adds, edits, deletes, toggles, reads one)
 * only organisations their grades allow (grade-rules.ts), on top of the page and its buttons; their lists of
 * organisations show only those their grades let them see. System administrators are not confined.
 */
import type { Context } from 'hono';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { gradeAllows, selectableIds, type GradeAction } from './grade-rules';
import { gradesOf } from './grade-store';
import type { Executor } from '../resource/store';

/** Refuses with `gradeNotAllowed` unless the caller's grades allow the action on the node (for add: the parent). */
export async function assertGradeAllows(c: Context<AppEnv>, action: GradeAction, ...nodeIds: string[]): Promise<void> {
  const session = c.get('session');
  if (session.isAdministrator) return;
  const { grades, parentOf } = await gradesOf(c.get('services').db, session.userId);
  if (!nodeIds.every((id) => gradeAllows(grades, action, id, parentOf))) throw fail('gradeNotAllowed');
}

/** Refuses an update unless the grades allow editing the node and, when it moves, adding under its new parent. */
export async function assertGradeAllowsUpdate(c: Context<AppEnv>, nodeId: string, newParent: unknown): Promise<void> {
  const session = c.get('session');
  if (session.isAdministrator) return;
  const { grades, parentOf } = await gradesOf(c.get('services').db, session.userId);
  if (!gradeAllows(grades, 'edit', nodeId, parentOf)) throw fail('gradeNotAllowed');
  if (typeof newParent === 'string' && newParent !== parentOf.get(nodeId) && !gradeAllows(grades, 'add', newParent, parentOf)) throw fail('gradeNotAllowed');
}

/** The organisations the caller may see in management lists (undefined: all, for administrators). */
export async function gradeVisibleIds(c: Context<AppEnv>): Promise<Set<string> | undefined> {
  const session = c.get('session');
  if (session.isAdministrator) return undefined;
  const { grades, parentOf } = await gradesOf(c.get('services').db, session.userId);
  return selectableIds(grades, parentOf);
}

/** The grade right an engine action needs on a record's organisation (a module's own action edits the record). */
export function gradeActionOf(action: 'list' | 'get' | 'export' | 'create' | 'import' | 'update' | 'state' | 'remove' | 'other'): GradeAction {
  if (action === 'list' || action === 'get' || action === 'export') return 'select';
  if (action === 'create' || action === 'import') return 'add';
  if (action === 'remove') return 'delete';
  return 'edit';
}

/**
 * The organisations a user's grades allow an action on, or undefined when the user has no grade (then grades do not
 * confine them on screens that declare `resource.grade`; the organisation screens confine them to nothing instead).
 */
export async function gradeAllowedIds(db: Executor, userId: string, action: GradeAction): Promise<Set<string> | undefined> {
  const { grades, parentOf } = await gradesOf(db, userId);
  if (grades.length === 0) return undefined;
  return new Set([...parentOf.keys()].filter((id) => gradeAllows(grades, action, id, parentOf)));
}
