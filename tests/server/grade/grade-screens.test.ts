/**
 * Grades confine screens that declare `resource.grade` (issue 10): a grade administrator — a non-administrator with
 * grades — holding the positions page with every button lists, reads, creates, edits, toggles, deletes and picks
 * only positions (and roles, by their organisations) of the organisations their grades allow the action on; outside them nothing, and a write outside
 * is refused with the grade message, changing nothing. A user without grades is not confined by them. A property
 * over generated organisation trees and grades checks that what the list and the picker answer equals the
 * in-memory rule (grade-rules.ts).
 */
import fc from 'fast-check';
import { eq, inArray, like } from 'drizzle-orm';
import { authorizations, organizeAdministrators, organizes, positions } from '../../../server/db/schema';
import { GRADE_ACTIONS, gradeAllows, type Grade, type GradeAction } from '../../../server/modules/grade/grade-rules';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

const API = '/api/permission/Position';
const GRADES = '/api/permission/OrganizeAdministrator/user_staff';
type Page = { list: { id: string; organizeId: string }[]; pagination: { total: number } };
const REFUSED = { code: 400, msg: '您没有管理该组织的权限' };

describe.each(DATABASES)('grades on the positions screen on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const asStaff = <T = unknown>(path: string, options: { method?: string; body?: unknown } = {}) => call<T>(server.app, path, { token: staff, ...options });
  const setGrades = (list: Record<string, unknown>[]) => call(server.app, GRADES, { token: admin, method: 'PUT', body: { list } });

  beforeAll(async () => {
    server = await createTestServer(kind);
    [admin, staff] = await Promise.all([tokenFor(server.app, ADMIN), tokenFor(server.app, STAFF)]);
    const buttons = ['btn_add', 'btn_edit', 'btn_remove'].map((code) => `p_permission.position_button_${code}`);
    await server.database.db.insert(authorizations).values([
      { itemType: 'module', itemId: 'm_permission.position', objectType: 'User', objectId: 'user_staff' },
      ...buttons.map((itemId) => ({ itemType: 'button', itemId, objectType: 'User', objectId: 'user_staff' })),
    ]);
    await server.database.db.insert(positions).values([
      { id: 'pos_hr_clerk', organizeId: 'org_hr', fullName: '人事专员', enCode: 'HR-CLERK' },
      { id: 'pos_hr_head', organizeId: 'org_hr', fullName: '人事经理', enCode: 'HR-HEAD' },
    ]);
  }, 300_000);
  afterAll(() => server?.close());

  it('leaves a user without grades to the page and its buttons', async () => {
    const all = await call<Page>(server.app, `${API}?pageSize=500`, { token: admin });
    expect((await asStaff<Page>(`${API}?pageSize=500`)).data!.pagination.total).toBe(all.data!.pagination.total);
  });

  it('confines a grade administrator to their organisations, action by action', async () => {
    expect((await setGrades([{ organizeId: 'org_hr', thisLayerSelect: 1, thisLayerAdd: 1, thisLayerEdit: 1, thisLayerDelete: 0 }])).code).toBe(200);
    const page = await asStaff<Page>(`${API}?pageSize=500`);
    expect(new Set(page.data!.list.map((row) => row.organizeId))).toEqual(new Set(['org_hr']));
    expect(page.data!.pagination.total).toBe(2);
    // The picker lists the same.
    const picked = await asStaff<{ list: { id: string }[] }>(`${API}/All`);
    expect(picked.data!.list.map((row) => row.id).sort()).toEqual(['pos_hr_clerk', 'pos_hr_head']);
    // Outside: not found to read; refused to create there or to move one there; nothing changes.
    const digest = await tableDigest(server.database);
    expect((await asStaff('/api/permission/Position/pos_gm')).code).toBe(400);
    expect(await asStaff(API, { method: 'POST', body: { organizeId: 'org_it', fullName: '越权岗位', enCode: 'OUT-1' } })).toMatchObject(REFUSED);
    expect(await asStaff(`${API}/pos_hr_clerk`, { method: 'PUT', body: { organizeId: 'org_it', fullName: '人事专员', enCode: 'HR-CLERK' } })).toMatchObject(REFUSED);
    expect((await asStaff(`${API}/pos_gm`, { method: 'PUT', body: { organizeId: 'org_hr', fullName: '总经理', enCode: 'GM' } })).code).toBe(400);
    expect((await asStaff(`${API}/pos_gm/Actions/State`, { method: 'PUT' })).code).toBe(400);
    // No delete right on the organisation: its positions cannot be deleted either.
    expect((await asStaff(`${API}/pos_hr_head`, { method: 'DELETE' })).code).toBe(400);
    expect(await tableDigest(server.database)).toBe(digest);
    // Inside, with the rights held: create, edit, toggle.
    const created = await asStaff<{ id: string }>(API, { method: 'POST', body: { organizeId: 'org_hr', fullName: '招聘专员', enCode: 'HR-REC' } });
    expect(created.code).toBe(200);
    expect((await asStaff(`${API}/${created.data!.id}`, { method: 'PUT', body: { organizeId: 'org_hr', fullName: '招聘主管', enCode: 'HR-REC' } })).code).toBe(200);
    expect((await asStaff(`${API}/${created.data!.id}/Actions/State`, { method: 'PUT' })).code).toBe(200);
    await setGrades([{ organizeId: 'org_hr', thisLayerSelect: 1, thisLayerDelete: 1 }]);
    expect((await asStaff(`${API}/${created.data!.id}`, { method: 'DELETE' })).code).toBe(200);
  });

  it('confines the roles screen by the roles’ organisations: a global role or one reaching outside is out of reach', async () => {
    const db = server.database.db;
    const buttons = ['btn_add', 'btn_edit', 'btn_remove'].map((code) => `p_permission.role_button_${code}`);
    await db.insert(authorizations).values([
      { itemType: 'module', itemId: 'm_permission.role', objectType: 'User', objectId: 'user_staff' },
      ...buttons.map((itemId) => ({ itemType: 'button', itemId, objectType: 'User', objectId: 'user_staff' })),
    ]);
    const all = { thisLayerSelect: 1, thisLayerAdd: 1, thisLayerEdit: 1, thisLayerDelete: 1, subLayerSelect: 1, subLayerAdd: 1, subLayerEdit: 1, subLayerDelete: 1 };
    expect((await setGrades([{ organizeId: 'org_hr', ...all }])).code).toBe(200);
    const mine = await asStaff<{ id: string }>('/api/permission/Role', { method: 'POST', body: { fullName: '人事角色', enCode: 'HR-ROLE', globalMark: 0, organizeIds: ['org_hr'] } });
    expect(mine.code).toBe(200);
    const digest = await tableDigest(server.database);
    expect(await asStaff('/api/permission/Role', { method: 'POST', body: { fullName: '越权角色', enCode: 'OUT-ROLE', globalMark: 0, organizeIds: ['org_hr', 'org_it'] } })).toMatchObject(REFUSED);
    expect(await asStaff('/api/permission/Role', { method: 'POST', body: { fullName: '全局角色', enCode: 'GLOBAL-ROLE', globalMark: 1 } })).toMatchObject(REFUSED);
    expect(await asStaff(`/api/permission/Role/${mine.data!.id}`, { method: 'PUT', body: { fullName: '人事角色', enCode: 'HR-ROLE', globalMark: 0, organizeIds: ['org_it'] } })).toMatchObject(REFUSED);
    expect(await tableDigest(server.database)).toBe(digest);
    const listed = await asStaff<Page>('/api/permission/Role?pageSize=500');
    expect(listed.data!.list.map((row) => row.id)).toEqual([mine.data!.id]);
    expect((await asStaff<{ list: { id: string }[] }>('/api/permission/Role/All')).data!.list.map((row) => row.id)).toEqual([mine.data!.id]);
    expect((await asStaff('/api/permission/Role/role_staff')).code).toBe(400);
    expect((await asStaff(`/api/permission/Role/${mine.data!.id}/Actions/State`, { method: 'PUT' })).code).toBe(200);
    // No escalation: a grade administrator cannot widen their own grades.
    expect((await call(server.app, GRADES, { token: staff, method: 'PUT', body: { list: [{ organizeId: 'org_company', ...all }] } })).code).toBe(400);
    await setGrades([{ organizeId: 'org_hr', thisLayerSelect: 1, thisLayerAdd: 1, thisLayerEdit: 1, thisLayerDelete: 0 }]);
  });

  it('refuses a malformed grade and keeps the confinement', async () => {
    expect((await setGrades([{ organizeId: 'org_nope', thisLayerSelect: 1 }])).code).toBe(400);
    expect((await setGrades([{ organizeId: 'org_hr', thisLayerSelect: 'yes' }])).code).toBe(400);
    expect((await asStaff<Page>(`${API}?pageSize=500`)).data!.pagination.total).toBe(2);
  });

  it('answers exactly the positions the in-memory rule allows, over generated organisation trees and grades', async () => {
    const db = server.database.db;
    const rights = fc.record(Object.fromEntries(GRADE_ACTIONS.map((action) => [action, fc.boolean()])) as Record<GradeAction, fc.Arbitrary<boolean>>);
    const tree = fc.integer({ min: 1, max: 7 }).chain((size) => fc.tuple(...Array.from({ length: size }, (_, index) => fc.integer({ min: -1, max: index - 1 }))));
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        tree.chain((parents) => fc.tuple(fc.constant(parents), fc.array(fc.record({ node: fc.integer({ min: 0, max: parents.length - 1 }), thisLayer: rights, subLayer: rights }), { minLength: 1, maxLength: 3 }))),
        async ([parents, picks]) => {
          run += 1;
          const prefix = `gp${run}_`;
          const ids = parents.map((_, index) => `${prefix}o${index}`);
          await db.insert(organizes).values(ids.map((id, index) => ({ id, parentId: parents[index]! < 0 ? 'org_company' : ids[parents[index]!]!, category: 'department', fullName: id, enCode: id })));
          await db.insert(positions).values(ids.map((id) => ({ id: `${id}_p`, organizeId: id, fullName: `${id}岗位`, enCode: `${id}_P` })));
          const grades: Grade[] = [];
          for (const pick of picks) if (!grades.some((grade) => grade.organizeId === ids[pick.node])) grades.push({ organizeId: ids[pick.node]!, thisLayer: pick.thisLayer, subLayer: pick.subLayer });
          await setGrades(grades.map((grade) => ({ organizeId: grade.organizeId, ...Object.fromEntries(GRADE_ACTIONS.flatMap((action) => [[`thisLayer${action[0]!.toUpperCase()}${action.slice(1)}`, grade.thisLayer[action] ? 1 : 0], [`subLayer${action[0]!.toUpperCase()}${action.slice(1)}`, grade.subLayer[action] ? 1 : 0]])) })));
          try {
            const organizeRows = await db.select({ id: organizes.id, parentId: organizes.parentId }).from(organizes);
            const parentOf = new Map(organizeRows.map((row) => [row.id, row.parentId]));
            const expected = ids.filter((id) => gradeAllows(grades, 'select', id, parentOf)).map((id) => `${id}_p`).sort();
            const listed = (await asStaff<Page>(`${API}?pageSize=500`)).data!.list.map((row) => row.id).filter((id) => id.startsWith(prefix)).sort();
            const picked = (await asStaff<{ list: { id: string }[] }>(`${API}/All`)).data!.list.map((row) => row.id).filter((id) => id.startsWith(prefix)).sort();
            expect(listed).toEqual(expected);
            expect(picked).toEqual(expected);
            // Editing follows the edit right, node by node.
            for (const id of ids) {
              const answer = await asStaff(`${API}/${id}_p/Actions/State`, { method: 'PUT' });
              expect(answer.code === 200).toBe(gradeAllows(grades, 'edit', id, parentOf));
            }
          } finally {
            await db.delete(organizeAdministrators).where(eq(organizeAdministrators.userId, 'user_staff'));
            await db.delete(positions).where(like(positions.id, `${prefix}%`));
            await db.delete(organizes).where(inArray(organizes.id, ids));
          }
        },
      ),
      { numRuns: 8 },
    );
  }, 600_000);
});
