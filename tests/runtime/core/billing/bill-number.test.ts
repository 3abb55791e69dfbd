/** Bill numbers (CONTRACT.md "Bill rules"): formatting, padding, date parts and the restart rule. */
import { fc, test } from '@fast-check/vitest';
import {
  BILL_DATE_FORMATS,
  billDatePart,
  billRuleExample,
  formatBillNumber,
  nextBillSequence,
  padBillSequence,
  parseStartNumber,
  type BillDateFormat,
} from '../../../../runtime/core/billing/bill-number';

const dates = fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true });
const formats = fc.constantFrom(...BILL_DATE_FORMATS);
const prefixes = fc.stringMatching(/^[A-Z]{0,4}$/);

describe('bill numbers', () => {
  it.each([
    [{ prefix: 'RK', dateFormat: 'yyyyMMdd', digit: 4, startNumber: '1' }, 'RK202603070001'],
    [{ prefix: 'LY', dateFormat: 'yyyyMM', digit: 5, startNumber: '12' }, 'LY20260300012'],
    [{ prefix: 'BF', dateFormat: 'yyyy', digit: 3, startNumber: '7' }, 'BF2026007'],
    [{ prefix: 'PO', dateFormat: 'no', digit: 6, startNumber: '100001' }, 'PO100001'],
    [{ prefix: 'X', dateFormat: 'no', digit: 2, startNumber: '12345' }, 'X12345'],
  ])('shows the example %j as %s', (values, expected) => {
    expect(billRuleExample(values, new Date(2026, 2, 7, 15, 30))).toBe(expected);
  });

  it.each([
    [{ prefix: 'A', dateFormat: 'yyyy', digit: 3, startNumber: '' }],
    [{ prefix: 'A', dateFormat: 'yyyy', digit: 3, startNumber: '000' }],
    [{ prefix: 'A', dateFormat: 'weekly', digit: 3, startNumber: '1' }],
    [{ prefix: 'A', dateFormat: 'yyyy', digit: 0, startNumber: '1' }],
  ])('shows no example while %j is incomplete', (values) => {
    expect(billRuleExample(values, new Date())).toBe('');
  });

  test.prop([fc.nat({ max: 10 ** 12 }), fc.integer({ min: 1, max: 9 })])('pads to the digit count and never truncates', (sequence, digit) => {
    const padded = padBillSequence(sequence, digit);
    expect(padded.length).toBe(Math.max(digit, String(sequence).length));
    expect(Number(padded)).toBe(sequence);
  });

  test.prop([formats, dates])('date parts are the date in the format, and nothing for "no"', (format: BillDateFormat, date) => {
    const part = billDatePart(format, date);
    const full = `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}`;
    const expected = { yyyyMMdd: full, yyyyMM: full.slice(0, 6), yyyy: full.slice(0, 4), no: '' }[format];
    expect(part).toBe(expected);
  });

  test.prop([prefixes, formats, fc.integer({ min: 1, max: 9 }), fc.nat({ max: 10 ** 9 }), dates])(
    'a number is prefix + date part + padded sequence',
    (prefix, dateFormat, digit, sequence, date) => {
      const part = billDatePart(dateFormat, date);
      const number = formatBillNumber({ prefix, dateFormat, digit }, sequence, part);
      expect(number.startsWith(prefix + part)).toBe(true);
      expect(Number(number.slice(prefix.length + part.length))).toBe(sequence);
    },
  );

  test.prop([fc.integer({ min: 1, max: 10 ** 6 }), fc.array(fc.constantFrom('20260101', '20260102', '20260103'), { minLength: 1, maxLength: 30 })])(
    'starts at the start number, adds one per call, and restarts when the date part changes',
    (start, parts) => {
      let state: { lastNumber: number; datePart: string } | undefined;
      for (const part of parts) {
        const next = nextBillSequence(state, start, part);
        if (!state || state.datePart !== part) expect(next).toBe(start);
        else expect(next).toBe(state.lastNumber + 1);
        state = { lastNumber: next, datePart: part };
      }
    },
  );

  test.prop([fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 50 })])('never restarts for "no"', (start, calls) => {
    let state: { lastNumber: number; datePart: string } | undefined;
    for (let i = 0; i < calls; i++) state = { lastNumber: nextBillSequence(state, start, billDatePart('no', new Date(2026, 0, 1 + i))), datePart: '' };
    expect(state!.lastNumber).toBe(start + calls - 1);
  });

  it.each([
    ['1', 1],
    ['0001', 1],
    ['100001', 100001],
    ['0', undefined],
    ['000', undefined],
    ['12a', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('reads the start number %j as %j', (text, expected) => {
    expect(parseStartNumber(text)).toBe(expected);
  });
});
