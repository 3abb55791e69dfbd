/**
 * Keeps a database's button, column and form permission items in step with the schema files on every start. The
 * first start seeds them (seed.ts); a schema that later gains a list column, a form field or an action would
 * otherwise have no item for it, and since form and column permission show only the items a user holds, the new
 * field would be hidden from everyone, administrators included (and no role could be given the new button).
 * Missing items are added to every page module that serves a schema's route, in any system, and to every menu entry
 * of a type a scoped schema runs (`resource.scope.menuType`: a dynamic dictionary entry, type 4, is the dictionary
 * entries screen over one type, so it gets that screen's buttons, columns and form fields); existing items (and
 * their grants) are never changed or removed, and an item an administrator removed or recoded on the menu screen
 * (remembered under the configuration key `removedPermissionItems`) is not added again.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { LANGUAGES } from '../../../runtime/core/i18n/languages';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import { DEFAULT_SCHEMA_DIR, readSchemaFiles } from '../../schemas/loader';
import type { Db } from '../client';
import { modulePermissions, modules, sysConfig } from '../schema';
import { screenButtons, screenItems } from './screen-permissions';

/** The menu type of a page (spec 01 §2.2). */
const PAGE_TYPE = 2;

/** The route a page's urlAddress opens (without a leading slash or a query). */
const routeOf = (urlAddress: string) => urlAddress.replace(/^\/+/, '').split('?')[0]!;

/** The configuration key listing the items administrators removed, as `[moduleId, kind, enCode]` triples. */
export const REMOVED_ITEMS_KEY = 'removedPermissionItems';

/** The items administrators removed, as `moduleId NUL kind NUL enCode` keys. */
export async function removedPermissionItems(db: Pick<Db, 'select'>): Promise<string[]> {
  const [row] = await db.select({ value: sysConfig.value }).from(sysConfig).where(eq(sysConfig.key, REMOVED_ITEMS_KEY));
  const triples = Array.isArray(row?.value) ? (row.value as unknown[]) : [];
  return triples.filter((item): item is string[] => Array.isArray(item) && item.length === 3 && item.every((part) => typeof part === 'string')).map((item) => item.join('\u0000'));
}

/** Remembers that an administrator removed (or recoded) an item, so that no start adds it again. */
export async function rememberRemovedItem(db: Pick<Db, 'insert'>, item: { moduleId: string; kind: string; enCode: string }): Promise<void> {
  // Triples, not joined keys: JSON text cannot hold the NUL the in-memory keys are joined with.
  const key = [item.moduleId, item.kind, item.enCode];
  const value = JSON.stringify([key]);
  // One statement, so concurrent removals never lose each other's keys.
  await db
    .insert(sysConfig)
    .values({ key: REMOVED_ITEMS_KEY, value: [key] })
    .onConflictDoUpdate({
      target: sysConfig.key,
      set: { value: sql`${sysConfig.value} || ${value}::jsonb` },
    });
}

/** Adds the missing button, column and form items of the screens; answers how many were added (two queries when none). */
export async function syncScreenPermissionItems(db: Db, screens?: ScreenSchema[]): Promise<number> {
  const schemas = (screens ?? readSchemaFiles([DEFAULT_SCHEMA_DIR]).map((source) => source.schema)).filter((schema) => !schema.embedded);
  const byRoute = new Map(schemas.map((schema) => [schema.route, schema]));
  const byMenuType = new Map(schemas.flatMap((schema) => (schema.resource.scope?.menuType !== undefined ? [[schema.resource.scope.menuType, schema] as const] : [])));
  const served = (page: { type: number; urlAddress: string }) => (page.type === PAGE_TYPE ? byRoute.get(routeOf(page.urlAddress)) : byMenuType.get(page.type));
  const pages = (
    await db
      .select({ id: modules.id, enCode: modules.enCode, type: modules.type, urlAddress: modules.urlAddress })
      .from(modules)
      .where(inArray(modules.type, [PAGE_TYPE, ...byMenuType.keys()]))
  ).filter((page) => served(page) !== undefined);
  if (pages.length === 0) return 0;
  const existing = new Set(
    (await db.select({ moduleId: modulePermissions.moduleId, kind: modulePermissions.kind, enCode: modulePermissions.enCode }).from(modulePermissions)).map(
      (item) => `${item.moduleId}\u0000${item.kind}\u0000${item.enCode}`,
    ),
  );
  for (const key of await removedPermissionItems(db)) existing.add(key);
  const missing = pages.flatMap((page) => {
    const schema = served(page)!;
    const { columns, forms } = screenItems(schema);
    const lists = { button: screenButtons(schema), column: columns, form: forms };
    return (['button', 'column', 'form'] as const).flatMap((kind) =>
      lists[kind]
        .map(([enCode, ...itemNames], index) => ({
          id: `p_${page.enCode}_${kind}_${enCode}`,
          moduleId: page.id,
          kind,
          fullName: itemNames[0]!,
          fullNameI18n: Object.fromEntries(LANGUAGES.map((language, i) => [language, itemNames[i]!])),
          enCode,
          sortCode: index,
        }))
        .filter((item) => !existing.has(`${item.moduleId}\u0000${kind}\u0000${item.enCode}`)),
    );
  });
  if (missing.length === 0) return 0;
  // Another instance starting at the same moment may add the same items: theirs win, nothing fails.
  await db.insert(modulePermissions).values(missing).onConflictDoNothing();
  return missing.length;
}
