/**
 * Image captchas: issued under the client's random key, kept in the database (so any instance can check them),
 * valid for five minutes and good for one attempt.
 */
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';

const LIFETIME_MS = 5 * 60_000;
// No 0/O, 1/I/l: characters people misread.
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ';

/** A random captcha text of the given length. */
export function randomCode(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** Stores a new captcha under the client's key, replacing any earlier one. */
export async function issueCaptcha(db: Db, key: string, length: number, now: Date): Promise<string> {
  const code = randomCode(length);
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  await db
    .insert(captchas)
    .values({ id: key, code, expiresAt: new Date(now.getTime() + LIFETIME_MS) })
    .onConflictDoUpdate({ target: captchas.id, set: { code, expiresAt: new Date(now.getTime() + LIFETIME_MS) } });
  return code;
}

/** Checks and consumes a captcha; case does not matter. */
export async function consumeCaptcha(db: Db, key: string, typed: string, now: Date): Promise<'ok' | 'wrong' | 'expired'> {
  const [row] = await db.delete(captchas).where(eq(captchas.id, key)).returning();
  if (!row) return 'expired';
  if (row.expiresAt.getTime() < now.getTime()) return 'expired';
  return row.code.toLowerCase() === typed.trim().toLowerCase() ? 'ok' : 'wrong';
}
