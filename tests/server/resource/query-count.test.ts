/**
 * Queries per request stay few and do not grow with the data (no N+1): each costs about 0.4 ms on PGlite. The
 * app runs over a PGlite database whose drizzle logger counts every statement.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createApp, type App } from '../../../server/app';
import type { Db } from '../../../server/db/client';
import * as schema from '../../../server/db/schema';
import { seedDatabase } from '../../../server/db/seed/seed';
import { ADMIN, STAFF, call, screensOf, tokenFor } from '../harness';

describe('queries per request', () => {
  let client: PGlite;
  let db: Db;
  let app: App;
  let count = 0;
  beforeAll(async () => {
    client = new PGlite();
    db = drizzle(client, { schema, logger: { logQuery: () => void count++ } }) as unknown as Db;
    await migrate(drizzle(client, { schema }), { migrationsFolder: path.resolve('server/db/migrations') });
    await seedDatabase(db, { adminPassword: ADMIN.password, staffPassword: STAFF.password, passwordIterations: 1000 });
    app = createApp({ db, config: { passwordIterations: 1000, logRequests: false }, screens: screensOf(), log: () => undefined });
  });
  afterAll(async () => {
    await client.close();
  });

  const queriesOf = async (run: () => Promise<unknown>) => {
    count = 0;
    await run();
    return count;
  };

  it('lists a screen for a guarded user in a handful of queries, however many records there are', async () => {
    const admin = await tokenFor(app, ADMIN);
    const staff = await tokenFor(app, STAFF);
    await call(app, '/api/eam/EamPosition', { token: staff });
    const few = await queriesOf(() => call(app, '/api/eam/EamPosition', { token: staff }));
    for (let i = 0; i < 40; i++) await call(app, '/api/eam/EamPosition', { token: admin, method: 'POST', body: { parentid: i % 2 ? 'epos_equipment' : '-1', fullname: `岗位${i}` } });
    const many = await queriesOf(() => call(app, '/api/eam/EamPosition', { token: staff }));
    expect(many).toBe(few);
    // Session, with the grant version (1) + the list (1): the route's page and grants come from the guard's cache
    // while the grant version stands (server/modules/permission/route-grant-cache.ts).
    expect(many).toBe(2);
  });

  it('lists users with their organisations and relations in a constant number of queries', async () => {
    const admin = await tokenFor(app, ADMIN);
    await call(app, '/api/permission/Users', { token: admin });
    const few = await queriesOf(() => call(app, '/api/permission/Users', { token: admin }));
    for (let i = 0; i < 25; i++) {
      await call(app, '/api/permission/Users', { token: admin, method: 'POST', body: { account: `count${i}`, realName: '计数', gender: '1', organizeIdTree: ['org_company', 'org_it'], positionId: 'pos_it_engineer' } });
    }
    const many = await queriesOf(() => call(app, '/api/permission/Users', { token: admin }));
    expect(many).toBe(few);
    // Session (1) + the page of users (1) + organisations (1) + relations (1); administrators skip the grants.
    expect(many).toBe(4);
  });
});
