/** Browser storage under the product's `klx_` prefix (spec 01 §3); values are JSON. */

/** The prefix of every key the client stores. */
export const STORAGE_PREFIX = 'klx_';

/** Reads a stored value, or the fallback when missing or unreadable. */
export function readStored<T>(name: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(STORAGE_PREFIX + name);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

/** Stores a value (removes it when undefined). */
export function writeStored(name: string, value: unknown): void {
  if (value === undefined) localStorage.removeItem(STORAGE_PREFIX + name);
  else localStorage.setItem(STORAGE_PREFIX + name, JSON.stringify(value));
}
