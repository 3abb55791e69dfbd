/**
 * The user's "major" choices (spec 01 §2.4, §4.6): the current system, and the main organisation among those the
 * user belongs to. PUT major { majorId, majorType } switches one of them; only systems the user is granted and
 * organisations the user belongs to may be chosen.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizes, systems, userRelations, users } from '../../db/schema';
import { fail } from '../../errors';
import { loadGrants } from '../permission/grants';
import { echoValue } from '../../http/echo';

/** The kinds of switch PUT major accepts. */
export const MAJOR_TYPES = ['System', 'Organize'] as const;
/** One kind of switch. */
export type MajorType = (typeof MAJOR_TYPES)[number];

/** An organisation the user belongs to. */
export interface OrganizeRef {
  id: string;
  name: string;
}

/** The organisations a user belongs to: the main one first, then those linked by relation. */
export async function userOrganizes(db: Db, userId: string): Promise<OrganizeRef[]> {
  const [user] = await db.select({ organizeId: users.organizeId }).from(users).where(eq(users.id, userId));
  if (!user) return [];
  const linked = await db
    .select({ id: userRelations.objectId })
    .from(userRelations)
    .where(and(eq(userRelations.userId, userId), eq(userRelations.objectType, 'Organize')));
  const ids = [...new Set([user.organizeId, ...linked.map((row) => row.id)].filter(Boolean))];
  if (ids.length === 0) return [];
  const rows = await db.select({ id: organizes.id, name: organizes.fullName }).from(organizes).where(inArray(organizes.id, ids));
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

/** Switches the user's current system or main organisation. */
export async function switchMajor(db: Db, userId: string, majorType: unknown, majorId: unknown): Promise<void> {
  if (typeof majorType !== 'string' || !(MAJOR_TYPES as readonly string[]).includes(majorType)) {
    throw fail('majorTypeInvalid', { value: echoValue(majorType) });
  }
  if (typeof majorId !== 'string' || majorId === '') throw fail('majorNotAllowed');
  if (majorType === 'System') {
    const [system] = await db.select().from(systems).where(and(eq(systems.id, majorId), eq(systems.enabledMark, 1)));
    const grants = await loadGrants(db, userId);
    if (!system || !(grants.all || system.isMain || grants.systems.has(system.id))) throw fail('majorNotAllowed');
    await db.update(users).set({ currentSystemId: system.id }).where(eq(users.id, userId));
    return;
  }
  const allowed = await userOrganizes(db, userId);
  if (!allowed.some((organize) => organize.id === majorId)) throw fail('majorNotAllowed');
  await db.update(users).set({ organizeId: majorId }).where(eq(users.id, userId));
}
