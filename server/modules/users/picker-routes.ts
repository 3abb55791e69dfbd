/**
 * The user pickers' calls under /api/permission/Users (spec 03 §7): users by id (to show chosen values again), the
 * caller's subordinates, an organisation's users, the holders of a position or of a role in an organisation, the
 * users behind mixed picker conditions. Like /All and /Selector, a session is enough: pickers sit in forms of every
 * screen. So they answer only what a picker shows (spec 02: id, name, account, organisation, avatar) and search only
 * names and accounts — never a password hash, a mobile number or any other column.
 *
 * Every call lists only the users the caller would see on the users page — its data-permission schemes and a grade
 * administrator's grades — through the one confinement of user-rows.ts (`userPickerRows`), the same as /All and
 * /Selector: a user outside those rows is absent from every answer (an unknown user to getOrganization), so no
 * picker reveals who the users page keeps from the caller.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { Db } from '../../db/client';
import { userRelations, users } from '../../db/schema';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { resolveSchemeContext } from '../permission/data-scope';
import { readJsonObject } from '../resource/body';
import { loadOrganizes, organizePath, organizeSubtree, type OrganizeRow } from './organize';
import { pickedUsers, pickerIds, type PickedUser } from './picked-user';
import type { Screen } from '../resource/registry';
import { userPickerRows } from './user-rows';
import type { UserRow } from './user-store';

/** The kinds a mixed picker value names after its "--" (spec 02: "id--kind"). */
const CONDITION_KINDS = { user: 'User', role: 'Role', position: 'Position', group: 'Group', company: 'Organize', department: 'Organize' } as const;

/** A keyword from a body or query value (absent: none); anything but text is refused. */
function keywordOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw fail('badRequest');
  return value.trim();
}

/** Names and accounts containing the keyword (the only columns a picker shows). */
function keywordCondition(keyword: string): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql`(${users.realName} ilike ${pattern} or ${users.account} ilike ${pattern})`;
}

const enabled = eq(users.enabledMark, 1);

/** Users matching the conditions, in the list's order. */
function usersWhere(db: Db, ...conditions: (SQL | undefined)[]): Promise<UserRow[]> {
  return db.select().from(users).where(and(...conditions)).orderBy(asc(users.sortCode), asc(users.realName), asc(users.id));
}

/** Ids of users holding any of the given objects of one kind. */
function holdersOf(objectType: string, objectIds: readonly string[]): SQL {
  return inArray(
    users.id,
    sql`(select ${userRelations.userId} from ${userRelations} where ${userRelations.objectType} = ${objectType} and ${inArray(userRelations.objectId, [...objectIds])})`,
  );
}

/** The given users among the visible ones, in the order asked (unknown or unseen ids are left out). */
async function usersByIds(db: Db, ids: readonly string[], visible: SQL | undefined): Promise<PickedUser[]> {
  if (ids.length === 0) return [];
  const rows = await usersWhere(db, visible, inArray(users.id, [...ids]));
  const byId = new Map((await pickedUsers(db, rows)).map((user) => [user.id, user]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A page number or size from a body value (absent: undefined); anything but a whole number from 1 is refused. */
function pageNumber(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1 || number > 10_000) throw fail('badRequest');
  return number;
}

/** A query parameter as text (the last one when repeated). */
function queryText(c: Context<AppEnv>, name: string): string {
  return (c.req.query(name) ?? '').trim();
}

/**
 * The users a picker's mixed conditions name ("id--user", "id--role", "id--position", "id--group",
 * "id--company"/"id--department" meaning the organisation and everything below it): enabled users only, and only
 * those `visible` keeps (a caller's rows; absent for a server-side check of a stored value).
 */
export async function usersByConditions(db: Db, conditionIds: readonly string[], keyword: string, visible?: SQL): Promise<PickedUser[]> {
  const byKind = new Map<string, string[]>();
  for (const value of conditionIds) {
    const at = value.lastIndexOf('--');
    const kind = at > 0 ? (CONDITION_KINDS as Record<string, string>)[value.slice(at + 2)] : undefined;
    if (!kind) throw fail('badRequest');
    byKind.set(kind, [...(byKind.get(kind) ?? []), value.slice(0, at)]);
  }
  if (byKind.size === 0) return [];
  const organizeRows = await loadOrganizes(db);
  const alternatives: SQL[] = [];
  for (const [kind, ids] of byKind) {
    if (kind === 'User') alternatives.push(inArray(users.id, ids));
    else if (kind === 'Organize') alternatives.push(inArray(users.organizeId, [...new Set(ids.flatMap((id) => organizeSubtree(organizeRows, id)))]));
    else alternatives.push(holdersOf(kind, ids));
  }
  const rows = await usersWhere(db, visible, enabled, keywordCondition(keyword), sql`(${sql.join(alternatives, sql` or `)})`);
  return pickedUsers(db, rows, organizeRows);
}

/** Routes under /api/permission/Users for the pickers (`screen`: the users screen); mounted before the `/:id` routes. */
export function userPickerRoutes(screen: Screen) {
  const app = new Hono<AppEnv>();
  const db = (c: Context<AppEnv>) => c.get('services').db;
  // The one confinement every call below applies (see the header).
  const visible = (c: Context<AppEnv>) => userPickerRows(c, screen);
  /** The visible users matching the conditions. */
  const visibleWhere = async (c: Context<AppEnv>, ...conditions: (SQL | undefined)[]) => usersWhere(db(c), await visible(c), ...conditions);

  // Users by id, to show a picker's saved value again (disabled users too: the value still names them).
  const byIds = async (c: Context<AppEnv>) => {
    const body = await readJsonObject(c);
    return ok(c, { list: await usersByIds(db(c), pickerIds(body.userId ?? body.ids), await visible(c)) });
  };
  app.post('/getUserList', byIds);
  app.post('/getSelectedList', byIds);
  app.post('/getSelectedUserList', async (c) => {
    const body = await readJsonObject(c);
    const keyword = keywordOf(body.keyword);
    const list = await usersByIds(db(c), pickerIds(body.userId ?? body.ids), await visible(c));
    return ok(c, { list: keyword ? list.filter((user) => user.fullName.toLowerCase().includes(keyword.toLowerCase())) : list });
  });

  // The caller's subordinates: everyone whose manager chain reaches the caller (the "my subordinates" variable's rule).
  app.post('/getSubordinates', async (c) => {
    const body = await readJsonObject(c);
    const keyword = keywordOf(body.keyword);
    const { subordinates } = await resolveSchemeContext(db(c), c.get('session').userId);
    const rows = subordinates.length ? await visibleWhere(c, enabled, inArray(users.id, subordinates), keywordCondition(keyword)) : [];
    return ok(c, { list: await pickedUsers(db(c), rows) });
  });

  // The organisation path of a user (the caller by default, whom it always answers): top organisation first.
  app.get('/getOrganization', async (c) => {
    const own = c.get('session').userId;
    const userId = queryText(c, 'userId') || own;
    const [row] = userId === own ? await usersWhere(db(c), eq(users.id, userId)) : await visibleWhere(c, eq(users.id, userId));
    if (!row) throw fail('userNotFound');
    const organizeRows = await loadOrganizes(db(c));
    const byId = new Map(organizeRows.map((organize) => [organize.id, organize]));
    const path = organizePath(organizeRows, row.organizeId);
    const list = path.map((id) => ({ id, fullName: byId.get(id)!.fullName, type: byId.get(id)!.category, parentId: byId.get(id)!.parentId }));
    return ok(c, { list, organizeIdTree: path, organize: list.map((node) => node.fullName).join('/') });
  });

  app.get('/GetUsersByPositionId', async (c) => {
    const positionId = queryText(c, 'positionId');
    if (!positionId) return ok(c, { list: [] });
    return ok(c, { list: await pickedUsers(db(c), await visibleWhere(c, enabled, holdersOf('Position', [positionId]), keywordCondition(queryText(c, 'keyword')))) });
  });

  // Holders of a role, optionally only in one organisation and everything below it.
  app.get('/GetUsersByRoleOrgId', async (c) => {
    const roleId = queryText(c, 'roleId');
    if (!roleId) return ok(c, { list: [] });
    const organizeId = queryText(c, 'organizeId');
    const organizeRows = await loadOrganizes(db(c));
    const inOrganize = organizeId && organizeId !== '0' ? inArray(users.organizeId, organizeSubtree(organizeRows, organizeId)) : undefined;
    const rows = await visibleWhere(c, enabled, holdersOf('Role', [roleId]), inOrganize, keywordCondition(queryText(c, 'keyword')));
    return ok(c, { list: await pickedUsers(db(c), rows, organizeRows) });
  });

  // The enabled holders of a role, in any organisation (the role pickers' user list).
  app.get('/getUsersByRoleId', async (c) => {
    const roleId = queryText(c, 'roleId');
    if (!roleId) return ok(c, { list: [] });
    const rows = await visibleWhere(c, enabled, holdersOf('Role', [roleId]), keywordCondition(queryText(c, 'keyword')));
    return ok(c, { list: await pickedUsers(db(c), rows, await loadOrganizes(db(c))) });
  });

  // With currentPage and pageSize, one page (the custom select type's infinite scroll); without, every user.
  app.post('/UserCondition', async (c) => {
    const body = await readJsonObject(c);
    const list = await usersByConditions(db(c), pickerIds(body.ids ?? body.userId), keywordOf(body.keyword), await visible(c));
    const pageSize = pageNumber(body.pageSize);
    if (pageSize === undefined) return ok(c, { list, pagination: { currentPage: 1, pageSize: list.length, total: list.length } });
    const currentPage = pageNumber(body.currentPage) ?? 1;
    return ok(c, { list: list.slice((currentPage - 1) * pageSize, currentPage * pageSize), pagination: { currentPage, pageSize, total: list.length } });
  });

  // One level of the user picker's lazy tree: the organisation's child organisations and its own users ("0": the
  // top level); with a keyword, the matching users anywhere.
  app.post('/GetListByAuthorize/:id', async (c) => {
    const body = await readJsonObject(c);
    const keyword = keywordOf(body.keyword);
    const organizeRows = (await loadOrganizes(db(c))).filter((row) => row.enabledMark === 1);
    if (keyword) return ok(c, { list: await pickedUsers(db(c), await visibleWhere(c, enabled, keywordCondition(keyword)), organizeRows) });
    const id = c.req.param('id');
    const parentId = id === '0' ? '' : id;
    const isTop = (row: OrganizeRow) => (parentId ? row.parentId === parentId : !organizeRows.some((other) => other.id === row.parentId));
    const children = organizeRows.filter(isTop).map((row) => ({
      id: row.id,
      fullName: row.fullName,
      type: row.category,
      organizeIds: organizePath(organizeRows, row.id),
      hasChildren: true,
      isLeaf: false,
    }));
    const members = parentId ? await pickedUsers(db(c), await visibleWhere(c, enabled, eq(users.organizeId, parentId)), organizeRows) : [];
    return ok(c, { list: [...children, ...members] });
  });

  return app;
}
