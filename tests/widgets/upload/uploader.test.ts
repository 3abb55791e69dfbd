/**
 * The browser's upload engine against the real app (in process, memory store): hashing, probe, chunks, merge; the
 * states and the 99% hold; pause and resume; a transport failure retried up to five times, then 上传失败; a
 * refusal by the server ends the upload with its message; a second upload of the same file (after a reload) sends
 * only the chunks the server lacks.
 */
import SparkMD5 from 'spark-md5';
import { MAX_CHUNK_RETRIES, MIN_CHUNK_SIZE } from '../../../runtime/core/files/chunks';
import { md5OfBlob } from '../../../widgets/upload/hash-slices';
import { UploadCallError, createUploadTask, type UploadSnapshot, type UploadTransport } from '../../../widgets/upload/uploader';
import { ADMIN, createTestServer, tokenFor, type TestServer } from '../../server/harness';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer('pglite');
  token = await tokenFor(server.app, ADMIN);
}, 240_000);
afterAll(() => server.close());

/** The transport over the app, counting the chunks it sends; `failNext` makes the next n chunk sends fail in transit. */
function appTransport() {
  const sent: number[] = [];
  let failNext = 0;
  const envelope = async (response: Response | Promise<Response>) => {
    const body = (await (await response).json()) as { code: number; msg: string; data?: unknown };
    if (body.code !== 200) throw new UploadCallError(body.msg, true);
    return body.data;
  };
  const transport: UploadTransport = {
    probe: async (fields) => envelope(server.app.request(`/api/file/chunk?${new URLSearchParams(fields)}`, { headers: { authorization: token } })) as never,
    chunk: async (fields, chunk, name) => {
      if (failNext > 0) {
        failNext -= 1;
        throw new UploadCallError('network down', false);
      }
      sent.push(Number(fields.chunkNumber));
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append('file', chunk, name);
      return envelope(server.app.request('/api/file/chunk', { method: 'POST', headers: { authorization: token }, body: form })) as never;
    },
    merge: async (fields) =>
      envelope(server.app.request('/api/file/merge', { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: JSON.stringify(fields) })) as never,
  };
  return { transport, sent, failIn: (count: number) => (failNext = count) };
}

const fileOf = (size: number, seed: number, name = 'data.bin') => new File([new Uint8Array(size).map((_, index) => (index * seed) & 0xff)], name);

function run(file: File, transport: UploadTransport, onChange: (snapshot: UploadSnapshot) => void = () => undefined) {
  const seen: UploadSnapshot[] = [];
  const task = createUploadTask(file, {
    transport,
    type: 'annex',
    hash: (blob) => md5OfBlob(blob),
    chunkSize: MIN_CHUNK_SIZE,
    retryDelay: async () => undefined,
    failedMessage: '上传失败',
    onChange: (snapshot) => {
      seen.push(snapshot);
      onChange(snapshot);
    },
  });
  return { task, seen };
}

it('hashes, uploads every chunk, holds at 99% and ends in success with the stored file', async () => {
  const file = fileOf(MIN_CHUNK_SIZE * 4 + 10, 3, 'a#b.txt');
  const { transport, sent } = appTransport();
  const { task, seen } = run(file, transport);
  await task.start();
  expect(seen.map((snapshot) => snapshot.status)).toContain('verifying');
  expect(seen.filter((snapshot) => snapshot.status === 'uploading').every((snapshot) => snapshot.percent <= 99)).toBe(true);
  expect(task.snapshot()).toMatchObject({ status: 'success', percent: 100, name: 'ab.txt', result: { name: 'ab.txt', fileSize: file.size } });
  expect(sent).toEqual([1, 2, 3, 4]);
  expect(await md5OfBlob(file)).toBe(SparkMD5.ArrayBuffer.hash(await file.arrayBuffer()));
});

it('pauses after the chunk in flight and resumes from what the server holds', async () => {
  const file = fileOf(MIN_CHUNK_SIZE * 5, 5);
  const { transport, sent } = appTransport();
  let paused = false;
  const { task } = run(file, transport, (snapshot) => {
    if (!paused && snapshot.status === 'uploading' && snapshot.percent >= 40) {
      paused = true;
      task.pause();
    }
  });
  await task.start();
  expect(task.snapshot().status).toBe('paused');
  const before = sent.length;
  expect(before).toBeLessThan(5);
  await task.resume();
  expect(task.snapshot().status).toBe('success');
  expect([...sent].sort()).toEqual([1, 2, 3, 4, 5]);
});

it('a new upload of the same file (after a reload) sends only the chunks the server lacks', async () => {
  const file = fileOf(MIN_CHUNK_SIZE * 4, 7);
  const first = appTransport();
  const { task } = run(file, first.transport, (snapshot) => {
    if (snapshot.status === 'uploading' && snapshot.percent >= 50) task.pause();
  });
  await task.start();
  const already = [...first.sent];
  const second = appTransport();
  const again = run(file, second.transport);
  await again.task.start();
  expect(again.task.snapshot().status).toBe('success');
  expect(second.sent.sort()).toEqual([1, 2, 3, 4].filter((number) => !already.includes(number)));
});

it(`retries a chunk lost in transit up to ${MAX_CHUNK_RETRIES} times, then says 上传失败 and can be retried`, async () => {
  const file = fileOf(MIN_CHUNK_SIZE * 2, 9);
  const flaky = appTransport();
  flaky.failIn(MAX_CHUNK_RETRIES);
  const { task } = run(file, flaky.transport);
  await task.start();
  expect(task.snapshot().status).toBe('success');
  const broken = appTransport();
  broken.failIn(MAX_CHUNK_RETRIES + 1);
  const second = run(fileOf(MIN_CHUNK_SIZE * 2, 10), broken.transport);
  await second.task.start();
  expect(second.task.snapshot()).toMatchObject({ status: 'error', error: '上传失败' });
  await second.task.retry();
  expect(second.task.snapshot().status).toBe('success');
});

it('ends with the server\'s message when the server refuses the file', async () => {
  const { transport } = appTransport();
  const { task } = run(fileOf(11 * 1024 * 1024, 2, 'big.bin'), transport);
  await task.start();
  expect(task.snapshot()).toMatchObject({ status: 'error', error: '文件大小超过10MB' });
});
