/** The embedded database: created, migrated and seeded on first start; reused as it is on the next. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../../server/db/client';
import { users } from '../../../server/db/schema';
import { seedDatabase } from '../../../server/db/seed/seed';

const options = { adminPassword: 'a-Admin-1', staffPassword: 's-Staff-1', passwordIterations: 1000 };

describe('embedded database in DATA_DIR', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'klx-db-'));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('seeds on first start, keeps changes and does not seed again on the second', async () => {
    const first = await openDatabase({ kind: 'pglite', dir: path.join(dir, 'db') });
    expect(await seedDatabase(first.db, options)).toBe(true);
    await first.db.update(users).set({ realName: '改过的名字' }).where(eq(users.account, 'staff'));
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dir: path.join(dir, 'db') });
    expect(await seedDatabase(second.db, options)).toBe(false);
    const [staff] = await second.db.select().from(users).where(eq(users.account, 'staff'));
    expect(staff?.realName).toBe('改过的名字');
    const [{ count }] = (await second.db.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
    expect(count).toBe(2);
    await second.close();
  }, 180_000);
});
