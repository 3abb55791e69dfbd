/**
 * Column authority on the server (runtime/core/permission/column-authority.ts has the rule): per menu page, an
 * administrator's arrangement of its list columns, stored in base_columns_purview.
 *
 * | call | what |
 * |---|---|
 * | `GET /api/permission/Authority/GetColumnsByModuleId/{moduleId}` | the page's arrangement `[{ prop, label, visible, fixed }]` (`[]`: none set, no such page, or a caller not holding it); a holder of the page sees only the columns they are granted |
 * | `PUT /api/permission/Authority/SetColumnsByModuleId` | `{ moduleId, fieldList }` (an array or its JSON text; `[]` removes it); administrators only; every `prop` must be one of the page's column items |
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { grantedOrAll } from '../../../runtime/core/permission/filter';
import { arrangementFor, parseArrangement, type ColumnArrangement, type ColumnItem } from '../../../runtime/core/permission/column-authority';
import { columnsPurview, modulePermissions, modules } from '../../db/schema';
import type { Db } from '../../db/client';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { loadGrants } from '../permission/grants';

/** A page's enabled column items, by sort order. */
async function columnItems(db: Db, moduleId: string): Promise<(ColumnItem & { id: string })[]> {
  return db
    .select({ id: modulePermissions.id, enCode: modulePermissions.enCode, fullName: modulePermissions.fullName })
    .from(modulePermissions)
    .where(and(eq(modulePermissions.moduleId, moduleId), eq(modulePermissions.kind, 'column'), eq(modulePermissions.enabledMark, 1)))
    .orderBy(asc(modulePermissions.sortCode), asc(modulePermissions.enCode));
}

async function requireModule(db: Db, moduleId: unknown): Promise<string> {
  if (typeof moduleId !== 'string' || moduleId === '') throw fail('columnAuthorityModuleNotFound');
  const [row] = await db.select({ id: modules.id }).from(modules).where(eq(modules.id, moduleId));
  if (!row) throw fail('columnAuthorityModuleNotFound');
  return row.id;
}

/** The page's arrangement as the caller sees it (see the table above). */
export async function columnsByModule(c: Context<AppEnv>, moduleId: string): Promise<ColumnArrangement[]> {
  const db = c.get('services').db;
  const session = c.get('session');
  // As the original: reading never fails — a page nobody arranged, an unknown one or one the caller does not hold
  // answers nothing (a list then keeps the schema's order), so a list page never shows an error for it.
  let maySee: ((prop: string) => boolean) | undefined;
  const items = await columnItems(db, moduleId);
  if (!session.isAdministrator) {
    const grants = await loadGrants(db, session.userId);
    if (!grants.modules.has(moduleId)) return [];
    // The column filter's rule: when the caller's grants name none of the page's columns, column permission is not
    // in use there and every column shows.
    const shown = new Set(grantedOrAll(items.map((item) => item.enCode), (code) => items.some((item) => item.enCode === code && grants.items.has(item.id))));
    maySee = (prop) => shown.has(prop);
  }
  const [row] = await db.select({ fieldList: columnsPurview.fieldList }).from(columnsPurview).where(eq(columnsPurview.moduleId, moduleId));
  return arrangementFor(row?.fieldList, items, maySee);
}

/** Replaces (or, with an empty list, removes) a page's arrangement; administrators only. */
export async function setColumnsByModule(c: Context<AppEnv>, body: Record<string, unknown>): Promise<void> {
  const session = c.get('session');
  if (!session.isAdministrator) throw fail('forbidden');
  const db = c.get('services').db;
  const moduleId = await requireModule(db, body.moduleId);
  const parsed = parseArrangement(body.fieldList, await columnItems(db, moduleId));
  if ('problem' in parsed) {
    const { problem } = parsed;
    if (problem.reason === 'notAList') throw fail('columnAuthorityNotAList');
    if (problem.reason === 'tooMany') throw fail('columnAuthorityTooMany', { max: problem.max });
    if (problem.reason === 'badEntry') throw fail('columnAuthorityBadEntry', { index: problem.index + 1 });
    if (problem.reason === 'unknownColumn') throw fail('columnAuthorityUnknownColumn', { prop: problem.prop });
    throw fail('columnAuthorityDuplicateColumn', { prop: problem.prop });
  }
  const fieldList = parsed.list.map(({ prop, visible, fixed }) => ({ prop, visible, fixed }));
  if (fieldList.length === 0) {
    await db.delete(columnsPurview).where(eq(columnsPurview.moduleId, moduleId));
    return;
  }
  await db
    .insert(columnsPurview)
    .values({ id: crypto.randomUUID(), moduleId, fieldList, lastModifyUserId: session.userId })
    .onConflictDoUpdate({ target: columnsPurview.moduleId, set: { fieldList, lastModifyUserId: session.userId, updatedAt: new Date() } });
}
