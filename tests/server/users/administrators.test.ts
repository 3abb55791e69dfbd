/**
 * The system administrators list (GET /api/system/SysConfig/getAdminList, PUT setAdminList): administrators only,
 * a non-administrator never makes anyone an administrator, the last administrator cannot be removed, and bad input
 * gets the envelope and changes nothing.
 */
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

const API = '/api/system/SysConfig';

type Listed = { list: { id: string; fullName: string; [key: string]: unknown }[] };

describe.each(DATABASES)('system administrators on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    admin = await tokenFor(server.app, ADMIN);
    staff = await tokenFor(server.app, STAFF);
  }, 300_000);
  afterAll(async () => {
    await server.close();
  });

  const adminIds = async (token: string) => {
    const answer = await call<Listed>(server.app, `${API}/getAdminList`, { token });
    return answer.code === 200 ? answer.data!.list.map((user) => user.id).sort() : answer.code;
  };
  const setList = (token: string | undefined, body: unknown) => call(server.app, `${API}/setAdminList`, { method: 'PUT', token, body });

  it('lists the administrators as a picker shows them, to administrators only', async () => {
    const answer = await call<Listed>(server.app, `${API}/getAdminList`, { token: admin });
    expect(answer.code).toBe(200);
    expect(answer.data!.list.map((user) => user.id)).toEqual(['user_admin']);
    expect(answer.data!.list[0]).toMatchObject({ fullName: '管理员/admin', organizeIds: ['org_company', 'org_it'] });
    expect(JSON.stringify(answer.data)).not.toContain('passwordHash');
    for (const token of [staff, undefined]) {
      const refused = await call<Listed>(server.app, `${API}/getAdminList`, { token });
      expect(refused.code).not.toBe(200);
      expect(JSON.stringify(refused.data ?? null)).not.toContain('user_admin');
    }
  });

  it('never lets a non-administrator make anyone an administrator, and changes nothing', async () => {
    const before = await tableDigest(server.database);
    for (const token of [staff, undefined]) {
      const refused = await setList(token, { adminIds: ['user_admin', 'user_staff'] });
      expect(refused.code).not.toBe(200);
    }
    expect(await tableDigest(server.database)).toBe(before);
    expect(await adminIds(staff)).not.toEqual(expect.arrayContaining(['user_staff']));
  });

  it('refuses an empty list, unknown users and bad input with the envelope, changing nothing', async () => {
    const before = await tableDigest(server.database);
    const empty = await setList(admin, { adminIds: [] });
    expect(empty.code).toBe(400);
    expect(empty.msg).toBe('至少需要保留一名系统管理员');
    const english = await call(server.app, `${API}/setAdminList`, { method: 'PUT', token: admin, body: { adminIds: '' }, headers: { 'accept-language': 'en' } });
    expect(english.code).toBe(400);
    for (const body of [{ adminIds: ['user_admin', 'nobody'] }, { adminIds: [1] }, { adminIds: { a: 'user_admin' } }, {}, [1, 2]]) {
      const answer = await setList(admin, body);
      expect(answer.status).toBe(200);
      expect(answer.code).toBe(400);
      expect(answer.msg).toBeTruthy();
    }
    expect(await tableDigest(server.database)).toBe(before);
    expect(await adminIds(admin)).toEqual(['user_admin']);
  });

  it('makes exactly the listed users administrators; the removed lose it at once', async () => {
    const added = await setList(admin, { adminIds: ['user_admin', 'user_staff'] });
    expect(added.code).toBe(200);
    expect(await adminIds(staff)).toEqual(['user_admin', 'user_staff']);
    // The new administrator removes the old one, whose rights end with it.
    const removed = await setList(staff, { adminIds: ['user_staff'] });
    expect(removed.code).toBe(200);
    expect(await adminIds(staff)).toEqual(['user_staff']);
    const demoted = await call(server.app, `${API}/getAdminList`, { token: admin });
    expect(demoted.code).not.toBe(200);
    const again = await tokenFor(server.app, ADMIN);
    expect(typeof (await adminIds(again))).toBe('number');
    // The last administrator stays.
    const last = await setList(staff, { adminIds: [] });
    expect(last.code).toBe(400);
    expect(await adminIds(staff)).toEqual(['user_staff']);
  });
});
