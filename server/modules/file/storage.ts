/**
 * The storage files live in, as a small interface so the store can change without touching the upload logic:
 * the local file system under DATA_DIR/files by default (fs-storage.ts), memory in tests (memory-storage.ts), and
 * an S3-compatible object store when instances scale out (README "Files"). Keys are paths of plain segments
 * ("annex/20260101_x.pdf", "_chunks/user/identifier/3"); `checkKey` refuses anything else, so no key can leave the
 * store's root whatever a request carries.
 */

/** An object held in the store. */
export interface StoredObject {
  name: string;
  size: number;
}

/** Where uploaded files and their chunks are kept. */
export interface FileStorage {
  /** Writes an object whole, replacing one of the same key; a reader never sees it half written. */
  put(key: string, data: Uint8Array): Promise<void>;
  /** Writes an object from parts in order (the merge of chunks); a reader never sees it half written. */
  putParts(key: string, parts: AsyncIterable<Uint8Array>): Promise<void>;
  /** The object's bytes, or undefined when there is none. */
  read(key: string): Promise<Uint8Array | undefined>;
  /** The object as a stream with its size, or undefined when there is none. */
  open(key: string): Promise<{ size: number; stream: ReadableStream<Uint8Array> } | undefined>;
  /** The size of an object, or undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  /** The objects directly under a folder prefix ("a/b" lists "a/b/x"), with their sizes. */
  list(prefix: string): Promise<StoredObject[]>;
  /** Removes an object, or every object under a folder prefix. */
  remove(keyOrPrefix: string): Promise<void>;
}

/** One segment of a key: letters, digits, dot, dash and underscore, not starting with a dot. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/** Throws unless `key` is a path of plain segments (no "..", no absolute path, no separators other than "/"). */
export function checkKey(key: string): string[] {
  const segments = key.split('/');
  if (segments.length === 0 || segments.length > 8 || segments.some((segment) => !SEGMENT.test(segment))) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
  return segments;
}
