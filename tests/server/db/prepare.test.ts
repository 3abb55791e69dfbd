/** Start-up says what it is doing with the database (issue 14: the first start was silent for about 40 s). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isNewDatabase, prepareDatabase, type DatabaseStep } from '../../../server/db/prepare';

const seed = { adminPassword: 'a-Admin-1', staffPassword: 's-Staff-1', passwordIterations: 1000 };

describe('prepareDatabase', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'klx-prepare-'));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reports creating, migrating and seeding on the first start, and only opening and migrating on the next', async () => {
    const location = { kind: 'pglite' as const, dir: path.join(dir, 'db') };
    const first: DatabaseStep[] = [];
    const made = await prepareDatabase(location, seed, (step) => first.push(step));
    expect(first).toEqual(['creating', 'migrating', 'seeding']);
    expect(made.seeded).toBe(true);
    await made.database.close();

    const second: DatabaseStep[] = [];
    const reopened = await prepareDatabase(location, seed, (step) => second.push(step));
    expect(second).toEqual(['opening', 'migrating']);
    expect(reopened.seeded).toBe(false);
    await reopened.database.close();
  }, 240_000);

  it('knows an embedded database is new while its directory is missing or empty', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'klx-prepare-empty-'));
    try {
      expect(isNewDatabase({ kind: 'pglite', dir: path.join(empty, 'missing') })).toBe(true);
      expect(isNewDatabase({ kind: 'pglite', dir: empty })).toBe(true);
      fs.writeFileSync(path.join(empty, 'PG_VERSION'), '17');
      expect(isNewDatabase({ kind: 'pglite', dir: empty })).toBe(false);
      expect(isNewDatabase({ kind: 'memory' })).toBe(true);
      expect(isNewDatabase({ kind: 'postgres', url: 'postgres://localhost/x' })).toBe(false);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
