/**
 * The users' import checks its rows against what it read once (server/modules/users/user-import.ts), on both
 * databases: a row sees the rows stored before it in the same import (their accounts taken whatever the case, their
 * accounts usable as manager), positions are looked up in the row's organisation, and a refused row leaves neither a
 * user nor a relation behind while the rows around it are stored.
 */
import { inArray } from 'drizzle-orm';
import { userRelations, users } from '../../../server/db/schema';
import { ADMIN, DATABASES, call, createTestServer, tokenFor, type TestServer } from '../harness';

type Result = { resultType: number; snum: number; fnum: number; failResult: Record<string, string>[] };

describe.each(DATABASES)('the users import snapshot on %s', (kind) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await createTestServer(kind);
    admin = await tokenFor(server.app, ADMIN);
  }, 240_000);
  afterAll(async () => {
    await server.close();
  });

  it('sees the rows stored before in the same import, finds positions in the row\'s organisation, and leaves nothing of a refused row', async () => {
    const row = (account: string, extra: Record<string, string> = {}) => ({ account, realName: account, gender: '男', organizeIdTree: '资产管理部', ...extra });
    const list = [
      row('SnapLead', { positionId: '资产专员', roleId: '普通员工' }),
      row('snaplead'),
      row('snapmate', { managerId: 'SNAPLEAD' }),
      row('snapmiss', { managerId: 'nobody-here' }),
      row('snapwrongpos', { organizeIdTree: 'KLX-IT', positionId: '资产专员', roleId: '普通员工' }),
      row('snapbadrole', { positionId: '资产专员', roleId: '普通员工、没有这个角色' }),
      row('snaplast', { roleId: 'staff' }),
    ];
    const answer = await call<Result>(server.app, '/api/permission/Users/ImportData', { token: admin, method: 'POST', body: { list } });
    expect(answer.code, answer.msg).toBe(200);
    expect(answer.data).toMatchObject({ resultType: 1, snum: 3, fnum: 4 });
    expect(answer.data!.failResult.map((failed) => [failed.account, failed.errorsInfo])).toEqual([
      ['snaplead', '工号已存在'],
      ['snapmiss', '直属主管不存在'],
      ['snapwrongpos', '岗位不存在'],
      ['snapbadrole', '角色不存在'],
    ]);
    const stored = await server.database.db.select().from(users).where(inArray(users.account, list.map((item) => item.account)));
    expect(stored.map((user) => user.account).sort()).toEqual(['SnapLead', 'snaplast', 'snapmate']);
    const lead = stored.find((user) => user.account === 'SnapLead')!;
    expect(stored.find((user) => user.account === 'snapmate')!.managerId).toBe(lead.id);
    const relations = await server.database.db.select().from(userRelations).where(inArray(userRelations.userId, stored.map((user) => user.id)));
    expect(relations.map((relation) => `${stored.find((user) => user.id === relation.userId)!.account}:${relation.objectType}:${relation.objectId}`).sort()).toEqual([
      'SnapLead:Position:pos_clerk',
      'SnapLead:Role:role_staff',
      'snaplast:Role:role_staff',
    ]);
  }, 120_000);
});
