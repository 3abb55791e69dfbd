/** Small statistics and the table of the benchmark suite: medians, ratios and a Markdown table. */

/** The median of the values (NaN when there are none). */
export function median(values: readonly number[]): number {
  const finite = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (finite.length === 0) return Number.NaN;
  const middle = Math.floor(finite.length / 2);
  return finite.length % 2 ? finite[middle] : (finite[middle - 1] + finite[middle]) / 2;
}

/** One line of the benchmark table. */
export interface BenchRow {
  /** What was measured, e.g. "paged list (bill rules, staff)". */
  name: string;
  /** Where: pglite, postgres, chromium. */
  where: string;
  /** Our figure, with its unit. */
  ours: string;
  /** The baseline's figure, with its unit (empty when the target is absolute). */
  baseline: string;
  /** The ratio ours / baseline (or the absolute figure the target names), as printed. */
  ratio: string;
  /** The target, as printed. */
  target: string;
  /** Whether the target is met; undefined in short mode or where there is no target. */
  met?: boolean;
}

/** Formats a number with the given decimals. */
export const fixed = (value: number, decimals = 1) => (Number.isFinite(value) ? value.toFixed(decimals) : '–');

/** The rows as a Markdown table. */
export function markdownTable(rows: readonly BenchRow[]): string {
  const lines = [
    '| measure | where | ours | baseline | ratio / figure | target | met |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.name} | ${row.where} | ${row.ours} | ${row.baseline} | ${row.ratio} | ${row.target} | ${row.met === undefined ? '–' : row.met ? 'yes' : 'no'} |`),
  ];
  return lines.join('\n');
}
