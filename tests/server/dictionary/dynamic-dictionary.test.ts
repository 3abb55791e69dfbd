/**
 * The dynamic dictionary page (menu type 4, issue 9 §4) on the server: whoever holds such a menu entry lists and
 * edits the entries of the one dictionary type its propertyJson `moduleId` names (by id or code), with that entry's
 * buttons — and nothing of any other type, nor with an entry that is disabled. Refusals change nothing.
 */
import { and, eq } from 'drizzle-orm';
import { authorizations, modulePermissions, modules } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

const DATA = '/api/system/DictionaryData';
const PAGE = 'm_demo.dictionary';

interface Node {
  id: string;
  fullName: string;
  children?: Node[];
}

describe.each(DATABASES)('dynamic dictionary pages on %s', (kind) => {
  let server: TestServer;
  let staff: string;
  let admin: string;

  const grant = (itemType: string, itemId: string) => ({ itemType, itemId, objectType: 'User', objectId: 'user_staff' });

  beforeAll(async () => {
    server = await createTestServer(kind);
    [admin, staff] = await Promise.all([tokenFor(server.app, ADMIN), tokenFor(server.app, STAFF)]);
    const db = server.database.db;
    // The seed gives the entry the dictionary screen's buttons (screen-permission-sync.ts): staff get only its add.
    const [add] = await db.select({ id: modulePermissions.id }).from(modulePermissions).where(and(eq(modulePermissions.moduleId, PAGE), eq(modulePermissions.kind, 'button'), eq(modulePermissions.enCode, 'btn_add')));
    await db.insert(authorizations).values([grant('module', PAGE), grant('button', add!.id)]);
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists the named type\'s entries as a tree for the entry\'s holder, who does not hold the data-dictionary page', async () => {
    const own = await call<{ list: Node[] }>(server.app, `${DATA}/dt_equipmentType?isTree=1`, { token: staff });
    expect(own.code).toBe(200);
    expect(own.data!.list.map((node) => node.fullName)).toEqual(['IT设备', '生产设备']);
    expect(own.data!.list[0]!.children!.map((node) => node.fullName)).toEqual(['笔记本电脑', '服务器']);
    const info = await call<{ fullName: string }>(server.app, `${DATA}/dd_equipmentType_laptop/Info`, { token: staff });
    expect(info.data?.fullName).toBe('笔记本电脑');
    const selector = await call<{ list: Node[] }>(server.app, `${DATA}/dt_equipmentType/Selector/0?isTree=1`, { token: staff });
    expect(selector.data!.list[0]!.id).toBe('dt_equipmentType');
  });

  it('refuses every other type, its entries and the whole list, changing nothing', async () => {
    const before = await tableDigest(server.database);
    for (const [path, method, body] of [
      [`${DATA}/dt_sex`, 'GET', undefined],
      [`${DATA}/dd_sex_1/Info`, 'GET', undefined],
      [`${DATA}?typeId=dt_sex`, 'GET', undefined],
      [`${DATA}`, 'GET', undefined],
      [`${DATA}`, 'POST', { dictionaryTypeId: 'dt_sex', parentId: '0', fullName: '其他', enCode: 'x', sortCode: 0, enabledMark: 1 }],
      [`${DATA}/dd_sex_1`, 'DELETE', undefined],
      [`${DATA}/dt_nope`, 'GET', undefined],
    ] as const) {
      const answer = await call(server.app, path, { token: staff, method, body });
      expect(answer.code, `${method} ${path}`).not.toBe(200);
      expect(answer.status, `${method} ${path}`).toBe(200);
    }
    expect(await tableDigest(server.database)).toBe(before);
  });

  it('creates an entry of the named type with the entry\'s add button, and refuses what its buttons do not allow', async () => {
    const created = await call<{ id: string }>(server.app, DATA, {
      token: staff,
      method: 'POST',
      body: { dictionaryTypeId: 'dt_equipmentType', parentId: '0', fullName: '仪器仪表', enCode: 'meter', sortCode: 3, enabledMark: 1 },
    });
    expect(created.code, created.msg).toBe(200);
    const list = await call<{ list: Node[] }>(server.app, `${DATA}/dt_equipmentType?isTree=1`, { token: staff });
    expect(list.data!.list.map((node) => node.fullName)).toContain('仪器仪表');
    const before = await tableDigest(server.database);
    // No edit or remove button granted: refused, though the entry is of the page's type.
    const edit = await call(server.app, `${DATA}/${created.data!.id}`, { token: staff, method: 'PUT', body: { parentId: '0', fullName: '仪表', enCode: 'meter', sortCode: 3, enabledMark: 1 } });
    expect(edit.code).not.toBe(200);
    const remove = await call(server.app, `${DATA}/${created.data!.id}`, { token: staff, method: 'DELETE' });
    expect(remove.code).not.toBe(200);
    expect(await tableDigest(server.database)).toBe(before);
  });

  it('follows the menu entry: a moduleId by code works, a disabled entry or another type grants nothing', async () => {
    const db = server.database.db;
    await db.update(modules).set({ propertyJson: JSON.stringify({ moduleId: 'equipmentType', isTree: 1 }) }).where(eq(modules.id, PAGE));
    expect((await call(server.app, `${DATA}/dt_equipmentType`, { token: staff })).code).toBe(200);
    await db.update(modules).set({ propertyJson: JSON.stringify({ moduleId: 'dt_nation', isTree: 0 }) }).where(eq(modules.id, PAGE));
    expect((await call(server.app, `${DATA}/dt_equipmentType`, { token: staff })).code).not.toBe(200);
    expect((await call(server.app, `${DATA}/dt_nation`, { token: staff })).code).toBe(200);
    await db.update(modules).set({ enabledMark: 0 }).where(eq(modules.id, PAGE));
    expect((await call(server.app, `${DATA}/dt_nation`, { token: staff })).code).not.toBe(200);
    await db.update(modules).set({ enabledMark: 1, propertyJson: 'not json dt_equipmentType' }).where(eq(modules.id, PAGE));
    expect((await call(server.app, `${DATA}/dt_equipmentType`, { token: staff })).code).not.toBe(200);
    // Administrators are not limited by any page.
    expect((await call(server.app, `${DATA}/dt_sex`, { token: admin })).code).toBe(200);
  });
});
