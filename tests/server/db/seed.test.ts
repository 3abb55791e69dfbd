/** The seeded permission items of schema screens match what the schema files show. */
import fs from 'node:fs';
import { MenuType, type CurrentUser, type MenuItem } from '../../../runtime/core/contract/session';
import { isDotSegment } from '../../../runtime/core/routing/path-segment';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import { ADMIN, STAFF, call, createTestServer, tokenFor, type TestServer } from '../harness';

const schema = (name: string) => JSON.parse(fs.readFileSync(`schemas/${name}.json`, 'utf8')) as ScreenSchema;

// One seeded server for the whole file: creating one takes long on a loaded machine.
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer('pglite');
}, 180_000);
afterAll(async () => {
  await server.close();
});

describe('seeded permissions of schema screens', () => {

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

describe('the seeded menu shows what the product has (issue 14)', () => {
  let routerList: MenuItem[];
  const flat = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flat(item.children ?? [])]);
  beforeAll(async () => {
    routerList = (await call<CurrentUser>(server.app, '/api/oauth/CurrentUser', { token: await tokenFor(server.app, ADMIN) })).data!.routerList;
  });

  it('seeds no WeChat configuration, extension demos or code generator pages', () => {
    const codes = flat(routerList).map((item) => item.enCode);
    expect(codes.length).toBeGreaterThan(40);
    expect(codes.filter((code) => /^(weChat|extend|generator)\b/.test(code))).toEqual([]);
    expect(flat(routerList).filter((item) => /^(微信配置|扩展示例|代码生成)$/.test(item.fullName))).toEqual([]);
  });

  it("gives every data view a module id a URL can carry, and points the demo links at this machine", () => {
    const entries = flat(routerList);
    for (const view of entries.filter((item) => item.type === MenuType.dataView)) {
      const moduleId = (JSON.parse(view.propertyJson) as { moduleId?: string }).moduleId;
      expect(moduleId).toMatch(/\S/);
      expect(isDotSegment(moduleId!)).toBe(false);
    }
    for (const link of entries.filter((item) => item.type === MenuType.externalLink)) {
      // Relative, or on the data-view host (this origin unless configured): never an outside site that is not there.
      expect(link.urlAddress).toMatch(/^(\$\{dataV\}\/|[a-z][\w/.-]*$)/i);
    }
  });
});
