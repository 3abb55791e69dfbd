/**
 * The FileStorage of one machine: objects are files under a root directory (DATA_DIR/files). Writes go to a
 * temporary file that is renamed into place, so a crash or restart mid-write never leaves a half chunk that a
 * resumed upload would count as stored. Every key is checked (storage.ts) and the resolved path must stay under
 * the root.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, type FileStorage } from './storage';

/** Creates the store under `root` (created on first write). */
export function createFsStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const where = (key: string) => {
    const target = path.resolve(base, ...checkKey(key));
    if (!target.startsWith(base + path.sep)) throw new Error(`Storage key outside the root: ${key}`);
    return target;
  };
  const temporary = (target: string) => `${target}.${process.pid}.${crypto.randomUUID()}.part`;
  const missing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';
  return {
    async put(key, data) {
      const target = where(key);
      await mkdir(path.dirname(target), { recursive: true });
      const part = temporary(target);
      await writeFile(part, data);
      await rename(part, target);
    },
    async putParts(key, parts) {
      const target = where(key);
      await mkdir(path.dirname(target), { recursive: true });
      const part = temporary(target);
      try {
        await pipeline(Readable.from(parts), createWriteStream(part));
        await rename(part, target);
      } catch (error) {
        await rm(part, { force: true });
        throw error;
      }
    },
    async read(key) {
      try {
        return new Uint8Array(await readFile(where(key)));
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async open(key) {
      const target = where(key);
      try {
        const info = await stat(target);
        if (!info.isFile()) return undefined;
        return { size: info.size, stream: Readable.toWeb(createReadStream(target)) as ReadableStream<Uint8Array> };
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async size(key) {
      try {
        const info = await stat(where(key));
        return info.isFile() ? info.size : undefined;
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async list(prefix) {
      const folder = where(prefix);
      try {
        const entries = await readdir(folder, { withFileTypes: true });
        const files = entries.filter((entry) => entry.isFile() && !entry.name.endsWith('.part'));
        return Promise.all(files.map(async (entry) => ({ name: entry.name, size: (await stat(path.join(folder, entry.name))).size })));
      } catch (error) {
        if (missing(error)) return [];
        throw error;
      }
    },
    async remove(keyOrPrefix) {
      await rm(where(keyOrPrefix), { recursive: true, force: true });
    },
  };
}
