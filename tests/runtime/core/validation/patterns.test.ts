/** The shared pattern library of spec 03 §5. */
import { fc, test } from '@fast-check/vitest';
import Ajv from 'ajv';
import {
  checkIdCard,
  idCardCheckCharacter,
  matchesPattern,
  PATTERNS,
  type PatternName,
} from '../../../../runtime/core/validation/patterns';

const NAMES = Object.keys(PATTERNS) as PatternName[];

const digits = (length: number) => fc.stringMatching(new RegExp(`^[0-9]{${length}}$`));
const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** A birth date as YYYYMMDD between 1900 and 2020. */
const birthDate = fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2020, 11, 31)), noInvalidDate: true }).map(
  (date) => `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1, 2)}${pad(date.getUTCDate(), 2)}`,
);
const region = fc.tuple(fc.integer({ min: 1, max: 9 }), digits(5)).map(([first, rest]) => `${first}${rest}`);
/** A valid 18-character ID number: region, birth date, sequence, computed check character. */
const idCard18 = fc.tuple(region, birthDate, digits(3)).map(([area, birth, sequence]) => {
  const first17 = `${area}${birth}${sequence}`;
  return first17 + idCardCheckCharacter(first17);
});

describe('PATTERNS', () => {
  it('names the eleven kinds of spec 03 §5, each with a pattern.* message key', () => {
    expect(NAMES.sort()).toEqual(
      ['account', 'carPlate', 'chinese', 'email', 'fieldName', 'halfMultiple', 'idCard', 'mobile', 'numericCode', 'password', 'positiveInteger'].sort(),
    );
    for (const name of NAMES) expect(PATTERNS[name].message).toBe(`pattern.${name}`);
  });

  it('keeps the original designer presets for mobile and password verbatim', () => {
    expect(PATTERNS.mobile.pattern).toBe('^1[3-9]\\d{9}$');
    expect(PATTERNS.password.pattern).toBe('^(?![0-9]+$)(?![a-zA-Z]+$)[0-9A-Za-z]{6,16}$');
  });

  it.each(NAMES)('%s compiles with the u flag and as a JSON Schema pattern', (name) => {
    expect(() => new RegExp(PATTERNS[name].pattern, 'u')).not.toThrow();
    const validate = new Ajv().compile({ type: 'string', pattern: PATTERNS[name].pattern });
    expect(validate('\u0000not valid for any pattern')).toBe(false);
  });
});

describe('matchesPattern', () => {
  it.each<[PatternName, string, boolean]>([
    ['mobile', '13812345678', true],
    ['mobile', '19912345678', true],
    ['mobile', '12812345678', false],
    ['mobile', '1381234567', false],
    ['mobile', '138123456789', false],
    ['password', 'abc123', true],
    ['password', 'Abcdef1234567890', true],
    ['password', '123456', false],
    ['password', 'abcdef', false],
    ['password', 'abc12', false],
    ['password', 'abc123!', false],
    ['password', 'Abcdef12345678901', false],
    ['idCard', '11010519491231002X', true],
    ['idCard', '11010519491231002x', true],
    ['idCard', '110105194912310021', false],
    ['idCard', '110105491231002', true],
    ['idCard', '110105491331002', false],
    ['idCard', '11010519490230002X', false],
    ['idCard', '1101051949123100', false],
    ['email', 'user@example.com', true],
    ['email', 'first.last+tag@mail.example.cn', true],
    ['email', 'user@localhost', false],
    ['email', 'user@@example.com', false],
    ['email', '.user@example.com', false],
    ['email', 'user@example..com', false],
    ['carPlate', '京A12345', true],
    ['carPlate', '粤B8K9X2', true],
    ['carPlate', '沪AD12345', true],
    ['carPlate', '沪A12345F', true],
    ['carPlate', '苏E1234学', true],
    ['carPlate', '京AI2345', false],
    ['carPlate', '京A1234', false],
    ['carPlate', 'XA12345', false],
    ['carPlate', '沪AZ12345', false],
    ['chinese', '中文', true],
    ['chinese', '中文a', false],
    ['chinese', '', false],
    ['account', 'admin01', true],
    ['account', 'admin_01', false],
    ['numericCode', '000123', true],
    ['numericCode', '12a', false],
    ['halfMultiple', '3', true],
    ['halfMultiple', '3.5', true],
    ['halfMultiple', '0.5', true],
    ['halfMultiple', '3.25', false],
    ['halfMultiple', '03', false],
    ['halfMultiple', '-1', false],
    ['positiveInteger', '1', true],
    ['positiveInteger', '120', true],
    ['positiveInteger', '0', false],
    ['positiveInteger', '01', false],
    ['positiveInteger', '1.0', false],
    ['fieldName', 'fullName', true],
    ['fieldName', 'F_code_2', true],
    ['fieldName', '_code', false],
    ['fieldName', '2code', false],
    ['fieldName', 'full-name', false],
  ])('%s: %j → %s', (name, value, expected) => {
    expect(matchesPattern(name, value)).toBe(expected);
  });

  test.prop([fc.integer({ min: 3, max: 9 }), digits(9)])('every 1[3-9] + 9 digits is a mobile number', (second, rest) => {
    expect(matchesPattern('mobile', `1${second}${rest}`)).toBe(true);
  });

  test.prop([fc.integer({ min: 0, max: 2 }), digits(9)])('1[0-2] + 9 digits is not', (second, rest) => {
    expect(matchesPattern('mobile', `1${second}${rest}`)).toBe(false);
  });

  test.prop([fc.bigInt({ min: 1n, max: 10n ** 30n })])('positive integers match, their negatives and zero-padded forms do not', (value) => {
    expect(matchesPattern('positiveInteger', String(value))).toBe(true);
    expect(matchesPattern('positiveInteger', `-${value}`)).toBe(false);
    expect(matchesPattern('positiveInteger', `0${value}`)).toBe(false);
  });

  test.prop([fc.integer({ min: 0, max: 100_000 })])('halves and wholes match the 0.5-multiple rule, quarters do not', (halves) => {
    expect(matchesPattern('halfMultiple', String(halves / 2))).toBe(true);
    expect(matchesPattern('halfMultiple', String(halves / 2 + 0.25))).toBe(false);
  });

  const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');
  const digit = fc.constantFrom(...'0123456789');
  const alphanumeric = fc.oneof(letter, digit);

  test.prop([letter, digit, fc.array(alphanumeric, { minLength: 4, maxLength: 14 }), fc.nat()])(
    'a 6-16 character mix of letters and digits is a valid password',
    (aLetter, aDigit, rest, seed) => {
      const chars = [...rest];
      chars.splice(seed % (chars.length + 1), 0, aLetter, aDigit);
      expect(matchesPattern('password', chars.join(''))).toBe(true);
    },
  );

  test.prop([fc.array(digit, { minLength: 6, maxLength: 16 }), fc.array(letter, { minLength: 6, maxLength: 16 })])(
    'digits only or letters only is not',
    (onlyDigits, onlyLetters) => {
      expect(matchesPattern('password', onlyDigits.join(''))).toBe(false);
      expect(matchesPattern('password', onlyLetters.join(''))).toBe(false);
    },
  );

  test.prop([letter, fc.array(fc.oneof(alphanumeric, fc.constant('_')), { maxLength: 20 })])('a letter then letters, digits or underscores is a field name', (first, rest) => {
    expect(matchesPattern('fieldName', first + rest.join(''))).toBe(true);
    expect(matchesPattern('fieldName', `_${first}${rest.join('')}`)).toBe(false);
  });
});

describe('checkIdCard', () => {
  it('computes the ISO 7064 MOD 11-2 check character', () => {
    expect(idCardCheckCharacter('11010519491231002')).toBe('X');
    expect(idCardCheckCharacter('44052418800101001')).toBe('4');
    expect(() => idCardCheckCharacter('1234')).toThrow(RangeError);
  });

  test.prop([idCard18])('generated ID numbers with their check character pass, as the pattern and the check', (id) => {
    expect(checkIdCard(id)).toBe(true);
    expect(new RegExp(PATTERNS.idCard.pattern, 'u').test(id)).toBe(true);
    expect(checkIdCard(id.toLowerCase())).toBe(true);
  });

  test.prop([idCard18, fc.constantFrom(...'0123456789X')])('any other check character fails', (id, replacement) => {
    fc.pre(replacement !== id[17]);
    expect(checkIdCard(id.slice(0, 17) + replacement)).toBe(false);
  });

  test.prop([idCard18, fc.integer({ min: 0, max: 16 }), fc.integer({ min: 1, max: 9 })])(
    'changing one digit of the body breaks the check',
    (id, index, delta) => {
      const changed = `${id.slice(0, index)}${(Number(id[index]) + delta) % 10}${id.slice(index + 1)}`;
      expect(checkIdCard(changed)).toBe(false);
    },
  );

  test.prop([region, birthDate.filter((date) => date.startsWith('19')), digits(3)])('the legacy 15-digit form passes by format', (area, birth, sequence) => {
    expect(checkIdCard(`${area}${birth.slice(2)}${sequence}`)).toBe(true);
  });

  it('refuses impossible birth dates and non-strings', () => {
    const first17 = '11010520230229001';
    expect(checkIdCard(first17 + idCardCheckCharacter(first17))).toBe(false);
    const leap = '11010520240229001';
    expect(checkIdCard(leap + idCardCheckCharacter(leap))).toBe(true);
    expect(checkIdCard(undefined as unknown as string)).toBe(false);
  });
});
