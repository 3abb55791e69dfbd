/** File sizes in B, KB, MB and GB with a base of 1024 (spec 01 §9, spec 02 §9). */
import { fc, test } from '@fast-check/vitest';
import { FILE_SIZE_UNITS, fileSizeParts, formatFileSize } from '../../../../runtime/core/format/file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [812, '812 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1048000, '1023.44 KB'],
    [1048575, '1 MB'],
    [5 * 1024 * 1024, '5 MB'],
    [5242880 * 1.25, '6.25 MB'],
    [10 * 1024 ** 3, '10 GB'],
    [5000 * 1024 ** 3, '5000 GB'],
    ['2048', '2 KB'],
  ])('%j bytes is %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('honours a precision and answers empty text for what is no size', () => {
    expect(formatFileSize(1100, 0)).toBe('1 KB');
    expect(formatFileSize(1100, 3)).toBe('1.074 KB');
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY, '', 'abc', null, undefined]) expect(formatFileSize(bad)).toBe('');
  });
});

describe('fileSizeParts', () => {
  const bytes = fc.oneof(fc.integer({ min: 0, max: 2 ** 53 - 1 }), fc.double({ min: 0, max: 1e16, noNaN: true }));
  const unitIndex = (bytesValue: number) => FILE_SIZE_UNITS.indexOf(fileSizeParts(bytesValue)!.unit);

  test.prop([bytes])('shows less than 1024 of its unit, except in the last unit', (size) => {
    const parts = fileSizeParts(size)!;
    if (parts.unit !== 'GB') expect(parts.value).toBeLessThan(1024);
    expect(parts.value).toBeGreaterThanOrEqual(parts.unit === 'B' ? 0 : 1);
  });

  test.prop([bytes])('value × 1024^unit is the size, within the rounding of the shown places', (size) => {
    const parts = fileSizeParts(size)!;
    const scale = 1024 ** FILE_SIZE_UNITS.indexOf(parts.unit);
    const tolerance = parts.unit === 'B' ? 0.5 : 0.005 * scale;
    expect(Math.abs(parts.value * scale - size)).toBeLessThanOrEqual(tolerance * (1 + 1e-9));
  });

  test.prop([bytes, bytes])('a bigger size never shows a smaller unit, nor a smaller value in the same unit', (a, b) => {
    const [small, large] = a <= b ? [a, b] : [b, a];
    expect(unitIndex(small)).toBeLessThanOrEqual(unitIndex(large));
    if (unitIndex(small) === unitIndex(large)) expect(fileSizeParts(small)!.value).toBeLessThanOrEqual(fileSizeParts(large)!.value);
  });

  test.prop([fc.integer({ min: 0, max: 2 ** 40 })])('whole bytes under 1024 stay in bytes, unchanged', (size) => {
    expect(fileSizeParts(size)!.unit === 'B').toBe(size < 1024);
    if (size < 1024) expect(fileSizeParts(size)).toEqual({ value: size, unit: 'B' });
  });
});
