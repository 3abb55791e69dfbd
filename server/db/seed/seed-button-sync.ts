/**
 * Keeps the buttons of the built-in pages that are not schema screens (menus.ts `BUTTONS`, e.g. the announcement
 * page's 发布 btn_release) in step on every start: a database seeded before a page gained a button has the page
 * with only the buttons of its day, so no role could be given the new one. Missing buttons are added to the seeded
 * page (by its seeded id); existing items and their grants are never changed, and a button an administrator removed
 * or recoded on the menu screen (remembered under `removedPermissionItems`) is not added again.
 */
import { inArray } from 'drizzle-orm';
import { LANGUAGES } from '../../../runtime/core/i18n/languages';
import type { Db } from '../client';
import { modulePermissions, modules } from '../schema';
import { BUTTONS, type PermissionSeed } from './menus';
import { removedPermissionItems } from './screen-permission-sync';

/** The seeded id of a module code (seed.ts `moduleIdOf`). */
const moduleIdOf = (code: string) => `m_${code}`;

/** Adds the seeded buttons the built-in pages lack; answers how many were added. */
export async function syncSeedButtons(db: Db, buttons: Readonly<Record<string, readonly PermissionSeed[]>> = BUTTONS): Promise<number> {
  const wanted = Object.entries(buttons).map(([code, items]) => ({ moduleId: moduleIdOf(code), code, items }));
  if (wanted.length === 0) return 0;
  const present = new Set(
    (await db.select({ id: modules.id }).from(modules).where(inArray(modules.id, wanted.map((page) => page.moduleId)))).map((row) => row.id),
  );
  const pages = wanted.filter((page) => present.has(page.moduleId));
  if (pages.length === 0) return 0;
  const existing = new Set(
    (
      await db
        .select({ moduleId: modulePermissions.moduleId, kind: modulePermissions.kind, enCode: modulePermissions.enCode })
        .from(modulePermissions)
        .where(inArray(modulePermissions.moduleId, pages.map((page) => page.moduleId)))
    ).map((item) => `${item.moduleId}\u0000${item.kind}\u0000${item.enCode}`),
  );
  for (const key of await removedPermissionItems(db)) existing.add(key);
  const missing = pages.flatMap((page) =>
    page.items
      .map(([enCode, ...itemNames], index) => ({
        id: `p_${page.code}_button_${enCode}`,
        moduleId: page.moduleId,
        kind: 'button',
        fullName: itemNames[0]!,
        fullNameI18n: Object.fromEntries(LANGUAGES.map((language, i) => [language, itemNames[i]!])),
        enCode,
        sortCode: index,
      }))
      .filter((item) => !existing.has(`${item.moduleId}\u0000button\u0000${item.enCode}`)),
  );
  if (missing.length === 0) return 0;
  // Another instance starting at the same moment may add the same items: theirs win, nothing fails.
  await db.insert(modulePermissions).values(missing).onConflictDoNothing();
  return missing.length;
}
