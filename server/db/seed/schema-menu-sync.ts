/**
 * Brings the menu entries that schema files declare (`menu`: parent, icon, sort) into the main system on every
 * start, so a new schema file reaches the menu with no TypeScript and an existing data directory sees it. An entry
 * is added once per screen: the screen ids already brought are kept (system configuration key
 * `schemaMenuEntries`, not served to clients), so an entry an administrator moved, renamed or removed is never
 * added or changed again. A screen whose route some page already serves is only recorded. Its button, column and
 * form items then come from the permission-item sync (screen-permission-sync.ts), which runs after this.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { LANGUAGES } from '../../../runtime/core/i18n/languages';
import { screenTranslator } from '../../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import type { Db } from '../client';
import { modules, sysConfig } from '../schema';

/** The configuration key holding the ids of the screens whose menu entry was brought. */
export const SCHEMA_MENU_KEY = 'schemaMenuEntries';

/** The menu type of a page (spec 01 §2.2). */
const PAGE_TYPE = 2;

/** The id of a menu entry a schema brought. */
export const schemaMenuId = (schemaId: string) => `m_schema_${schemaId}`;

/** Adds the menu entries of screens not brought before to `systemId`; answers the ids of the screens added. */
export async function syncSchemaMenus(db: Db, screens: readonly ScreenSchema[], systemId: string): Promise<string[]> {
  const declaring = screens.filter((schema) => schema.menu && !schema.embedded);
  if (declaring.length === 0) return [];
  const [stored] = await db.select({ value: sysConfig.value }).from(sysConfig).where(eq(sysConfig.key, SCHEMA_MENU_KEY));
  const brought = new Set(Array.isArray(stored?.value) ? (stored.value as string[]) : []);
  const pending = declaring.filter((schema) => !brought.has(schema.id));
  if (pending.length === 0) return [];

  const existing = await db
    .select({ id: modules.id, enCode: modules.enCode, urlAddress: modules.urlAddress, type: modules.type })
    .from(modules)
    .where(eq(modules.systemId, systemId));
  const served = new Set(existing.filter((row) => row.type === PAGE_TYPE).map((row) => row.urlAddress.replace(/^\/+/, '').split('?')[0]));
  const byCode = new Map(existing.map((row) => [row.enCode, row.id]));
  const codes = new Set(existing.map((row) => row.enCode));
  const added: string[] = [];
  const rows = pending
    .filter((schema) => !served.has(schema.route))
    .map((schema) => {
      const menu = schema.menu!;
      const parentId = (menu.parent && byCode.get(menu.parent)) || '-1';
      let enCode = menu.parent && byCode.has(menu.parent) ? `${menu.parent}.${schema.id}` : schema.id;
      while (codes.has(enCode)) enCode = `${enCode}_`;
      codes.add(enCode);
      const titles = LANGUAGES.map((language) => screenTranslator(schema, language)(schema.title));
      added.push(schema.id);
      return {
        id: schemaMenuId(schema.id),
        parentId,
        systemId,
        fullName: titles[0]!,
        fullNameI18n: Object.fromEntries(LANGUAGES.map((language, i) => [language, titles[i]!])),
        enCode,
        type: PAGE_TYPE,
        urlAddress: schema.route,
        icon: menu.icon,
        sortCode: menu.sort ?? 0,
      };
    });
  await db.transaction(async (tx) => {
    // Another instance starting at the same moment may add the same entries: theirs win, nothing fails.
    if (rows.length) await tx.insert(modules).values(rows).onConflictDoNothing();
    const value = [...brought, ...pending.map((schema) => schema.id)];
    await tx.insert(sysConfig).values({ key: SCHEMA_MENU_KEY, value }).onConflictDoUpdate({ target: sysConfig.key, set: { value } });
  });
  // Rows another instance inserted first are not ours to report.
  if (rows.length === 0) return [];
  const present = await db.select({ id: modules.id }).from(modules).where(and(eq(modules.systemId, systemId), inArray(modules.id, rows.map((row) => row.id))));
  return present.length ? added : [];
}
