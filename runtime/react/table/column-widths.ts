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
