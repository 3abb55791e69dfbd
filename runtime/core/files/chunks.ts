/**
 * Chunk planning of the resumable upload (spec 02 §9, CONTRACT.md "Chunked upload"), shared by the browser's
 * uploader and the server that checks every chunk against the same plan.
 *
 * The plan follows the original's uploader (simple-uploader without forceChunkSize): a file of `size` bytes has
 * max(floor(size / chunkSize), 1) chunks; every chunk is `chunkSize` bytes except the last, which also takes the
 * remainder (so it holds between chunkSize and 2·chunkSize − 1 bytes, or the whole file when it is smaller than one
 * chunk). Chunk numbers are 1-based on the wire.
 */

/** Bytes per chunk (5 MiB). */
export const CHUNK_SIZE = 5_242_880;
/** Bytes per slice when the browser hashes a file with spark-md5. */
export const HASH_SLICE_SIZE = 10_240_000;
/** Attempts per chunk after the first failure. */
export const MAX_CHUNK_RETRIES = 5;
/** The smallest and largest chunk size the server accepts (a tiny chunk size would mean millions of chunks). */
export const MIN_CHUNK_SIZE = 65_536;
/** The largest chunk size the server accepts. */
export const MAX_CHUNK_SIZE = CHUNK_SIZE;
/** The most chunks one file may have. */
export const MAX_CHUNKS = 10_000;

/** One chunk of a plan: its 1-based number and byte range [start, end). */
export interface ChunkRange {
  number: number;
  start: number;
  end: number;
}

/** How many chunks a file of `size` bytes has. */
export function chunkCount(size: number, chunkSize: number = CHUNK_SIZE): number {
  return Math.max(Math.floor(size / chunkSize), 1);
}

/** The byte range of chunk `number` (1-based) of a file; undefined when the number is outside the plan. */
export function chunkRange(size: number, chunkSize: number, number: number): ChunkRange | undefined {
  const total = chunkCount(size, chunkSize);
  if (!Number.isInteger(number) || number < 1 || number > total) return undefined;
  const start = (number - 1) * chunkSize;
  const end = number === total ? size : start + chunkSize;
  return { number, start, end };
}

/** Every chunk of a file, in order. */
export function planChunks(size: number, chunkSize: number = CHUNK_SIZE): ChunkRange[] {
  const total = chunkCount(size, chunkSize);
  return Array.from({ length: total }, (_, index) => chunkRange(size, chunkSize, index + 1)!);
}

/** The chunks still to send, given the 1-based numbers the server already holds (unknown numbers are ignored). */
export function missingChunks(plan: readonly ChunkRange[], stored: Iterable<number>): ChunkRange[] {
  const have = new Set(stored);
  return plan.filter((chunk) => !have.has(chunk.number));
}

/** Upload progress in percent for the bytes sent so far; held at 99 until the server confirms the file (spec 02 §4). */
export function uploadPercent(sentBytes: number, size: number, done: boolean): number {
  if (done) return 100;
  if (size <= 0) return 0;
  return Math.min(99, Math.floor((sentBytes / size) * 100));
}

/** Why a described chunk does not fit the plan, or undefined when it does. */
export type ChunkProblem = 'chunkSize' | 'totalChunks' | 'chunkNumber' | 'currentChunkSize';

/** The chunk fields a client sends with every chunk and probe. */
export interface ChunkDescription {
  chunkNumber: number;
  chunkSize: number;
  currentChunkSize: number;
  totalSize: number;
  totalChunks: number;
}

/** Checks a described chunk against the plan of its file (the server refuses anything else). */
export function chunkProblem(chunk: ChunkDescription): ChunkProblem | undefined {
  const { chunkSize, totalSize } = chunk;
  if (!Number.isSafeInteger(chunkSize) || chunkSize < MIN_CHUNK_SIZE || chunkSize > MAX_CHUNK_SIZE) return 'chunkSize';
  if (!Number.isSafeInteger(totalSize) || totalSize < 0) return 'totalChunks';
  if (chunk.totalChunks !== chunkCount(totalSize, chunkSize) || chunk.totalChunks > MAX_CHUNKS) return 'totalChunks';
  const range = chunkRange(totalSize, chunkSize, chunk.chunkNumber);
  if (!range) return 'chunkNumber';
  if (chunk.currentChunkSize !== range.end - range.start) return 'currentChunkSize';
  return undefined;
}
