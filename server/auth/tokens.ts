/** Session tokens: 256 random bits handed to the client, stored only as their SHA-256. */

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A fresh random token (64 hex characters). */
export function newToken(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(32)));
}

/** The stored form of a token. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return toHex(new Uint8Array(digest));
}

/** Random identifier for new rows. */
export function newId(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(12)));
}
