/**
 * How narrow a schema table may become before it scrolls sideways (issue 14: at 800 px a list wrapped its name
 * column one character per line — Chinese text may break after any character, so a squeezed column shrinks to
 * one). Every column without a declared width keeps a minimum, and the table's horizontal scroll width is the sum
 * of the declared widths and those minimums: a narrower container scrolls, a wider one stretches the columns
 * without a width.
 */

/** The narrowest a column without a declared width becomes, in px. */
export const MIN_COLUMN_WIDTH = 120;

/** The width of the table's checkbox column, in px (antd's selection column). */
export const SELECTION_COLUMN_WIDTH = 32;

/** The scroll width of a table whose columns have these widths (undefined, or not a number: no declared width). */
export function tableScrollWidth(widths: readonly unknown[], minWidth: number = MIN_COLUMN_WIDTH): number {
  return widths.reduce<number>((sum, width) => sum + (typeof width === 'number' && width > 0 ? width : minWidth), 0);
}

/** The horizontal padding of a header cell plus room for its divider, in px. */
export const HEADER_PADDING = 32;

// Full-width characters (CJK, kana, hangul, full-width forms) take a whole em; others about half of one, rounded up.
const FULL_WIDTH = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/**
 * The width a column needs to show its title on one line, in px at the table's 14 px font: an estimate that errs
 * wide (issue 14: English headers such as "Depreciation method" wrapped inside widths chosen for Chinese).
 */
export function headerWidth(title: string): number {
  let width = HEADER_PADDING;
  for (const character of title) width += FULL_WIDTH.test(character) ? 14 : 8;
  return width;
}
