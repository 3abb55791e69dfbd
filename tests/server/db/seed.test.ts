/** The seeded permission items of schema screens match what the schema files show. */
import fs from 'node:fs';
import type { CurrentUser } from '../../../runtime/core/contract/session';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import { ADMIN, STAFF, call, createTestServer, tokenFor, type TestServer } from '../harness';

const schema = (name: string) => JSON.parse(fs.readFileSync(`schemas/${name}.json`, 'utf8')) as ScreenSchema;

describe('seeded permissions of schema screens', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('pglite');
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([
    ['m_permission.user', 'users'],
    ['m_eam.eamPosition', 'eamPosition'],
    ['m_eam.eamDatatype', 'eamDatatype'],
    ['m_system.billRule', 'billRule'],
    ['m_systemData.dictionary', 'dictionaryData'],
  ])('%s grants admin every column and form field of %s', async (modelId, name) => {
    const data = (await call<CurrentUser>(server.app, '/api/oauth/CurrentUser', { token: await tokenFor(server.app, ADMIN) })).data!;
    const entry = data.permissionList.find((item) => item.modelId === modelId)!;
    const screen = schema(name);
    expect(entry.column.map((item) => item.enCode)).toEqual(screen.list.columns.map((column) => column.field));
    expect(entry.form.map((item) => item.enCode)).toEqual(screen.form.fields.map((field) => field.name));
  });

  it('names the items in the user language', async () => {
    const token = await tokenFor(server.app, ADMIN);
    const data = (await call<CurrentUser>(server.app, '/api/oauth/CurrentUser', { token })).data!;
    const users = data.permissionList.find((item) => item.modelId === 'm_permission.user')!;
    expect(users.form.find((item) => item.enCode === 'gender')?.fullName).toBe('性别');
  });

  it('grants staff every column of the screens it may open, but no button', async () => {
    const data = (await call<CurrentUser>(server.app, '/api/oauth/CurrentUser', { token: await tokenFor(server.app, STAFF) })).data!;
    const positions = data.permissionList.find((item) => item.modelId === 'm_eam.eamPosition')!;
    expect(positions.column.map((item) => item.enCode)).toEqual(schema('eamPosition').list.columns.map((column) => column.field));
    expect(positions.button).toEqual([]);
  });
});
