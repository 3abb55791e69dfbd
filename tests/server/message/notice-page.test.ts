/**
 * The announcement calls as the system → notice page uses them (issue 12 §2): each action needs the page and the
 * page's button for it (新建 btn_add, 编辑 btn_edit, 删除 btn_remove, 发布 btn_release), as the page hides them; an
 * attachment uploaded through the file calls is kept with the announcement and reaches the recipient.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { authorizations, modulePermissions, modules } from '../../../server/db/schema';
import { ADMIN, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

describe('announcements through the notice page', () => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let moduleId: string;
  let buttons: Map<string, string>;
  beforeAll(async () => {
    server = await createTestServer('pglite');
    admin = await tokenFor(server.app, ADMIN);
    staff = await tokenFor(server.app, STAFF);
    const [page] = await server.database.db.select({ id: modules.id }).from(modules).where(eq(modules.urlAddress, 'system/notice'));
    moduleId = page!.id;
    const rows = await server.database.db.select({ id: modulePermissions.id, enCode: modulePermissions.enCode }).from(modulePermissions).where(and(eq(modulePermissions.moduleId, moduleId), eq(modulePermissions.kind, 'button')));
    buttons = new Map(rows.map((row) => [row.enCode, row.id]));
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  const grant = async (items: Array<['module' | 'button', string]>) => {
    await server.database.db.insert(authorizations).values(items.map(([itemType, itemId]) => ({ itemType, itemId, objectType: 'Role', objectId: 'role_staff' }))).onConflictDoNothing();
  };
  const revokeAll = async () => {
    await server.database.db.delete(authorizations).where(and(eq(authorizations.objectId, 'role_staff'), inArray(authorizations.itemId, [moduleId, ...buttons.values()])));
  };

  it('seeds the page with its four buttons', () => {
    expect([...buttons.keys()].sort()).toEqual(['btn_add', 'btn_edit', 'btn_release', 'btn_remove']);
  });

  it('refuses each action without its button, and allows it with the button', async () => {
    await revokeAll();
    const created = await call<{ id: string }>(server.app, '/api/message', { token: admin, method: 'POST', body: { title: 'Guarded', toUserIds: ['user_admin--user'] } });
    const id = created.data!.id;
    const forbidden = async () => {
      const digest = await tableDigest(server.database);
      for (const [method, path, body] of [
        ['GET', '/api/message/Notice', undefined],
        ['POST', '/api/message', { title: 'By staff' }],
        ['PUT', `/api/message/${id}`, { title: 'Changed by staff' }],
        ['PUT', `/api/message/${id}/Actions/Release`, undefined],
        ['DELETE', `/api/message/${id}`, undefined],
      ] as const) {
        expect((await call(server.app, path, { token: staff, method, body })).code, `${method} ${path}`).toBe(400);
      }
      expect(await tableDigest(server.database)).toBe(digest);
    };
    await forbidden();
    // The page alone lists, but changes nothing.
    await grant([['module', moduleId]]);
    expect((await call(server.app, '/api/message/Notice', { token: staff })).code).toBe(200);
    const digest = await tableDigest(server.database);
    expect((await call(server.app, '/api/message', { token: staff, method: 'POST', body: { title: 'By staff' } })).code).toBe(400);
    expect((await call(server.app, `/api/message/${id}/Actions/Release`, { token: staff, method: 'PUT' })).code).toBe(400);
    expect((await call(server.app, `/api/message/${id}`, { token: staff, method: 'DELETE' })).code).toBe(400);
    expect(await tableDigest(server.database)).toBe(digest);
    // With the buttons, each action goes through.
    await grant([...buttons.values()].map((itemId) => ['button', itemId] as ['button', string]));
    expect((await call(server.app, `/api/message/${id}`, { token: staff, method: 'PUT', body: { title: 'Changed by staff', toUserIds: ['user_admin--user'] } })).code).toBe(200);
    expect(await call(server.app, `/api/message/${id}/Actions/Release`, { token: staff, method: 'PUT' })).toMatchObject({ code: 200, data: { count: 1 } });
    expect((await call(server.app, `/api/message/${id}`, { token: staff, method: 'DELETE' })).code).toBe(200);
    await revokeAll();
  });

  it('keeps an attachment uploaded through the file calls and gives it to the recipient', async () => {
    const form = new FormData();
    form.append('file', new File(['minutes of the meeting'], 'minutes.txt', { type: 'text/plain' }));
    const uploaded = (await (await server.app.request('/api/file/Uploader/annex', { method: 'POST', headers: { authorization: admin }, body: form })).json()) as {
      code: number;
      msg: string;
      data?: { name: string; url: string; fileId: string; fileSize: number };
    };
    expect(uploaded.code, uploaded.msg).toBe(200);
    const file = { name: uploaded.data!.name, url: uploaded.data!.url, fileId: uploaded.data!.fileId, fileSize: uploaded.data!.fileSize };
    const created = await call<{ id: string }>(server.app, '/api/message', { token: admin, method: 'POST', body: { title: 'With minutes', bodyText: '<p>See attached</p>', files: JSON.stringify([file]), toUserIds: ['user_staff--user'] } });
    expect(created.code).toBe(200);
    expect((await call(server.app, `/api/message/${created.data!.id}/Actions/Release`, { token: admin, method: 'PUT' })).code).toBe(200);
    const opened = await call<{ files: string }>(server.app, `/api/message/ReadInfo/${created.data!.id}`, { token: staff });
    expect(JSON.parse(opened.data!.files)).toEqual([file]);
    const link = await call<{ url: string }>(server.app, file.url, { token: staff });
    expect(link.code).toBe(200);
    const download = await server.app.request(link.data!.url);
    expect(await download.text()).toBe('minutes of the meeting');
  });
});
