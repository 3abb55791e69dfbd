/** Display of calculated and number fields: rounding, thousands separators, Chinese uppercase amounts. */
import { fc, test } from '@fast-check/vitest';
import {
  CHINESE_AMOUNT_OVERFLOW,
  chineseAmount,
  formatNumber,
  roundTo,
} from '../../../../runtime/core/formula/format';

describe('roundTo', () => {
  it.each([
    [1.005, 2, 1.01],
    [-1.005, 2, -1.01],
    [1.004, 2, 1],
    [2.675, 2, 2.68],
    [1.45, 1, 1.5],
    [0.1 + 0.2, 2, 0.3],
    [1234.5, 0, 1235],
    [-0.004, 2, 0],
    [1e-7, 2, 0],
    [123.456, 5, 123.456],
  ])('roundTo(%d, %i) is %d', (value, precision, expected) => {
    expect(roundTo(value, precision)).toBe(expected);
  });

  it('rounds to 2 decimals by default and turns NaN and infinities into 0', () => {
    expect(roundTo(3.14159)).toBe(3.14);
    expect(roundTo(Number.NaN)).toBe(0);
    expect(roundTo(Number.POSITIVE_INFINITY)).toBe(0);
    expect(Object.is(roundTo(-0.001), -0)).toBe(false);
  });

  const finite = fc.double({ min: -1e9, max: 1e9, noNaN: true });
  const precision = fc.integer({ min: 0, max: 6 });

  test.prop([finite, precision])('stays within half a unit of the last kept place', (value, digits) => {
    expect(Math.abs(roundTo(value, digits) - value)).toBeLessThanOrEqual(0.5 * 10 ** -digits + 1e-9 * Math.max(1, Math.abs(value)));
  });

  test.prop([finite, precision])('is idempotent and symmetric around zero', (value, digits) => {
    const once = roundTo(value, digits);
    expect(roundTo(once, digits)).toBe(once);
    expect(roundTo(-value, digits)).toBe(once === 0 ? 0 : -once);
  });

  test.prop([finite, precision])('keeps at most `precision` decimals', (value, digits) => {
    // Within ±1e9 and six places the shortest text of a double never needs an exponent.
    const [, fraction = ''] = String(roundTo(value, digits)).split('.');
    expect(fraction.length).toBeLessThanOrEqual(digits);
  });
});

describe('formatNumber', () => {
  it.each([
    [1234567.891, { precision: 2, thousands: true }, '1,234,567.89'],
    [1234567.891, { precision: 2 }, '1234567.89'],
    [-1234, { thousands: true }, '-1,234'],
    [5, { precision: 2 }, '5.00'],
    ['12.5', { precision: 0 }, '13'],
    [999.995, { precision: 2, thousands: true }, '1,000.00'],
    [123, { thousands: true }, '123'],
    [0.5, {}, '0.5'],
  ] as const)('%j with %j is %s', (value, options, expected) => {
    expect(formatNumber(value, options)).toBe(expected);
  });

  it.each([[''], ['abc'], [null], [undefined], [Number.NaN]])('gives empty text for %j', (value) => {
    expect(formatNumber(value as number | string | null | undefined, { precision: 2 })).toBe('');
  });

  const amount = fc.double({ min: -1e9, max: 1e9, noNaN: true });

  test.prop([amount, fc.integer({ min: 0, max: 4 })])('thousands separators only group the integer digits by three', (value, precision) => {
    const grouped = formatNumber(value, { precision, thousands: true });
    expect(grouped.replace(/,/g, '')).toBe(formatNumber(value, { precision }));
    expect(grouped).toMatch(/^-?\d{1,3}(,\d{3})*(\.\d+)?$/);
  });

  test.prop([amount, fc.integer({ min: 0, max: 4 })])('shows exactly `precision` decimals of the rounded value', (value, precision) => {
    const text = formatNumber(value, { precision });
    expect(text.split('.')[1]?.length ?? 0).toBe(precision);
    expect(Number(text)).toBe(roundTo(value, precision));
  });
});

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const SMALL: Record<string, bigint> = { 拾: 10n, 佰: 100n, 仟: 1000n };
const GROUP: Record<string, bigint> = { 万: 10n ** 4n, 亿: 10n ** 8n, 兆: 10n ** 12n };
const FRACTION: Record<string, number> = { 角: 0, 分: 1, 厘: 2, 毫: 3 };

/** Reads Chinese amount words back into an exact decimal text, independently of the writer. */
function readChineseAmount(words: string): string {
  const [integerWords, fractionWords] = words.includes('元') ? words.split('元') : ['', words];
  let total = 0n;
  let group = 0n;
  let digit = 0n;
  for (const char of integerWords!) {
    if (DIGITS.includes(char)) digit = BigInt(DIGITS.indexOf(char));
    else if (char in SMALL) {
      group += digit * SMALL[char]!;
      digit = 0n;
    } else if (char in GROUP) {
      total += (group + digit) * GROUP[char]!;
      group = 0n;
      digit = 0n;
    } else throw new Error(`unexpected ${char}`);
  }
  total += group + digit;
  const fraction = ['0', '0', '0', '0'];
  let pending = '0';
  for (const char of fractionWords!.replace(/整$/, '')) {
    if (DIGITS.includes(char)) pending = String(DIGITS.indexOf(char));
    else if (char in FRACTION) fraction[FRACTION[char]!] = pending;
    else throw new Error(`unexpected ${char}`);
  }
  const decimals = fraction.join('').replace(/0+$/, '');
  return decimals ? `${total}.${decimals}` : `${total}`;
}

describe('chineseAmount', () => {
  it.each([
    [0, '零元整'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [15, '壹拾伍元整'],
    [101, '壹佰零壹元整'],
    [1010, '壹仟零壹拾元整'],
    [1234, '壹仟贰佰叁拾肆元整'],
    [10000, '壹万元整'],
    [100001, '壹拾万零壹元整'],
    [100010000, '壹亿零壹万元整'],
    [1000000001, '壹拾亿零壹元整'],
    [1.05, '壹元零伍分'],
    [10.5, '壹拾元伍角'],
    [0.5, '伍角'],
    [0.05, '伍分'],
    [1234.5678, '壹仟贰佰叁拾肆元伍角陆分柒厘捌毫'],
    [1.0005, '壹元零伍毫'],
    [0.99995, '壹元整'],
    ['123456789012345.6789', '壹佰贰拾叁兆肆仟伍佰陆拾柒亿捌仟玖佰零壹万贰仟叁佰肆拾伍元陆角柒分捌厘玖毫'],
    ['999999999999999', '玖佰玖拾玖兆玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元整'],
    [' 42 ', '肆拾贰元整'],
    ['1e3', '壹仟元整'],
  ])('%j is %s', (value, expected) => {
    expect(chineseAmount(value)).toBe(expected);
  });

  it.each([[-1], [-0.01], ['-5'], ['abc'], [''], [null], [undefined], [Number.NaN], [Number.POSITIVE_INFINITY], [{}]])(
    'gives empty text for a non-number or negative %j',
    (value) => {
      expect(chineseAmount(value)).toBe('');
    },
  );

  it('gives the overflow text past 15 integer digits', () => {
    expect(chineseAmount(1e15)).toBe(CHINESE_AMOUNT_OVERFLOW);
    expect(chineseAmount('1000000000000000')).toBe(CHINESE_AMOUNT_OVERFLOW);
    expect(chineseAmount(1e21)).toBe(CHINESE_AMOUNT_OVERFLOW);
    expect(chineseAmount('999999999999999.99995')).toBe(CHINESE_AMOUNT_OVERFLOW);
    expect(CHINESE_AMOUNT_OVERFLOW).toBe('数字较大溢出');
  });

  const integerText = fc.bigInt({ min: 0n, max: 10n ** 15n - 1n }).map(String);
  const fractionText = fc.stringMatching(/^\d{1,4}$/);

  test.prop([integerText])('integers up to 15 digits read back exactly and close with 元整', (integer) => {
    const words = chineseAmount(integer);
    expect(words).toMatch(/元整$/);
    expect(readChineseAmount(words)).toBe(integer);
  });

  test.prop([integerText, fractionText])('amounts with up to four decimals read back exactly', (integer, fraction) => {
    const text = `${integer}.${fraction}`;
    // The exact decimal without trailing fraction zeros: 5.10 → 5.1, 5.00 → 5.
    const expected = fraction.replace(/0+$/, '') === '' ? integer : `${integer}.${fraction.replace(/0+$/, '')}`;
    expect(readChineseAmount(chineseAmount(text))).toBe(expected);
  });

  test.prop([integerText, fractionText])('never doubles 零 and never ends on 零', (integer, fraction) => {
    const words = chineseAmount(`${integer}.${fraction}`);
    expect(words).not.toMatch(/零零/);
    // Only zero itself is written with a 零 before 元.
    expect(words === '零元整' || !/零(元|整|$)/.test(words)).toBe(true);
  });

  test.prop([fc.bigInt({ min: 10n ** 15n, max: 10n ** 30n }).map(String)])('every integer part over 15 digits overflows', (integer) => {
    expect(chineseAmount(integer)).toBe(CHINESE_AMOUNT_OVERFLOW);
  });

  test.prop([fc.double({ min: 0, max: 1e12, noNaN: true })])('numbers and their decimal text agree', (value) => {
    expect(chineseAmount(value)).toBe(chineseAmount(value.toFixed(4)));
  });
});
