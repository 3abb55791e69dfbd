/**
 * The authorize screen's data: what can be granted (systems → menus → buttons, list columns, form fields and
 * data-permission schemes), what one object (role, position, user, group, organisation) holds, replacing an
 * object's grants in one transaction, who holds an item (the reverse view), and why a user holds or lacks an item
 * (through which of their objects).
 *
 * Rights never grow through this screen: a non-administrator may only give or take items they hold themselves
 * (grants.ts loadGrants, the same union the guard reads), and may not change the grants of an object they belong to.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authorizations, dataSchemes, groups, modulePermissions, modules, organizes, positions, roles, systems, userRelations, users } from '../../db/schema';
import { fail } from '../../errors';
import type { SessionContext } from '../../http/env';
import { loadGrants, type Grants } from './grants';

/** The kinds of object a grant is given to, as base_authorize stores them. */
export const OBJECT_TYPES = ['Role', 'Position', 'User', 'Group', 'Organize'] as const;
/** One of OBJECT_TYPES. */
export type ObjectType = (typeof OBJECT_TYPES)[number];

/** The kinds of item, as base_authorize's item_type stores them. */
export const ITEM_TYPES = ['system', 'module', 'button', 'column', 'form', 'resource'] as const;
/** One of ITEM_TYPES. */
export type ItemType = (typeof ITEM_TYPES)[number];

/** A node of the grantable tree. */
export interface AuthorizeNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  type: ItemType;
  children: AuthorizeNode[];
}

/** An object's grants by item type. */
export type GrantSet = Record<ItemType, string[]>;

const localName = (row: { fullName: string; fullNameI18n?: Record<string, string> | null }, lang: string) => row.fullNameI18n?.[lang] || row.fullName;

/** True when the object type is one of OBJECT_TYPES. */
export function isObjectType(value: unknown): value is ObjectType {
  return typeof value === 'string' && (OBJECT_TYPES as readonly string[]).includes(value);
}

/** The grantable tree: enabled systems, their enabled menus, and each page's enabled items and schemes. */
export async function grantableTree(db: Db, lang: string): Promise<AuthorizeNode[]> {
  const [systemRows, moduleRows, itemRows, schemeRows] = await Promise.all([
    db.select().from(systems).where(eq(systems.enabledMark, 1)).orderBy(asc(systems.sortCode)),
    db.select().from(modules).where(eq(modules.enabledMark, 1)).orderBy(asc(modules.sortCode)),
    db.select().from(modulePermissions).where(eq(modulePermissions.enabledMark, 1)).orderBy(asc(modulePermissions.sortCode)),
    db.select().from(dataSchemes).where(eq(dataSchemes.enabledMark, 1)).orderBy(asc(dataSchemes.sortCode)),
  ]);
  const itemsOf = new Map<string, AuthorizeNode[]>();
  const push = (moduleId: string, node: AuthorizeNode) => itemsOf.set(moduleId, [...(itemsOf.get(moduleId) ?? []), node]);
  for (const item of itemRows) {
    if (item.kind !== 'button' && item.kind !== 'column' && item.kind !== 'form') continue;
    push(item.moduleId, { id: item.id, parentId: item.moduleId, fullName: localName(item, lang), enCode: item.enCode, type: item.kind, children: [] });
  }
  for (const scheme of schemeRows) push(scheme.moduleId, { id: scheme.id, parentId: scheme.moduleId, fullName: scheme.fullName, enCode: scheme.enCode, type: 'resource', children: [] });
  const menuChildren = new Map<string, typeof moduleRows>();
  for (const row of moduleRows) menuChildren.set(row.parentId, [...(menuChildren.get(row.parentId) ?? []), row]);
  const build = (row: (typeof moduleRows)[number], seen: Set<string>): AuthorizeNode => {
    seen.add(row.id);
    const children = (menuChildren.get(row.id) ?? []).filter((child) => child.systemId === row.systemId && !seen.has(child.id)).map((child) => build(child, seen));
    return { id: row.id, parentId: row.parentId, fullName: localName(row, lang), enCode: row.enCode, type: 'module', children: [...children, ...(itemsOf.get(row.id) ?? [])] };
  };
  return systemRows.map((system) => ({
    id: system.id,
    parentId: '-1',
    fullName: localName(system, lang),
    enCode: system.enCode,
    type: 'system',
    children: moduleRows.filter((row) => row.systemId === system.id && row.parentId === '-1').map((row) => build(row, new Set())),
  }));
}

/** Every node of a tree with its type, flat. */
function flatten(nodes: readonly AuthorizeNode[]): AuthorizeNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/** The grants of one object, by item type. */
export async function objectGrants(db: Db, objectType: ObjectType, objectId: string): Promise<GrantSet> {
  const rows = await db
    .select({ itemType: authorizations.itemType, itemId: authorizations.itemId })
    .from(authorizations)
    .where(and(eq(authorizations.objectType, objectType), eq(authorizations.objectId, objectId)));
  const out = Object.fromEntries(ITEM_TYPES.map((type) => [type, [] as string[]])) as GrantSet;
  for (const row of rows) if ((ITEM_TYPES as readonly string[]).includes(row.itemType)) out[row.itemType as ItemType].push(row.itemId);
  return out;
}

/** The name of an object, refusing an unknown one. */
export async function objectName(db: Db, objectType: ObjectType, objectId: string): Promise<string> {
  const table = { Role: roles, Position: positions, Group: groups, Organize: organizes } as const;
  if (objectType === 'User') {
    const [row] = await db.select({ realName: users.realName, account: users.account }).from(users).where(eq(users.id, objectId));
    if (!row) throw fail('authorizeObjectNotFound');
    return `${row.realName}/${row.account}`;
  }
  const source = table[objectType];
  const [row] = await db.select({ fullName: source.fullName }).from(source).where(eq(source.id, objectId));
  if (!row) throw fail('authorizeObjectNotFound');
  return row.fullName;
}

/** The objects a user belongs to (themselves, their organisation, roles, positions, groups and linked organisations). */
export async function objectsOfUser(db: Db, userId: string): Promise<{ objectType: ObjectType; objectId: string; enabled: boolean }[]> {
  const [user] = await db.select({ organizeId: users.organizeId }).from(users).where(eq(users.id, userId));
  if (!user) return [];
  const relations = await db
    .select({ objectType: userRelations.objectType, objectId: userRelations.objectId, roleEnabled: roles.enabledMark })
    .from(userRelations)
    .leftJoin(roles, and(eq(userRelations.objectType, 'Role'), eq(roles.id, userRelations.objectId)))
    .where(eq(userRelations.userId, userId));
  const out: { objectType: ObjectType; objectId: string; enabled: boolean }[] = [{ objectType: 'User', objectId: userId, enabled: true }];
  if (user.organizeId) out.push({ objectType: 'Organize', objectId: user.organizeId, enabled: true });
  for (const relation of relations) {
    if (!isObjectType(relation.objectType)) continue;
    if (relation.objectType === 'Organize' && relation.objectId === user.organizeId) continue;
    out.push({ objectType: relation.objectType, objectId: relation.objectId, enabled: relation.objectType !== 'Role' || relation.roleEnabled === 1 });
  }
  return out;
}

function holds(grants: Grants, type: ItemType, id: string): boolean {
  if (grants.all) return true;
  if (type === 'system') return grants.systems.has(id);
  if (type === 'module') return grants.modules.has(id);
  return grants.items.has(id);
}

/**
 * Replaces an object's grants with the given set, in one transaction. Unknown ids and items of pages not in the
 * set are dropped (an item without its page grants nothing); a non-administrator may change only items they hold
 * and never the grants of an object they belong to.
 */
export async function saveObjectGrants(db: Db, session: SessionContext, objectType: ObjectType, objectId: string, wanted: Partial<GrantSet>): Promise<GrantSet> {
  await objectName(db, objectType, objectId);
  const tree = flatten(await grantableTree(db, 'zh-CN'));
  const known = new Map(tree.map((node) => [`${node.type}:${node.id}`, node]));
  const modulesWanted = new Set((wanted.module ?? []).filter((id) => known.has(`module:${id}`)));
  const next = Object.fromEntries(ITEM_TYPES.map((type) => [type, [] as string[]])) as GrantSet;
  for (const type of ITEM_TYPES) {
    for (const id of new Set(wanted[type] ?? [])) {
      const node = known.get(`${type}:${id}`);
      if (!node) continue;
      if (type !== 'system' && type !== 'module' && !modulesWanted.has(node.parentId)) continue;
      next[type].push(id);
    }
  }
  if (!session.isAdministrator) {
    const mine = await objectsOfUser(db, session.userId);
    if (mine.some((object) => object.objectType === objectType && object.objectId === objectId)) throw fail('cannotGrantOwnObject');
    const grants = await loadGrants(db, session.userId);
    const before = await objectGrants(db, objectType, objectId);
    for (const type of ITEM_TYPES) {
      const was = new Set(before[type]);
      const will = new Set(next[type]);
      const touched = [...will].filter((id) => !was.has(id)).concat([...was].filter((id) => !will.has(id)));
      if (touched.some((id) => !holds(grants, type, id))) throw fail('grantNotHeld');
    }
  }
  await db.transaction(async (tx) => {
    await tx.delete(authorizations).where(and(eq(authorizations.objectType, objectType), eq(authorizations.objectId, objectId)));
    const rows = ITEM_TYPES.flatMap((itemType) => next[itemType].map((itemId) => ({ itemType, itemId, objectType, objectId })));
    if (rows.length) await tx.insert(authorizations).values(rows);
  });
  return next;
}

/** Who holds an item directly (the reverse view), with their names. */
export async function holdersOf(db: Db, itemId: string): Promise<{ objectType: ObjectType; objectId: string; fullName: string }[]> {
  const rows = await db.select({ objectType: authorizations.objectType, objectId: authorizations.objectId }).from(authorizations).where(eq(authorizations.itemId, itemId));
  const out: { objectType: ObjectType; objectId: string; fullName: string }[] = [];
  for (const row of rows) {
    if (!isObjectType(row.objectType)) continue;
    const fullName = await objectName(db, row.objectType, row.objectId).catch(() => row.objectId);
    out.push({ objectType: row.objectType, objectId: row.objectId, fullName });
  }
  return out.sort((a, b) => a.objectType.localeCompare(b.objectType) || a.fullName.localeCompare(b.fullName, 'zh-CN'));
}

/** One line of an explanation: an object of the user and whether it grants the item and its page. */
export interface ExplainLine {
  objectType: ObjectType;
  objectId: string;
  fullName: string;
  /** False for a disabled role: it grants nothing. */
  enabled: boolean;
  grantsItem: boolean;
  grantsPage: boolean;
}

/**
 * Why a user holds or lacks an item: the item and its page, and for each of the user's objects whether it grants
 * them. `granted` is the guard's answer (administrators hold everything).
 */
export async function explain(db: Db, userId: string, itemId: string) {
  const [user] = await db.select({ id: users.id, isAdministrator: users.isAdministrator }).from(users).where(eq(users.id, userId));
  if (!user) throw fail('userNotFound');
  const node = flatten(await grantableTree(db, 'zh-CN')).find((candidate) => candidate.id === itemId);
  if (!node) throw fail('authorizeItemNotFound');
  const pageId = node.type === 'module' || node.type === 'system' ? node.id : node.parentId;
  const objects = await objectsOfUser(db, userId);
  const rows = objects.length
    ? await db
        .select({ objectId: authorizations.objectId, itemId: authorizations.itemId })
        .from(authorizations)
        .where(and(inArray(authorizations.objectId, objects.map((object) => object.objectId)), inArray(authorizations.itemId, [itemId, pageId])))
    : [];
  const lines: ExplainLine[] = [];
  for (const object of objects) {
    const fullName = await objectName(db, object.objectType, object.objectId).catch(() => object.objectId);
    const mine = rows.filter((row) => row.objectId === object.objectId);
    lines.push({ ...object, fullName, grantsItem: mine.some((row) => row.itemId === itemId), grantsPage: mine.some((row) => row.itemId === pageId) });
  }
  const effective = lines.filter((line) => line.enabled);
  const granted = user.isAdministrator || (effective.some((line) => line.grantsItem) && effective.some((line) => line.grantsPage));
  return { item: { id: node.id, fullName: node.fullName, enCode: node.enCode, type: node.type, pageId }, administrator: user.isAdministrator, granted, objects: lines };
}
