/**
 * Writing companies and departments (base_organize) with the rules an organisation chart keeps:
 *
 * - A company sits at the top (parent "-1") or under a company; a department sits under a company or a department,
 *   so every department belongs to a company. A node's kind (category) never changes once created.
 * - A node never moves under itself or one of its descendants.
 * - Codes (enCode) are unique across all organisations.
 * - A node with children, or with members (users whose organisation it is, users linked to it, its positions), is
 *   not deleted.
 *
 * Bodies are validated with the screen's schema (organize.json / department.json) as every screen is; writers are
 * serialised by an advisory lock so two concurrent writers cannot both pass the code or tree checks.
 *
 * Data permissions (organize-rows.ts): a node outside the caller's rows is "not found" to update, delete and state;
 * and a write whose node, as stored, would lie outside them is refused and undone — checked inside the write's
 * transaction with the variables resolved again there, since "my organisation and below" grows with a new child.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Language } from '../../../runtime/core/i18n/languages';
import type { Db } from '../../db/client';
import { organizes, positions, userRelations, users } from '../../db/schema';
import { fail } from '../../errors';
import { applyChanges, assertValid, screenMessages, writableChanges } from '../resource/body';
import type { Screen } from '../resource/registry';
import type { Executor } from '../resource/store';
import { descendantIds } from '../resource/tree';
import { assertWithinRows, isWithinRows, resolveSchemeContext, type RowScope } from '../permission/data-scope';

/** A company or a department. */
export type OrganizeCategory = 'company' | 'department';

/** The parent id of top-level companies. */
export const ORGANIZE_ROOT = '-1';

/** What a write needs. */
export interface OrganizeWriteContext {
  db: Db;
  screen: Screen;
  lang: Language;
  /** The kind every record of this screen has (the department screen), or undefined when the body says. */
  fixedCategory?: OrganizeCategory;
  /** Form fields hidden from the caller (their values are ignored). */
  hiddenFormFields: ReadonlySet<string>;
  /** The caller and their rows on the screen (data permissions); absent: every row. */
  rows?: { userId: string; scope: RowScope };
}

const lockOrganizes = (tx: Executor) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('base_organize'))`);

type OrganizeRow = typeof organizes.$inferSelect;

/** The record as the screens' model names it. */
export function organizeRecord(row: OrganizeRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    category: row.category,
    parentId: row.parentId,
    fullName: row.fullName,
    enCode: row.enCode,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
  };
  if (row.description) out.description = row.description;
  return out;
}

/** A node as the data-permission schemes read it: its record with its id. */
export function schemeRecordOf(row: OrganizeRow): Record<string, unknown> {
  return { id: row.id, ...organizeRecord(row) };
}

/** Refuses (and so undoes, inside the transaction) a written node that lies outside the caller's rows. */
async function assertWrittenWithinRows(tx: Executor, rows: OrganizeWriteContext['rows'], record: Record<string, unknown>): Promise<void> {
  if (!rows) return;
  const scope = rows.scope.all ? rows.scope : { ...rows.scope, context: await resolveSchemeContext(tx, rows.userId) };
  assertWithinRows(scope, record);
}

/** Checks the parent of a node of a kind: it exists, may hold that kind, and is not the node or below it. */
function checkParent(all: readonly OrganizeRow[], category: string, parentId: string, selfId?: string) {
  if (selfId && (parentId === selfId || descendantIds(all, selfId).has(parentId))) throw fail('parentIsSelf');
  if (parentId === ORGANIZE_ROOT) {
    if (category === 'department') throw fail('departmentNeedsCompany');
    return;
  }
  const parent = all.find((row) => row.id === parentId);
  if (!parent) throw fail('parentNotFound');
  if (category === 'company' && parent.category !== 'company') throw fail('companyUnderDepartment');
}

async function assertCodeFree(tx: Executor, screen: Screen, lang: Language, enCode: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: organizes.id })
    .from(organizes)
    .where(and(sql`lower(${organizes.enCode}) = lower(${enCode})`, exceptId ? ne(organizes.id, exceptId) : undefined))
    .limit(1);
  if (clash) {
    const message = screen.schema.resource.unique?.[0]?.message ?? 'error.badRequest';
    throw fail('invalidField', { message: screenMessages(screen, lang)(message) });
  }
}

function columnsOf(record: Record<string, unknown>) {
  return {
    parentId: String(record.parentId),
    fullName: String(record.fullName).trim(),
    enCode: String(record.enCode).trim(),
    sortCode: Number(record.sortCode ?? 0),
    enabledMark: Number(record.enabledMark ?? 1),
    description: typeof record.description === 'string' ? record.description : '',
  };
}

/** Creates a company or department; answers its id. */
export async function createOrganize(ctx: OrganizeWriteContext, body: Record<string, unknown>): Promise<string> {
  const changes = writableChanges(ctx.screen, body, { hiddenFormFields: ctx.hiddenFormFields });
  const record = applyChanges({ ...ctx.screen.defaults, ...(ctx.fixedCategory ? { category: ctx.fixedCategory } : {}) }, changes);
  if (ctx.fixedCategory) record.category = ctx.fixedCategory;
  assertValid(ctx.screen, record, ctx.lang);
  const id = crypto.randomUUID();
  await ctx.db.transaction(async (tx) => {
    await lockOrganizes(tx);
    const all = await tx.select().from(organizes);
    checkParent(all, String(record.category), String(record.parentId));
    await assertCodeFree(tx, ctx.screen, ctx.lang, String(record.enCode));
    await tx.insert(organizes).values({ id, category: String(record.category), ...columnsOf(record) });
    await assertWrittenWithinRows(tx, ctx.rows, { id, ...record, category: String(record.category) });
  });
  return id;
}

/** Loads a node, refusing a missing one, one of the other kind on the department screen, or one outside `scope`. */
async function existingNode(tx: Executor, id: string, fixedCategory?: OrganizeCategory, scope?: RowScope): Promise<OrganizeRow> {
  const [row] = await tx.select().from(organizes).where(eq(organizes.id, id));
  if (!row || (fixedCategory && row.category !== fixedCategory) || (scope && !isWithinRows(scope, schemeRecordOf(row)))) throw fail('organizeNotFound');
  return row;
}

/** Updates a node (its kind stays). */
export async function updateOrganize(ctx: OrganizeWriteContext, id: string, body: Record<string, unknown>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockOrganizes(tx);
    const row = await existingNode(tx, id, ctx.fixedCategory, ctx.rows?.scope);
    const changes = writableChanges(ctx.screen, body, { editing: true, hiddenFormFields: ctx.hiddenFormFields });
    delete changes.set.category;
    const record = applyChanges(organizeRecord(row), changes);
    record.category = row.category;
    if (ctx.fixedCategory) delete record.category;
    assertValid(ctx.screen, record, ctx.lang);
    const all = await tx.select().from(organizes);
    checkParent(all, row.category, String(record.parentId), id);
    await assertCodeFree(tx, ctx.screen, ctx.lang, String(record.enCode), id);
    await tx.update(organizes).set(columnsOf(record)).where(eq(organizes.id, id));
    await assertWrittenWithinRows(tx, ctx.rows, { id, ...record, category: row.category });
  });
}

/** Deletes a node that has no children and no members (`scope`: the caller's rows, outside which it is not found). */
export async function removeOrganize(db: Db, id: string, fixedCategory?: OrganizeCategory, scope?: RowScope): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrganizes(tx);
    await existingNode(tx, id, fixedCategory, scope);
    const [child] = await tx.select({ id: organizes.id }).from(organizes).where(eq(organizes.parentId, id)).limit(1);
    if (child) throw fail('hasChildren');
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.organizeId, id)).limit(1);
    const [linked] = await tx
      .select({ id: userRelations.userId })
      .from(userRelations)
      .where(and(eq(userRelations.objectType, 'Organize'), eq(userRelations.objectId, id)))
      .limit(1);
    if (member || linked) throw fail('organizeHasMembers');
    const [position] = await tx.select({ id: positions.id }).from(positions).where(eq(positions.organizeId, id)).limit(1);
    if (position) throw fail('organizeHasPositions');
    await tx.delete(organizes).where(eq(organizes.id, id));
  });
}

/** Flips a node's enabled mark; answers the new value (`rows`: the caller's, as for a write). */
export async function toggleOrganizeState(db: Db, id: string, fixedCategory?: OrganizeCategory, rows?: OrganizeWriteContext['rows']): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await existingNode(tx, id, fixedCategory, rows?.scope);
    const next = row.enabledMark === 1 ? 0 : 1;
    await tx.update(organizes).set({ enabledMark: next }).where(eq(organizes.id, id));
    await assertWrittenWithinRows(tx, rows, { ...schemeRecordOf(row), enabledMark: next });
    return next;
  });
}
