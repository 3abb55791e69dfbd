/**
 * Column and form-field permission on the users screen, which its own module serves: a user manager granted only
 * some columns neither gets nor searches the others; granted only some form fields, they read only those of a
 * user and cannot change the others (nor the positions and roles behind hidden fields). With no form grants for
 * the page every field shows; administrators see everything. The list's rule for any subset of columns is the
 * property in tests/server/resource/field-permissions.test.ts.
 */
import { and, eq, like } from 'drizzle-orm';
import { authorizations, userRelations, users } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, screensOf, tokenFor, type TestServer } from '../harness';

const API = '/api/permission/Users';
const FORM_FIELDS = screensOf()
  .byId.get('users')!
  .schema.form.fields.map((field) => field.name);

describe.each(DATABASES)('user fields on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let manager: string;
  let target: string;

  const grant = (itemType: string, itemId: string) => ({ itemType, itemId, objectType: 'User', objectId: 'user_staff' });
  /** Gives staff exactly these users-page items of a kind. */
  const grantOnly = async (itemKind: 'column' | 'form', fields: readonly string[]) => {
    const db = server.database.db;
    await db.delete(authorizations).where(like(authorizations.itemId, `p_permission.user_${itemKind}_%`));
    if (fields.length) await db.insert(authorizations).values(fields.map((field) => grant(itemKind, `p_permission.user_${itemKind}_${field}`)));
  };
  const stored = async (id: string) => (await server.database.db.select().from(users).where(eq(users.id, id)))[0]!;
  const rolesOf = async (id: string) =>
    (await server.database.db.select().from(userRelations).where(and(eq(userRelations.userId, id), eq(userRelations.objectType, 'Role')))).map((row) => row.objectId);

  beforeAll(async () => {
    server = await createTestServer(kind);
    await server.database.db
      .insert(authorizations)
      .values([grant('module', 'm_permission.user'), ...['btn_add', 'btn_edit'].map((code) => grant('button', `p_permission.user_button_${code}`))]);
    [admin, manager] = await Promise.all([tokenFor(server.app, ADMIN), tokenFor(server.app, STAFF)]);
    const created = await call<{ id: string }>(server.app, API, {
      token: admin,
      method: 'POST',
      body: { account: 'fields1', realName: '韩梅梅', gender: '2', organizeIdTree: ['org_company', 'org_asset'], mobilePhone: '13712345678', roleId: 'role_staff' },
    });
    target = created.data!.id;
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists and searches only the granted columns', async () => {
    await grantOnly('column', ['account', 'realName']);
    const answer = await call<{ list: Record<string, unknown>[] }>(server.app, `${API}?keyword=fields1`, { token: manager });
    const [row] = answer.data!.list;
    expect(row).toMatchObject({ id: target, account: 'fields1', realName: '韩梅梅', organize: 'KLX 科技有限公司/资产管理部' });
    for (const hidden of ['gender', 'mobilePhone', 'email', 'enabledMark']) expect(row).not.toHaveProperty(hidden);
    // The mobile number is a hidden column: searching by it finds no one (the administrator finds the user).
    const search = async (token: string) => (await call<{ list: { id: string }[] }>(server.app, `${API}?keyword=13712345678`, { token })).data!.list.map((user) => user.id);
    expect(await search(manager)).toEqual([]);
    expect(await search(admin)).toEqual([target]);
    await grantOnly('column', []);
  });

  it('answers a user with only the granted form fields and ignores the others on update and create', async () => {
    // The required fields, so that a create can pass validation.
    const granted = ['account', 'realName', 'gender', 'organizeIdTree'];
    await grantOnly('form', granted);
    const got = await call<Record<string, unknown>>(server.app, `${API}/${target}`, { token: manager });
    expect(got.data).toMatchObject({ id: target, account: 'fields1', realName: '韩梅梅', gender: '2', organizeIdTree: ['org_company', 'org_asset'] });
    for (const hidden of FORM_FIELDS.filter((name) => !granted.includes(name))) expect(got.data).not.toHaveProperty(hidden);

    const before = await stored(target);
    const update = { realName: '韩梅', mobilePhone: '13000000000', roleId: '', positionId: 'pos_clerk', description: '不该写入' };
    expect(await call(server.app, `${API}/${target}`, { token: manager, method: 'PUT', body: update })).toMatchObject({ code: 200 });
    expect(await stored(target)).toEqual({ ...before, realName: '韩梅' });
    expect(await rolesOf(target)).toEqual(['role_staff']);
    expect(await server.database.db.select().from(userRelations).where(and(eq(userRelations.userId, target), eq(userRelations.objectType, 'Position')))).toEqual([]);

    const created = await call<{ id: string }>(server.app, API, {
      token: manager,
      method: 'POST',
      body: { account: 'fields2', realName: '李华', gender: '1', organizeIdTree: ['org_company', 'org_it'], mobilePhone: '13100000000', positionId: 'pos_clerk' },
    });
    expect(created.code).toBe(200);
    // The mobile and the position are hidden: no mobile is stored and no position relation is written.
    expect(await stored(created.data!.id)).toMatchObject({ account: 'fields2', realName: '李华', gender: '1', organizeId: 'org_it', mobilePhone: '' });
    expect(await server.database.db.select().from(userRelations).where(eq(userRelations.userId, created.data!.id))).toEqual([]);

    // The administrator sees every field.
    expect((await call(server.app, `${API}/${target}`, { token: admin })).data).toMatchObject({ gender: '2', mobilePhone: '13712345678', roleId: 'role_staff' });
    await grantOnly('form', []);
  });

  it('shows and writes every field when the page grants none of the form fields', async () => {
    await grantOnly('form', []);
    const got = await call<Record<string, unknown>>(server.app, `${API}/${target}`, { token: manager });
    expect(got.data).toMatchObject({ gender: '2', mobilePhone: '13712345678', roleId: 'role_staff' });
    expect(await call(server.app, `${API}/${target}`, { token: manager, method: 'PUT', body: { mobilePhone: '13099999999' } })).toMatchObject({ code: 200 });
    expect((await stored(target)).mobilePhone).toBe('13099999999');
  });
});
