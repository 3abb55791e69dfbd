/** The numeric range input's value (spec 02 "Numeric range input"): [min, max], open ends null, min never above max. */
import { fc, test } from '@fast-check/vitest';
import { numberRangeValue, readNumberRange } from '../../../../runtime/core/format/number-range';

const end = fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), { nil: null });

describe('numeric ranges', () => {
  test.prop([end, end])('a range reads back unless its minimum is above its maximum', (min, max) => {
    const read = readNumberRange([min, max]);
    if (min !== null && max !== null && min > max) expect(read).toBeUndefined();
    else expect(read).toEqual([min, max]);
  });

  test.prop([end, end])('only a range with both ends open is no value', (min, max) => {
    expect(numberRangeValue([min, max])).toEqual(min === null && max === null ? undefined : [min, max]);
  });

  it.each([[[1]], [[1, 2, 3]], ['1-2'], [[Number.NaN, 1]], [[1, Infinity]], [['1', 2]]])('refuses %j', (value) => {
    expect(readNumberRange(value)).toBeUndefined();
  });
});
