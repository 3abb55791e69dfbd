/**
 * The password policy of spec 01 §5, as one pure rule shared by the browser (form validation) and the server
 * (which enforces it again): with `passwordStrengthLimit` 1, a minimum length when `passwordLengthMin` is on, and a
 * digit, a lowercase letter, an uppercase letter and a special character, each only when its flag is on. Each
 * problem has its own message key (runtime/core/i18n/catalogue), so both sides word it the same way.
 */

/** The policy keys of the system configuration (spec 01 §3). Flags are 1 (on) or 0 (off). */
export interface PasswordPolicy {
  passwordStrengthLimit: number;
  passwordLengthMin: number;
  passwordLengthMinNumber: number;
  containsNumbers: number;
  includeLowercaseLetters: number;
  includeUppercaseLetters: number;
  containsCharacters: number;
  mandatoryModificationOfInitialPassword: number;
}

/** The policy with every rule off. */
export const NO_PASSWORD_RULES: PasswordPolicy = {
  passwordStrengthLimit: 0,
  passwordLengthMin: 0,
  passwordLengthMinNumber: 0,
  containsNumbers: 0,
  includeLowercaseLetters: 0,
  includeUppercaseLetters: 0,
  containsCharacters: 0,
  mandatoryModificationOfInitialPassword: 0,
};

/** The message key of each possible problem with a new password. */
export const PASSWORD_PROBLEM_KEYS = {
  required: 'password.newRequired',
  tooShort: 'password.tooShort',
  needsDigit: 'password.needsDigit',
  needsLowercase: 'password.needsLowercase',
  needsUppercase: 'password.needsUppercase',
  needsSpecial: 'password.needsSpecial',
} as const;

/** One problem: its kind and, for the length rule, the minimum. */
export type PasswordProblem =
  | { kind: 'required' }
  | { kind: 'tooShort'; min: number }
  | { kind: 'needsDigit' }
  | { kind: 'needsLowercase' }
  | { kind: 'needsUppercase' }
  | { kind: 'needsSpecial' };

/** Reads a policy from any record (configuration rows, a JSON answer), treating anything but 1 as off. */
export function readPasswordPolicy(values: Partial<Record<keyof PasswordPolicy, unknown>>): PasswordPolicy {
  const flag = (value: unknown) => (Number(value) === 1 ? 1 : 0);
  const min = Math.floor(Number(values.passwordLengthMinNumber));
  return {
    passwordStrengthLimit: flag(values.passwordStrengthLimit),
    passwordLengthMin: flag(values.passwordLengthMin),
    passwordLengthMinNumber: Number.isFinite(min) && min > 0 ? Math.min(min, 64) : 0,
    containsNumbers: flag(values.containsNumbers),
    includeLowercaseLetters: flag(values.includeLowercaseLetters),
    includeUppercaseLetters: flag(values.includeUppercaseLetters),
    containsCharacters: flag(values.containsCharacters),
    mandatoryModificationOfInitialPassword: flag(values.mandatoryModificationOfInitialPassword),
  };
}

/** True for a character that is neither a letter, a digit nor white space. */
function isSpecial(character: string): boolean {
  return !/[\p{L}\p{N}\s]/u.test(character);
}

/** Every problem of a typed (not hashed) new password under the policy, in the order the form reports them. */
export function passwordProblems(password: string, policy: PasswordPolicy): PasswordProblem[] {
  return shapeProblems(passwordShape(password), policy);
}

/**
 * The shape of a typed password: its length and which kinds of character it holds. The client sends only the md5
 * of a password, so the server cannot look at it; the client also sends this shape, and the server refuses a shape
 * that breaks the policy. A client that lies about the shape can only weaken its own password, never another's.
 */
export interface PasswordShape {
  length: number;
  digit: boolean;
  lowercase: boolean;
  uppercase: boolean;
  special: boolean;
}

/** The shape of a typed password. */
export function passwordShape(password: string): PasswordShape {
  const characters = Array.from(password);
  return {
    length: characters.length,
    digit: /[0-9]/.test(password),
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    special: characters.some(isSpecial),
  };
}

/** Reads a shape sent by a client; anything malformed reads as an empty password's shape. */
export function readPasswordShape(value: unknown): PasswordShape {
  const record = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const length = Number(record.length);
  return {
    length: Number.isInteger(length) && length > 0 ? length : 0,
    digit: record.digit === true,
    lowercase: record.lowercase === true,
    uppercase: record.uppercase === true,
    special: record.special === true,
  };
}

/** The problems of a password's shape under the policy; same order as passwordProblems. */
export function shapeProblems(shape: PasswordShape, policy: PasswordPolicy): PasswordProblem[] {
  return shape.length === 0 ? [{ kind: 'required' }] : strengthProblems(shape, policy);
}

/**
 * The strength rules alone, for the server: it knows from the md5 that a password was given, and a missing or
 * empty shape then fails every rule that is on.
 */
export function strengthProblems(shape: PasswordShape, policy: PasswordPolicy): PasswordProblem[] {
  if (policy.passwordStrengthLimit !== 1) return [];
  const problems: PasswordProblem[] = [];
  if (policy.passwordLengthMin === 1 && shape.length < policy.passwordLengthMinNumber) {
    problems.push({ kind: 'tooShort', min: policy.passwordLengthMinNumber });
  }
  if (policy.containsNumbers === 1 && !shape.digit) problems.push({ kind: 'needsDigit' });
  if (policy.includeLowercaseLetters === 1 && !shape.lowercase) problems.push({ kind: 'needsLowercase' });
  if (policy.includeUppercaseLetters === 1 && !shape.uppercase) problems.push({ kind: 'needsUppercase' });
  if (policy.containsCharacters === 1 && !shape.special) problems.push({ kind: 'needsSpecial' });
  return problems;
}
