/** The md5 identifier of a file, computed with spark-md5 over 10,240,000-byte slices (spec 02 §9). */
import SparkMD5 from 'spark-md5';
import { HASH_SLICE_SIZE } from '../../runtime/core/files/chunks';

/** Hashes a blob slice by slice; `onSlice` reports the bytes hashed so far. */
export async function md5OfBlob(blob: Blob, onSlice?: (done: number) => void): Promise<string> {
  const hash = new SparkMD5.ArrayBuffer();
  for (let start = 0; start < blob.size; start += HASH_SLICE_SIZE) {
    hash.append(await blob.slice(start, Math.min(start + HASH_SLICE_SIZE, blob.size)).arrayBuffer());
    onSlice?.(Math.min(start + HASH_SLICE_SIZE, blob.size));
  }
  return hash.end();
}
