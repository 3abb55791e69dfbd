/** Session tokens: 256 random bits handed to the client, stored only as their SHA-256. */
import { createHash, randomBytes } from 'node:crypto';

/** A fresh random token (64 hex characters). */
export function newToken(): string {
  return randomBytes(32).toString('hex');
}

/**
 * The stored form of a token. Hashed with node's synchronous SHA-256: every request hashes its token, and WebCrypto's
 * asynchronous digest cost about 5% of a loaded server's time (issue 13's profile). Kept async for its callers.
 */
export async function hashToken(token: string): Promise<string> {
  return createHash('sha256').update(token).digest('hex');
}

/** Random identifier for new rows. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}
