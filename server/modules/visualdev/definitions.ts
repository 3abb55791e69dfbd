/**
 * Low-code definitions as data (spec 03 §7 "Visual development", `/api/visualdev/Base`): list by category and
 * keyword, create, read, update, delete, copy and release. A definition is checked when saved (runtime/core/lowcode
 * problems.ts; the refusal names the field in the caller's language). Editing changes only the edited copy; a release
 * copies it to the live one, publishes it to its menu entries (type 3, propertyJson.moduleId = the definition) and
 * adds their missing permission items — buttons, list columns and form fields.
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../runtime/core/i18n/languages';
import { LANGUAGES } from '../../../runtime/core/i18n/languages';
import { translate } from '../../../runtime/core/i18n/messages';
import { definitionToScreen } from '../../../runtime/core/lowcode/adapter';
import { valueFields, type Definition, type DefinitionField } from '../../../runtime/core/lowcode/definition';
import { definitionProblems } from '../../../runtime/core/lowcode/problems';
import type { Db } from '../../db/client';
import { modulePermissions, modules, records, visualDevs } from '../../db/schema';
import { fail } from '../../errors';
import { categoryName, categoryNames } from './categories';
import { screenIdOf } from './models';

/** A stored definition row. */
export type DefinitionRow = typeof visualDevs.$inferSelect;

/** The menu type of a form model page (spec 03 §2). */
export const FORM_MODEL_MENU = 3;

const CODE = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

/** Reads a JSON object given as an object or as JSON text (the wire sends text). */
function objectOf(value: unknown): Record<string, unknown> | undefined {
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** The fields a body may set, checked; throws the first problem in the caller's language. */
export function readDefinitionBody(body: Record<string, unknown>, lang: Language) {
  const refuse = (key: Parameters<typeof translate>[1], params?: Record<string, string>) => fail('definitionInvalid', { message: translate(lang, key, params) });
  const fullName = typeof body.fullName === 'string' ? body.fullName.trim() : '';
  if (!fullName) throw refuse('lowcode.fullNameRequired');
  if (fullName.length > 50) throw refuse('lowcode.fullNameTooLong');
  const enCode = typeof body.enCode === 'string' ? body.enCode.trim() : '';
  if (!CODE.test(enCode)) throw refuse('lowcode.enCodeInvalid');
  const formData = objectOf(body.formData) ?? (body.formData === undefined ? { fields: [] } : undefined);
  const columnData = objectOf(body.columnData) ?? (body.columnData === undefined ? {} : undefined);
  const problems = definitionProblems(formData, columnData);
  if (problems.length) throw refuse(problems[0]!.key, problems[0]!.params);
  return {
    fullName,
    enCode,
    category: typeof body.category === 'string' ? body.category.slice(0, 50) : '',
    description: typeof body.description === 'string' ? body.description.slice(0, 500) : '',
    sortCode: typeof body.sortCode === 'number' && Number.isSafeInteger(body.sortCode) && Math.abs(body.sortCode) < 2 ** 31 ? body.sortCode : 0,
    enabledMark: body.enabledMark === 0 ? 0 : 1,
    formData: formData!,
    columnData: columnData!,
  };
}

/** A definition as the list answers it. */
function listItem(row: DefinitionRow) {
  return {
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    category: row.category,
    type: row.webType,
    webType: row.webType,
    state: row.state,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    description: row.description,
    creatorTime: row.createdAt.getTime(),
    lastModifyTime: row.updatedAt?.getTime() ?? null,
  };
}

/** A definition as one record answers it: formData and columnData as JSON text (the wire contract). */
export function definitionAnswer(row: DefinitionRow) {
  return { ...listItem(row), formData: JSON.stringify(row.formData), columnData: JSON.stringify(row.columnData) };
}

/** A page of definitions, filtered by category and keyword (name or code). */
export async function listDefinitions(db: Db, query: { keyword: string; category: string; currentPage: number; pageSize: number }) {
  const conditions: SQL[] = [];
  if (query.category) conditions.push(eq(visualDevs.category, query.category));
  if (query.keyword) {
    const pattern = `%${query.keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(or(ilike(visualDevs.fullName, pattern), ilike(visualDevs.enCode, pattern))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(visualDevs)
    .where(where)
    .orderBy(asc(visualDevs.sortCode), desc(visualDevs.createdAt), asc(visualDevs.id))
    .limit(query.pageSize)
    .offset((query.currentPage - 1) * query.pageSize);
  const [total] = await db.select({ total: count() }).from(visualDevs).where(where);
  const names = await categoryNames(db);
  return { list: rows.map((row) => ({ ...listItem(row), categoryName: categoryName(names, row.category) })), pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: Number(total?.total ?? 0) } };
}

/** One definition, or `modelNotFound`. */
export async function findDefinition(db: Pick<Db, 'select'>, id: string): Promise<DefinitionRow> {
  const [row] = await db.select().from(visualDevs).where(eq(visualDevs.id, id));
  if (!row) throw fail('modelNotFound');
  return row;
}

async function assertCodeFree(db: Pick<Db, 'select'>, enCode: string, exceptId?: string) {
  const [row] = await db.select({ id: visualDevs.id }).from(visualDevs).where(eq(visualDevs.enCode, enCode));
  if (row && row.id !== exceptId) throw fail('definitionCodeTaken');
}

/** Creates a definition; answers its id. */
export async function createDefinition(db: Db, body: Record<string, unknown>, who: { lang: Language; userId: string; now: Date }): Promise<string> {
  const values = readDefinitionBody(body, who.lang);
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('base_visual_dev'))`);
    await assertCodeFree(tx, values.enCode);
    await tx.insert(visualDevs).values({ id, ...values, createdAt: who.now, createdBy: who.userId });
  });
  return id;
}

/** Updates a definition's edited copy (a released one becomes "edited since release"; nothing live changes). */
export async function updateDefinition(db: Db, id: string, body: Record<string, unknown>, who: { lang: Language; userId: string; now: Date }): Promise<void> {
  const values = readDefinitionBody(body, who.lang);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('base_visual_dev'))`);
    const existing = await findDefinition(tx, id);
    await assertCodeFree(tx, values.enCode, id);
    await tx
      .update(visualDevs)
      .set({ ...values, state: existing.state === 0 ? 0 : 2, updatedAt: who.now, updatedBy: who.userId })
      .where(eq(visualDevs.id, id));
  });
}

/** Deletes a definition (its records stay in storage until the model is released again under the same id). */
export async function removeDefinition(db: Db, id: string): Promise<void> {
  const [row] = await db.delete(visualDevs).where(eq(visualDevs.id, id)).returning({ id: visualDevs.id });
  if (!row) throw fail('modelNotFound');
}

/** Copies a definition under a new id and code, never released. */
export async function copyDefinition(db: Db, id: string, who: { lang: Language; userId: string; now: Date }): Promise<string> {
  const source = await findDefinition(db, id);
  const suffix = Math.random().toString(36).slice(2, 7);
  const copy = crypto.randomUUID();
  await db.insert(visualDevs).values({
    id: copy,
    fullName: `${source.fullName}.${translate(who.lang, 'lowcode.copySuffix')}${suffix}`.slice(0, 50),
    enCode: `${source.enCode.slice(0, 44)}_${suffix}`,
    category: source.category,
    webType: source.webType,
    description: source.description,
    sortCode: source.sortCode,
    enabledMark: source.enabledMark,
    formData: source.formData,
    columnData: source.columnData,
    createdAt: who.now,
    createdBy: who.userId,
  });
  return copy;
}

/** The value fields of the edited form: `{ vModel, label }`, sub-table columns as `table-column`. */
export function formDataFields(row: DefinitionRow) {
  const fields = valueFields(((row.formData as { fields?: DefinitionField[] }).fields ?? []) as DefinitionField[]);
  return fields.flatMap((field) => {
    const own = { vModel: field.__vModel__!, label: field.__config__.label ?? field.__vModel__! };
    if (field.__config__.klxKey !== 'table') return [own];
    return [own, ...(field.__config__.children ?? []).filter((column) => column.__vModel__).map((column) => ({ vModel: `${field.__vModel__}-${column.__vModel__}`, label: `${own.label}-${column.__config__.label ?? column.__vModel__}` }))];
  });
}

/** Enabled definitions grouped by category (the group's enCode is the category's code, its fullName its name), as a selector tree. */
export async function definitionSelector(db: Db) {
  const [rows, names] = await Promise.all([
    db.select().from(visualDevs).where(eq(visualDevs.enabledMark, 1)).orderBy(asc(visualDevs.category), asc(visualDevs.sortCode), asc(visualDevs.fullName)),
    categoryNames(db),
  ]);
  const groups = new Map<string, { id: string; fullName: string; enCode: string; parentId: string; hasChildren: boolean; children: unknown[] }>();
  for (const row of rows) {
    const category = row.category || 'default';
    const group = groups.get(category) ?? { id: `category:${category}`, fullName: categoryName(names, category), enCode: category, parentId: '0', hasChildren: true, children: [] };
    groups.set(category, group);
    group.children.push({ id: row.id, fullName: row.fullName, enCode: row.enCode, parentId: group.id, hasChildren: false, state: row.state });
  }
  return [...groups.values()];
}

/** How many stored records a new live definition would not fit: new required fields without default, changed types. */
export async function recordsAffected(db: Pick<Db, 'select'>, row: DefinitionRow, next: Definition): Promise<number> {
  if (!row.releasedFormData) return 0;
  const options = { id: screenIdOf(row.id), route: 'x', api: '/x', title: { 'zh-CN': row.fullName } };
  const before = definitionToScreen({ formData: row.releasedFormData as never, columnData: (row.releasedColumnData ?? {}) as never }, options).model;
  const after = definitionToScreen(next, options).model;
  const conditions: SQL[] = [];
  for (const name of after.required ?? []) {
    const field = after.properties[name]!;
    if (field.default === undefined && !(before.required ?? []).includes(name)) conditions.push(sql`(${records.data} -> ${name}) is null`);
  }
  for (const [name, field] of Object.entries(after.properties)) {
    const old = before.properties[name];
    if (old && (old.type !== field.type || JSON.stringify(old.enum ?? null) !== JSON.stringify(field.enum ?? null))) conditions.push(sql`(${records.data} -> ${name}) is not null`);
  }
  if (conditions.length === 0) return 0;
  const [result] = await db
    .select({ total: count() })
    .from(records)
    .where(and(eq(records.screen, screenIdOf(row.id)), or(...conditions)));
  return Number(result?.total ?? 0);
}

/** Menu entries that publish the definition. */
export function menuEntriesOf(db: Pick<Db, 'select'>, id: string) {
  return db
    .select()
    .from(modules)
    .where(and(eq(modules.type, FORM_MODEL_MENU), sql`(${modules.propertyJson})::jsonb ->> 'moduleId' = ${id}`))
    .orderBy(asc(modules.sortCode), asc(modules.id));
}

/** The buttons a definition's list offers, as permission codes with their names in three languages. */
function buttonItems(definition: Definition): [string, string, string, string][] {
  const names: Record<string, [string, string, string]> = {
    add: ['新增', '新增', 'Add'],
    edit: ['编辑', '編輯', 'Edit'],
    remove: ['删除', '刪除', 'Delete'],
    detail: ['详情', '詳情', 'Detail'],
    download: ['导出', '匯出', 'Export'],
    batchRemove: ['批量删除', '批次刪除', 'Batch delete'],
    upload: ['导入', '匯入', 'Import'],
  };
  const values = [...(definition.columnData.btnsList?.map((button) => button.value) ?? ['add']), ...(definition.columnData.columnBtnsList?.map((button) => button.value) ?? ['edit', 'remove', 'detail'])];
  return [...new Set(values)].map((value) => [`btn_${value}`, ...(names[value] ?? [value, value, value])]);
}

/**
 * Releases the edited definition: it becomes the live one, is published to its menu entries (one is created under
 * `parentId` when none exists) and their missing permission items are added. When stored records would not fit the
 * new form, the release is refused with their number unless `confirm` is set.
 */
export async function releaseDefinition(db: Db, id: string, body: Record<string, unknown>, who: { userId: string; now: Date }): Promise<{ menuIds: string[]; affected: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('base_visual_dev'))`);
    const row = await findDefinition(tx, id);
    const definition = { formData: row.formData, columnData: row.columnData } as unknown as Definition;
    const affected = await recordsAffected(tx, row, definition);
    if (affected > 0 && body.confirm !== true) throw fail('releaseAffectsRecords', { count: affected });
    let entries = await menuEntriesOf(tx, id);
    if (entries.length === 0) {
      const parentId = typeof body.pcModuleParentId === 'string' ? body.pcModuleParentId : '';
      const [parent] = parentId ? await tx.select().from(modules).where(eq(modules.id, parentId)) : [];
      if (!parent || (parent.type !== 0 && parent.type !== 1)) throw fail('releaseNeedsMenu');
      const taken = await tx.select({ id: modules.id }).from(modules).where(and(eq(modules.systemId, parent.systemId), eq(modules.enCode, row.enCode)));
      const menuId = crypto.randomUUID();
      await tx.insert(modules).values({
        id: menuId,
        parentId: parent.id,
        systemId: parent.systemId,
        fullName: row.fullName,
        fullNameI18n: Object.fromEntries(LANGUAGES.map((language) => [language, row.fullName])),
        enCode: taken.length ? `${row.enCode}_${menuId.slice(0, 6)}` : row.enCode,
        type: FORM_MODEL_MENU,
        urlAddress: `model/${row.enCode}`,
        icon: 'FormOutlined',
        propertyJson: JSON.stringify({ moduleId: id, isTree: 0 }),
        sortCode: row.sortCode,
      });
      entries = await menuEntriesOf(tx, id);
    }
    const screen = definitionToScreen(definition, { id: screenIdOf(id), route: 'x', api: '/x', title: { 'zh-CN': row.fullName } });
    const label = (key: string, language: (typeof LANGUAGES)[number]) => screen.messages[language][key] ?? key;
    const columns = screen.list.columns.map((column) => [column.field, ...LANGUAGES.map((language) => label(`f.${column.field}`, language))] as string[]);
    const forms = screen.form.fields.flatMap((field) => [
      [field.name, ...LANGUAGES.map((language) => label(`f.${field.name}`, language))],
      ...(field.table?.columns ?? []).map((column) => [`${field.name}-${column.name}`, ...LANGUAGES.map((language) => `${label(`f.${field.name}`, language)}-${label(`f.${field.name}-${column.name}`, language)}`)]),
    ]);
    const items = entries.flatMap((entry) =>
      (
        [
          ['button', buttonItems(definition)],
          ['column', columns],
          ['form', forms],
        ] as const
      ).flatMap(([kind, list]) =>
        list.map(([enCode, ...itemNames], index) => ({
          id: `p_${entry.id}_${kind}_${enCode}`,
          moduleId: entry.id,
          kind,
          fullName: itemNames[0]!,
          fullNameI18n: Object.fromEntries(LANGUAGES.map((language, i) => [language, itemNames[i]!])),
          enCode: enCode!,
          sortCode: index,
        })),
      ),
    );
    if (items.length) await tx.insert(modulePermissions).values(items).onConflictDoNothing();
    await tx
      .update(visualDevs)
      .set({ releasedFormData: row.formData, releasedColumnData: row.columnData, releasedAt: who.now, state: 1, updatedBy: who.userId })
      .where(eq(visualDevs.id, id));
    return { menuIds: entries.map((entry) => entry.id), affected };
  });
}

