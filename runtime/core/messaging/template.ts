/**
 * Message-template text: the placeholder syntax and rendering (issue 12 item 4).
 *
 * A placeholder is `{name}` where name is a letter or underscore followed by letters, digits or underscores
 * (e.g. `{title}`, `{startTime}`). Anything else in braces — `{ x }`, `{1}`, a lone `{` — is plain text. Rendering is
 * one left-to-right pass over the template only: a value is inserted as text and never scanned again, so a value
 * that itself contains `{title}` stays exactly that text (no value is ever evaluated as a template).
 * Pure: no DOM, no Node — the server renders with it and the client lists a template's placeholders with it.
 */

/** One placeholder: `{` name `}`. */
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Whether a text is a valid parameter name (what may stand between the braces). */
export function isParameterName(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name);
}

/** The distinct parameter names a template text uses, in order of first use. */
export function placeholdersOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1]!))];
}

/** The names used in the texts that the declared list does not hold, in order of first use. */
export function undeclaredPlaceholders(texts: readonly string[], declared: readonly string[]): string[] {
  const known = new Set(declared);
  return [...new Set(texts.flatMap(placeholdersOf))].filter((name) => !known.has(name));
}

/**
 * Replaces every placeholder whose name `values` holds (own properties only) with that value as text; a
 * placeholder without a value is left as written.
 */
export function renderTemplate(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}
