/** Loading screen schemas: the repository's load; a broken file stops start-up naming itself; seeds fit the models. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../../server/app';
import { openDatabase } from '../../../server/db/client';
import { screenSeedRows, seedScreenRecords } from '../../../server/db/seed/screens';
import { loadScreens } from '../../../server/schemas/loader';
import { screensOf } from '../harness';

const FIXTURE = path.resolve('tests/fixtures/schemas/warehouse.json');

describe('loading screen schemas', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'klx-schemas-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const writeFixture = (name: string, change: (schema: Record<string, any>) => void = () => undefined) => {
    const schema = JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as Record<string, any>;
    change(schema);
    fs.writeFileSync(path.join(dir, name), JSON.stringify(schema));
  };

  it('loads every schema of the repository', () => {
    // Every screen file of schemas/ (all but the meta-schema) becomes exactly one screen, under the id it declares.
    const files = fs.readdirSync('schemas').filter((name) => name.endsWith('.json') && name !== 'screen.schema.json');
    const declared = files.map((name) => (JSON.parse(fs.readFileSync(path.join('schemas', name), 'utf8')) as { id: string }).id).sort();
    expect(declared).toContain('users');
    expect(screensOf().screens.map((screen) => screen.schema.id).sort()).toEqual(declared);
  });

  it.each([
    ['an inconsistent schema', (schema: Record<string, any>) => schema.list.columns.push({ field: 'ghost' }), /warehouse\.json is not sound:[\s\S]*"ghost"/],
    ['a schema outside the format', (schema: Record<string, any>) => (schema.form.fields[0].widget = 'hologram'), /warehouse\.json does not match screen\.schema\.json/],
    ['a model that does not compile', (schema: Record<string, any>) => (schema.model.properties.enCode.pattern = '@noSuchPattern'), /warehouse\.json: its model does not compile/],
  ])('stops on %s, naming the file', (_, change, message) => {
    writeFixture('warehouse.json', change);
    expect(() => loadScreens([dir])).toThrow(message);
  });

  it('stops on a file that is not JSON, and on two screens sharing an API path', () => {
    fs.writeFileSync(path.join(dir, 'broken.json'), '{ "id": ');
    expect(() => loadScreens([dir])).toThrow(/broken\.json is not valid JSON/);
    fs.rmSync(path.join(dir, 'broken.json'));
    writeFixture('warehouse.json');
    writeFixture('warehouse2.json', (schema) => (schema.id = 'warehouse2'));
    expect(() => loadScreens([dir])).toThrow(/warehouse2\.json: API path "\/api\/eam\/Warehouse" is already served/);
  });

  it('refuses to build an app whose schema names a rule no module provides', async () => {
    writeFixture('warehouse.json', (schema) => (schema.resource.rules = ['noSuchRule']));
    const database = await openDatabase({ kind: 'memory' });
    try {
      expect(() => createApp({ db: database.db, config: { passwordIterations: 1000, logRequests: false }, screens: loadScreens([dir]), log: () => undefined })).toThrow(
        /names the rule "noSuchRule"/,
      );
    } finally {
      await database.close();
    }
  });
});

describe('seeded screen records', () => {
  it('are valid records of their screens', () => {
    const screens = screensOf();
    for (const row of screenSeedRows(new Date(2026, 0, 1))) {
      const screen = screens.byId.get(row.screen)!;
      expect(screen.validate(row.data as Record<string, unknown>), `${row.id}`).toEqual({ ok: true });
    }
  });

  it('are written once, while lc_record is empty', async () => {
    const database = await openDatabase({ kind: 'memory' });
    try {
      expect(await seedScreenRecords(database.db)).toBe(true);
      expect(await seedScreenRecords(database.db)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
