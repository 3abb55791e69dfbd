/**
 * The listener: reads the environment, opens (and on first start creates, migrates and seeds) the database, and
 * serves the app over HTTP. Everything else lives in createApp.
 */
import path from 'node:path';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed/seed';
import { createClientServer } from './static-files';
import { loadScreens } from './schemas/loader';

async function main() {
  const config = readConfig(process.env);
  // Schemas are checked before anything else: a broken screen stops start-up naming its file.
  const screens = loadScreens();
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dir: path.join(config.dataDir, 'db') },
  );
  const seeded = await seedDatabase(database.db, config);
  const app = createApp({
    db: database.db,
    config,
    serveClient: createClientServer(config.clientDir),
    addressOf: (c) => getConnInfo(c).remote.address,
    trustProxy: config.trustProxy,
    screens,
  });
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    const where = config.databaseUrl ? 'PostgreSQL' : path.join(config.dataDir, 'db');
    process.stdout.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: 'listening', url: `http://localhost:${info.port}`, database: where, seeded })}\n`,
    );
  });
  const stop = () => {
    server.close();
    void database.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
