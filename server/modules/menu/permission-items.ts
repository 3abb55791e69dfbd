/**
 * A menu page's permission items (base_module_permission): its buttons, list columns and form fields, each kind a
 * screen of its own (schemas/moduleButton.json, moduleColumn.json, moduleForm.json) scoped to the page. Names are
 * kept in three languages as the menu's are; codes are unique per page and kind; a deleted item takes its grants
 * with it. An item removed or recoded here is remembered, so the start-up permission sync never adds it again
 * (server/db/seed/screen-permission-sync.ts).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '../../../runtime/core/i18n/languages';
import type { Db } from '../../db/client';
import { authorizations, modulePermissions } from '../../db/schema';
import { fail } from '../../errors';
import { applyChanges, assertValid, screenMessages, writableChanges } from '../resource/body';
import type { Screen } from '../resource/registry';
import type { Executor } from '../resource/store';
import { rememberRemovedItem } from '../../db/seed/screen-permission-sync';
import { findMenu } from './menu-service';

/** The kinds of items, by the screen that edits them. */
export const ITEM_KINDS = { moduleButton: 'button', moduleColumn: 'column', moduleForm: 'form' } as const;

/** A screen of items. */
export type ItemScreenId = keyof typeof ITEM_KINDS;

type ItemRow = typeof modulePermissions.$inferSelect;

/** The request's context. */
export interface ItemContext {
  db: Db;
  screen: Screen;
  lang: Language;
  kind: (typeof ITEM_KINDS)[ItemScreenId];
}

/** An item as its screen sees it. */
function itemAnswer(row: ItemRow): Record<string, unknown> {
  return {
    id: row.id,
    moduleId: row.moduleId,
    fullName: row.fullName,
    fullNameZhTW: row.fullNameI18n['zh-TW'] ?? '',
    fullNameEn: row.fullNameI18n.en ?? '',
    enCode: row.enCode,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
  };
}

/** One item of the context's kind, or `recordNotFound`. */
async function findItem(db: Executor, ctx: ItemContext, id: string): Promise<ItemRow> {
  const [row] = await db.select().from(modulePermissions).where(and(eq(modulePermissions.id, id), eq(modulePermissions.kind, ctx.kind)));
  if (!row) throw fail('recordNotFound');
  return row;
}

/** A page's items of the kind, by sort order (keyword: in name or code). */
export async function listItems(ctx: ItemContext, moduleId: string, keyword: string) {
  await findMenu(ctx.db, moduleId).catch(() => {
    throw fail('scopeNotFound');
  });
  const rows = await ctx.db
    .select()
    .from(modulePermissions)
    .where(and(eq(modulePermissions.moduleId, moduleId), eq(modulePermissions.kind, ctx.kind)))
    .orderBy(asc(modulePermissions.sortCode), asc(modulePermissions.enCode));
  const needle = keyword.trim().toLowerCase();
  return rows.map(itemAnswer).filter((row) => !needle || [row.fullName, row.enCode].some((value) => String(value).toLowerCase().includes(needle)));
}

/** One item. */
export async function getItem(ctx: ItemContext, id: string) {
  return itemAnswer(await findItem(ctx.db, ctx, id));
}

/** The stored columns of a validated record. */
function columnsOf(record: Record<string, unknown>) {
  const fullName = String(record.fullName).trim();
  const names: Record<string, string> = { 'zh-CN': fullName };
  if (typeof record.fullNameZhTW === 'string' && record.fullNameZhTW.trim()) names['zh-TW'] = record.fullNameZhTW.trim();
  if (typeof record.fullNameEn === 'string' && record.fullNameEn.trim()) names.en = record.fullNameEn.trim();
  return { fullName, fullNameI18n: names, enCode: String(record.enCode).trim(), sortCode: Number(record.sortCode ?? 0), enabledMark: record.enabledMark === 0 ? 0 : 1 };
}

/** Refuses a code the page already has for the kind. */
async function checkCode(tx: Executor, ctx: ItemContext, moduleId: string, enCode: string, id?: string) {
  const clash = await tx
    .select({ id: modulePermissions.id })
    .from(modulePermissions)
    .where(and(eq(modulePermissions.moduleId, moduleId), eq(modulePermissions.kind, ctx.kind), eq(modulePermissions.enCode, enCode)));
  if (clash.some((row) => row.id !== id)) throw fail('invalidField', { message: screenMessages(ctx.screen, ctx.lang)(`${ctx.screen.schema.id}.codeUnique`) });
}

/** Creates an item of a page; answers its id. */
export async function createItem(ctx: ItemContext, body: Record<string, unknown>): Promise<string> {
  const moduleId = typeof body.moduleId === 'string' ? body.moduleId : '';
  const record = applyChanges(ctx.screen.defaults, writableChanges(ctx.screen, body));
  assertValid(ctx.screen, record, ctx.lang);
  const columns = columnsOf(record);
  const id = crypto.randomUUID();
  await ctx.db.transaction(async (tx) => {
    await findMenu(tx, moduleId).catch(() => {
      throw fail('scopeNotFound');
    });
    await checkCode(tx, ctx, moduleId, columns.enCode);
    await tx.insert(modulePermissions).values({ id, moduleId, kind: ctx.kind, ...columns });
  });
  return id;
}

/** Updates an item (its page and kind never change). */
export async function updateItem(ctx: ItemContext, id: string, body: Record<string, unknown>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await findItem(tx, ctx, id);
    const record = applyChanges(itemAnswer(row), writableChanges(ctx.screen, body, { editing: true }));
    delete record.id;
    delete record.moduleId;
    assertValid(ctx.screen, record, ctx.lang);
    const columns = columnsOf(record);
    await checkCode(tx, ctx, row.moduleId, columns.enCode, id);
    if (columns.enCode !== row.enCode) await rememberRemovedItem(tx, row);
    await tx.update(modulePermissions).set(columns).where(eq(modulePermissions.id, id));
  });
}

/** Deletes an item with its grants. */
export async function removeItem(ctx: ItemContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await findItem(tx, ctx, id);
    await rememberRemovedItem(tx, row);
    await tx.delete(authorizations).where(eq(authorizations.itemId, id));
    await tx.delete(modulePermissions).where(eq(modulePermissions.id, id));
  });
}

/** Flips an item's enabled state; answers the new one. */
export async function toggleItem(ctx: ItemContext, id: string): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const row = await findItem(tx, ctx, id);
    const next = row.enabledMark === 1 ? 0 : 1;
    await tx.update(modulePermissions).set({ enabledMark: next }).where(eq(modulePermissions.id, id));
    return next;
  });
}
