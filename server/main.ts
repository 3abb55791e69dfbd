/**
 * The listener: reads the environment, opens (and on first start creates, migrates and seeds) the database, and
 * serves the app over HTTP. Each step is logged on stdout as a JSON line as it begins, so a first start is not
 * silent while the database is made. Everything else lives in createApp.
 */
import path from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { listen } from './listen';
import { createRedisBus } from './realtime/redis-bus';
import { readConfig } from './config';
import { lockDataDir } from './db/data-dir-lock';
import { DATABASE_STEP_MESSAGES, prepareDatabase } from './db/prepare';
import { createClientServer } from './static-files';
import { DEFAULT_SCHEMA_DIR, loadScreens } from './schemas/loader';
import { createFsStorage } from './modules/file/fs-storage';

/** Writes one information line of the server's log (JSON, as the request log). */
function logLine(fields: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'info', ...fields })}\n`);
}

async function main() {
  const config = readConfig(process.env);
  // Schemas are checked before anything else: a broken screen stops start-up naming its file.
  logLine({ msg: 'checking the screen schemas' });
  const screens = loadScreens([DEFAULT_SCHEMA_DIR, ...config.extraSchemaDirs]);
  // The embedded database belongs to one process: a second server on the same DATA_DIR refuses to start.
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const where = config.databaseUrl ? 'PostgreSQL' : path.join(config.dataDir, 'db');
  const { database, seeded } = await prepareDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dir: path.join(config.dataDir, 'db') },
    { ...config, screens: screens.screens.map((screen) => screen.schema) },
    (step) => logLine({ msg: DATABASE_STEP_MESSAGES[step], step, database: where }),
  );
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
    (port) => logLine({ msg: 'listening', url: `http://localhost:${port}`, database: where, seeded, redis: Boolean(bus) }),
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
