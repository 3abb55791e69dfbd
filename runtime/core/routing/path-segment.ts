/**
 * Putting a value (a record id, a module id, a menu code) into one segment of a URL path.
 *
 * Percent-encoding alone is not enough: the URL Standard removes the dot segments "." and ".." while parsing, and
 * it treats their encoded forms ("%2e", ".%2E", "%2e%2e", …) as dot segments too, so no encoding of "." or ".."
 * survives — `/view/.` becomes `/view/` and `/api/x/..` becomes `/api/`, a different address. Such values are
 * therefore refused here, loudly, instead of silently reaching another address; every other string survives the
 * round trip (encode, parse as a URL, decode the segment).
 */

/** Whether a value is a dot segment ("." or ".."), which no URL path can carry. */
export function isDotSegment(value: string): boolean {
  return value === '.' || value === '..';
}

/** Thrown when a dot segment would be put into a URL path. */
export class DotSegmentError extends Error {
  constructor(readonly value: string) {
    super(`"${value}" cannot be a URL path segment: URL parsing removes the dot segments "." and ".."`);
    this.name = 'DotSegmentError';
  }
}

/** Encodes a value as one URL path segment; throws DotSegmentError for "." and "..". */
export function pathSegment(value: unknown): string {
  const text = String(value);
  if (isDotSegment(text)) throw new DotSegmentError(text);
  return encodeURIComponent(text);
}

/**
 * Whether a path (of slash-separated segments, as written in a menu's urlAddress or enCode) reaches the router
 * unchanged: no "." or ".." segment (with "\" counted as a separator, as the URL Standard does), since the browser
 * would normalise those away and the route could never match.
 */
export function isStablePath(path: string): boolean {
  if (/^[/\\]{2}/.test(path)) return false; // "//x" names another host
  if (/[\t\n\r]/.test(path)) return false; // URL parsing deletes these wherever they are
  return !path.split(/[/\\]/).some((segment) => /^(\.|%2e){1,2}$/i.test(segment));
}
