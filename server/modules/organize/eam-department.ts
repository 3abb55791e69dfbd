/**
 * /api/eam/EamDepartment: the asset module's department calls (spec 03 §7 "Departments (asset module)", spec 02's
 * department pickers), answered from the same organisations as /api/permission/Organize. They feed pickers, so a
 * session is enough and only names, codes and tree shape are answered (users as leaves: id, name, account) — and
 * only the nodes the organisation pickers list and the users the user pickers list to the caller (data permissions).
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { organizes, users } from '../../db/schema';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { parseListQuery } from '../resource/query';
import { buildTree, withAncestors } from '../resource/tree';
import { organisationTree, organizeNodes, subtreeIds, type OrganizeTreeNode } from './organize-tree';
import { allOrganizes } from './routes';

function pickerNodes(nodes: OrganizeTreeNode[]): Record<string, unknown>[] {
  return nodes.map(({ id, parentId, fullName, enCode, type, icon, organize, hasChildren, isLeaf, children }) => ({
    id,
    parentId,
    fullName,
    enCode,
    type,
    icon,
    organize,
    hasChildren,
    isLeaf,
    children: pickerNodes(children as OrganizeTreeNode[]),
  }));
}

/** The company the caller's organisation belongs to ('' when none). */
async function callerCompany(c: Context<AppEnv>, rows: readonly (typeof organizes.$inferSelect)[]): Promise<string> {
  const [own] = await c.get('services').db.select({ organizeId: users.organizeId }).from(users).where(eq(users.id, c.get('session').userId));
  const byId = new Map(rows.map((row) => [row.id, row]));
  let current = own ? byId.get(own.organizeId) : undefined;
  const seen = new Set<string>();
  while (current && current.category !== 'company' && !seen.has(current.id)) {
    seen.add(current.id);
    current = byId.get(current.parentId);
  }
  return current?.id ?? '';
}

/** Organisations (within `within`, when given) with their enabled users — those `visibleUsers` keeps — as leaves. */
async function organisationsWithUsers(c: Context<AppEnv>, visible: Visible, within?: ReadonlySet<string>, keyword = '') {
  const db = c.get('services').db;
  const visibleUsers = await visible.users(c);
  const rows = (await allOrganizes(db, await visible.organizes(c))).filter((row) => row.enabledMark === 1 && (!within || within.has(row.id)));
  const people = await db
    .select({ id: users.id, realName: users.realName, account: users.account, organizeId: users.organizeId, headIcon: users.headIcon })
    .from(users)
    .where(and(eq(users.enabledMark, 1), visibleUsers));
  const ids = new Set(rows.map((row) => row.id));
  const nodes = [
    ...organizeNodes(rows).map((node) => ({ id: node.id, parentId: node.parentId, fullName: node.fullName, enCode: node.enCode, type: node.type, icon: node.icon, isLeaf: false })),
    ...people
      .filter((person) => ids.has(person.organizeId))
      .map((person) => ({
        id: person.id,
        parentId: person.organizeId,
        fullName: `${person.realName}/${person.account}`,
        enCode: person.account,
        type: 'user',
        icon: 'icon-ym icon-ym-tree-user2',
        headIcon: person.headIcon,
        isLeaf: true,
      })),
  ];
  const lowered = keyword.toLowerCase();
  const kept = keyword ? withAncestors(nodes, (node) => node.type === 'user' && node.fullName.toLowerCase().includes(lowered)) : nodes;
  return buildTree(kept);
}

/**
 * What the calls may list to the caller, passed by the host: the users the users pickers list (the caller's
 * users-page rows) and the organisations the organisation pickers list (their organisation-page rows).
 */
export interface Visible {
  users: (c: Context<AppEnv>) => Promise<SQL | undefined>;
  organizes: (c: Context<AppEnv>) => Promise<SQL | undefined>;
}

/** Routes under /api/eam/EamDepartment: every node and user they answer is one the caller may see (`visible`). */
export function eamDepartmentRoutes(visible: Visible) {
  const app = new Hono<AppEnv>();
  const rowsOf = async (c: Context<AppEnv>) => allOrganizes(c.get('services').db, await visible.organizes(c));
  const keywordOf = (c: Context<AppEnv>) => parseListQuery(c.req.query(), new Set()).keyword;
  const fullTree = async (c: Context<AppEnv>) => ok(c, { list: pickerNodes(organisationTree(await rowsOf(c), { enabledOnly: true, keyword: keywordOf(c) })) });

  app.get('/', fullTree);
  app.get('/getTreeDeptList', fullTree);
  app.get('/getTreeOrgList', fullTree);
  app.get('/Selector/:id', async (c) =>
    ok(c, { list: pickerNodes(organisationTree(await rowsOf(c), { enabledOnly: true, excludeId: c.req.param('id'), keyword: keywordOf(c) })) }),
  );
  app.get('/getTreeDeptListByCompany', async (c) => {
    const rows = await rowsOf(c);
    const companyId = c.req.query('companyId') || c.req.query('organizeId') || (await callerCompany(c, rows));
    const within = subtreeIds(rows, [companyId]);
    return ok(c, { list: pickerNodes(organisationTree(rows, { enabledOnly: true, keyword: keywordOf(c), include: (row) => within.has(row.id) })) });
  });
  app.get('/getOrganizeAllList', async (c) => {
    const rows = (await rowsOf(c)).filter((row) => row.enabledMark === 1);
    return ok(c, { list: organizeNodes(rows).map(({ id, parentId, fullName, enCode, type, organize }) => ({ id, parentId, fullName, enCode, type, organize })) });
  });
  app.get('/getUserTreeDeptList/:id', async (c) => {
    const rows = await rowsOf(c);
    const id = c.req.param('id');
    if (id !== '0' && !rows.some((row) => row.id === id)) throw fail('organizeNotFound');
    const within = id === '0' ? undefined : subtreeIds(rows, [id]);
    return ok(c, { list: await organisationsWithUsers(c, visible, within, keywordOf(c)) });
  });
  app.get('/getOrganizeAndUserList', async (c) => ok(c, { list: await organisationsWithUsers(c, visible, undefined, keywordOf(c)) }));
  app.get('/:id', async (c) => {
    const rows = await rowsOf(c);
    const node = organizeNodes(rows).find((row) => row.id === c.req.param('id'));
    if (!node) throw fail('organizeNotFound');
    const { id, parentId, fullName, enCode, type, organize, sortCode, enabledMark, description } = node;
    return ok(c, { id, parentId, fullName, enCode, type, organize, sortCode, enabledMark, description });
  });
  return app;
}
