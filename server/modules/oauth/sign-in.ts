/**
 * Sign-in: checks the account, the captcha when configured, the address throttle, the account's state and the
 * password; counts failures and locks the account after too many in a row; opens a session on success. Every
 * attempt is logged. Unknown accounts and wrong passwords get the same message so accounts cannot be probed.
 */
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { LoginResult } from '../../../runtime/core/contract/session';
import { hashPassword, isMd5Hex, verifyPassword } from '../../auth/password';
import { loginLogs, users } from '../../db/schema';
import { fail } from '../../errors';
import type { Services } from '../../services';
import { consumeCaptcha } from '../file/captcha-store';

/** The sign-in form, as posted (form-encoded). */
export interface SignInForm {
  account?: string;
  password?: string;
  code?: string;
  timestamp?: string;
}

/** Where the attempt comes from. */
export interface RequestMeta {
  ip: string;
  userAgent: string;
}

const ADDRESS_WINDOW_MS = 5 * 60_000;

let dummy: { iterations: number; hash: Promise<string> } | undefined;
/** A hash of nothing in particular, made once per iteration count. */
function dummyHash(iterations: number): Promise<string> {
  if (!dummy || dummy.iterations !== iterations) dummy = { iterations, hash: hashPassword('0'.repeat(32), iterations) };
  return dummy.hash;
}

type UserRow = typeof users.$inferSelect;

/** Minutes an administrator stays locked when the configured lock type would lock them for good. */
export const ADMINISTRATOR_LOCK_MINUTES = 15;

/**
 * How an account locks: as configured (lockType 1 until unlocked, 2 for lockTime minutes) — except that an
 * administrator is always locked for a limited time, so anonymous guesses cannot shut the administrators out for
 * good (the operator can also unlock at once with `npm run account -- unlock <account>`).
 */
export function lockPolicy(config: { lockType: number; lockTime: number }, isAdministrator: boolean): { timed: boolean; minutes: number } {
  if (config.lockType === 2) return { timed: true, minutes: config.lockTime };
  return isAdministrator ? { timed: true, minutes: ADMINISTRATOR_LOCK_MINUTES } : { timed: false, minutes: 0 };
}

/** Finds the account; the sub-account form `mobile@account` matches the account holding that mobile number. */
async function findAccount(services: Services, account: string): Promise<UserRow | undefined> {
  const { db } = services;
  const [exact] = await db.select().from(users).where(eq(users.account, account));
  if (exact) return exact;
  const at = account.lastIndexOf('@');
  if (at <= 0 || at === account.length - 1) return undefined;
  const mobile = account.slice(0, at);
  const main = account.slice(at + 1);
  const [sub] = await db.select().from(users).where(and(eq(users.account, main), eq(users.mobilePhone, mobile)));
  return sub;
}

/**
 * Claims one attempt for the address before anything is checked: the attempt is logged first (as a failure until
 * it succeeds), then the failures of the address in the window are counted, the new row included. Because every
 * attempt is committed before it counts, the attempt that makes the count pass the limit sees it, however many run
 * in parallel — at most `limit` attempts per window get as far as a password check. Answers the log row's id.
 */
async function claimAddressAttempt(services: Services, ip: string, account: string, limit: number, userId?: string): Promise<number> {
  const now = services.now();
  const since = new Date(now.getTime() - ADDRESS_WINDOW_MS);
  const [row] = await services.db
    .insert(loginLogs)
    .values({ account: account.slice(0, 100), userId, success: false, reason: 'pending', ip, createdAt: now })
    .returning({ id: loginLogs.id });
  const [{ failures }] = (await services.db
    .select({ failures: sql<number>`count(*)::int` })
    .from(loginLogs)
    .where(and(eq(loginLogs.ip, ip), eq(loginLogs.success, false), gt(loginLogs.createdAt, since)))) as [{ failures: number }];
  if (failures > limit) {
    await services.db.update(loginLogs).set({ reason: 'throttled' }).where(eq(loginLogs.id, row!.id));
    throw fail('tooManyAttempts', { seconds: Math.ceil(ADDRESS_WINDOW_MS / 1000) });
  }
  return row!.id;
}

/** Verifies a sign-in attempt and opens a session. Throws a catalogued failure otherwise. */
export async function signIn(services: Services, form: SignInForm, meta: RequestMeta): Promise<LoginResult> {
  const { db } = services;
  const config = await services.settings.all();
  const account = (form.account ?? '').trim();
  const password = (form.password ?? '').trim().toLowerCase();
  if (!account) throw fail('accountRequired');
  if (!password) throw fail('passwordRequired');
  if (!isMd5Hex(password)) throw fail('passwordNotHashed');

  const now = services.now();
  // The address throttle is decided first, before the captcha, the account or the password are looked at.
  const attemptId = await claimAddressAttempt(services, meta.ip, account, config.addressAttemptLimit);
  const log = (success: boolean, reason: string, userId?: string) =>
    db.update(loginLogs).set({ success, reason, userId }).where(eq(loginLogs.id, attemptId));

  if (config.enableVerificationCode === 1) {
    if (!form.code?.trim() || !form.timestamp) {
      await log(false, 'captcha:missing');
      throw fail('captchaRequired');
    }
    const verdict = await consumeCaptcha(db, form.timestamp, form.code, now);
    if (verdict !== 'ok') {
      await log(false, `captcha:${verdict}`);
      throw fail(verdict === 'expired' ? 'captchaExpired' : 'captchaWrong');
    }
  }

  const user = await findAccount(services, account);
  if (!user) {
    // Spend the same hashing time as for a real account, so timing does not reveal which accounts exist.
    await verifyPassword(password, await dummyHash(services.passwordIterations));
    await log(false, 'unknownAccount');
    throw fail('accountOrPasswordWrong');
  }
  if (user.enabledMark !== 1) {
    await log(false, 'disabled', user.id);
    throw fail('accountDisabled');
  }
  const lock = lockPolicy(config, user.isAdministrator);
  const lockedFor = (until: Date | null) =>
    lock.timed && until
      ? fail('accountLockedFor', { minutes: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000)) })
      : fail('accountLocked');

  // Claim one password check on the account in a single statement: it counts the attempt as a failure up front and
  // succeeds only while the account is below the limit (or its timed lock has run out, which starts a new count).
  // However many attempts run in parallel, at most passwordErrorsNumber of them reach the password check.
  const [claim] = await db
    .update(users)
    .set({
      failedLogins: sql`case when ${users.lockMark} = 1 then 1 else ${users.failedLogins} + 1 end`,
      lockMark: 0,
      lockedUntil: null,
    })
    .where(
      and(
        eq(users.id, user.id),
        or(
          and(eq(users.lockMark, 0), lt(users.failedLogins, config.passwordErrorsNumber)),
          lock.timed ? and(eq(users.lockMark, 1), sql`${users.lockedUntil} is not null`, sql`${users.lockedUntil} <= ${now.toISOString()}`) : sql`false`,
        ),
      ),
    )
    .returning({ failedLogins: users.failedLogins });
  if (!claim) {
    const [current] = await db.select({ lockedUntil: users.lockedUntil }).from(users).where(eq(users.id, user.id));
    await log(false, 'locked', user.id);
    throw lockedFor(current?.lockedUntil ?? null);
  }

  if (!(await verifyPassword(password, user.passwordHash))) {
    const locks = claim.failedLogins >= config.passwordErrorsNumber;
    if (locks) {
      const lockedUntil = lock.timed ? new Date(now.getTime() + lock.minutes * 60_000) : null;
      await db.update(users).set({ lockMark: 1, lockedUntil }).where(eq(users.id, user.id));
      // A locked account loses its sessions (issue 8): whoever was guessing may already hold one.
      await services.sessions.endAccessOf([user.id], 'locked');
      await log(false, 'wrongPasswordLocked', user.id);
      throw lockedFor(lockedUntil);
    }
    await log(false, 'wrongPassword', user.id);
    throw fail('accountOrPasswordWrong');
  }

  const { token, sessionId } = await services.sessions.create(user.id, { ...meta, lifetimeMinutes: config.tokenTimeout });
  if (config.singleLogin === 1) await services.sessions.revokeAllOf(user.id, 'signedInElsewhere', sessionId);
  await db
    .update(users)
    .set({
      failedLogins: 0,
      lockMark: 0,
      lockedUntil: null,
      prevLoginTime: user.lastLoginTime,
      prevLoginIp: user.lastLoginIp,
      lastLoginTime: now,
      lastLoginIp: meta.ip,
    })
    .where(eq(users.id, user.id));
  await log(true, 'ok', user.id);
  return { token, theme: user.theme || config.layoutType };
}

/**
 * Re-verifies the signed-in user's password to leave the lock screen. Failures are logged and count towards the
 * address throttle, so a stolen token cannot be used to guess the password without limit.
 */
export async function verifyUnlock(services: Services, userId: string, form: { account?: string; password?: string }, meta: RequestMeta): Promise<void> {
  const password = (form.password ?? '').trim().toLowerCase();
  if (!password) throw fail('passwordRequired');
  const config = await services.settings.all();
  const [user] = await services.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw fail('userNotFound');
  const attemptId = await claimAddressAttempt(services, meta.ip, user.account, config.addressAttemptLimit, userId);
  const account = (form.account ?? '').trim();
  const matches = (!account || account === user.account) && isMd5Hex(password) && (await verifyPassword(password, user.passwordHash));
  await services.db
    .update(loginLogs)
    .set(matches ? { success: true, reason: 'unlocked' } : { reason: 'unlockFailed' })
    .where(eq(loginLogs.id, attemptId));
  if (!matches) throw fail('unlockFailed');
}
