/**
 * Brings renamed seed names into an existing database on every start. Menu entries and generic buttons are seeded
 * once, with names stored per language; when the product later renames one (clearer English, Taiwan vocabulary in
 * zh-TW), a database seeded earlier would keep the old name for good. Each language's name is replaced only while
 * it still equals a name the product seeded before (earlier-names.ts): a name an administrator changed is theirs,
 * and is never touched. Running it again changes nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { LANGUAGES } from '../../../runtime/core/i18n/languages';
import type { Db } from '../client';
import { modulePermissions, modules } from '../schema';
import { demoModules } from './demo-system';
import { EARLIER_BUTTON_NAMES, EARLIER_MENU_NAMES } from './earlier-names';
import { BUTTONS, DEFAULT_BUTTONS, MENU_TREE, type MenuSeed, type SeedNames } from './menus';

/** A seeded name that changed: the row it belongs to, its current names and the names it had. */
export interface SeedNameChange {
  /** The menu row id (`m_{code}`), or the button enCode. */
  key: string;
  current: SeedNames;
  earlier: SeedNames[];
}

/** What the sync brings: renamed menu entries by row id and renamed generic buttons by enCode. */
export interface SeedNameChanges {
  menus: SeedNameChange[];
  buttons: SeedNameChange[];
}

interface NamedRow {
  id: string;
  fullName: string;
  fullNameI18n: Record<string, string>;
}

const walk = (items: readonly MenuSeed[]): MenuSeed[] => items.flatMap((item) => [item, ...walk(item.children ?? [])]);

/** The renamed entries of the main and demo menus and the renamed generic buttons, from the seed files. */
export function seedNameChanges(): SeedNameChanges {
  const current = new Map<string, SeedNames>(walk(MENU_TREE).map((item) => [item.code, item.names]));
  for (const row of demoModules()) {
    const names = row.fullNameI18n as Record<string, string>;
    current.set(row.id!.replace(/^m_/, ''), LANGUAGES.map((language) => names[language]!) as SeedNames);
  }
  const buttons = new Map<string, SeedNames>();
  for (const [enCode, ...names] of [...DEFAULT_BUTTONS, ...Object.values(BUTTONS).flat()]) buttons.set(enCode, names as SeedNames);
  const changes = (earlierByKey: Record<string, SeedNames[]>, currentByKey: Map<string, SeedNames>, keyOf: (key: string) => string) =>
    Object.entries(earlierByKey).flatMap(([key, earlier]) => {
      const names = currentByKey.get(key);
      return names ? [{ key: keyOf(key), current: names, earlier }] : [];
    });
  return { menus: changes(EARLIER_MENU_NAMES, current, (code) => `m_${code}`), buttons: changes(EARLIER_BUTTON_NAMES, buttons, (code) => code) };
}

/** The row's names with every language that still reads an earlier seed name replaced; null when nothing changes. */
export function renamedRow(row: NamedRow, change: SeedNameChange): Pick<NamedRow, 'fullName' | 'fullNameI18n'> | null {
  const wasSeeded = (index: number, value: string | undefined) =>
    value !== undefined && value !== change.current[index] && change.earlier.some((names) => names[index] === value);
  const fullNameI18n = { ...row.fullNameI18n };
  let changed = false;
  LANGUAGES.forEach((language, index) => {
    if (wasSeeded(index, row.fullNameI18n[language])) {
      fullNameI18n[language] = change.current[index]!;
      changed = true;
    }
  });
  const fullName = wasSeeded(0, row.fullName) ? change.current[0] : row.fullName;
  return changed || fullName !== row.fullName ? { fullName, fullNameI18n } : null;
}

/** Renames the seeded menu entries and generic buttons that still carry an earlier seed name; answers how many rows changed. */
export async function syncSeedNames(db: Db, changes: SeedNameChanges = seedNameChanges()): Promise<number> {
  const menuById = new Map(changes.menus.map((change) => [change.key, change]));
  const buttonByCode = new Map(changes.buttons.map((change) => [change.key, change]));
  const [menuRows, buttonRows] = await Promise.all([
    menuById.size
      ? db.select({ id: modules.id, fullName: modules.fullName, fullNameI18n: modules.fullNameI18n }).from(modules).where(inArray(modules.id, [...menuById.keys()]))
      : Promise.resolve([]),
    buttonByCode.size
      ? db
          .select({ id: modulePermissions.id, enCode: modulePermissions.enCode, fullName: modulePermissions.fullName, fullNameI18n: modulePermissions.fullNameI18n })
          .from(modulePermissions)
          .where(and(eq(modulePermissions.kind, 'button'), inArray(modulePermissions.enCode, [...buttonByCode.keys()])))
      : Promise.resolve([]),
  ]);
  const menuUpdates = menuRows.flatMap((row) => {
    const next = renamedRow(row, menuById.get(row.id)!);
    return next ? [{ id: row.id, ...next }] : [];
  });
  const buttonUpdates = buttonRows.flatMap((row) => {
    const next = renamedRow(row, buttonByCode.get(row.enCode)!);
    return next ? [{ id: row.id, ...next }] : [];
  });
  if (menuUpdates.length + buttonUpdates.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const { id, ...set } of menuUpdates) await tx.update(modules).set(set).where(eq(modules.id, id));
    for (const { id, ...set } of buttonUpdates) await tx.update(modulePermissions).set(set).where(eq(modulePermissions.id, id));
  });
  return menuUpdates.length + buttonUpdates.length;
}
