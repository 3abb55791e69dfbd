/**
 * The address picker's rules (spec 02 "Address picker", spec 03 §2), shared by the widget, the detail view and the
 * server's check of stored values:
 *
 * - a value is a list of id-paths, each path the ids from the province down (single mode: one path, stored as the
 *   path itself; multiple mode: the list of paths);
 * - only leaves can be chosen, and a node at depth `level` or deeper counts as a leaf (level 0 = provinces, 1 =
 *   cities, 2 = districts — the default);
 * - single mode keeps one path; multiple mode accumulates unique paths (a duplicate is ignored).
 */

/** The default depth of the tree: province / city / district. */
export const DEFAULT_ADDRESS_LEVEL = 2;

/** The deepest level a picker may ask for (province, city, district, street). */
export const MAX_ADDRESS_LEVEL = 3;

/** The most paths one multiple-mode value may hold. */
export const MAX_ADDRESS_PATHS = 200;

/** One chosen address: ids from the province down. */
export type AddressPath = readonly string[];

/** The picker's level from a widget prop: a whole number 0–3, else the default. */
export function addressLevel(value: unknown): number {
  const level = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof level === 'number' && Number.isInteger(level) && level >= 0 && level <= MAX_ADDRESS_LEVEL ? level : DEFAULT_ADDRESS_LEVEL;
}

/** Whether a node counts as a leaf: it has no children, or it sits at `level` (0-based depth) or deeper. */
export function isAddressLeaf(depth: number, isLeaf: boolean, level: number): boolean {
  return isLeaf || depth >= level;
}

/** The key that makes two paths the same. */
export function addressPathKey(path: AddressPath): string {
  return path.join('/');
}

/** Adds a chosen path: single mode replaces the choice, multiple mode appends it unless already there. */
export function addAddressPath(selected: readonly AddressPath[], path: AddressPath, multiple: boolean): AddressPath[] {
  if (!multiple) return [path];
  const key = addressPathKey(path);
  return selected.some((item) => addressPathKey(item) === key) ? [...selected] : [...selected, path];
}

/** Removes one chosen path. */
export function removeAddressPath(selected: readonly AddressPath[], path: AddressPath): AddressPath[] {
  const key = addressPathKey(path);
  return selected.filter((item) => addressPathKey(item) !== key);
}

const isPath = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length >= 1 && value.length <= MAX_ADDRESS_LEVEL + 1 && value.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 64);

/**
 * The paths of a stored value, or undefined when it has not the shape of the mode: single — one path (`["11",
 * "1101", "110101"]`) or an empty list; multiple — a list of paths without duplicates.
 */
export function readAddressValue(value: unknown, multiple: boolean): AddressPath[] | undefined {
  if (!Array.isArray(value)) return undefined;
  if (value.length === 0) return [];
  if (!multiple) return isPath(value) ? [value] : undefined;
  if (value.length > MAX_ADDRESS_PATHS || !value.every(isPath)) return undefined;
  const keys = new Set(value.map((path) => addressPathKey(path as string[])));
  return keys.size === value.length ? (value as string[][]) : undefined;
}

/** The value to store for the chosen paths in a mode (the inverse of {@link readAddressValue}). */
export function addressValue(paths: readonly AddressPath[], multiple: boolean): string[] | string[][] {
  if (multiple) return paths.map((path) => [...path]);
  return paths[0] ? [...paths[0]] : [];
}
