/**
 * Context defaults on the server (issue 9 §5): a model's creator, organisation, position and creation-time fields
 * (the original's createUser, currOrganize, currPosition, createTime) are set by the server on create from the
 * caller's own session and the server's clock — whatever the request sends — and never change afterwards.
 */
import { and, eq } from 'drizzle-orm';
import { authorizations, modulePermissions, records } from '../../../server/db/schema';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tokenFor, type TestServer } from '../harness';

type Envelope<T = Record<string, unknown>> = { code: number; msg: string; data: T };

const FORM = {
  fields: [
    { __config__: { klxKey: 'comInput', label: '事由', required: true }, __vModel__: 'reason' },
    { __config__: { klxKey: 'createUser', label: '申请人', required: true }, __vModel__: 'applicant' },
    { __config__: { klxKey: 'currOrganize', label: '所属部门' }, __vModel__: 'department' },
    { __config__: { klxKey: 'currPosition', label: '岗位' }, __vModel__: 'post' },
    { __config__: { klxKey: 'createTime', label: '申请时间' }, __vModel__: 'appliedAt' },
  ],
};
const COLUMNS = { columnList: [{ prop: 'reason' }, { prop: 'applicant' }, { prop: 'appliedAt' }] };

describe.each(DATABASES)('context defaults on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let modelId: string;
  const START = new Date('2026-03-04T05:06:07Z');
  const api = <T = Record<string, unknown>>(path: string, options: { token?: string; method?: string; body?: unknown } = {}) =>
    call(server.app, path, { token: admin, ...options }) as Promise<Envelope<T>>;
  const stored = async (id: string) => (await server.database.db.select().from(records).where(and(eq(records.id, id))))[0]!.data as Record<string, unknown>;

  beforeAll(async () => {
    server = await createTestServer(kind, { startAt: START });
    [admin, staff] = await Promise.all([tokenFor(server.app, ADMIN), tokenFor(server.app, STAFF)]);
    modelId = (await api<{ id: string }>('/api/visualdev/Base', { method: 'POST', body: { fullName: '申请', enCode: 'contextDefaults', category: 'asset', formData: FORM, columnData: COLUMNS } })).data.id;
    const released = await api<{ menuIds: string[] }>(`/api/visualdev/Base/${modelId}/Actions/Release`, { method: 'POST', body: { pcModuleParentId: 'm_onlineDev' } });
    expect(released.code, released.msg).toBe(200);
    const menuId = released.data.menuIds[0]!;
    const items = await server.database.db.select().from(modulePermissions).where(eq(modulePermissions.moduleId, menuId));
    const grant = (itemType: string, itemId: string) => ({ itemType, itemId, objectType: 'User', objectId: 'user_staff' });
    await server.database.db.insert(authorizations).values([grant('module', menuId), ...items.filter((item) => item.kind === 'button').map((item) => grant('button', item.id))]);
  }, 240_000);
  afterAll(async () => {
    await server.close();
  });

  it('fills in the creator, their organisation and position, and the server\'s time, ignoring what the request sends', async () => {
    const forged = { reason: '借用投影仪', applicant: '别人', department: '别的部门', post: '总经理', appliedAt: 0 };
    const created = await api<{ id: string }>(`/api/visualdev/OnlineDev/${modelId}`, { token: staff, method: 'POST', body: { data: JSON.stringify(forged) } });
    expect(created.code, created.msg).toBe(200);
    expect(await stored(created.data.id)).toMatchObject({ reason: '借用投影仪', applicant: '张敏', department: '资产管理部', post: '资产专员' });
    const appliedAt = (await stored(created.data.id)).appliedAt as number;
    expect(Math.abs(appliedAt - START.getTime())).toBeLessThan(60_000);
  });

  it('takes the administrator\'s own names when they create, and a required creator field is never the user\'s to fill', async () => {
    const created = await api<{ id: string }>(`/api/visualdev/OnlineDev/${modelId}`, { method: 'POST', body: { reason: '盘点' } });
    expect(created.code, created.msg).toBe(200);
    const record = await stored(created.data.id);
    expect(record.applicant).toBe('管理员');
    expect(record.reason).toBe('盘点');
  });

  it('never changes them on update, whatever the request sends', async () => {
    const created = await api<{ id: string }>(`/api/visualdev/OnlineDev/${modelId}`, { token: staff, method: 'POST', body: { reason: '维修' } });
    const before = await stored(created.data.id);
    server.advanceClock(3_600_000);
    const updated = await api(`/api/visualdev/OnlineDev/${modelId}/${created.data.id}`, { method: 'PUT', body: { reason: '维修电脑', applicant: '管理员', department: 'x', post: 'y', appliedAt: 1 } });
    expect(updated.code, updated.msg).toBe(200);
    expect(await stored(created.data.id)).toEqual({ ...before, reason: '维修电脑' });
  });
});
