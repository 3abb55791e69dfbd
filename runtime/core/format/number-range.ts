/**
 * The numeric range input's value (spec 02 "Numeric range input (min and max)"): `[min, max]`, either end a number
 * or null (open); when both are given the minimum may not exceed the maximum.
 */

/** A range: [min, max], null for an open end. */
export type NumberRange = [number | null, number | null];

const isEnd = (value: unknown): value is number | null => value === null || (typeof value === 'number' && Number.isFinite(value));

/** The range of a stored value, or undefined when it is no range (wrong shape, or min above max). */
export function readNumberRange(value: unknown): NumberRange | undefined {
  if (!Array.isArray(value) || value.length !== 2 || !isEnd(value[0]) || !isEnd(value[1])) return undefined;
  const [min, max] = value;
  return min !== null && max !== null && min > max ? undefined : [min, max];
}

/** The value to store after one end changed: an empty range (both ends open) is no value. */
export function numberRangeValue(range: NumberRange): NumberRange | undefined {
  return range[0] === null && range[1] === null ? undefined : range;
}
