/**
 * "Why can't I see this?" (issue 10 item 7): for an administrator looking at a user, the answer of authorize.ts
 * `explain` (which of the user's objects — themselves, organisation, roles, positions, groups — grant the item and
 * its page) completed with what the guard then does with it:
 *
 * - a list column or form field: whether column (form) permission is in use on the page for the user — their grants
 *   name at least one of its columns (fields) — and so whether this one shows (field-access.ts: not in use, all show);
 * - a page or a data scheme: the rows the user sees on the page (data-scope.ts): every row (administrator, no
 *   enabled scheme, or an "all data" scheme held), the union of the schemes held — each with the objects that give
 *   it — or none;
 * - grades: the organisations the user administers (grade management) with their rights, which confine their
 *   management of organisations (and of what the schema screens declare as graded) on top of all the above.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authorizations, dataSchemes, modulePermissions } from '../../db/schema';
import { gradeRows } from '../grade/grade-store';
import { explain, objectsOfUser } from './authorize';
import { loadGrants } from './grants';

/** How the guard treats a column or form field for the user. */
export interface FieldEffect {
  kind: 'field';
  /** The user's grants name some of the page's items of this kind: only the granted ones show. */
  inUse: boolean;
  visible: boolean;
}

/** The rows of the page the user sees, and through which schemes. */
export interface RowsEffect {
  kind: 'rows';
  rows: 'all' | 'schemes' | 'none';
  /** Why every row: the user is an administrator, the page has no enabled scheme, or an "all data" scheme is held. */
  allBecause?: 'administrator' | 'noSchemes' | 'allDataScheme';
  /** The page's enabled schemes, whether the user holds each, and through which of their objects. */
  schemes: { id: string; fullName: string; allData: boolean; held: boolean; through: { objectType: string; objectId: string }[] }[];
}

/** The explanation with the guard's effect and the user's grades. */
export async function explainFully(db: Db, userId: string, itemId: string) {
  const base = await explain(db, userId, itemId);
  const grants = await loadGrants(db, userId);
  const pageId = base.item.pageId;
  const holdsPage = grants.all || grants.modules.has(pageId);
  let effect: FieldEffect | RowsEffect | undefined;
  if (base.item.type === 'column' || base.item.type === 'form') {
    const items = await db
      .select({ id: modulePermissions.id })
      .from(modulePermissions)
      .where(and(eq(modulePermissions.moduleId, pageId), eq(modulePermissions.kind, base.item.type), eq(modulePermissions.enabledMark, 1)));
    const inUse = !grants.all && holdsPage && items.some((item) => grants.items.has(item.id));
    effect = { kind: 'field', inUse, visible: holdsPage && (grants.all || !inUse || grants.items.has(itemId)) };
  } else if (base.item.type === 'module' || base.item.type === 'resource') {
    const schemes = await db
      .select({ id: dataSchemes.id, fullName: dataSchemes.fullName, allData: dataSchemes.allData })
      .from(dataSchemes)
      .where(and(eq(dataSchemes.moduleId, pageId), eq(dataSchemes.enabledMark, 1)))
      .orderBy(asc(dataSchemes.sortCode), asc(dataSchemes.enCode));
    const objects = (await objectsOfUser(db, userId)).filter((object) => object.enabled);
    const givers = schemes.length && objects.length
      ? await db
          .select({ itemId: authorizations.itemId, objectType: authorizations.objectType, objectId: authorizations.objectId })
          .from(authorizations)
          .where(and(inArray(authorizations.itemId, schemes.map((scheme) => scheme.id)), inArray(authorizations.objectId, objects.map((object) => object.objectId))))
      : [];
    const mine = new Set(objects.map((object) => `${object.objectType}:${object.objectId}`));
    const listed = schemes.map((scheme) => {
      const through = givers.filter((row) => row.itemId === scheme.id && mine.has(`${row.objectType}:${row.objectId}`)).map(({ objectType, objectId }) => ({ objectType, objectId }));
      return { ...scheme, held: holdsPage && through.length > 0, through };
    });
    let rows: RowsEffect['rows'] = 'none';
    let allBecause: RowsEffect['allBecause'];
    if (grants.all) [rows, allBecause] = ['all', 'administrator'];
    else if (!holdsPage) rows = 'none';
    else if (schemes.length === 0) [rows, allBecause] = ['all', 'noSchemes'];
    else if (listed.some((scheme) => scheme.held && scheme.allData)) [rows, allBecause] = ['all', 'allDataScheme'];
    else if (listed.some((scheme) => scheme.held)) rows = 'schemes';
    effect = { kind: 'rows', rows, ...(allBecause ? { allBecause } : {}), schemes: listed };
  }
  const grades = await gradeRows(db, userId);
  return { ...base, ...(effect ? { effect } : {}), grades };
}
