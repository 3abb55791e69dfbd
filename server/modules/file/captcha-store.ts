/**
 * Image captchas: issued under the client's random key, kept in the database (so any instance can check them),
 * valid for five minutes and good for one attempt; what anonymous callers can store is capped per address and in all.
 */
import { desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';

const LIFETIME_MS = 5 * 60_000;

/** Live captchas one address may hold at once, and in all: anonymous callers cannot fill the table. */
export const CAPTCHA_LIMITS = { perAddress: 20, total: 10_000 } as const;

/**
 * Stores a new captcha under the client's key for the caller's address, replacing any earlier one under that key.
 * Expired captchas are purged first; beyond the per-address cap the address's oldest captchas make room, and when
 * the table holds the total cap, the issue is refused (false).
 */
export async function issueCaptcha(db: Db, key: string, code: string, ip: string, now: Date): Promise<boolean> {
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  const expiresAt = new Date(now.getTime() + LIFETIME_MS);
  return db.transaction(async (tx) => {
    // One issuer at a time, so the caps hold under parallel calls.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('base_captcha'))`);
    await tx.delete(captchas).where(eq(captchas.id, key));
    const mine = await tx.select({ id: captchas.id }).from(captchas).where(eq(captchas.ip, ip)).orderBy(desc(captchas.expiresAt));
    const surplus = mine.slice(CAPTCHA_LIMITS.perAddress - 1).map((row) => row.id);
    if (surplus.length) await tx.delete(captchas).where(inArray(captchas.id, surplus));
    const [{ total }] = (await tx.select({ total: sql<number>`count(*)::int` }).from(captchas)) as [{ total: number }];
    if (total >= CAPTCHA_LIMITS.total) return false;
    await tx.insert(captchas).values({ id: key, code, ip, expiresAt });
    return true;
  });
}

/** Checks and consumes a captcha; case does not matter. */
export async function consumeCaptcha(db: Db, key: string, typed: string, now: Date): Promise<'ok' | 'wrong' | 'expired'> {
  const [row] = await db.delete(captchas).where(eq(captchas.id, key)).returning();
  if (!row) return 'expired';
  if (row.expiresAt.getTime() < now.getTime()) return 'expired';
  return row.code.toLowerCase() === typed.trim().toLowerCase() ? 'ok' : 'wrong';
}
