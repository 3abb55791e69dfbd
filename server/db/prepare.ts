/**
 * Gets the database ready for the server — opens (on the first start creates) it, applies the migrations and
 * seeds a new one — and reports each step as it begins, so that a first start, which takes a while, says what it
 * is doing instead of staying silent (issue 14). The caller decides how a step is shown (server/main.ts prints it).
 */
import fs from 'node:fs';
import { openDatabase, type DatabaseHandle, type DatabaseLocation } from './client';
import { seedDatabase, type SeedOptions } from './seed/seed';

/** A step of getting the database ready, in the order they happen. */
export type DatabaseStep = 'creating' | 'opening' | 'migrating' | 'seeding';

/** What each step says on the console. */
export const DATABASE_STEP_MESSAGES: Record<DatabaseStep, string> = {
  creating: 'first start: creating the database (this takes a minute)',
  opening: 'opening the database',
  migrating: 'applying database migrations',
  seeding: 'new database: seeding the organisation, accounts, menus, permissions and sample records',
};

/** True when an embedded database is still to be made (no directory yet, or an empty one). */
export function isNewDatabase(location: DatabaseLocation): boolean {
  if (location.kind === 'memory') return true;
  if (location.kind === 'postgres') return false;
  return !fs.existsSync(location.dir) || fs.readdirSync(location.dir).length === 0;
}

/** Opens, migrates and (when new) seeds the database, reporting each step; `seeded` says whether it was new. */
export async function prepareDatabase(
  location: DatabaseLocation,
  seed: SeedOptions,
  report: (step: DatabaseStep) => void,
): Promise<{ database: DatabaseHandle; seeded: boolean }> {
  report(isNewDatabase(location) ? 'creating' : 'opening');
  const database = await openDatabase(location, { beforeMigrate: () => report('migrating') });
  try {
    const seeded = await seedDatabase(database.db, { ...seed, onFirstSeed: () => report('seeding') });
    return { database, seeded };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
