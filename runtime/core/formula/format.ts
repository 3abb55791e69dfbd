/**
 * How a calculated or number field shows its value (spec 02 §3 "Number options" and "Calculate", §5 "Chinese
 * amount"): rounding to a precision, thousands separators, and the Chinese uppercase money text.
 *
 * Rounding is half away from zero on the decimal the user sees (1.005 → 1.01, -1.005 → -1.01), done by shifting
 * the decimal exponent in text rather than multiplying, so binary fractions do not leak into the result.
 */

/** The text {@link chineseAmount} gives when the integer part has more than 15 digits. The specs only say "the
 * text for overflow" (spec 02 §5, spec 03 §8); the original client's helper says '数字较大溢出', and the Chinese
 * amount is Chinese text in every language, so that wording is kept. */
export const CHINESE_AMOUNT_OVERFLOW = '数字较大溢出';

/** The most integer digits {@link chineseAmount} writes out. */
export const CHINESE_AMOUNT_MAX_INTEGER_DIGITS = 15;

/** Options of {@link formatNumber}. */
export interface NumberFormatOptions {
  /** Decimal places to round to and always show; leave out to show the number as it is. */
  precision?: number;
  /** Group the integer digits by three with commas. */
  thousands?: boolean;
}

function clampPrecision(precision: number): number {
  return Number.isFinite(precision) ? Math.min(20, Math.max(0, Math.trunc(precision))) : 2;
}

/** Multiplies by 10^by through the decimal text, so 1.005 shifted by 2 is exactly 100.5. */
function shiftDecimal(value: number, by: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + by}`);
}

/**
 * Rounds half away from zero to `precision` decimals (default 2, as the calculated field does). NaN and infinities
 * give 0, so a broken calculation shows 0 rather than "NaN".
 */
export function roundTo(value: number, precision = 2): number {
  if (!Number.isFinite(value)) return 0;
  const digits = clampPrecision(precision);
  const magnitude = Math.abs(value);
  // From 2^52 up every double is an integer already; shifting those could only overflow.
  if (magnitude >= 2 ** 52) return value;
  const rounded = shiftDecimal(Math.round(shiftDecimal(magnitude, digits)), -digits);
  const signed = value < 0 ? -rounded : rounded;
  return signed === 0 ? 0 : signed;
}

/** Reads a number from a number or numeric text; undefined for anything else or non-finite values. */
function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value.trim());
    return Number.isFinite(number) ? number : undefined;
  }
  return undefined;
}

/** Inserts a comma between each group of three integer digits ("-1234567.5" → "-1,234,567.5"). */
function groupThousands(text: string): string {
  const [integer, fraction] = text.split('.');
  const grouped = integer!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * Formats a number for display: rounded to `precision` with exactly that many decimals when given, with thousands
 * separators when asked. Non-numbers (and empty text) give ''.
 */
export function formatNumber(value: number | string | null | undefined, options: NumberFormatOptions = {}): string {
  const number = readNumber(value);
  if (number === undefined) return '';
  let text: string;
  if (options.precision === undefined) {
    text = String(number === 0 ? 0 : number);
  } else {
    const digits = clampPrecision(options.precision);
    text = roundTo(number, digits).toFixed(digits);
  }
  // Exponent notation (1e+21, 1e-7) has no integer digits to group.
  return options.thousands && !/e/i.test(text) ? groupThousands(text) : text;
}

const DIGIT_WORDS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const SMALL_UNITS = ['', '拾', '佰', '仟'];
const GROUP_UNITS = ['', '万', '亿', '兆'];
const FRACTION_UNITS = ['角', '分', '厘', '毫'];
const FRACTION_DIGITS = FRACTION_UNITS.length;
const FRACTION_SCALE = 10n ** BigInt(FRACTION_DIGITS);

/** A plain non-negative decimal written out: `12`, `12.5`, `.5`, `+3`. */
const PLAIN_DECIMAL = /^\+?(?:(\d+)(?:\.(\d*))?|\.(\d+))$/;

/**
 * The amount in ten-thousandths (four fraction places, rounded half up), or undefined for non-numbers and negatives.
 * Text in plain decimal form is read exactly, digit by digit; numbers go through `toFixed(4)`.
 */
function scaledAmount(value: unknown): bigint | undefined {
  if (typeof value === 'string') {
    const text = value.trim();
    const match = PLAIN_DECIMAL.exec(text);
    if (match) {
      const integer = match[1] ?? '0';
      const fraction = `${match[2] ?? match[3] ?? ''}${'0'.repeat(FRACTION_DIGITS + 1)}`;
      const scaled = BigInt(integer) * FRACTION_SCALE + BigInt(fraction.slice(0, FRACTION_DIGITS));
      return fraction[FRACTION_DIGITS]! >= '5' ? scaled + 1n : scaled;
    }
    if (text === '') return undefined;
    return scaledAmount(Number(text));
  }
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return undefined;
  // Beyond 1e21 toFixed switches to exponent notation; such amounts overflow anyway.
  if (value >= 1e21) return BigInt(Math.trunc(value)) * FRACTION_SCALE;
  const [integer, fraction] = value.toFixed(FRACTION_DIGITS).split('.');
  return BigInt(integer!) * FRACTION_SCALE + BigInt(fraction!);
}

/** True when the 4-digit group `group` (0 = units, 1 = 万, …) of the integer text has a non-zero digit. */
function groupHasValue(integer: string, group: number): boolean {
  const end = integer.length - 4 * group;
  return /[1-9]/.test(integer.slice(Math.max(0, end - 4), end));
}

/** The integer part in words, '' for zero. One 零 stands for any run of zeros between non-zero digits. */
function integerWords(integer: string): string {
  let words = '';
  let zeroPending = false;
  for (let index = 0; index < integer.length; index += 1) {
    const digit = Number(integer[index]);
    const position = integer.length - 1 - index;
    if (digit === 0) {
      zeroPending = words !== '';
    } else {
      if (zeroPending) words += DIGIT_WORDS[0];
      zeroPending = false;
      words += DIGIT_WORDS[digit]! + SMALL_UNITS[position % 4]!;
    }
    const group = position / 4;
    if (position % 4 === 0 && group > 0 && groupHasValue(integer, group)) words += GROUP_UNITS[group]!;
  }
  return words;
}

/** The fraction (in ten-thousandths) in words; a 零 marks zeros between non-zero places, as 壹元零伍分 does. */
function fractionWords(fraction: number, integerIsZero: boolean): string {
  const digits = String(fraction).padStart(FRACTION_DIGITS, '0');
  let words = '';
  let started = !integerIsZero;
  let zeroPending = false;
  for (let index = 0; index < FRACTION_DIGITS; index += 1) {
    const digit = Number(digits[index]);
    if (digit === 0) {
      zeroPending = started;
    } else {
      if (zeroPending) words += DIGIT_WORDS[0];
      zeroPending = false;
      started = true;
      words += DIGIT_WORDS[digit]! + FRACTION_UNITS[index]!;
    }
  }
  return words;
}

/**
 * The Chinese uppercase money text of an amount (spec 02 §5): 壹贰叁… with 拾佰仟, 万亿兆, 元, and the fraction to
 * four places as 角分厘毫; 整 closes an amount without fraction (1234 → 壹仟贰佰叁拾肆元整, 0 → 零元整,
 * 1.05 → 壹元零伍分). Gives '' for non-numbers and negatives, and {@link CHINESE_AMOUNT_OVERFLOW} when the integer
 * part has more than 15 digits. Accepts numbers and numeric text; plain decimal text is read exactly.
 */
export function chineseAmount(value: unknown): string {
  const scaled = scaledAmount(value);
  if (scaled === undefined) return '';
  const integer = (scaled / FRACTION_SCALE).toString();
  if (integer.length > CHINESE_AMOUNT_MAX_INTEGER_DIGITS) return CHINESE_AMOUNT_OVERFLOW;
  const fraction = Number(scaled % FRACTION_SCALE);
  const integerIsZero = integer === '0';
  if (integerIsZero && fraction === 0) return `${DIGIT_WORDS[0]}元整`;
  const integerPart = integerIsZero ? '' : `${integerWords(integer)}元`;
  return fraction === 0 ? `${integerPart}整` : integerPart + fractionWords(fraction, integerIsZero);
}
