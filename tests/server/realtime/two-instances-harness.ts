/**
 * Two server instances on one throwaway PostgreSQL database and one Redis, as two processes behind a load balancer
 * would run (DATABASE_URL and REDIS_URL name the servers, defaulting to the local ones, which the development
 * machine and CI both have). Call {@link useTwoInstances} at the top of a describe block: it starts A (which seeds
 * the database) and B before the block's tests and stops both and drops the database after them.
 */
import { openDatabase, type DatabaseHandle } from '../../../server/db/client';
import { createRedisBus } from '../../../server/realtime/redis-bus';
import { createPostgresDatabase } from '../harness';
import { startInstance, type SocketServer } from './socket-harness';

const BASE = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** The running pair, available inside the block's tests. */
export interface TwoInstances {
  a: SocketServer;
  b: SocketServer;
  /** A's database handle (B's too, unless it has its own pool). */
  database: DatabaseHandle;
}

export interface TwoInstancesOptions {
  /** Gives B a connection pool of its own, as a second process would have (default: B shares A's pool). */
  separatePools?: boolean;
  /** Starts each test's name of database and Redis channel prefix (helps find a leftover). */
  label?: string;
}

/** Registers the pair's start and stop around the enclosing describe block; the getter is valid inside its tests. */
export function useTwoInstances(options: TwoInstancesOptions = {}): () => TwoInstances {
  let pair: TwoInstances | undefined;
  let databaseB: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const created = await createPostgresDatabase(new URL(BASE), options.label ?? 'klx_t2');
    drop = created.drop;
    const prefix = `klx-test-${created.url.split('/').pop()}:`;
    const database = await openDatabase({ kind: 'postgres', url: created.url });
    const a = await startInstance({ database, bus: await createRedisBus(REDIS, { instanceId: 'A', prefix }) });
    databaseB = options.separatePools ? await openDatabase({ kind: 'postgres', url: created.url }) : undefined;
    const b = await startInstance({ database: databaseB ?? database, seed: false, bus: await createRedisBus(REDIS, { instanceId: 'B', prefix }) });
    pair = { a, b, database };
  }, 240_000);

  afterAll(async () => {
    await pair?.a.stop();
    await pair?.b.stop();
    await pair?.database.close();
    await databaseB?.close();
    await drop?.();
  }, 60_000);

  return () => {
    if (!pair) throw new Error('the two instances are not running (call useTwoInstances inside a describe block)');
    return pair;
  };
}
