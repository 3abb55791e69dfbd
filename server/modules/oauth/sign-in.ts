/**
 * Sign-in: checks the account, the captcha when configured, the address throttle, the account's state and the
 * password; counts failures and locks the account after too many in a row; opens a session on success. Every
 * attempt is logged. Unknown accounts and wrong passwords get the same message so accounts cannot be probed.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
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

/** Refuses an address with too many failed attempts (sign-in or unlock) in the last five minutes. */
async function refuseThrottledAddress(services: Services, ip: string, limit: number): Promise<void> {
  const since = new Date(services.now().getTime() - ADDRESS_WINDOW_MS);
  const [{ failures }] = (await services.db
    .select({ failures: sql<number>`count(*)::int` })
    .from(loginLogs)
    .where(and(eq(loginLogs.ip, ip), eq(loginLogs.success, false), gt(loginLogs.createdAt, since)))) as [{ failures: number }];
  if (failures >= limit) throw fail('tooManyAttempts', { seconds: Math.ceil(ADDRESS_WINDOW_MS / 1000) });
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
  const log = (success: boolean, reason: string, userId?: string) =>
    db.insert(loginLogs).values({ account: account.slice(0, 100), userId, success, reason, ip: meta.ip, createdAt: now });

  await refuseThrottledAddress(services, meta.ip, config.addressAttemptLimit);

  if (config.enableVerificationCode === 1) {
    if (!form.code?.trim() || !form.timestamp) throw fail('captchaRequired');
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
  if (user.lockMark === 1) {
    const timedOut = config.lockType === 2 && user.lockedUntil !== null && user.lockedUntil.getTime() <= now.getTime();
    if (!timedOut) {
      await log(false, 'locked', user.id);
      if (config.lockType === 2 && user.lockedUntil) {
        throw fail('accountLockedFor', { minutes: Math.max(1, Math.ceil((user.lockedUntil.getTime() - now.getTime()) / 60_000)) });
      }
      throw fail('accountLocked');
    }
  }

  if (!(await verifyPassword(password, user.passwordHash))) {
    const failedLogins = (user.lockMark === 1 ? 0 : user.failedLogins) + 1;
    const locks = failedLogins >= config.passwordErrorsNumber;
    await db
      .update(users)
      .set({
        failedLogins,
        lockMark: locks ? 1 : 0,
        lockedUntil: locks && config.lockType === 2 ? new Date(now.getTime() + config.lockTime * 60_000) : null,
      })
      .where(eq(users.id, user.id));
    await log(false, locks ? 'wrongPasswordLocked' : 'wrongPassword', user.id);
    if (locks) throw config.lockType === 2 ? fail('accountLockedFor', { minutes: config.lockTime }) : fail('accountLocked');
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
  await refuseThrottledAddress(services, meta.ip, config.addressAttemptLimit);
  const [user] = await services.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw fail('userNotFound');
  const account = (form.account ?? '').trim();
  const matches = (!account || account === user.account) && isMd5Hex(password) && (await verifyPassword(password, user.passwordHash));
  if (!matches) {
    await services.db.insert(loginLogs).values({ account: user.account, userId, success: false, reason: 'unlockFailed', ip: meta.ip, createdAt: services.now() });
    throw fail('unlockFailed');
  }
}
