/**
 * User management never becomes more rights (issue 8): a manager who is not an administrator may not act on a user
 * whose rights exceed theirs (reset the password, edit, unlock, disable, delete), and may not give anyone — themselves
 * included — a position or organisation whose grants exceed theirs. Property-tested over generated grant sets.
 */
import { fc } from '@fast-check/vitest';
import { eq } from 'drizzle-orm';
import { authorizations, organizes, positions, userRelations, users } from '../../../server/db/schema';
import { DEFAULT_USER_PASSWORD } from '../../../server/modules/users/user-service';
import { ADMIN, DATABASES, call, createTestServer, md5, tokenFor, type TestServer } from '../harness';

const API = '/api/permission/Users';
/** Items the generated grant sets are drawn from (fake menu pages: grants name items by id only). */
const UNIVERSE = Array.from({ length: 6 }, (_, i) => `m_fake_${i}`);
const grantSet = fc.subarray(UNIVERSE);
const MANAGEMENT = ['module:m_permission.user', ...['btn_add', 'btn_edit', 'btn_resetPassword', 'btn_unlock', 'btn_state', 'btn_remove'].map((code) => `button:p_permission.user_button_${code}`)];

describe.each(DATABASES)('user management and rights on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let serial = 0;
  beforeAll(async () => {
    server = await createTestServer(kind);
    admin = await tokenFor(server.app, ADMIN);
  }, 300_000);
  afterAll(async () => {
    await server.close();
  });

  const grant = (objectType: string, objectId: string, items: readonly string[]) =>
    items.length ? server.database.db.insert(authorizations).values(items.map((item) => ({ itemType: 'module', itemId: item, objectType, objectId }))) : Promise.resolve();

  /** A manager (user management rights plus `own`), signed in; and an organisation with a position, granted as given. */
  const scene = async (own: readonly string[], orgGrants: readonly string[], positionGrants: readonly string[]) => {
    const n = ++serial;
    const manager = `mgr${n}`;
    const answer = await call<{ id: string }>(server.app, API, { token: admin, method: 'POST', body: { account: manager, realName: '经理', gender: '1', organizeIdTree: ['org_company', 'org_asset'] } });
    const managerId = answer.data!.id;
    await server.database.db.insert(authorizations).values(MANAGEMENT.map((key) => ({ itemType: key.split(':')[0]!, itemId: key.slice(key.indexOf(':') + 1), objectType: 'User', objectId: managerId })));
    await grant('User', managerId, own);
    const orgId = `org_gen_${n}`;
    const positionId = `pos_gen_${n}`;
    await server.database.db.insert(organizes).values({ id: orgId, parentId: 'org_company', category: 'department', fullName: `部门${n}`, enCode: `GEN-${n}` });
    await server.database.db.insert(positions).values({ id: positionId, organizeId: orgId, fullName: `岗位${n}`, enCode: `GEN-P-${n}` });
    await grant('Organize', orgId, orgGrants);
    await grant('Position', positionId, positionGrants);
    const token = await tokenFor(server.app, { account: manager, password: DEFAULT_USER_PASSWORD });
    return { managerId, token, orgId, positionId };
  };
  const within = (items: readonly string[], own: readonly string[]) => items.every((item) => own.includes(item));

  it('moves a user (themselves included) into an organisation and position only when their grants are within the manager’s', async () => {
    await fc.assert(
      fc.asyncProperty(grantSet, grantSet, grantSet, fc.boolean(), async (own, orgGrants, positionGrants, self) => {
        const { managerId, token, orgId, positionId } = await scene(own, orgGrants, positionGrants);
        let target = managerId;
        if (!self) {
          const created = await call<{ id: string }>(server.app, API, { token: admin, method: 'POST', body: { account: `tgt${serial}`, realName: '对象', gender: '1', organizeIdTree: ['org_company', 'org_asset'] } });
          target = created.data!.id;
        }
        const [before] = await server.database.db.select().from(users).where(eq(users.id, target));
        const answer = await call(server.app, `${API}/${target}`, { token, method: 'PUT', body: { organizeIdTree: ['org_company', orgId], positionId } });
        const allowed = within([...orgGrants, ...positionGrants], own);
        if (allowed) expect(answer.code, answer.msg).toBe(200);
        else {
          expect(answer).toMatchObject({ code: 400, msg: '不能管理权限超出自己的用户，也不能授予超出自己权限的角色、岗位或组织' });
          const [after] = await server.database.db.select().from(users).where(eq(users.id, target));
          expect(after).toEqual(before);
          expect(await server.database.db.select().from(userRelations).where(eq(userRelations.objectId, positionId))).toEqual([]);
        }
      }),
      { numRuns: 12 },
    );
  }, 300_000);

  it('acts on a user (reset password, edit, unlock, disable, delete) only when their rights are within the manager’s', async () => {
    await fc.assert(
      fc.asyncProperty(grantSet, grantSet, async (own, targetGrants) => {
        const { token } = await scene(own, [], []);
        const created = await call<{ id: string }>(server.app, API, { token: admin, method: 'POST', body: { account: `act${serial}`, realName: '对象', gender: '1', organizeIdTree: ['org_company', 'org_asset'] } });
        const target = created.data!.id;
        await grant('User', target, targetGrants);
        const allowed = within(targetGrants, own);
        const [before] = await server.database.db.select().from(users).where(eq(users.id, target));
        for (const [method, path, body] of [
          ['POST', `${API}/${target}/Actions/ResetPassword`, { userPassword: md5('Taken@2026') }],
          ['PUT', `${API}/${target}`, { realName: '改名' }],
          ['PUT', `${API}/${target}/Actions/unlock`, undefined],
          ['PUT', `${API}/${target}/Actions/State`, undefined],
        ] as const) {
          const answer = await call(server.app, path, { token, method, body });
          expect(answer.code, `${path} ${answer.msg}`).toBe(allowed ? 200 : 400);
        }
        if (!allowed) {
          const [after] = await server.database.db.select().from(users).where(eq(users.id, target));
          expect(after).toEqual(before);
          expect((await call(server.app, `${API}/${target}`, { token, method: 'DELETE' })).code).toBe(400);
          expect(await server.database.db.select().from(users).where(eq(users.id, target))).toHaveLength(1);
        }
      }),
      { numRuns: 12 },
    );
  }, 300_000);
});
