/**
 * Bill numbers (serial numbers) of a bill rule, as CONTRACT.md "Bill rules" says: prefix + the date in the rule's
 * format (nothing for `no`) + the running number left-padded with zeros to `digit` characters — never truncated
 * when it outgrows them. The first number issued is the start number, each next one adds 1, and the count starts
 * again from the start number when the date part changes (never for `no`).
 *
 * The form's live example and the server's issued numbers come from these same functions. Dates are read in the
 * local time of whoever calls (the browser for the example, the server for issued numbers).
 */

/** The date formats a rule may use. */
export const BILL_DATE_FORMATS = ['yyyyMMdd', 'yyyyMM', 'yyyy', 'no'] as const;

/** A rule's date format. */
export type BillDateFormat = (typeof BILL_DATE_FORMATS)[number];

/** What a number is built from. */
export interface BillFormat {
  prefix: string;
  dateFormat: BillDateFormat;
  /** Minimum width of the running number. */
  digit: number;
}

/** What the counter remembers of the last issued number. */
export interface BillCounterState {
  lastNumber: number;
  datePart: string;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** True when the text is one of the date formats. */
export function isBillDateFormat(value: unknown): value is BillDateFormat {
  return typeof value === 'string' && (BILL_DATE_FORMATS as readonly string[]).includes(value);
}

/** The date part of a number issued at `date` ('' for `no`). */
export function billDatePart(dateFormat: BillDateFormat, date: Date): string {
  const year = pad(date.getFullYear(), 4);
  const month = pad(date.getMonth() + 1, 2);
  const day = pad(date.getDate(), 2);
  switch (dateFormat) {
    case 'yyyyMMdd':
      return `${year}${month}${day}`;
    case 'yyyyMM':
      return `${year}${month}`;
    case 'yyyy':
      return year;
    case 'no':
      return '';
  }
}

/** The running number padded to `digit` characters; a longer number is kept whole. */
export function padBillSequence(sequence: number, digit: number): string {
  return pad(sequence, Math.max(0, Math.trunc(digit)));
}

/** The full number for a running number and a date part. */
export function formatBillNumber(format: BillFormat, sequence: number, datePart: string): string {
  return `${format.prefix}${datePart}${padBillSequence(sequence, format.digit)}`;
}

/** The number that follows the counter's state for a start number and today's date part. */
export function nextBillSequence(previous: BillCounterState | undefined, startNumber: number, datePart: string): number {
  if (!previous || previous.datePart !== datePart) return startNumber;
  return previous.lastNumber + 1;
}

/** The start number as the rule stores it (digits as text), or undefined when it is not a positive number. */
export function parseStartNumber(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[0-9]+$/.test(text)) return undefined;
  const parsed = Number(text);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : undefined;
}

/**
 * The example the form shows for the rule's current values (prefix + today + the padded start number), or ''
 * while the values are incomplete.
 */
export function billRuleExample(values: { prefix?: unknown; dateFormat?: unknown; digit?: unknown; startNumber?: unknown }, today: Date): string {
  const start = parseStartNumber(values.startNumber);
  const digit = Number(values.digit);
  if (!isBillDateFormat(values.dateFormat) || start === undefined || !Number.isInteger(digit) || digit < 1) return '';
  const prefix = typeof values.prefix === 'string' ? values.prefix : '';
  return formatBillNumber({ prefix, dateFormat: values.dateFormat, digit }, start, billDatePart(values.dateFormat, today));
}
