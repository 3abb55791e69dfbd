/** The barcode and QR options of spec 02 (runtime/core/format/codes.ts): defaults, bounds and what is drawn. */
import { fc, test } from '@fast-check/vitest';
import { barcodeOptions, codeText, isBarcodeText, qrOptions } from '../../../../runtime/core/format/codes';

it('has the spec defaults: CODE128, width 4, height 40, margin 5; QR 100 px, low correction', () => {
  expect(barcodeOptions()).toEqual({ format: 'CODE128', width: 4, height: 40, margin: 5, lineColor: '#000000', background: '#ffffff' });
  expect(qrOptions()).toEqual({ size: 100, colorDark: '#000000', colorLight: '#ffffff', correctLevel: 'L' });
});

it('ignores props it cannot use', () => {
  expect(barcodeOptions({ format: 'X', width: -1, lineColor: 'red;x', margin: 0 })).toMatchObject({ format: 'CODE128', width: 4, lineColor: '#000000', margin: 0 });
  expect(qrOptions({ size: 1e9, correctLevel: 'H' })).toMatchObject({ size: 1000, correctLevel: 'H' });
});

it('shows the value, else the related field, else the fixed text', () => {
  expect(codeText('A1', { text: 'T', relationField: 'code' }, { code: 'C' })).toBe('A1');
  expect(codeText(undefined, { text: 'T', relationField: 'code' }, { code: 'C' })).toBe('C');
  expect(codeText('', { text: 'T' })).toBe('T');
});

test.prop([fc.string()])('draws a barcode only for letters and digits', (text) => {
  expect(isBarcodeText(text)).toBe(text.length > 0 && [...text].every((char) => /[A-Za-z0-9]/.test(char)));
});
