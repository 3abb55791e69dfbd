/**
 * Draws a captcha as an SVG image with svg-captcha: every character is a path traced from a font outline (no
 * `<text>` a script could read back), at its own size, slant and colour, over noise curves (issue 8).
 */
import { create } from 'svg-captcha';

// No 0/O, 1/I/l: characters people misread.
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ';

/** A new captcha of `length` characters: its text and its picture, `width`×`height` pixels. */
export function drawCaptcha(length: number, width = 120, height = 40): { text: string; svg: string } {
  const { text, data } = create({ size: length, charPreset: ALPHABET, width, height, fontSize: 42, noise: 3, color: true, background: '#f4f6fa' });
  return { text, svg: data };
}
