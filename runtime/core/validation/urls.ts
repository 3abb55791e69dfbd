/**
 * Which addresses a stored URL field (an avatar, a link) may hold: an http(s) address, or a path on this origin.
 * Never `javascript:`, `data:` or a protocol-relative `//host` (nor `/\host`, which browsers read the same way).
 * The server refuses anything else; the client shows nothing else.
 */

/** True for an http(s) address or a same-origin path (or empty: no address). */
export function isSafeUrl(value: string): boolean {
  const url = value.trim();
  if (url === '') return true;
  if (/[\u0000-\u001f\u007f]/.test(url)) return false;
  if (url.startsWith('/')) return url[1] !== '/' && url[1] !== '\\';
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}
