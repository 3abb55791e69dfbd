/**
 * Keeps a database's button, column and form permission items in step with the schema files on every start. The
 * first start seeds them (seed.ts); a schema that later gains a list column, a form field or an action would
 * otherwise have no item for it, and since form and column permission show only the items a user holds, the new
 * field would be hidden from everyone, administrators included (and no role could be given the new button).
 * Missing items are added to every page module that serves a schema's route, in any system; existing items (and
 * their grants) are never changed or removed.
 */
import { eq } from 'drizzle-orm';
import { LANGUAGES } from '../../../runtime/core/i18n/languages';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import { DEFAULT_SCHEMA_DIR, readSchemaFiles } from '../../schemas/loader';
import type { Db } from '../client';
import { modulePermissions, modules } from '../schema';
import { screenButtons, screenItems } from './screen-permissions';

/** The menu type of a page (spec 01 §2.2). */
const PAGE_TYPE = 2;

/** The route a page's urlAddress opens (without a leading slash or a query). */
const routeOf = (urlAddress: string) => urlAddress.replace(/^\/+/, '').split('?')[0]!;

/** Adds the missing button, column and form items of the screens; answers how many were added (two queries when none). */
export async function syncScreenPermissionItems(db: Db, screens?: ScreenSchema[]): Promise<number> {
  const schemas = (screens ?? readSchemaFiles([DEFAULT_SCHEMA_DIR]).map((source) => source.schema)).filter((schema) => !schema.embedded);
  const byRoute = new Map(schemas.map((schema) => [schema.route, schema]));
  const pages = (await db.select({ id: modules.id, enCode: modules.enCode, urlAddress: modules.urlAddress }).from(modules).where(eq(modules.type, PAGE_TYPE))).filter(
    (page) => byRoute.has(routeOf(page.urlAddress)),
  );
  if (pages.length === 0) return 0;
  const existing = new Set(
    (await db.select({ moduleId: modulePermissions.moduleId, kind: modulePermissions.kind, enCode: modulePermissions.enCode }).from(modulePermissions)).map(
      (item) => `${item.moduleId}\u0000${item.kind}\u0000${item.enCode}`,
    ),
  );
  const missing = pages.flatMap((page) => {
    const schema = byRoute.get(routeOf(page.urlAddress))!;
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
