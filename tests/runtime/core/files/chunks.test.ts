/** Chunk planning of the resumable upload: the plan covers the file exactly and every described chunk is checked. */
import { fc, test } from '@fast-check/vitest';
import { CHUNK_SIZE, MIN_CHUNK_SIZE, chunkProblem, missingChunks, planChunks, uploadPercent } from '../../../../runtime/core/files/chunks';

const sizes = fc.integer({ min: 0, max: 50 * CHUNK_SIZE });
const chunkSizes = fc.integer({ min: MIN_CHUNK_SIZE, max: CHUNK_SIZE });

describe('planChunks', () => {
  test.prop([sizes, chunkSizes])('covers every byte once, in order, numbered from 1', (size, chunkSize) => {
    const plan = planChunks(size, chunkSize);
    expect(plan[0]!.start).toBe(0);
    expect(plan.at(-1)!.end).toBe(size);
    plan.forEach((chunk, index) => {
      expect(chunk.number).toBe(index + 1);
      if (index > 0) expect(chunk.start).toBe(plan[index - 1]!.end);
    });
  });

  test.prop([sizes, chunkSizes])('every chunk but the last is one chunk size; the last takes the remainder (under two chunk sizes)', (size, chunkSize) => {
    const plan = planChunks(size, chunkSize);
    for (const chunk of plan.slice(0, -1)) expect(chunk.end - chunk.start).toBe(chunkSize);
    const last = plan.at(-1)!;
    expect(last.end - last.start).toBeLessThan(2 * chunkSize);
    if (plan.length > 1) expect(last.end - last.start).toBeGreaterThanOrEqual(chunkSize);
  });

  test.prop([sizes, chunkSizes])('every planned chunk passes the server\'s check', (size, chunkSize) => {
    const plan = planChunks(size, chunkSize);
    for (const chunk of plan) {
      expect(chunkProblem({ chunkNumber: chunk.number, chunkSize, currentChunkSize: chunk.end - chunk.start, totalSize: size, totalChunks: plan.length })).toBeUndefined();
    }
  });

  it('follows the spec\'s 5 MiB chunks: 12 MiB is two chunks, the second 7 MiB', () => {
    expect(planChunks(12 * 1024 * 1024).map((chunk) => chunk.end - chunk.start)).toEqual([CHUNK_SIZE, 7 * 1024 * 1024]);
    expect(planChunks(100)).toEqual([{ number: 1, start: 0, end: 100 }]);
  });
});

describe('chunkProblem', () => {
  it.each([
    [{ chunkNumber: 1, chunkSize: 1000, currentChunkSize: 1000, totalSize: 1000, totalChunks: 1 }, 'chunkSize'],
    [{ chunkNumber: 1, chunkSize: CHUNK_SIZE, currentChunkSize: 100, totalSize: 100, totalChunks: 2 }, 'totalChunks'],
    [{ chunkNumber: 2, chunkSize: CHUNK_SIZE, currentChunkSize: 100, totalSize: 100, totalChunks: 1 }, 'chunkNumber'],
    [{ chunkNumber: 0, chunkSize: CHUNK_SIZE, currentChunkSize: 100, totalSize: 100, totalChunks: 1 }, 'chunkNumber'],
    [{ chunkNumber: 1, chunkSize: CHUNK_SIZE, currentChunkSize: 99, totalSize: 100, totalChunks: 1 }, 'currentChunkSize'],
    [{ chunkNumber: 1, chunkSize: CHUNK_SIZE, currentChunkSize: Number.NaN, totalSize: 100, totalChunks: 1 }, 'currentChunkSize'],
  ])('refuses %o as %s', (chunk, problem) => {
    expect(chunkProblem(chunk)).toBe(problem);
  });
});

describe('missingChunks and progress', () => {
  test.prop([sizes, chunkSizes, fc.array(fc.integer({ min: -3, max: 60 }))])('what is missing and what is stored make the plan', (size, chunkSize, stored) => {
    const plan = planChunks(size, chunkSize);
    const missing = missingChunks(plan, stored);
    const have = new Set(stored);
    expect(missing.map((chunk) => chunk.number)).toEqual(plan.filter((chunk) => !have.has(chunk.number)).map((chunk) => chunk.number));
  });

  test.prop([fc.integer({ min: 1, max: 2 ** 40 }), fc.integer({ min: 0, max: 2 ** 40 })])('progress stays at most 99 until the server confirms', (size, sent) => {
    const percent = uploadPercent(Math.min(sent, size), size, false);
    expect(percent).toBeGreaterThanOrEqual(0);
    expect(percent).toBeLessThanOrEqual(99);
    expect(uploadPercent(sent, size, true)).toBe(100);
  });
});
