/**
 * isLogin (spec 03 "User / employee form", default 0) means "has signed in at least once": 0 until the user's first
 * successful sign-in, then 1 — stamped by the sign-in path, read-only in the user dialog (a body naming it is
 * ignored, like every read-only field) and shown in the users list.
 */
import { DEFAULT_USER_PASSWORD } from '../../../server/modules/users/user-service';
import { ADMIN, DATABASES, call, createTestServer, postLogin, tokenFor, type TestServer } from '../harness';

const API = '/api/permission/Users';

describe.each(DATABASES)('isLogin on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    admin = await tokenFor(server.app, ADMIN);
  }, 120_000);
  afterAll(() => server.close());

  const isLoginOf = async (id: string) => (await call<{ isLogin: number }>(server.app, `${API}/${id}`, { token: admin })).data!.isLogin;
  const listed = async (account: string) => (await call<{ list: { account: string; isLogin: number }[] }>(server.app, `${API}?keyword=${account}`, { token: admin })).data!.list.find((user) => user.account === account)?.isLogin;

  it('answers 0 for a new user and 1 once they have signed in, whatever a body says', async () => {
    const body = { account: 'firstTimer', realName: '新同事', gender: '1', organizeIdTree: ['org_company', 'org_asset'] };
    const created = await call<{ id: string }>(server.app, API, { token: admin, method: 'POST', body: { ...body, isLogin: 1 } });
    expect(created).toMatchObject({ code: 200 });
    const id = created.data!.id;
    expect(await isLoginOf(id)).toBe(0);
    expect(await listed('firstTimer')).toBe(0);

    // A failed sign-in is no sign-in.
    expect((await postLogin(server.app, 'firstTimer', 'wrong-password')).code).toBe(400);
    expect(await isLoginOf(id)).toBe(0);

    await tokenFor(server.app, { account: 'firstTimer', password: DEFAULT_USER_PASSWORD });
    expect(await isLoginOf(id)).toBe(1);
    expect(await listed('firstTimer')).toBe(1);

    // An edit cannot set it back (nor set it for someone who never signed in).
    expect(await call(server.app, `${API}/${id}`, { token: admin, method: 'PUT', body: { ...body, isLogin: 0 } })).toMatchObject({ code: 200 });
    expect(await isLoginOf(id)).toBe(1);
    const other = await call<{ id: string }>(server.app, API, { token: admin, method: 'POST', body: { ...body, account: 'neverSigned' } });
    expect(await call(server.app, `${API}/${other.data!.id}`, { token: admin, method: 'PUT', body: { ...body, account: 'neverSigned', isLogin: 1 } })).toMatchObject({ code: 200 });
    expect(await isLoginOf(other.data!.id)).toBe(0);
  });
});
