/** The password policy of spec 01 §5: examples from the spec beside properties over many passwords and policies. */
import { fc, test } from '@fast-check/vitest';
import {
  NO_PASSWORD_RULES,
  passwordProblems,
  passwordShape,
  readPasswordPolicy,
  readPasswordShape,
  strengthProblems,
  type PasswordPolicy,
} from '../../../../runtime/core/password/policy';

const STRICT: PasswordPolicy = {
  ...NO_PASSWORD_RULES,
  passwordStrengthLimit: 1,
  passwordLengthMin: 1,
  passwordLengthMinNumber: 8,
  containsNumbers: 1,
  includeLowercaseLetters: 1,
  includeUppercaseLetters: 1,
  containsCharacters: 1,
};

const flag = fc.constantFrom(0, 1);
const policyArb = fc.record({
  passwordStrengthLimit: flag,
  passwordLengthMin: flag,
  passwordLengthMinNumber: fc.integer({ min: 0, max: 20 }),
  containsNumbers: flag,
  includeLowercaseLetters: flag,
  includeUppercaseLetters: flag,
  containsCharacters: flag,
  mandatoryModificationOfInitialPassword: flag,
});

describe('password policy examples', () => {
  it('requires a new password whatever the policy', () => {
    expect(passwordProblems('', NO_PASSWORD_RULES)).toEqual([{ kind: 'required' }]);
    expect(passwordProblems('', STRICT)).toEqual([{ kind: 'required' }]);
  });

  it('accepts anything non-empty when strength limiting is off', () => {
    expect(passwordProblems('a', { ...STRICT, passwordStrengthLimit: 0 })).toEqual([]);
  });

  it.each([
    ['Ab1@', [{ kind: 'tooShort', min: 8 }]],
    ['Abcdefg@', [{ kind: 'needsDigit' }]],
    ['ABCDEFG1@', [{ kind: 'needsLowercase' }]],
    ['abcdefg1@', [{ kind: 'needsUppercase' }]],
    ['Abcdefg12', [{ kind: 'needsSpecial' }]],
    ['abc', [{ kind: 'tooShort', min: 8 }, { kind: 'needsDigit' }, { kind: 'needsUppercase' }, { kind: 'needsSpecial' }]],
    ['Klx@2026', []],
  ])('reports %s under the strict policy', (password, problems) => {
    expect(passwordProblems(password, STRICT)).toEqual(problems);
  });

  it('ignores the length number while length limiting is off', () => {
    expect(passwordProblems('Ab1@', { ...STRICT, passwordLengthMin: 0 })).toEqual([]);
  });

  it('counts an emoji as one character', () => {
    expect(passwordProblems('Ab1@😀😀😀', STRICT)).toEqual([{ kind: 'tooShort', min: 8 }]);
  });

  it('reads a policy from loose values, treating anything but 1 (or true) as off', () => {
    expect(readPasswordPolicy({ passwordStrengthLimit: '1', containsNumbers: 2, includeLowercaseLetters: true, passwordLengthMinNumber: '7.9' })).toMatchObject({
      passwordStrengthLimit: 1,
      containsNumbers: 0,
      includeLowercaseLetters: 1,
      passwordLengthMinNumber: 7,
    });
    expect(readPasswordPolicy({ passwordLengthMinNumber: 'x' }).passwordLengthMinNumber).toBe(0);
  });
});

describe('password policy properties', () => {
  test.prop([fc.string({ minLength: 1 }), policyArb])('a password with no problems meets every rule that is on', (password, policy) => {
    if (passwordProblems(password, policy).length > 0) return;
    if (policy.passwordStrengthLimit !== 1) return;
    if (policy.passwordLengthMin === 1) expect(Array.from(password).length).toBeGreaterThanOrEqual(policy.passwordLengthMinNumber);
    if (policy.containsNumbers === 1) expect(password).toMatch(/[0-9]/);
    if (policy.includeLowercaseLetters === 1) expect(password).toMatch(/[a-z]/);
    if (policy.includeUppercaseLetters === 1) expect(password).toMatch(/[A-Z]/);
  });

  test.prop([fc.string({ minLength: 1 }), policyArb])('turning a rule off never adds a problem', (password, policy) => {
    const strict = passwordProblems(password, policy).length;
    for (const key of ['passwordLengthMin', 'containsNumbers', 'includeLowercaseLetters', 'includeUppercaseLetters', 'containsCharacters'] as const) {
      expect(passwordProblems(password, { ...policy, [key]: 0 }).length).toBeLessThanOrEqual(strict);
    }
  });

  test.prop([fc.string({ minLength: 1 }), policyArb])('the server, from the reported shape, finds exactly what the browser finds', (password, policy) => {
    const sent = JSON.parse(JSON.stringify(passwordShape(password))) as unknown;
    expect(strengthProblems(readPasswordShape(sent), policy)).toEqual(passwordProblems(password, policy));
  });

  test.prop([fc.anything(), policyArb])('a malformed shape never passes a rule that is on', (junk, policy) => {
    const shape = readPasswordShape(junk);
    const problems = strengthProblems(shape, policy);
    if (policy.passwordStrengthLimit === 1 && policy.containsNumbers === 1 && !shape.digit) expect(problems).toContainEqual({ kind: 'needsDigit' });
  });
});
