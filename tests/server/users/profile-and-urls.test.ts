/**
 * The profile follows the users screen's rules (issue 8 §11), and URL fields hold only http(s) or same-origin
 * addresses (§13).
 */
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tokenFor, type TestServer } from '../harness';

describe.each(DATABASES)('profile rules and URL fields on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    admin = await tokenFor(server.app, ADMIN);
  }, 300_000);
  afterAll(async () => {
    await server.close();
  });

  it('refuses in the profile what the users screen refuses, with its message; the user stays editable', async () => {
    const staff = await tokenFor(server.app, STAFF);
    const [before] = await server.database.db.select().from(users).where(eq(users.account, 'staff'));
    const answer = await call(server.app, '/api/permission/Users/Current/BaseInfo', { token: staff, method: 'PUT', body: { realName: '<img src=x onerror=alert(1)>' } });
    expect(answer).toMatchObject({ code: 400, msg: '姓名不能含有特殊符号' });
    const [after] = await server.database.db.select().from(users).where(eq(users.account, 'staff'));
    expect(after).toEqual(before);
    expect((await call(server.app, '/api/permission/Users/Current/BaseInfo', { token: staff, method: 'PUT', body: { realName: '张 三' } })).code).toBe(200);
    expect((await call(server.app, '/api/permission/Users/user_staff', { token: admin, method: 'PUT', body: { description: '可编辑' } })).code).toBe(200);
  });

  it('refuses a javascript: avatar and keeps http(s) and same-origin ones', async () => {
    const refused = await call(server.app, '/api/permission/Users/user_staff', { token: admin, method: 'PUT', body: { headIcon: 'javascript:alert(1)' } });
    expect(refused).toMatchObject({ code: 401, msg: '地址只能是 http(s) 链接或本站路径' });
    const created = await call(server.app, '/api/permission/Users', {
      token: admin,
      method: 'POST',
      body: { account: 'iconed', realName: '头像', gender: '1', organizeIdTree: ['org_company', 'org_asset'], headIcon: '//evil.example/a.png' },
    });
    expect(created.code).toBe(401);
    expect(await server.database.db.select().from(users).where(eq(users.account, 'iconed'))).toEqual([]);
    expect((await call(server.app, '/api/permission/Users/user_staff', { token: admin, method: 'PUT', body: { headIcon: '/api/file/Image/userAvatar/a.png' } })).code).toBe(200);
    const [row] = await server.database.db.select().from(users).where(eq(users.id, 'user_staff'));
    expect(row?.headIcon).toBe('/api/file/Image/userAvatar/a.png');
  });
});
