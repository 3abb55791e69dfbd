/**
 * Menu entries as data (spec 03 §2, `system → menu`): the entries of one system (base_module) as the menu screen
 * (schemas/menu.json) edits them — every type 0–8 with its own fields; the names in three languages as stored
 * (`fullName` is the zh-CN one, `fullNameI18n` all three); propertyJson's `moduleId` and `isTree` as fields of their
 * own (other keys of propertyJson are kept). Writes are validated with the screen's model; the parent must be an
 * entry of the same system and never the entry itself or one below it; codes are unique within a system; an entry
 * with children is not deleted, and a deleted entry takes its permission items, data schemes and grants with it.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Language } from '../../../runtime/core/i18n/languages';
import { LANGUAGES } from '../../../runtime/core/i18n/languages';
import type { Db } from '../../db/client';
import { authorizations, columnsPurview, dataSchemes, modulePermissions, modules, systems } from '../../db/schema';
import { fail } from '../../errors';
import { applyChanges, assertValid, screenMessages, writableChanges } from '../resource/body';
import type { Screen } from '../resource/registry';
import type { Executor } from '../resource/store';
import { buildTree, descendantIds, withAncestors } from '../resource/tree';

/** The id of "no parent". */
export const MENU_ROOT = '-1';

type ModuleRow = typeof modules.$inferSelect;

/** The request's context: database, the menu screen, language. */
export interface MenuContext {
  db: Db;
  screen: Screen;
  lang: Language;
}

/** propertyJson as an object ({} when it is not an object). */
function properties(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A menu entry as the screen sees it. */
export function menuAnswer(row: ModuleRow): Record<string, unknown> {
  const property = properties(row.propertyJson);
  return {
    id: row.id,
    parentId: row.parentId,
    systemId: row.systemId,
    fullName: row.fullName,
    fullNameZhTW: row.fullNameI18n['zh-TW'] ?? '',
    fullNameEn: row.fullNameI18n.en ?? '',
    enCode: row.enCode,
    type: row.type,
    urlAddress: row.urlAddress,
    linkTarget: row.linkTarget,
    icon: row.icon,
    moduleId: typeof property.moduleId === 'string' ? property.moduleId : '',
    isTree: property.isTree === 1 || property.isTree === '1' ? 1 : 0,
    propertyJson: row.propertyJson,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    description: row.description,
  };
}

/** The system named by id, or `scopeNotFound`. */
async function requireSystem(db: Executor, systemId: string) {
  const [row] = await db.select({ id: systems.id }).from(systems).where(eq(systems.id, systemId));
  if (!row) throw fail('scopeNotFound');
}

/** One entry, or `recordNotFound`. */
export async function findMenu(db: Executor, id: string): Promise<ModuleRow> {
  const [row] = await db.select().from(modules).where(eq(modules.id, id));
  if (!row) throw fail('recordNotFound');
  return row;
}

/** A system's entries as a tree (keyword: matching entries with their ancestors). */
export async function menuTree(ctx: MenuContext, systemId: string, keyword: string) {
  await requireSystem(ctx.db, systemId);
  const rows = (await ctx.db.select().from(modules).where(eq(modules.systemId, systemId)).orderBy(asc(modules.sortCode), asc(modules.id))).map(menuAnswer);
  const needle = keyword.trim().toLowerCase();
  const kept = needle
    ? withAncestors(rows as { id: string; parentId: string }[], (row) => ['fullName', 'enCode', 'urlAddress'].some((key) => String((row as Record<string, unknown>)[key]).toLowerCase().includes(needle)))
    : rows;
  return buildTree(kept as { id: string; parentId: string }[]);
}

/** The parent selector of a system: its entries without `excludeId` and what lies below it, under the top node. */
export async function menuSelector(ctx: MenuContext, systemId: string, excludeId: string) {
  await requireSystem(ctx.db, systemId);
  const rows = await ctx.db.select().from(modules).where(eq(modules.systemId, systemId)).orderBy(asc(modules.sortCode), asc(modules.id));
  const flat = rows.map((row) => ({ id: row.id, parentId: row.parentId, fullName: row.fullName }));
  const excluded = excludeId && excludeId !== '0' ? new Set([excludeId, ...descendantIds(flat, excludeId)]) : new Set<string>();
  const tree = buildTree(flat.filter((row) => !excluded.has(row.id)));
  return [{ id: MENU_ROOT, parentId: '0', fullName: screenMessages(ctx.screen, ctx.lang)('menu.topNode'), hasChildren: tree.length > 0, children: tree }];
}

/** The stored columns of a validated record. */
function columnsOf(record: Record<string, unknown>, previousProperties: Record<string, unknown>) {
  const property = { ...previousProperties };
  const moduleId = typeof record.moduleId === 'string' ? record.moduleId.trim() : '';
  if (moduleId) property.moduleId = moduleId;
  else delete property.moduleId;
  property.isTree = record.isTree === 1 ? 1 : 0;
  const fullName = String(record.fullName).trim();
  const names: Record<string, string> = { 'zh-CN': fullName };
  if (typeof record.fullNameZhTW === 'string' && record.fullNameZhTW.trim()) names['zh-TW'] = record.fullNameZhTW.trim();
  if (typeof record.fullNameEn === 'string' && record.fullNameEn.trim()) names.en = record.fullNameEn.trim();
  return {
    parentId: String(record.parentId),
    fullName,
    fullNameI18n: Object.fromEntries(LANGUAGES.filter((language) => names[language]).map((language) => [language, names[language]!])),
    enCode: String(record.enCode).trim(),
    type: Number(record.type),
    urlAddress: typeof record.urlAddress === 'string' ? record.urlAddress.trim() : '',
    linkTarget: record.linkTarget === '_blank' ? '_blank' : '_self',
    icon: typeof record.icon === 'string' ? record.icon.trim() : '',
    propertyJson: JSON.stringify(property),
    sortCode: Number(record.sortCode ?? 0),
    enabledMark: record.enabledMark === 0 ? 0 : 1,
    description: typeof record.description === 'string' ? record.description : '',
  };
}

/** Checks the parent (same system, not the entry or below it) and the code (unique in the system). */
async function checkPlacement(tx: Executor, ctx: MenuContext, systemId: string, columns: { parentId: string; enCode: string }, id?: string) {
  if (columns.parentId !== MENU_ROOT) {
    if (id && columns.parentId === id) throw fail('parentIsSelf');
    const rows = await tx.select({ id: modules.id, parentId: modules.parentId }).from(modules).where(eq(modules.systemId, systemId));
    if (!rows.some((row) => row.id === columns.parentId)) throw fail('parentNotFound');
    if (id && descendantIds(rows, id).has(columns.parentId)) throw fail('parentIsSelf');
  }
  const clash = await tx
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.systemId, systemId), eq(modules.enCode, columns.enCode)));
  if (clash.some((row) => row.id !== id)) throw fail('invalidField', { message: screenMessages(ctx.screen, ctx.lang)('menu.codeUnique') });
}

/** Creates an entry in a system from a request body; answers its id. */
export async function createMenu(ctx: MenuContext, body: Record<string, unknown>): Promise<string> {
  const systemId = typeof body.systemId === 'string' ? body.systemId : '';
  if (!systemId) throw fail('scopeNotFound');
  const record = applyChanges(ctx.screen.defaults, writableChanges(ctx.screen, body));
  assertValid(ctx.screen, record, ctx.lang);
  const columns = columnsOf(record, {});
  const id = crypto.randomUUID();
  await ctx.db.transaction(async (tx) => {
    await requireSystem(tx, systemId);
    await checkPlacement(tx, ctx, systemId, columns);
    await tx.insert(modules).values({ id, systemId, ...columns });
  });
  return id;
}

/** Updates an entry (fields left out keep their values; its system never changes). */
export async function updateMenu(ctx: MenuContext, id: string, body: Record<string, unknown>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await findMenu(tx, id);
    const record = applyChanges(menuAnswer(row), writableChanges(ctx.screen, body, { editing: true }));
    for (const key of ['id', 'systemId', 'propertyJson']) delete record[key];
    assertValid(ctx.screen, record, ctx.lang);
    const columns = columnsOf(record, properties(row.propertyJson));
    await checkPlacement(tx, ctx, row.systemId, columns, id);
    await tx.update(modules).set(columns).where(eq(modules.id, id));
  });
}

/** Deletes an entry without children, with its permission items, data schemes and every grant of them. */
export async function removeMenu(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await findMenu(tx, id);
    const [child] = await tx.select({ id: modules.id }).from(modules).where(eq(modules.parentId, id)).limit(1);
    if (child) throw fail('hasChildren');
    const items = await tx.select({ id: modulePermissions.id }).from(modulePermissions).where(eq(modulePermissions.moduleId, id));
    const schemes = await tx.select({ id: dataSchemes.id }).from(dataSchemes).where(eq(dataSchemes.moduleId, id));
    const granted = [id, ...items.map((item) => item.id), ...schemes.map((scheme) => scheme.id)];
    await tx.delete(authorizations).where(inArray(authorizations.itemId, granted));
    await tx.delete(modulePermissions).where(eq(modulePermissions.moduleId, id));
    await tx.delete(dataSchemes).where(eq(dataSchemes.moduleId, id));
    await tx.delete(columnsPurview).where(eq(columnsPurview.moduleId, id));
    await tx.delete(modules).where(eq(modules.id, id));
  });
}

/** Flips an entry's enabled state; answers the new one. */
export async function toggleMenu(db: Db, id: string): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await findMenu(tx, id);
    const next = row.enabledMark === 1 ? 0 : 1;
    await tx.update(modules).set({ enabledMark: next }).where(eq(modules.id, id));
    return next;
  });
}
