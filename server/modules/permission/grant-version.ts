/**
 * The grant version: a counter in the database that rises whenever a user's grants or menu may have changed
 * (triggers on the tables they are made of, migration 0013). Caches of grants remember the version they were built
 * at and are dropped when it has moved — on every instance at once, since all of them read the same row, with no
 * message to miss. Code whose changes the triggers do not see (new kinds of grants kept elsewhere) calls
 * {@link invalidateGrants} in the same transaction as its change.
 */
import { eq, sql } from 'drizzle-orm';
import { grantVersion } from '../../db/schema';
import type { Executor } from '../resource/store';

/** The current grant version. */
export async function readGrantVersion(db: Executor): Promise<number> {
  const [row] = await db.select({ version: grantVersion.version }).from(grantVersion).where(eq(grantVersion.id, 1));
  return row?.version ?? 0;
}

/** Drops every cached grant on every instance: call it with (or in the transaction of) a change that affects access. */
export async function invalidateGrants(db: Executor): Promise<void> {
  await db.update(grantVersion).set({ version: sql`${grantVersion.version} + 1` }).where(eq(grantVersion.id, 1));
}

/** A SQL expression reading the grant version, to fetch it in the same query as something else. */
export const grantVersionExpression = sql<number>`(select ${grantVersion.version} from ${grantVersion} where ${grantVersion.id} = 1)`.mapWith(Number);
