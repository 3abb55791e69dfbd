/**
 * The listener: reads the environment, opens (and on first start creates, migrates and seeds) the database, and
 * serves the app over HTTP. Everything else lives in createApp.
 */
import path from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { listen } from './listen';
import { createRedisBus } from './realtime/redis-bus';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { seedDatabase } from './db/seed/seed';
import { createClientServer } from './static-files';
import { DEFAULT_SCHEMA_DIR, loadScreens } from './schemas/loader';
import { createFsStorage } from './modules/file/fs-storage';

async function main() {
  const config = readConfig(process.env);
  // Schemas are checked before anything else: a broken screen stops start-up naming its file.
  const screens = loadScreens([DEFAULT_SCHEMA_DIR, ...config.extraSchemaDirs]);
  // The embedded database belongs to one process: a second server on the same DATA_DIR refuses to start.
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dir: path.join(config.dataDir, 'db') },
  );
  const seeded = await seedDatabase(database.db, { ...config, screens: screens.screens.map((screen) => screen.schema) });
  // With REDIS_URL, live events fan out to every instance through Redis; without it they stay in this process.
  const bus = config.redisUrl ? await createRedisBus(config.redisUrl, { instanceId: crypto.randomUUID(), prefix: process.env.KLX_REDIS_PREFIX || 'klx:' }) : undefined;
  const listening = await listen(
    {
      db: database.db,
      config,
      serveClient: createClientServer(config.clientDir),
      addressOf: (c) => getConnInfo(c).remote.address,
      trustProxy: config.trustProxy,
      screens,
      bus,
      files: createFsStorage(path.join(config.dataDir, 'files')),
    },
    config.port,
    (port) => {
      const where = config.databaseUrl ? 'PostgreSQL' : path.join(config.dataDir, 'db');
      process.stdout.write(
        `${JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: 'listening', url: `http://localhost:${port}`, database: where, seeded, redis: Boolean(bus) })}\n`,
      );
    },
  );
  const stop = () => {
    void listening
      .close()
      .finally(() => database.close())
      .finally(() => {
        lock?.release();
        process.exit(0);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const known = error instanceof Error && error.name === 'DataDirBusyError';
  process.stderr.write(`${error instanceof Error ? (known ? error.message : (error.stack ?? error.message)) : String(error)}\n`);
  process.exit(1);
});
