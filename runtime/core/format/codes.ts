/**
 * The options of the barcode and QR display widgets (spec 02 §3, §5, §9), read from a field's props with the spec's
 * defaults: a barcode is CODE128, bar width 4, height 40, margin 5, and draws only letters and digits; a QR code in
 * a form field is 100 px with low error correction.
 */

/** The barcode formats offered (jsbarcode's names). */
export const BARCODE_FORMATS = ['CODE128', 'CODE39', 'EAN13', 'EAN8', 'UPC', 'ITF14', 'codabar'] as const;

/** A barcode format. */
export type BarcodeFormat = (typeof BARCODE_FORMATS)[number];

/** The drawing options of a barcode. */
export interface BarcodeOptions {
  format: BarcodeFormat;
  width: number;
  height: number;
  margin: number;
  lineColor: string;
  background: string;
}

/** The error correction levels of a QR code. */
export const QR_LEVELS = ['L', 'M', 'Q', 'H'] as const;

/** The drawing options of a QR code. */
export interface QrOptions {
  size: number;
  colorDark: string;
  colorLight: string;
  correctLevel: (typeof QR_LEVELS)[number];
}

const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

function positive(value: unknown, fallback: number, max: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.min(value, max) : fallback;
}

function nonNegative(value: unknown, fallback: number, max: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.min(value, max) : fallback;
}

function color(value: unknown, fallback: string): string {
  return typeof value === 'string' && COLOR.test(value) ? value : fallback;
}

/** A barcode's options from a field's props. */
export function barcodeOptions(props: Readonly<Record<string, unknown>> = {}): BarcodeOptions {
  const format = (BARCODE_FORMATS as readonly unknown[]).includes(props.format) ? (props.format as BarcodeFormat) : 'CODE128';
  return {
    format,
    width: positive(props.width, 4, 10),
    height: positive(props.height, 40, 400),
    margin: nonNegative(props.margin, 5, 50),
    lineColor: color(props.lineColor, '#000000'),
    background: color(props.background, '#ffffff'),
  };
}

/** A QR code's options from a field's props. */
export function qrOptions(props: Readonly<Record<string, unknown>> = {}): QrOptions {
  return {
    size: positive(props.size, 100, 1000),
    colorDark: color(props.colorDark, '#000000'),
    colorLight: color(props.colorLight, '#ffffff'),
    correctLevel: (QR_LEVELS as readonly unknown[]).includes(props.correctLevel) ? (props.correctLevel as QrOptions['correctLevel']) : 'L',
  };
}

/** True when a text may be drawn as a barcode: letters and digits only (spec 02 §5; anything else is not drawn). */
export function isBarcodeText(text: string): boolean {
  return /^[A-Za-z0-9]+$/.test(text);
}

/**
 * The text a code shows: the field's own value when it has one, else the value of the field its props name
 * (`relationField`), else the fixed text of its props (`text`).
 */
export function codeText(value: unknown, props: Readonly<Record<string, unknown>> = {}, values: Readonly<Record<string, unknown>> = {}): string {
  const relation = typeof props.relationField === 'string' ? values[props.relationField] : undefined;
  for (const candidate of [value, relation]) {
    if (typeof candidate === 'string' && candidate !== '') return candidate;
    if (typeof candidate === 'number' && Number.isFinite(candidate)) return String(candidate);
  }
  return typeof props.text === 'string' ? props.text : '';
}
