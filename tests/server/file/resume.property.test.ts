/**
 * Resume as a property: whatever chunks of a file the store already holds (any subset, stored in any order),
 * a client that probes, sends only what is missing and merges gets back exactly its file.
 */
import { fc, test } from '@fast-check/vitest';
import SparkMD5 from 'spark-md5';
import { MIN_CHUNK_SIZE, missingChunks, planChunks } from '../../../runtime/core/files/chunks';
import { createMemoryStorage } from '../../../server/modules/file/memory-storage';
import { createUploadService } from '../../../server/modules/file/upload';

const RULES = {};

test.prop(
  [
    fc.integer({ min: 1, max: 6 * MIN_CHUNK_SIZE + 1000 }).chain((size) =>
      fc.record({
        size: fc.constant(size),
        seed: fc.integer({ min: 1, max: 1000 }),
        pre: fc.shuffledSubarray(planChunks(size, MIN_CHUNK_SIZE).map((chunk) => chunk.number)),
      }),
    ),
  ],
  { numRuns: 20, timeout: 120_000 },
)('any set of stored chunks leads to the complete, correct file', async ({ size, seed, pre }) => {
  const bytes = new Uint8Array(size).map((_, index) => (index * seed + (index >> 7)) & 0xff);
  const identifier = SparkMD5.ArrayBuffer.hash(bytes.buffer);
  const storage = createMemoryStorage();
  const uploads = createUploadService(storage);
  const plan = planChunks(size, MIN_CHUNK_SIZE);
  const describe = (number: number) => {
    const chunk = plan[number - 1]!;
    return { identifier, filename: 'f.bin', chunkNumber: number, chunkSize: MIN_CHUNK_SIZE, currentChunkSize: chunk.end - chunk.start, totalSize: size, totalChunks: plan.length };
  };
  // An earlier session (or a server before its restart) stored some chunks.
  for (const number of pre) await uploads.putChunk('u1', describe(number), RULES, bytes.slice(plan[number - 1]!.start, plan[number - 1]!.end));
  const state = await uploads.probe('u1', describe(1), RULES);
  expect(state.chunkNumbers).toEqual([...pre].sort((a, b) => a - b));
  for (const chunk of missingChunks(plan, state.chunkNumbers)) await uploads.putChunk('u1', describe(chunk.number), RULES, bytes.slice(chunk.start, chunk.end));
  const answer = await uploads.merge('u1', { identifier, filename: 'f.bin', totalSize: size, chunkSize: MIN_CHUNK_SIZE }, 'annex', RULES, new Date());
  expect(Buffer.from((await storage.read(`annex/${answer.fileId}`))!).equals(bytes)).toBe(true);
  expect(await storage.list(`_chunks/u1/${identifier}-${size}-${MIN_CHUNK_SIZE}`)).toEqual([]);
}, 300_000);
