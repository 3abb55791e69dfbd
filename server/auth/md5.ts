/** md5 as the client computes it, used to seed accounts from plain configured passwords. */
import SparkMD5 from 'spark-md5';

/** Lowercase hex md5 of a UTF-8 string. */
export function md5Hex(text: string): string {
  return SparkMD5.hash(text);
}
