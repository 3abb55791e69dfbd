/**
 * Who may run a data interface (server/modules/data-interface/interface-access.ts): an SQL interface can read
 * business records past their screens' data schemes, so only administrators, holders of the data-interface page's
 * preview button, and holders of a screen whose form uses the interface may run it. On each database, and the
 * form scan as a unit.
 */
import { and, eq } from 'drizzle-orm';
import { authorizations, modulePermissions, modules } from '../../../server/db/schema';
import { interfaceIdsIn, schemaScreensUsing } from '../../../server/modules/data-interface/interface-access';
import type { ScreenRegistry } from '../../../server/modules/resource/registry';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tokenFor, type TestServer } from '../harness';

const API = '/api/system/DataInterface';
const FORBIDDEN = '您没有此操作的权限';

describe('the interfaces a form uses', () => {
  it('finds every interfaceId prop at any depth, and nothing else', () => {
    const form = {
      fields: [
        { __config__: { klxKey: 'popupSelect' }, interfaceId: 'a' },
        { __config__: { klxKey: 'row', children: [{ __config__: { klxKey: 'autoComplete' }, interfaceId: 'b' }] } },
        { __config__: { klxKey: 'table', children: [{ props: { interfaceId: 'c' } }] } },
        { __config__: { klxKey: 'comInput' }, placeholder: 'interfaceId', interfaceId: '' },
      ],
    };
    expect([...interfaceIdsIn(form)].sort()).toEqual(['a', 'b', 'c']);
    expect(interfaceIdsIn(null).size).toBe(0);
  });

  it('maps a schema file screen to the interfaces its form names', () => {
    const screen = (id: string, ui: Record<string, unknown>) => ({ schema: { id, route: `r/${id}`, form: { ui } } });
    const registry = {
      screens: [screen('one', { pick: { widget: 'popupSelect', props: { interfaceId: 'i1' } } }), screen('two', { name: { widget: 'input' } })],
      byId: new Map(),
    } as unknown as ScreenRegistry;
    expect(schemaScreensUsing(registry, 'i1').map((schema) => schema.route)).toEqual(['r/one']);
    expect(schemaScreensUsing(registry, 'i2')).toEqual([]);
  });
});

describe.each(DATABASES)('running data interfaces on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;

  beforeAll(async () => {
    server = await createTestServer(kind);
    [admin, staff] = await Promise.all([tokenFor(server.app, ADMIN), tokenFor(server.app, STAFF)]);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  let serial = 0;
  /** An SQL interface reading the business records table. */
  const recordsInterface = async () => {
    const answer = await call<{ id: string }>(server.app, API, {
      token: admin,
      method: 'POST',
      body: { fullName: `记录${++serial}`, enCode: `access_${serial}`, enabledMark: 1, dataType: 1, query: 'select id, screen from lc_record' },
    });
    expect(answer.code, answer.msg).toBe(200);
    return answer.data!.id;
  };
  const run = async (id: string, token: string) => {
    const list = await call<{ list: unknown[] }>(server.app, `${API}/${id}/Action/List`, { token, method: 'POST', body: {} });
    const byIds = await call(server.app, `${API}/${id}/Action/InfoByIds`, { token, method: 'POST', body: { ids: ['x'] } });
    const preview = await call(server.app, `${API}/${id}/Actions/Preview`, { token, method: 'POST', body: {} });
    return [list.msg === FORBIDDEN ? FORBIDDEN : list.code, byIds.msg === FORBIDDEN ? FORBIDDEN : byIds.code, preview.msg === FORBIDDEN ? FORBIDDEN : preview.code];
  };
  const grantStaff = (itemType: string, itemId: string) =>
    server.database.db.insert(authorizations).values({ itemType, itemId, objectType: 'User', objectId: 'user_staff' });
  /** A low-code form whose popup select reads the interface, released under a menu page. */
  const releaseForm = async (enCode: string, interfaceId: string) => {
    const formData = {
      fields: [
        { __config__: { klxKey: 'comInput', label: '名称' }, __vModel__: 'name' },
        { __config__: { klxKey: 'popupSelect', label: '记录' }, __vModel__: 'pick', interfaceId, propsValue: 'id', relationField: 'screen' },
      ],
    };
    const created = await call<{ id: string }>(server.app, '/api/visualdev/Base', {
      token: admin,
      method: 'POST',
      body: { fullName: enCode, enCode, category: 'asset', formData, columnData: { columnList: [{ prop: 'name' }] } },
    });
    expect(created.code, created.msg).toBe(200);
    const released = await call<{ menuIds: string[] }>(server.app, `/api/visualdev/Base/${created.data!.id}/Actions/Release`, {
      token: admin,
      method: 'POST',
      body: { pcModuleParentId: 'm_onlineDev' },
    });
    expect(released.code, released.msg).toBe(200);
    return { modelId: created.data!.id, menuId: released.data!.menuIds[0]! };
  };

  it('refuses staff an interface no form of theirs uses, and lets the administrator run it', async () => {
    const id = await recordsInterface();
    expect(await run(id, staff)).toEqual([FORBIDDEN, FORBIDDEN, FORBIDDEN]);
    expect(await run(id, admin)).toEqual([200, 200, 200]);
  });

  it('lets staff who hold a page whose form uses the interface run it, and only that one', async () => {
    const used = await recordsInterface();
    const unused = await recordsInterface();
    const { modelId, menuId } = await releaseForm('accessForm', used);
    // Released but not granted: still refused.
    expect(await run(used, staff)).toEqual([FORBIDDEN, FORBIDDEN, FORBIDDEN]);
    await grantStaff('module', menuId);
    expect(await run(used, staff)).toEqual([200, 200, 200]);
    expect(await run(unused, staff)).toEqual([FORBIDDEN, FORBIDDEN, FORBIDDEN]);

    // A new release without the picker takes the right away at once (the usage map follows releases).
    const withoutPicker = { fields: [{ __config__: { klxKey: 'comInput', label: '名称' }, __vModel__: 'name' }] };
    const updated = await call(server.app, `/api/visualdev/Base/${modelId}`, {
      token: admin,
      method: 'PUT',
      body: { fullName: 'accessForm', enCode: 'accessForm', category: 'asset', formData: withoutPicker, columnData: { columnList: [{ prop: 'name' }] } },
    });
    expect(updated.code, updated.msg).toBe(200);
    const rereleased = await call(server.app, `/api/visualdev/Base/${modelId}/Actions/Release`, { token: admin, method: 'POST', body: { confirm: true } });
    expect(rereleased.code, rereleased.msg).toBe(200);
    expect(await run(used, staff)).toEqual([FORBIDDEN, FORBIDDEN, FORBIDDEN]);
  });

  it("lets staff holding the data-interface page's preview button test any interface", async () => {
    const id = await recordsInterface();
    const db = server.database.db;
    const [page] = await db.select({ id: modules.id }).from(modules).where(eq(modules.enCode, 'systemData.dataInterface'));
    const [button] = await db
      .select({ id: modulePermissions.id })
      .from(modulePermissions)
      .where(and(eq(modulePermissions.moduleId, page!.id), eq(modulePermissions.kind, 'button'), eq(modulePermissions.enCode, 'btn_edit')));
    await grantStaff('module', page!.id);
    // The page alone lets them see the list, not run interfaces.
    expect(await run(id, staff)).toEqual([FORBIDDEN, FORBIDDEN, FORBIDDEN]);
    await grantStaff('button', button!.id);
    expect(await run(id, staff)).toEqual([200, 200, 200]);
  });
});
