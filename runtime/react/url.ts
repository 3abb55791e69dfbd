/**
 * Fills a schema URL template: `{name}` placeholders take the values the screen was opened with, and `{id}` the
 * edited record's id, or "0" when adding (the contract's "Selector/{id or 0}").
 */

import { pathSegment } from '../core/routing/path-segment';

/** Values a URL template may name. */
export type UrlValues = Record<string, unknown>;

/**
 * Replaces `{name}` placeholders; a placeholder with no value throws, naming it and the template, and so does a
 * value of "." or ".." in the path part (URL parsing would drop it and reach another address).
 */
export function fillUrl(template: string, values: UrlValues): string {
  const queryStart = template.indexOf('?');
  return template.replace(/\{(\w+)\}/g, (_whole, name: string, offset: number) => {
    const value = name === 'id' ? (values.id ?? '0') : values[name];
    if (value === undefined || value === null || value === '') throw new Error(`URL "${template}" needs a value for {${name}}`);
    return queryStart >= 0 && offset > queryStart ? encodeURIComponent(String(value)) : pathSegment(value);
  });
}
