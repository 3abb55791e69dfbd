/**
 * File sizes for people (spec 01 §9 "File size units: bytes, KB, MB, GB"; spec 02 §9 "units are powers of 1024").
 *
 * The unit is the largest whose value is at least 1 (GB is the last unit, so 5000 GB stays GB). Bytes are whole;
 * KB, MB and GB keep up to `precision` decimals (default 2) without trailing zeros: 1536 → "1.5 KB". A value that
 * rounds up to 1024 moves to the next unit, so 1048575 bytes is "1 MB", never "1024 KB".
 */
import { roundTo } from '../formula/format';

/** The units, smallest first; each is 1024 of the one before. */
export const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file-size unit. */
export type FileSizeUnit = (typeof FILE_SIZE_UNITS)[number];

/** A size split into its display value and unit. */
export interface FileSizeParts {
  value: number;
  unit: FileSizeUnit;
}

function readBytes(bytes: unknown): number | undefined {
  const number = typeof bytes === 'string' && bytes.trim() !== '' ? Number(bytes) : bytes;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : undefined;
}

/** Splits a byte count into value and unit; undefined for negative, non-finite or non-numeric input. */
export function fileSizeParts(bytes: number | string | null | undefined, precision = 2): FileSizeParts | undefined {
  const size = readBytes(bytes);
  if (size === undefined) return undefined;
  let index = 0;
  let value = Math.round(size);
  // Compare the rounded value, so a size that would show as 1024 of one unit moves up to the next.
  while (value >= 1024 && index < FILE_SIZE_UNITS.length - 1) {
    index += 1;
    value = roundTo(size / 1024 ** index, precision);
  }
  return { value, unit: FILE_SIZE_UNITS[index]! };
}

/** Formats a byte count as "812 B", "1.5 KB", "20.25 MB"…; '' for negative, non-finite or non-numeric input. */
export function formatFileSize(bytes: number | string | null | undefined, precision = 2): string {
  const parts = fileSizeParts(bytes, precision);
  return parts ? `${parts.value} ${parts.unit}` : '';
}
