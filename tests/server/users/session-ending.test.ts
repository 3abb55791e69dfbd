/**
 * Disabling, locking, deleting a user, or a role change that takes rights away, ends the user's sessions: their
 * next call answers 601 with the spec's text (spec 01 §8), and re-enabling or unlocking does not bring them back.
 */
import { eq } from 'drizzle-orm';
import { sessions } from '../../../server/db/schema';
import { DEFAULT_USER_PASSWORD } from '../../../server/modules/users/user-service';
import { ADMIN, DATABASES, call, createTestServer, postLogin, tokenFor, type TestServer } from '../harness';

const API = '/api/permission/Users';
const FORCED_OUT = { code: 601, msg: '您已被强制下线，请重新登录' };

describe.each(DATABASES)('ending sessions on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let serial = 0;
  beforeAll(async () => {
    server = await createTestServer(kind);
    admin = await tokenFor(server.app, ADMIN);
  });
  afterAll(async () => {
    await server.close();
  });

  const newUser = async (extra: Record<string, unknown> = {}) => {
    const account = `ended${++serial}`;
    const body = { account, realName: '韩梅梅', gender: '2', organizeIdTree: ['org_company', 'org_asset'], positionId: 'pos_clerk', ...extra };
    const answer = await call<{ id: string }>(server.app, API, { token: admin, method: 'POST', body });
    expect(answer.code, answer.msg).toBe(200);
    const token = await tokenFor(server.app, { account, password: DEFAULT_USER_PASSWORD });
    expect((await call(server.app, '/api/oauth/CurrentUser', { token })).code).toBe(200);
    return { id: answer.data!.id, account, token };
  };

  it('disabling ends the sessions, and enabling again does not revive them', async () => {
    const user = await newUser();
    expect((await call(server.app, `${API}/${user.id}/Actions/State`, { token: admin, method: 'PUT' })).code).toBe(200);
    expect(await call(server.app, '/api/oauth/CurrentUser', { token: user.token })).toMatchObject(FORCED_OUT);
    expect((await call(server.app, `${API}/${user.id}/Actions/State`, { token: admin, method: 'PUT' })).code).toBe(200);
    expect(await call(server.app, '/api/oauth/CurrentUser', { token: user.token })).toMatchObject(FORCED_OUT);
  });

  it('disabling through the edit dialog ends them too', async () => {
    const user = await newUser();
    expect((await call(server.app, `${API}/${user.id}`, { token: admin, method: 'PUT', body: { enabledMark: 0 } })).code).toBe(200);
    expect(await call(server.app, '/api/oauth/CurrentUser', { token: user.token })).toMatchObject(FORCED_OUT);
  });

  it('locking the account by wrong passwords ends its live sessions', async () => {
    const user = await newUser();
    for (let i = 0; i < 5; i++) await postLogin(server.app, user.account, `wrong${i}`);
    expect(await call(server.app, '/api/oauth/CurrentUser', { token: user.token })).toMatchObject(FORCED_OUT);
    expect((await call(server.app, `${API}/${user.id}/Actions/unlock`, { token: admin, method: 'PUT' })).code).toBe(200);
    expect(await call(server.app, '/api/oauth/CurrentUser', { token: user.token })).toMatchObject(FORCED_OUT);
  });

  it('deleting the user ends the sessions with 601', async () => {
    const user = await newUser();
    expect((await call(server.app, `${API}/${user.id}`, { token: admin, method: 'DELETE' })).code).toBe(200);
    expect(await call(server.app, '/api/oauth/CurrentUser', { token: user.token })).toMatchObject(FORCED_OUT);
  });

  it('a role change that takes rights away ends the sessions; one that only adds rights keeps them', async () => {
    const user = await newUser({ roleId: 'role_staff' });
    expect((await call(server.app, `${API}/${user.id}`, { token: admin, method: 'PUT', body: { roleId: 'role_staff,role_asset_manager' } })).code).toBe(200);
    expect((await call(server.app, '/api/oauth/CurrentUser', { token: user.token })).code).toBe(200);
    expect((await call(server.app, `${API}/${user.id}`, { token: admin, method: 'PUT', body: { roleId: 'role_asset_manager' } })).code).toBe(200);
    expect(await call(server.app, '/api/oauth/CurrentUser', { token: user.token })).toMatchObject(FORCED_OUT);
    const [row] = await server.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.revokedReason).toBe('accessChanged');
  });
});
