/**
 * How a report cell, a summary value or a chart value reads (issue 9 §4): numbers with their decimals and thousands
 * separators, money with two decimals by default, percentages of a ratio, dates as their day. Shared by the report
 * page, its export and the portal's chart cards, so a value reads the same wherever it shows.
 */
import { formatNumber } from '../formula/format';
import type { ColumnFormat } from './report';

const pad = (value: number) => String(value).padStart(2, '0');

/** A timestamp as YYYY-MM-DD in the reader's time zone. */
function day(value: number): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A value as its column shows it; empty values give ''. */
export function formatReportValue(value: unknown, format: ColumnFormat = 'text', precision?: number): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value !== 'number') return String(value);
  switch (format) {
    case 'money':
      return formatNumber(value, { precision: precision ?? 2, thousands: true });
    case 'percent':
      return `${formatNumber(value * 100, { precision: precision ?? 0 })}%`;
    case 'date':
      return day(value);
    case 'number':
      return formatNumber(value, { ...(precision !== undefined ? { precision } : {}), thousands: true });
    default:
      return String(value);
  }
}
