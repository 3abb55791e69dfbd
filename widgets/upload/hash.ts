/**
 * The file's md5 identifier, hashed in a web worker (hash.worker.ts) where the browser has workers, else on the page
 * (jsdom in component tests). A file that cannot be read rejects (文件{name}读取出错，请检查该文件).
 */
import { md5OfBlob } from './hash-slices';

/** Hashes a file off the main thread when possible. */
export function hashFile(file: Blob): Promise<string> {
  if (typeof Worker === 'undefined') return md5OfBlob(file);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./hash.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ md5?: string; error?: string }>) => {
      worker.terminate();
      if (event.data.md5) resolve(event.data.md5);
      else reject(new Error(event.data.error ?? 'unreadable'));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'unreadable'));
    };
    worker.postMessage(file);
  });
}
