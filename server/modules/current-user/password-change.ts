/**
 * Changing one's own password (spec 01 §4.2, §5, §8): the image captcha, the old password (left out only by the
 * forced first-login change, while the account still carries its initial password and the organisation demands a
 * change), the new password's policy checked again on the server through the shape the client reports (it sends
 * only md5), then the new hash; every session of the user ends with reason passwordChanged.
 */
import { eq } from 'drizzle-orm';
import { readPasswordPolicy, readPasswordShape, strengthProblems, type PasswordProblem } from '../../../runtime/core/password/policy';
import { hashPassword, isMd5Hex, verifyPassword } from '../../auth/password';
import { users } from '../../db/schema';
import { fail, type AppError } from '../../errors';
import type { Services } from '../../services';
import { consumeCaptcha } from '../file/captcha-store';

/** The password-change form as posted. */
export interface PasswordChangeForm {
  oldPassword?: unknown;
  password?: unknown;
  code?: unknown;
  timestamp?: unknown;
  /** What the typed new password contains (runtime/core/password/policy.ts PasswordShape). */
  passwordShape?: unknown;
}

const PROBLEM_ERRORS: Record<PasswordProblem['kind'], (problem: PasswordProblem) => AppError> = {
  required: () => fail('passwordRequiredNew'),
  tooShort: (problem) => fail('passwordTooShort', { min: problem.kind === 'tooShort' ? problem.min : 0 }),
  needsDigit: () => fail('passwordNeedsDigit'),
  needsLowercase: () => fail('passwordNeedsLowercase'),
  needsUppercase: () => fail('passwordNeedsUppercase'),
  needsSpecial: () => fail('passwordNeedsSpecial'),
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** Changes the signed-in user's password, or throws the first catalogued problem. */
export async function changeOwnPassword(services: Services, userId: string, form: PasswordChangeForm): Promise<void> {
  const { db } = services;
  const config = await services.settings.all();
  const policy = readPasswordPolicy(config);
  const password = text(form.password).toLowerCase();
  const oldPassword = text(form.oldPassword).toLowerCase();
  if (!password) throw fail('passwordRequiredNew');
  if (!isMd5Hex(password)) throw fail('passwordNotHashed');
  const problem = strengthProblems(readPasswordShape(form.passwordShape), policy)[0];
  if (problem) throw PROBLEM_ERRORS[problem.kind](problem);

  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw fail('userNotFound');
  const forcedFirstChange = user.firstLoginUpDate === 0 && policy.mandatoryModificationOfInitialPassword === 1;
  if (!oldPassword && !forcedFirstChange) throw fail('oldPasswordRequired');
  if (oldPassword && !isMd5Hex(oldPassword)) throw fail('passwordNotHashed');

  const code = text(form.code);
  const key = text(form.timestamp);
  if (!code || !key) throw fail('passwordCodeRequired');
  const verdict = await consumeCaptcha(db, key.slice(0, 64), code, services.now());
  if (verdict !== 'ok') throw fail(verdict === 'expired' ? 'captchaExpired' : 'captchaWrong');

  if (oldPassword && !(await verifyPassword(oldPassword, user.passwordHash))) throw fail('oldPasswordWrong');
  if (await verifyPassword(password, user.passwordHash)) throw fail('passwordSameAsOld');

  const passwordHash = await hashPassword(password, services.passwordIterations);
  await db.update(users).set({ passwordHash, changePasswordDate: services.now(), firstLoginUpDate: 1 }).where(eq(users.id, userId));
  await services.sessions.revokeAllOf(userId, 'passwordChanged');
}
