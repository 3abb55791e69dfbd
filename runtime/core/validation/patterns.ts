/**
 * The shared pattern library of spec 03 §5: one regular expression per kind of input, each with the i18n key of
 * its message (texts in pattern-messages.ts). The `pattern` strings are ECMAScript regular-expression sources that
 * work in JSON Schema `pattern` as ajv compiles it (with the `u` flag) and in `new RegExp(pattern, 'u')`.
 *
 * A regular expression cannot check the ID card's check character, so `idCard.pattern` checks the form (region,
 * birth date shape, sequence) and {@link checkIdCard} adds the ISO 7064 MOD 11-2 check character and a real
 * birth date. {@link matchesPattern} applies both.
 */

/** One entry of the library. */
export interface PatternRule {
  /** Regular-expression source, anchored, usable as a JSON Schema `pattern`. */
  pattern: string;
  /** i18n key of the message shown when a value does not match. */
  message: string;
}

// Province abbreviations of Chinese plates, plus 使 (embassy) and 领 (consulate).
const PLATE_REGION = '[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领]';
// Plate letters leave out I and O, which read as 1 and 0.
const PLATE_LETTER = '[A-HJ-NP-Z]';
const PLATE_CHAR = '[A-HJ-NP-Z0-9]';
// New-energy plates: small cars put D/A/B/C/E (pure electric) or F/G/H/J/K (other) first, large vehicles last.
const NEW_ENERGY_CLASS = '[ABCDEFGHJK]';
const MONTH = '(?:0[1-9]|1[0-2])';
const DAY = '(?:0[1-9]|[12]\\d|3[01])';

/** The shared patterns by name. */
export const PATTERNS = {
  /** Mainland mobile number: 11 digits, 1 then 3-9. */
  mobile: { pattern: '^1[3-9]\\d{9}$', message: 'pattern.mobile' },
  /** 6-16 letters and digits, neither all digits nor all letters. */
  password: { pattern: '^(?![0-9]+$)(?![a-zA-Z]+$)[0-9A-Za-z]{6,16}$', message: 'pattern.password' },
  /** Resident ID card: 18 characters (last a digit or X/x) or the legacy 15 digits; see checkIdCard for the rest. */
  idCard: {
    pattern: `^[1-9]\\d{5}(?:(?:18|19|20)\\d{2}${MONTH}${DAY}\\d{3}[\\dXx]|\\d{2}${MONTH}${DAY}\\d{3})$`,
    message: 'pattern.idCard',
  },
  /** E-mail address: dotted local part, dotted domain, alphabetic top-level domain. */
  email: {
    pattern: '^[A-Za-z0-9_%+-]+(?:\\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z]{2,}$',
    message: 'pattern.email',
  },
  /** Chinese car plate: 7 characters, or 8 for new-energy vehicles. */
  carPlate: {
    pattern: `^${PLATE_REGION}${PLATE_LETTER}(?:${PLATE_CHAR}{4}[A-HJ-NP-Z0-9挂学警港澳]|${NEW_ENERGY_CLASS}${PLATE_CHAR}\\d{4}|\\d{5}${NEW_ENERGY_CLASS})$`,
    message: 'pattern.carPlate',
  },
  /** Chinese characters only (the CJK Unified Ideographs block). */
  chinese: { pattern: '^[\\u4e00-\\u9fa5]+$', message: 'pattern.chinese' },
  /** Account: letters and digits only. */
  account: { pattern: '^[A-Za-z0-9]+$', message: 'pattern.account' },
  /** Numeric code: digits only. */
  numericCode: { pattern: '^[0-9]+$', message: 'pattern.numericCode' },
  /** A time in hours that is a whole number or a multiple of 0.5 (3, 3.5, 3.0). */
  halfMultiple: { pattern: '^(?:0|[1-9][0-9]*)(?:\\.[05])?$', message: 'pattern.halfMultiple' },
  /** Positive integer, no leading zero. */
  positiveInteger: { pattern: '^[1-9][0-9]*$', message: 'pattern.positiveInteger' },
  /** Field name: a letter, then letters, digits or underscores. */
  fieldName: { pattern: '^[A-Za-z][A-Za-z0-9_]*$', message: 'pattern.fieldName' },
} as const satisfies Record<string, PatternRule>;

/** The name of a shared pattern. */
export type PatternName = keyof typeof PATTERNS;

/** The i18n key of a shared pattern's message. */
export type PatternMessageKey = (typeof PATTERNS)[PatternName]['message'];

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK_CHARACTERS = '10X98765432';

/** The ISO 7064 MOD 11-2 check character (a digit or 'X') for the first 17 digits of an ID card number. */
export function idCardCheckCharacter(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('An ID card check character needs exactly 17 digits');
  const sum = ID_CARD_WEIGHTS.reduce((total, weight, index) => total + weight * Number(first17[index]), 0);
  return ID_CARD_CHECK_CHARACTERS[sum % 11]!;
}

/** True when year-month-day is a day of the calendar. */
function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const idCardForm = new RegExp(PATTERNS.idCard.pattern, 'u');

/**
 * Checks a resident ID card number: the 18-character form needs a real birth date and the right ISO 7064 MOD 11-2
 * check character (X or x for 10); the legacy 15-digit form (birth year 19YY, no check character) needs a real
 * birth date.
 */
export function checkIdCard(value: string): boolean {
  if (typeof value !== 'string' || !idCardForm.test(value)) return false;
  if (value.length === 15) {
    return isCalendarDate(1900 + Number(value.slice(6, 8)), Number(value.slice(8, 10)), Number(value.slice(10, 12)));
  }
  if (!isCalendarDate(Number(value.slice(6, 10)), Number(value.slice(10, 12)), Number(value.slice(12, 14)))) return false;
  return idCardCheckCharacter(value.slice(0, 17)) === value[17]!.toUpperCase();
}

const compiled = new Map<PatternName, RegExp>();

/** True when the value matches the named shared pattern (for idCard, also the check character and birth date). */
export function matchesPattern(name: PatternName, value: string): boolean {
  if (typeof value !== 'string') return false;
  if (name === 'idCard') return checkIdCard(value);
  let regex = compiled.get(name);
  if (!regex) {
    regex = new RegExp(PATTERNS[name].pattern, 'u');
    compiled.set(name, regex);
  }
  return regex.test(value);
}
