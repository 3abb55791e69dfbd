/** A FileStorage in memory: for tests and for an app without a data directory. */
import { checkKey, type FileStorage } from './storage';

/** Creates an empty store in memory. */
export function createMemoryStorage(): FileStorage {
  const objects = new Map<string, Uint8Array>();
  const under = (prefix: string) => `${checkKey(prefix).join('/')}/`;
  return {
    async put(key, data) {
      checkKey(key);
      objects.set(key, data.slice());
    },
    async putParts(key, parts) {
      checkKey(key);
      const chunks: Uint8Array[] = [];
      for await (const part of parts) chunks.push(part);
      const whole = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
      let offset = 0;
      for (const chunk of chunks) {
        whole.set(chunk, offset);
        offset += chunk.length;
      }
      objects.set(key, whole);
    },
    async read(key) {
      checkKey(key);
      return objects.get(key)?.slice();
    },
    async open(key) {
      checkKey(key);
      const data = objects.get(key);
      if (!data) return undefined;
      return { size: data.length, stream: new Blob([data.slice()]).stream() };
    },
    async size(key) {
      checkKey(key);
      return objects.get(key)?.length;
    },
    async list(prefix) {
      const start = under(prefix);
      return [...objects.entries()]
        .filter(([key]) => key.startsWith(start) && !key.slice(start.length).includes('/'))
        .map(([key, data]) => ({ name: key.slice(start.length), size: data.length }));
    },
    async remove(keyOrPrefix) {
      checkKey(keyOrPrefix);
      for (const key of [...objects.keys()]) if (key === keyOrPrefix || key.startsWith(`${keyOrPrefix}/`)) objects.delete(key);
    },
  };
}
