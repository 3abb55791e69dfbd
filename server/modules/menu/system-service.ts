/**
 * Systems as the menu screen's left tree manages them (schemas/system.json, opened from the tree's "manage"
 * entry): list, read, create, update, enable/disable and delete, for administrators. The main system cannot be
 * disabled or deleted — every user's menu starts there — and a system that still has menu entries cannot be deleted
 * (its entries would be lost with it). Writes are validated with the system screen's model; codes are unique. A
 * change reaches every CurrentUser through the grant version (a trigger on base_system).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '../../../runtime/core/i18n/languages';
import type { Db } from '../../db/client';
import { authorizations, modules, systems, users } from '../../db/schema';
import { fail } from '../../errors';
import { applyChanges, assertValid, screenMessages, writableChanges } from '../resource/body';
import type { Screen } from '../resource/registry';
import type { Executor } from '../resource/store';

type SystemRow = typeof systems.$inferSelect;

/** The request's context: database, the system screen, language. */
export interface SystemContext {
  db: Db;
  screen: Screen;
  lang: Language;
}

/** A system as the screen and the menu's left tree see it (the name in the caller's language). */
export function systemAnswer(row: SystemRow, lang: Language) {
  return {
    id: row.id,
    parentId: '0',
    fullName: row.fullNameI18n[lang] || row.fullName,
    enCode: row.enCode,
    icon: row.icon,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    isMain: row.isMain ? 1 : 0,
    hasChildren: false,
    children: [],
  };
}

/** The systems, in their order. */
export async function listSystems(db: Db, lang: Language) {
  const rows = await db.select().from(systems).orderBy(asc(systems.sortCode), asc(systems.id));
  return rows.map((row) => systemAnswer(row, lang));
}

/** One system, or `recordNotFound`. */
export async function findSystem(db: Executor, id: string): Promise<SystemRow> {
  const [row] = await db.select().from(systems).where(eq(systems.id, id));
  if (!row) throw fail('recordNotFound');
  return row;
}

/** The record a body makes (validated), over the stored one when editing. */
function validRecord(ctx: SystemContext, body: Record<string, unknown>, base?: SystemRow) {
  const start = base ? { fullName: base.fullName, enCode: base.enCode, icon: base.icon, sortCode: base.sortCode, enabledMark: base.enabledMark } : ctx.screen.defaults;
  const record = applyChanges(start, writableChanges(ctx.screen, body, { editing: base !== undefined }));
  assertValid(ctx.screen, record, ctx.lang);
  return {
    fullName: String(record.fullName).trim(),
    enCode: String(record.enCode).trim(),
    icon: typeof record.icon === 'string' ? record.icon.trim() : '',
    sortCode: Number(record.sortCode ?? 0),
    enabledMark: record.enabledMark === 0 ? 0 : 1,
  };
}

/** Refuses a code another system has. */
async function checkCode(tx: Executor, ctx: SystemContext, enCode: string, id?: string) {
  const clash = await tx.select({ id: systems.id }).from(systems).where(eq(systems.enCode, enCode));
  if (clash.some((row) => row.id !== id)) throw fail('invalidField', { message: screenMessages(ctx.screen, ctx.lang)('system.codeUnique') });
}

/** Creates a system; answers its id. */
export async function createSystem(ctx: SystemContext, body: Record<string, unknown>): Promise<string> {
  const columns = validRecord(ctx, body);
  const id = crypto.randomUUID();
  await ctx.db.transaction(async (tx) => {
    await checkCode(tx, ctx, columns.enCode);
    await tx.insert(systems).values({ id, ...columns, fullNameI18n: { 'zh-CN': columns.fullName }, isMain: false });
  });
  return id;
}

/** Updates a system (fields left out keep their values); the main one cannot be disabled. */
export async function updateSystem(ctx: SystemContext, id: string, body: Record<string, unknown>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await findSystem(tx, id);
    const columns = validRecord(ctx, body, row);
    if (row.isMain && columns.enabledMark === 0) throw fail('mainSystemLocked');
    await checkCode(tx, ctx, columns.enCode, id);
    // The typed name is the zh-CN one; names in other languages stay until edited elsewhere.
    await tx.update(systems).set({ ...columns, fullNameI18n: { ...row.fullNameI18n, 'zh-CN': columns.fullName } }).where(eq(systems.id, id));
  });
}

/** Flips a system's enabled state (never the main one's); answers the new one. */
export async function toggleSystem(db: Db, id: string): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await findSystem(tx, id);
    if (row.isMain) throw fail('mainSystemLocked');
    const next = row.enabledMark === 1 ? 0 : 1;
    await tx.update(systems).set({ enabledMark: next }).where(eq(systems.id, id));
    return next;
  });
}

/** Deletes a system without menu entries (never the main one), with its grants; users on it go back to the main one. */
export async function removeSystem(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findSystem(tx, id);
    if (row.isMain) throw fail('mainSystemLocked');
    const [entry] = await tx.select({ id: modules.id }).from(modules).where(eq(modules.systemId, id)).limit(1);
    if (entry) throw fail('systemHasMenus');
    await tx.delete(authorizations).where(and(eq(authorizations.itemType, 'system'), eq(authorizations.itemId, id)));
    await tx.update(users).set({ currentSystemId: '' }).where(eq(users.currentSystemId, id));
    await tx.delete(systems).where(eq(systems.id, id));
  });
}
