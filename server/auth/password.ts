/**
 * Password storage. The client sends the lowercase hex md5 of the typed password (spec); we store a PBKDF2-SHA256
 * hash of that md5 with a per-user random salt and the iteration count, so md5 alone is never at rest and the
 * cost can rise later without a migration. Written against WebCrypto so the same code runs anywhere.
 */

const ALGORITHM = 'pbkdf2-sha256';
const encoder = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function derive(secret: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations }, key, 256);
  return new Uint8Array(bits);
}

/** True when the value looks like what the client sends: 32 lowercase hex characters. */
export function isMd5Hex(value: string): boolean {
  return /^[0-9a-f]{32}$/.test(value);
}

/** Hashes the client's md5 for storage: `pbkdf2-sha256$iterations$salt$hash`. */
export async function hashPassword(md5Hex: string, iterations: number): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(md5Hex, salt, iterations);
  return `${ALGORITHM}$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

/** Checks the client's md5 against a stored hash in constant time. */
export async function verifyPassword(md5Hex: string, stored: string): Promise<boolean> {
  const [algorithm, iterationText, saltText, hashText] = stored.split('$');
  if (algorithm !== ALGORITHM || !iterationText || !saltText || !hashText) return false;
  const iterations = Number(iterationText);
  if (!Number.isInteger(iterations) || iterations <= 0) return false;
  const expected = fromBase64(hashText);
  const actual = await derive(md5Hex, fromBase64(saltText), iterations);
  if (actual.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < actual.length; i++) difference |= actual[i]! ^ expected[i]!;
  return difference === 0;
}
