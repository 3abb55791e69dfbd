/**
 * The creation context of a record on the server: who creates it (their name, organisation and first position, read
 * from the database, never from the request) and the server's clock — what a model's context defaults take on
 * create (runtime/core/schema/context-defaults.ts). Screens without context defaults cost no query.
 */
import { asc, eq } from 'drizzle-orm';
import { contextDefaultFields, contextDefaultValues, type CreationContext } from '../../../runtime/core/schema/context-defaults';
import type { ModelSchema } from '../../../runtime/core/schema/types';
import type { Db } from '../../db/client';
import { organizes, positions, userRelations, users } from '../../db/schema';

/** Who the user is, for context defaults. */
export async function creationContext(db: Db, userId: string, now: Date): Promise<CreationContext> {
  const [user] = await db
    .select({ realName: users.realName, organizeName: organizes.fullName })
    .from(users)
    .leftJoin(organizes, eq(organizes.id, users.organizeId))
    .where(eq(users.id, userId));
  const [position] = await db
    .select({ name: positions.fullName })
    .from(userRelations)
    .innerJoin(positions, eq(positions.id, userRelations.objectId))
    .where(eq(userRelations.userId, userId))
    .orderBy(asc(positions.sortCode), asc(positions.id))
    .limit(1);
  return { userName: user?.realName ?? '', organizeName: user?.organizeName ?? '', positionName: position?.name ?? '', now };
}

/** The values the model's context defaults take for a record this user creates now ({} when it has none). */
export async function creationDefaults(db: Db, model: Pick<ModelSchema, 'properties'>, userId: string, now: Date): Promise<Record<string, string | number>> {
  if (contextDefaultFields(model).length === 0) return {};
  return contextDefaultValues(model, await creationContext(db, userId, now));
}
