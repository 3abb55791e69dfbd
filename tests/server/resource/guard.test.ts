/**
 * The server's permission guard: staff (positions and asset-categories menus, no buttons) may read those screens
 * and write nothing; for random grant sets an action is allowed exactly when its menu and code are granted.
 */
import path from 'node:path';
import fc from 'fast-check';
import { fc as fcv, test } from '@fast-check/vitest';
import { and, eq, like } from 'drizzle-orm';
import { authorizations, modulePermissions, modules, records, roles } from '../../../server/db/schema';
import { loadGrants, loadRouteGrants, loadRouteModules, mayUseRoute, type Grants } from '../../../server/modules/permission/grants';
import { DEFAULT_SCHEMA_DIR } from '../../../server/schemas/loader';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tokenFor, type TestServer } from '../harness';

const FORBIDDEN = { code: 400, msg: '您没有此操作的权限' };

describe('mayUseRoute', () => {
  const page = { moduleId: 'm1', buttons: [{ id: 'b_add', enCode: 'btn_add' }, { id: 'b_edit', enCode: 'btn_edit' }] };
  const grantsOf = (modules: string[], items: string[]): Grants => ({ all: false, systems: new Set(), modules: new Set(modules), items: new Set(items) });

  test.prop([fcv.boolean(), fcv.subarray(['b_add', 'b_edit']), fcv.constantFrom(undefined, 'btn_add', 'btn_edit', 'btn_remove')])(
    'allows exactly when the page and the code are granted',
    (hasPage, items, code) => {
      const expected = hasPage && (code === undefined || items.includes(code === 'btn_add' ? 'b_add' : code === 'btn_edit' ? 'b_edit' : 'none'));
      expect(mayUseRoute(grantsOf(hasPage ? ['m1'] : [], items), [page], code)).toBe(expected);
    },
  );

  it('lets administrators do everything and others nothing on a route no page serves', () => {
    expect(mayUseRoute({ ...grantsOf([], []), all: true }, [], 'btn_remove')).toBe(true);
    expect(mayUseRoute(grantsOf(['m1'], ['b_add']), [], undefined)).toBe(false);
  });
});

describe.each(DATABASES)('the guard on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  beforeAll(async () => {
    server = await createTestServer(kind, { schemaDirs: [DEFAULT_SCHEMA_DIR, path.resolve('tests/fixtures/schemas')] });
    [admin, staff] = await Promise.all([tokenFor(server.app, ADMIN), tokenFor(server.app, STAFF)]);
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([
    ['/api/eam/EamPosition', 'epos_equipment', { parentid: '-1', fullname: '员工新建' }],
    ['/api/eam/EamDatatype', 'cat_land', { parentid: '-1', fullname: '员工新建', encode: 'STAFF' }],
  ])('lets staff read %s but refuses every write', async (api, id, body) => {
    expect((await call(server.app, api, { token: staff })).code).toBe(200);
    expect((await call(server.app, `${api}/${id}`, { token: staff })).code).toBe(200);
    expect((await call(server.app, `${api}/Selector/0`, { token: staff })).code).toBe(200);
    const before = await server.database.db.select().from(records);
    expect(await call(server.app, api, { token: staff, method: 'POST', body })).toMatchObject(FORBIDDEN);
    expect(await call(server.app, `${api}/${id}`, { token: staff, method: 'PUT', body })).toMatchObject(FORBIDDEN);
    expect(await call(server.app, `${api}/${id}`, { token: staff, method: 'DELETE' })).toMatchObject(FORBIDDEN);
    expect(await server.database.db.select().from(records)).toEqual(before);
  });

  it.each([
    ['GET', '/api/system/DictionaryType'],
    ['GET', '/api/system/DictionaryData?typeId=dt_sex'],
    ['PUT', '/api/system/DictionaryData/dd_sex_1/Actions/State'],
    ['GET', '/api/system/BillRule'],
    ['PUT', '/api/system/BillRule/br_AssetIn/Actions/State'],
    ['GET', '/api/permission/Users'],
    ['PUT', '/api/permission/Users/user_admin/Actions/unlock'],
  ])('refuses staff %s %s', async (method, url) => {
    expect(await call(server.app, url, { token: staff, method })).toMatchObject(FORBIDDEN);
  });

  it("decides in one query exactly as the user's full grants decide, whoever holds the grant", async () => {
    const db = server.database.db;
    await db.insert(modules).values({ id: 'm_eq', parentId: 'm_eam', systemId: 'sys_main', fullName: '等价', enCode: 'eam.eq', type: 2, urlAddress: 'eam/equivalence' });
    const codes = ['btn_add', 'btn_edit'] as const;
    await db.insert(modulePermissions).values(codes.map((code) => ({ id: `pe_${code}`, moduleId: 'm_eq', kind: 'button', fullName: code, enCode: code })));
    // Staff's own objects, a role staff does not hold, and staff's role switched off at random.
    const holders = [
      ['Role', 'role_staff'],
      ['Position', 'pos_clerk'],
      ['Organize', 'org_asset'],
      ['User', 'user_staff'],
      ['Role', 'role_asset_manager'],
    ] as const;
    const items = [['module', 'm_eq'], ...codes.map((code) => ['button', `pe_${code}`] as const)] as const;
    await fc.assert(
      fc.asyncProperty(fc.subarray(holders.flatMap((holder) => items.map((item) => [holder, item] as const))), fc.boolean(), async (pairs, roleEnabled) => {
        await db.delete(authorizations).where(like(authorizations.itemId, 'pe_%'));
        await db.delete(authorizations).where(eq(authorizations.itemId, 'm_eq'));
        if (pairs.length) {
          await db.insert(authorizations).values(pairs.map(([[objectType, objectId], [itemType, itemId]]) => ({ objectType, objectId, itemType, itemId })));
        }
        await db.update(roles).set({ enabledMark: roleEnabled ? 1 : 0 }).where(eq(roles.id, 'role_staff'));
        const [full, pages, quick] = await Promise.all([loadGrants(db, 'user_staff'), loadRouteModules(db, 'eam/equivalence'), loadRouteGrants(db, 'user_staff', 'eam/equivalence')]);
        for (const code of [undefined, ...codes, 'btn_remove']) {
          expect(mayUseRoute(quick.grants, quick.pages, code), String(code)).toBe(mayUseRoute(full, pages, code));
        }
      }),
      { numRuns: 40 },
    );
    await db.update(roles).set({ enabledMark: 1 }).where(eq(roles.id, 'role_staff'));
  });

  it('for random grant sets, allows an action exactly when its menu and button are granted', async () => {
    const db = server.database.db;
    await db.insert(modules).values({ id: 'm_wh', parentId: 'm_eam', systemId: 'sys_main', fullName: '仓库', enCode: 'eam.wh', type: 2, urlAddress: 'eam/warehouse' });
    const codes = ['btn_add', 'btn_edit', 'btn_remove'] as const;
    await db.insert(modulePermissions).values(codes.map((code) => ({ id: `pw_${code}`, moduleId: 'm_wh', kind: 'button', fullName: code, enCode: code })));
    let serial = 0;
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.subarray([...codes]), async (menu, buttons) => {
        await db.delete(authorizations).where(and(eq(authorizations.objectId, 'role_staff'), like(authorizations.itemId, 'pw_%')));
        await db.delete(authorizations).where(and(eq(authorizations.objectId, 'role_staff'), eq(authorizations.itemId, 'm_wh')));
        const grants = [...(menu ? [{ itemType: 'module', itemId: 'm_wh' }] : []), ...buttons.map((code) => ({ itemType: 'button', itemId: `pw_${code}` }))];
        if (grants.length) await db.insert(authorizations).values(grants.map((grant) => ({ ...grant, objectType: 'Role', objectId: 'role_staff' })));
        const target = await call<{ id: string }>(server.app, '/api/eam/Warehouse', { token: admin, method: 'POST', body: { fullName: '目标', enCode: `T-${++serial}` } });
        const id = target.data!.id;
        const allowed = (code?: string) => menu && (code === undefined || (buttons as string[]).includes(code));
        const outcome = async (method: string, url: string, body?: unknown) => (await call(server.app, url, { token: staff, method, body })).code === 200;

        expect(await outcome('GET', '/api/eam/Warehouse')).toBe(allowed());
        expect(await outcome('GET', `/api/eam/Warehouse/${id}`)).toBe(allowed());
        expect(await outcome('POST', '/api/eam/Warehouse', { fullName: '员工', enCode: `S-${serial}` })).toBe(allowed('btn_add'));
        expect(await outcome('PUT', `/api/eam/Warehouse/${id}`, { fullName: '改名' })).toBe(allowed('btn_edit'));
        expect(await outcome('PUT', `/api/eam/Warehouse/${id}/Actions/State`)).toBe(allowed('btn_edit'));
        expect(await outcome('DELETE', `/api/eam/Warehouse/${id}`)).toBe(allowed('btn_remove'));
      }),
      { numRuns: 12 },
    );
  });
});
