/**
 * The data-permission schemes of a page (base_data_scheme): listing, reading, creating, updating and deleting them,
 * and the page's fields a scheme may name. A page is a menu entry whose urlAddress is a screen's route (or whose
 * screen a module contributes: a released low-code model's page, server/modules/visualdev/models.ts); its fields
 * are the text and number fields of that screen's model (of every screen serving the route), labelled in the
 * caller's language. Conditions are checked with runtime/core/permission/data-scheme.ts and stored normalised; the
 * message of a refusal names the field. Codes are unique per page (any case). Deleting a scheme takes its grants.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { translate } from '../../../runtime/core/i18n/messages';
import type { Language } from '../../../runtime/core/i18n/languages';
import { checkSchemeConditions, type SchemeField } from '../../../runtime/core/permission/data-scheme';
import type { Db } from '../../db/client';
import { authorizations, dataSchemes, modules } from '../../db/schema';
import { fail } from '../../errors';
import { invalidateGrants } from '../permission/grant-version';
import { screenMessages } from '../resource/body';
import type { Screen, ScreenRegistry } from '../resource/registry';

/** A scheme as the API answers it. */
export interface SchemeAnswer {
  id: string;
  moduleId: string;
  fullName: string;
  enCode: string;
  allData: number;
  conditionJson: unknown;
  sortCode: number;
  enabledMark: number;
  description: string;
}

const toAnswer = (row: typeof dataSchemes.$inferSelect): SchemeAnswer => ({
  id: row.id,
  moduleId: row.moduleId,
  fullName: row.fullName,
  enCode: row.enCode,
  allData: row.allData ? 1 : 0,
  conditionJson: row.conditions,
  sortCode: row.sortCode,
  enabledMark: row.enabledMark,
  description: row.description,
});

/** The screens schemes may be set for. */
export interface SchemeScreens {
  registry: ScreenRegistry;
  /**
   * The screens a module serves for a menu entry that no schema file's route names (a released low-code model's
   * page): contributed by that module, asked only when the registry has none for the entry.
   */
  pageScreens?: (db: Db, page: { type: number; urlAddress: string; propertyJson: string }) => Promise<Screen[]>;
}

/** The fields of the page a scheme may name; refuses a menu entry that is no such screen's page. */
export async function schemeFields(db: Db, { registry, pageScreens }: SchemeScreens, moduleId: string, lang: Language): Promise<SchemeField[]> {
  const [page] = await db.select({ type: modules.type, urlAddress: modules.urlAddress, propertyJson: modules.propertyJson }).from(modules).where(eq(modules.id, moduleId));
  let screens = page?.urlAddress ? registry.screens.filter((screen) => screen.schema.route === page.urlAddress) : [];
  if (page && screens.length === 0 && pageScreens) screens = await pageScreens(db, page);
  if (screens.length === 0) throw fail('dataSchemePageUnknown');
  const fields = new Map<string, SchemeField>();
  for (const screen of screens) {
    const label = screenMessages(screen, lang);
    for (const [name, property] of Object.entries(screen.schema.model.properties)) {
      if (fields.has(name)) continue;
      const kind = property.type === 'string' ? 'text' : property.type === 'integer' || property.type === 'number' ? 'number' : undefined;
      if (kind) fields.set(name, { name, kind, label: label(property.title) });
    }
  }
  return [...fields.values()];
}

/** The schemes of a page, in order. */
export async function listSchemes(db: Db, moduleId: string): Promise<SchemeAnswer[]> {
  const rows = await db.select().from(dataSchemes).where(eq(dataSchemes.moduleId, moduleId)).orderBy(asc(dataSchemes.sortCode), asc(dataSchemes.createdAt), asc(dataSchemes.id));
  return rows.map(toAnswer);
}

/** One scheme, or `dataSchemeNotFound`. */
export async function getScheme(db: Db, id: string): Promise<SchemeAnswer> {
  const [row] = await db.select().from(dataSchemes).where(eq(dataSchemes.id, id));
  if (!row) throw fail('dataSchemeNotFound');
  return toAnswer(row);
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : typeof value === 'number' ? String(value) : '');
const flag = (value: unknown, fallback: number) => (value === undefined || value === null || value === '' ? fallback : value === true || value === 1 || value === '1' ? 1 : value === false || value === 0 || value === '0' ? 0 : undefined);

/** A scheme body checked against the page's fields: what is stored. */
async function checkedBody(db: Db, registry: SchemeScreens, lang: Language, moduleId: string, body: Record<string, unknown>) {
  const fullName = text(body.fullName, 100);
  const enCode = text(body.enCode, 50);
  if (!fullName) throw fail('dataSchemeNameRequired');
  if (!enCode) throw fail('dataSchemeCodeRequired');
  const allData = flag(body.allData, 0);
  const enabledMark = flag(body.enabledMark, 1);
  if (allData === undefined || enabledMark === undefined) throw fail('badRequest');
  const sortCode = body.sortCode === undefined || body.sortCode === null || body.sortCode === '' ? 0 : Number(body.sortCode);
  if (!Number.isSafeInteger(sortCode) || Math.abs(sortCode) >= 2 ** 31) throw fail('badRequest');
  let conditions: unknown = { logic: 'and', groups: [] };
  if (allData === 0) {
    let raw = body.conditionJson;
    if (typeof raw === 'string') {
      try {
        raw = JSON.parse(raw);
      } catch {
        throw fail('invalidField', { message: translate(lang, 'dataScheme.notObject') });
      }
    }
    const checked = checkSchemeConditions(raw, await schemeFields(db, registry, moduleId, lang));
    if (!checked.ok) throw fail('invalidField', { message: translate(lang, checked.problem.key, checked.problem.params) });
    conditions = checked.value;
  } else {
    await schemeFields(db, registry, moduleId, lang);
  }
  return { fullName, enCode, allData: allData === 1, enabledMark, sortCode, description: text(body.description, 500), conditions };
}

const lockModule = (tx: Pick<Db, 'execute'>, moduleId: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`data_scheme:${moduleId}`}))`);

async function assertCodeFree(tx: Pick<Db, 'select'>, moduleId: string, enCode: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: dataSchemes.id })
    .from(dataSchemes)
    .where(and(eq(dataSchemes.moduleId, moduleId), sql`lower(${dataSchemes.enCode}) = lower(${enCode})`, exceptId ? ne(dataSchemes.id, exceptId) : undefined))
    .limit(1);
  if (clash) throw fail('dataSchemeCodeTaken');
}

/** Creates a scheme of a page; answers its id. */
export async function createScheme(db: Db, registry: SchemeScreens, lang: Language, body: Record<string, unknown>): Promise<string> {
  const moduleId = typeof body.moduleId === 'string' ? body.moduleId : '';
  if (!moduleId) throw fail('dataSchemePageUnknown');
  const values = await checkedBody(db, registry, lang, moduleId, body);
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await lockModule(tx, moduleId);
    await assertCodeFree(tx, moduleId, values.enCode);
    await tx.insert(dataSchemes).values({ id, moduleId, ...values });
    // CurrentUser lists the schemes a user holds (its resource items); base_data_scheme has no grant-version trigger.
    await invalidateGrants(tx);
  });
  return id;
}

/** Updates a scheme (its page never changes). */
export async function updateScheme(db: Db, registry: SchemeScreens, lang: Language, id: string, body: Record<string, unknown>): Promise<void> {
  const existing = await getScheme(db, id);
  const values = await checkedBody(db, registry, lang, existing.moduleId, body);
  await db.transaction(async (tx) => {
    await lockModule(tx, existing.moduleId);
    await assertCodeFree(tx, existing.moduleId, values.enCode, id);
    const updated = await tx.update(dataSchemes).set(values).where(eq(dataSchemes.id, id)).returning({ id: dataSchemes.id });
    if (updated.length === 0) throw fail('dataSchemeNotFound');
    await invalidateGrants(tx);
  });
}

/** Deletes a scheme and every grant of it. */
export async function removeScheme(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx.delete(dataSchemes).where(eq(dataSchemes.id, id)).returning({ id: dataSchemes.id });
    if (removed.length === 0) throw fail('dataSchemeNotFound');
    await tx.delete(authorizations).where(and(eq(authorizations.itemType, 'resource'), eq(authorizations.itemId, id)));
    await invalidateGrants(tx);
  });
}
