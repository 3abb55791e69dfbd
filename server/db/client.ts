/**
 * Opens the database: embedded PGlite in a data directory (or in memory for tests), or PostgreSQL through `pg`
 * when a URL is given. Both speak the same drizzle schema and migrations; the rest of the server sees only `Db`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The database handle every module uses. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its way to close. */
export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Where the database lives: a PGlite directory, PGlite in memory, or a PostgreSQL URL. */
export type DatabaseLocation = { kind: 'pglite'; dir: string } | { kind: 'memory' } | { kind: 'postgres'; url: string };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** What the caller hears while the database opens. */
export interface OpenHooks {
  /** Called as the migrations start (they can take a while on a new database). */
  beforeMigrate?(): void;
}

/** Opens the database and brings it to the newest migration. */
export async function openDatabase(location: DatabaseLocation, hooks: OpenHooks = {}): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    // An idle client whose connection drops (a database restart) must not crash the process; the pool replaces it.
    pool.on('error', (error) => process.stderr.write(`${JSON.stringify({ level: 'warn', msg: 'idle database client failed', error: error.message })}\n`));
    const db = drizzlePg(pool, { schema });
    // Several instances may start together on one PostgreSQL: an advisory lock lets one migrate at a time.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(72270001)');
      hooks.beforeMigrate?.();
      await migratePg(db, { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock(72270001)').catch(() => undefined);
      client.release();
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if (location.kind === 'pglite') {
    fs.mkdirSync(location.dir, { recursive: true });
    client = new PGlite(location.dir);
  } else {
    client = new PGlite();
  }
  const db = drizzlePglite(client, { schema });
  hooks.beforeMigrate?.();
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
