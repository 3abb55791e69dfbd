/**
 * Upload benchmark: a file generated in a temporary folder sent through the real file calls over HTTP on loopback
 * (the app served with a file store on disk, signed in: the test probe `GET /api/file/chunk`, each 5 MiB chunk
 * `POST /api/file/chunk`, then `POST /api/file/merge`, which joins the chunks and checks the md5) against a raw copy
 * of the same bytes: one HTTP PUT streamed to a minimal node:http handler that writes the body to disk. The client's
 * md5 of the file (which the browser computes before sending) is taken beforehand and not timed. Rounds alternate
 * baseline and ours; the figure is the median of the ratios ours ÷ baseline. Everything written is deleted afterwards.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createHash, randomBytes } from 'node:crypto';
import { serve } from '@hono/node-server';
import { CHUNK_SIZE, planChunks } from '../../runtime/core/files/chunks';
import { createFsStorage } from '../../server/modules/file/fs-storage';
import { ADMIN, createTestServer, tokenFor } from '../../tests/server/harness';
import { fixed, median, type BenchRow } from './stats';

/** How big and how often. */
export interface UploadBenchOptions {
  /** Bytes of the file. */
  bytes: number;
  /** Alternating baseline/ours rounds. */
  rounds: number;
}

/** The full suite's settings: 100 MB in 5 MiB chunks (20 chunks), within the document type's 100 MB limit. */
export const FULL_UPLOAD: UploadBenchOptions = { bytes: 100_000_000, rounds: 3 };
/** The short mode's settings: a few MB, still more than one chunk. */
export const SHORT_UPLOAD: UploadBenchOptions = { bytes: 6_000_000, rounds: 1 };

/** A minimal handler that writes a PUT's body to a file in `dir`: the baseline. */
async function rawServer(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  let count = 0;
  const server = http.createServer((request, response) => {
    count += 1;
    pipeline(request, createWriteStream(path.join(dir, `raw-${count}`)))
      .then(() => response.writeHead(200, { 'content-type': 'text/plain' }).end('ok'))
      .catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Streams the file to the raw handler; answers the milliseconds taken. */
async function rawCopy(url: string, file: string, size: number): Promise<number> {
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const request = http.request(`${url}/upload`, { method: 'PUT', headers: { 'content-length': String(size), 'content-type': 'application/octet-stream' } }, (response) => {
      response.resume();
      response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`raw copy answered ${response.statusCode}`))));
    });
    request.on('error', reject);
    pipeline(createReadStream(file), request).catch(reject);
  });
  return performance.now() - started;
}

/** One envelope from the app, failing loudly unless it is a success. */
async function expectOk<T>(response: Response, what: string): Promise<T> {
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 200) throw new Error(`${what} answered ${answer.code} ${answer.msg}`);
  return answer.data;
}

/** Sends the file through probe, chunks and merge as the uploader does; answers the milliseconds taken. */
async function chunkedUpload(base: string, token: string, file: string, size: number, md5: string, name: string): Promise<number> {
  const plan = planChunks(size, CHUNK_SIZE);
  const fieldsOf = (number: number) => ({
    chunkNumber: String(number),
    chunkSize: String(CHUNK_SIZE),
    currentChunkSize: String(plan[number - 1]!.end - plan[number - 1]!.start),
    totalSize: String(size),
    identifier: md5,
    filename: name,
    totalChunks: String(plan.length),
    fileType: 'document',
  });
  const started = performance.now();
  const state = await expectOk<{ chunkNumbers: number[] }>(await fetch(`${base}/api/file/chunk?${new URLSearchParams(fieldsOf(1))}`, { headers: { authorization: token } }), 'test chunk');
  const handle = await open(file, 'r');
  try {
    for (const chunk of plan) {
      if (state.chunkNumbers.includes(chunk.number)) continue;
      const bytes = new Uint8Array(chunk.end - chunk.start);
      await handle.read(bytes, 0, bytes.length, chunk.start);
      const form = new FormData();
      for (const [key, value] of Object.entries(fieldsOf(chunk.number))) form.append(key, value);
      form.append('file', new Blob([bytes]), name);
      await expectOk(await fetch(`${base}/api/file/chunk`, { method: 'POST', headers: { authorization: token }, body: form }), `chunk ${chunk.number}`);
    }
  } finally {
    await handle.close();
  }
  const merged = await expectOk<{ fileSize: number }>(
    await fetch(`${base}/api/file/merge`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ identifier: md5, fileName: name, fileSize: String(size), chunkSize: String(CHUNK_SIZE), type: 'document', extension: 'bin' }),
    }),
    'merge',
  );
  if (merged.fileSize !== size) throw new Error(`merge stored ${merged.fileSize} bytes of ${size}`);
  return performance.now() - started;
}

/** Runs the upload measure (on the embedded database: the upload hardly touches it) and answers its row. */
export async function benchUpload(options: UploadBenchOptions, progress: (line: string) => void = () => undefined): Promise<BenchRow[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'klx-bench-upload-'));
  const file = path.join(dir, 'source.bin');
  const storeDir = path.join(dir, 'store');
  const rawDir = path.join(dir, 'raw');
  // The file: random bytes (nothing compresses or dedupes them), written in chunk-sized pieces.
  const hash = createHash('md5');
  const out = await open(file, 'w');
  for (let written = 0; written < options.bytes; written += CHUNK_SIZE) {
    const piece = randomBytes(Math.min(CHUNK_SIZE, options.bytes - written));
    hash.update(piece);
    await out.write(piece);
  }
  await out.close();
  const md5 = hash.digest('hex');
  const server = await createTestServer('pglite', { files: createFsStorage(storeDir) });
  await mkdir(rawDir, { recursive: true });
  const raw = await rawServer(rawDir);
  const app = await new Promise<{ url: string; close(): Promise<void> }>((resolve) => {
    const listening = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ url: `http://127.0.0.1:${info.port}`, close: () => new Promise<void>((done) => listening.close(() => done())) }),
    );
  });
  try {
    const token = await tokenFor(server.app, ADMIN);
    const ours: number[] = [];
    const bare: number[] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      bare.push(await rawCopy(raw.url, file, options.bytes));
      // The merge drops the chunks, so each round sends every chunk again.
      ours.push(await chunkedUpload(app.url, token, file, options.bytes, md5, `bench-${round}.bin`));
      progress(`upload ${fixed(options.bytes / 1e6, 0)} MB round ${round + 1}: ours ${fixed(ours.at(-1)! / 1000, 2)} s, raw copy ${fixed(bare.at(-1)! / 1000, 2)} s`);
    }
    const megabytes = options.bytes / 1e6;
    return [
      {
        name: `chunked upload of a ${fixed(megabytes, 0)} MB file (5 MiB chunks, probe, merge with md5) vs raw PUT, loopback`,
        where: 'pglite',
        ours: `${fixed(median(ours) / 1000, 2)} s (${fixed(megabytes / (median(ours) / 1000), 0)} MB/s)`,
        baseline: `${fixed(median(bare) / 1000, 2)} s (${fixed(megabytes / (median(bare) / 1000), 0)} MB/s)`,
        ratio: `${fixed(median(ours.map((value, index) => value / bare[index]!)), 1)}×`,
        target: '',
      },
    ];
  } finally {
    await app.close();
    await raw.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && process.argv[1].endsWith('upload.ts')) {
  const megabytes = Number(process.argv[2]);
  benchUpload(megabytes > 0 ? { bytes: megabytes * 1e6, rounds: FULL_UPLOAD.rounds } : FULL_UPLOAD, (line) => process.stderr.write(`${line}\n`))
    .then((rows) => {
      process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
      process.exit(0);
    })
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    });
}
