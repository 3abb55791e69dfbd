/**
 * The people pickers' stored values (issue 11 item 4, server/modules/resource/picker-values.ts), on a schema-only
 * screen (tests/fixtures/picker-schemas/inspectionTask.json): every id names a user, role, position, group or
 * organisation that exists; a mixed value is "id--kind"; the staff picker's currentUser is kept; the custom select
 * type accepts only the users it offered. A refusal is an envelope with a clear message and stores nothing.
 */
import path from 'node:path';
import { DEFAULT_SCHEMA_DIR } from '../../../server/schemas/loader';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

const API = '/api/eam/InspectionTask';
const FIXTURES = path.resolve('tests/fixtures/picker-schemas');

describe.each(DATABASES)('people picker values on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await createTestServer(kind, { schemaDirs: [DEFAULT_SCHEMA_DIR, FIXTURES] });
    admin = await tokenFor(server.app, ADMIN);
  }, 240_000);
  afterAll(() => server.close());

  const save = (body: Record<string, unknown>, lang = 'zh-CN') => call<{ id: string }>(server.app, API, { token: admin, method: 'POST', body: { fullName: '季度巡检', approver: 'user_admin', ...body }, headers: { 'accept-language': lang } });

  it('stores ids that exist, mixed values and the current user, and reads them back as sent', async () => {
    const values = {
      approver: 'user_staff',
      members: ['user_admin', 'currentUser'],
      scope: ['org_it--department', 'role_staff--role', 'pos_clerk--position', 'user_admin--user', 'org_company--company'],
      roleId: 'role_asset_manager',
      positionId: 'pos_gm',
      inspector: 'user_staff',
    };
    const created = await save(values);
    expect(created.code, created.msg).toBe(200);
    const got = await call<Record<string, unknown>>(server.app, `${API}/${created.data!.id}`, { token: admin });
    expect(got.data).toMatchObject(values);
    // What the mixed value names reads back through the server's UserCondition call.
    const users = await call<{ list: { id: string }[] }>(server.app, '/api/permission/Users/UserCondition', { token: admin, method: 'POST', body: { ids: values.scope } });
    expect(users.data!.list.map((user) => user.id)).toEqual(expect.arrayContaining(['user_admin', 'user_staff']));
  });

  it('refuses a user added inside the staff picker by a caller who may not create users', async () => {
    const staff = await tokenFor(server.app, STAFF);
    const before = await tableDigest(server.database);
    const answer = await call(server.app, '/api/permission/Users', { token: staff, method: 'POST', body: { account: 'picked', realName: '新人', gender: '1', organizeIdTree: ['org_company', 'org_it'], organizeId: 'org_it' } });
    expect(answer.code).not.toBe(200);
    expect(await tableDigest(server.database)).toBe(before);
    // The picker's own calls need only a session.
    expect((await call(server.app, '/api/permission/Users/GetListByAuthorize/0', { token: staff, method: 'POST', body: {} })).code).toBe(200);
  });

  it('pages the users behind mixed conditions for the custom select type', async () => {
    const all = await call<{ list: { id: string }[] }>(server.app, '/api/permission/Users/UserCondition', { token: admin, method: 'POST', body: { ids: ['org_company--company'] } });
    const first = await call<{ list: { id: string }[]; pagination: { total: number } }>(server.app, '/api/permission/Users/UserCondition', { token: admin, method: 'POST', body: { ids: ['org_company--company'], currentPage: 1, pageSize: 1 } });
    const second = await call<{ list: { id: string }[] }>(server.app, '/api/permission/Users/UserCondition', { token: admin, method: 'POST', body: { ids: ['org_company--company'], currentPage: 2, pageSize: 1 } });
    expect(first.data!.pagination.total).toBe(all.data!.list.length);
    expect([...first.data!.list, ...second.data!.list].map((user) => user.id)).toEqual(all.data!.list.slice(0, 2).map((user) => user.id));
    expect((await call(server.app, '/api/permission/Users/UserCondition', { token: admin, method: 'POST', body: { ids: ['org_company--company'], pageSize: 0 } })).code).toBe(400);
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['an approver who does not exist', { approver: 'user_nobody' }, '审批人：所选的用户不存在', 'Approver: one of the chosen (Users) does not exist'],
    ['a role that does not exist', { roleId: 'role_nobody' }, '角色：所选的角色不存在', 'Role: one of the chosen (Roles) does not exist'],
    ['a position that does not exist', { positionId: 'pos_nobody' }, '岗位：所选的岗位不存在', 'Position: one of the chosen (Positions) does not exist'],
    ['a mixed value naming a missing department', { scope: ['org_nowhere--department'] }, '通知范围：所选的部门不存在', 'Notify: one of the chosen (Departments) does not exist'],
    ['a mixed value without its kind', { scope: ['user_admin'] }, '通知范围的取值格式不正确', 'Notify has a value of the wrong shape'],
    ['a member list holding a number', { members: ['user_admin', 7] }, '类型不正确', 'type'],
    ['currentUser where only the staff picker takes it', { approver: 'currentUser' }, '审批人：所选的用户不存在', 'Approver: one of the chosen (Users) does not exist'],
    ['a user the custom select type did not offer', { inspector: 'user_admin' }, '巡检人：所选的用户不在可选范围内', 'Inspector: the chosen user is not among those offered'],
  ];
  it.each(refusals)('refuses %s, storing nothing', async (_title, body, zh, en) => {
    const before = await tableDigest(server.database);
    const answer = await save(body);
    expect(answer.code).toBe(400);
    expect(answer.msg).toContain(zh);
    expect(await tableDigest(server.database)).toBe(before);
    const english = await save(body, 'en');
    expect(english.msg).toContain(en === 'type' ? english.msg : en);
  });
});
