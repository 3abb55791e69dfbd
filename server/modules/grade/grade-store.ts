/**
 * Grades as stored (base_organize_administrator): reading a user's grades, the list of grade administrators, and
 * replacing a user's grades in one transaction.
 */
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizeAdministrators, organizes, users } from '../../db/schema';
import type { Executor } from '../resource/store';
import { GRADE_ACTIONS, type Grade, type GradeAction } from './grade-rules';

type Row = typeof organizeAdministrators.$inferSelect;
const COLUMN: Record<'thisLayer' | 'subLayer', Record<GradeAction, keyof Row>> = {
  thisLayer: { select: 'thisLayerSelect', add: 'thisLayerAdd', edit: 'thisLayerEdit', delete: 'thisLayerDelete' },
  subLayer: { select: 'subLayerSelect', add: 'subLayerAdd', edit: 'subLayerEdit', delete: 'subLayerDelete' },
};

/** The wire names of the eight rights (the row's columns). */
export const RIGHT_FIELDS = (['thisLayer', 'subLayer'] as const).flatMap((layer) => GRADE_ACTIONS.map((action) => COLUMN[layer][action] as string));

const toGrade = (row: Row): Grade => ({
  organizeId: row.organizeId,
  thisLayer: Object.fromEntries(GRADE_ACTIONS.map((action) => [action, row[COLUMN.thisLayer[action]] === 1])) as Record<GradeAction, boolean>,
  subLayer: Object.fromEntries(GRADE_ACTIONS.map((action) => [action, row[COLUMN.subLayer[action]] === 1])) as Record<GradeAction, boolean>,
});

/** A user's grades and every organisation's parent, in two queries. */
export async function gradesOf(db: Executor, userId: string): Promise<{ grades: Grade[]; parentOf: Map<string, string> }> {
  const [rows, nodes] = await Promise.all([
    db.select().from(organizeAdministrators).where(eq(organizeAdministrators.userId, userId)),
    db.select({ id: organizes.id, parentId: organizes.parentId }).from(organizes),
  ]);
  return { grades: rows.map(toGrade), parentOf: new Map(nodes.map((node) => [node.id, node.parentId])) };
}

/** The grade administrators: users with at least one grade, with how many organisations they administer. */
export async function gradeAdministrators(db: Db, keyword: string) {
  const pattern = `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return db
    .select({ userId: users.id, account: users.account, realName: users.realName, organizeCount: sql<number>`count(*)`.mapWith(Number) })
    .from(organizeAdministrators)
    .innerJoin(users, eq(users.id, organizeAdministrators.userId))
    .where(keyword ? or(ilike(users.account, pattern), ilike(users.realName, pattern)) : undefined)
    .groupBy(users.id, users.account, users.realName)
    .orderBy(asc(users.account));
}

/** One user's grades with the organisations' names. */
export async function gradeRows(db: Db, userId: string) {
  const rows = await db
    .select({ grade: organizeAdministrators, fullName: organizes.fullName })
    .from(organizeAdministrators)
    .innerJoin(organizes, eq(organizes.id, organizeAdministrators.organizeId))
    .where(eq(organizeAdministrators.userId, userId))
    .orderBy(asc(organizes.sortCode), asc(organizes.fullName));
  return rows.map(({ grade, fullName }) => ({ organizeId: grade.organizeId, fullName, ...Object.fromEntries(RIGHT_FIELDS.map((field) => [field, grade[field as keyof Row]])) }));
}

/** Replaces a user's grades (each `{ organizeId, …rights as 0/1 }`) in one transaction. */
export async function replaceGrades(db: Db, userId: string, grades: readonly (Record<string, number> & { organizeId: string })[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(organizeAdministrators).where(eq(organizeAdministrators.userId, userId));
    if (grades.length) await tx.insert(organizeAdministrators).values(grades.map((grade) => ({ ...grade, id: crypto.randomUUID(), userId })));
  });
}

/** The ids among `ids` that are organisations. */
export async function existingOrganizes(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  return new Set((await db.select({ id: organizes.id }).from(organizes).where(inArray(organizes.id, [...ids]))).map((row) => row.id));
}

/** Removes a user's grades; answers whether there were any. */
export async function removeGrades(db: Db, userId: string): Promise<boolean> {
  const removed = await db.delete(organizeAdministrators).where(and(eq(organizeAdministrators.userId, userId))).returning({ id: organizeAdministrators.id });
  return removed.length > 0;
}
