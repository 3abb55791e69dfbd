/**
 * Choices that depend on other fields: a form field whose API source URL names another field of the record
 * (`/api/permission/Position/Selector?organizeId={organizeId}`) offers options for that field's value, and its
 * chosen value no longer holds once that field changes — so it is cleared then, as a user expects of cascading
 * pickers. `{id}` (the edited record) and the screen's context values are not fields of the record.
 */
import type { FormField } from './types';

/** The `{name}` placeholders of a URL template. */
export function urlPlaceholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** For each field with a dependent API source, the record fields its options depend on. */
export function choiceDependencies(fields: readonly FormField[], recordFields: ReadonlySet<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const field of fields) {
    if (field.source?.kind !== 'api') continue;
    const on = urlPlaceholders(field.source.url).filter((name) => name !== 'id' && name !== field.name && recordFields.has(name));
    if (on.length) out.set(field.name, on);
  }
  return out;
}

/** `next` with the values of dependent choices removed where a field they depend on changed since `previous`. */
export function clearStaleChoices(previous: Record<string, unknown>, next: Record<string, unknown>, dependencies: ReadonlyMap<string, string[]>): Record<string, unknown> {
  let out = next;
  for (const [field, on] of dependencies) {
    if (!(field in out) || !on.some((name) => !sameValue(previous[name], next[name]))) continue;
    if (out === next) out = { ...next };
    delete out[field];
  }
  return out;
}

/** Values compared as the form holds them (strings, numbers, arrays of ids). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  return a === b || ((a === undefined || a === '') && (b === undefined || b === ''));
}
