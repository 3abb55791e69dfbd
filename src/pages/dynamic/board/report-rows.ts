/**
 * The rows a report table shows (issue 9 §4): the page's records group by group, each group closed by its summary
 * row (the aggregates of the whole group, not only of the page), and the texts of the summary cells — shared by the
 * table, the export and the print view so they read alike.
 */
import { formatReportValue } from '../../../../runtime/core/lowcode/report-format';
import type { MeasureValues, ReportAnswer } from './types';

/** A record row or a group's summary row. */
export type ReportRow =
  | { kind: 'record'; key: string; values: Record<string, unknown> }
  | { kind: 'group'; key: string; label: string; count: number; values: MeasureValues };

/** The page's rows with a summary row after each group. */
export function reportRows(answer: Pick<ReportAnswer, 'list' | 'groups' | 'groupBy'>): ReportRow[] {
  const rows: ReportRow[] = [];
  const groups = new Map(answer.groups.map((group) => [group.key, group]));
  let current: string | null | undefined;
  const close = () => {
    const group = current === undefined ? undefined : groups.get(current);
    if (group) rows.push({ kind: 'group', key: `group:${group.key ?? ''}`, label: group.label, count: group.count, values: group.values });
  };
  for (const record of answer.list) {
    const key = answer.groupBy ? ((record.groupKey as string | null | undefined) ?? null) : undefined;
    if (answer.groupBy && key !== current) {
      close();
      current = key;
    }
    rows.push({ kind: 'record', key: String(record.id), values: record });
  }
  if (answer.groupBy) close();
  return rows;
}

/** The text of a summary cell under a column: each aggregate of that column, named by its function. */
export function summaryText(answer: Pick<ReportAnswer, 'summaries' | 'columns'>, prop: string, values: MeasureValues, fnName: (fn: string) => string): string {
  const column = answer.columns.find((candidate) => candidate.prop === prop);
  const own = answer.summaries.filter((summary) => summary.prop === prop);
  return own
    .map((summary) => {
      const value = values[summary.key];
      const text = summary.fn === 'count' ? formatReportValue(value, 'number', 0) : formatReportValue(value, column?.format === 'text' || !column ? 'number' : column.format, column?.precision);
      return own.length === 1 && summary.fn === 'sum' ? text : `${fnName(summary.fn)} ${text}`;
    })
    .join(' / ');
}

/** The aggregates that have no column of their own (e.g. the record count), as one text. */
export function looseSummaryText(answer: Pick<ReportAnswer, 'summaries' | 'columns'>, values: MeasureValues, fnName: (fn: string) => string): string {
  const props = new Set(answer.columns.map((column) => column.prop));
  return answer.summaries
    .filter((summary) => !summary.prop || !props.has(summary.prop))
    .map((summary) => `${[fnName(summary.fn), summary.label].filter(Boolean).join(' ')} ${formatReportValue(values[summary.key], 'number', summary.fn === 'count' ? 0 : undefined)}`)
    .join(' · ');
}
