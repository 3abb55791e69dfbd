/**
 * The resumable upload over the real app and database: chunks, probe, merge with the md5 check, resume after a
 * restart (a new app over the same database and file directory), refusals with the spec's messages, path tricks,
 * signed download links and download-all.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import SparkMD5 from 'spark-md5';
import { CHUNK_SIZE, planChunks } from '../../../runtime/core/files/chunks';
import { createApp, type App } from '../../../server/app';
import { createFsStorage } from '../../../server/modules/file/fs-storage';
import { ADMIN, DATABASES, STAFF, call, createTestServer, screensOf, tokenFor, type TestServer } from '../harness';

const SMALL = 65_536;

/** app.request as a promise. */
const req = (app: App, url: string, init?: RequestInit) => Promise.resolve(app.request(url, init));

function bytesOf(size: number, seed = 7): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let state = seed;
  for (let index = 0; index < size; index += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    bytes[index] = state >> 16;
  }
  return bytes;
}

const hashes = new WeakMap<Uint8Array, string>();
const md5Of = (bytes: Uint8Array) => {
  if (!hashes.has(bytes)) hashes.set(bytes, SparkMD5.ArrayBuffer.hash(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer));
  return hashes.get(bytes)!;
};

interface Upload {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
  chunkSize?: number;
  type?: string;
  identifier?: string;
  extra?: Record<string, string>;
}

function chunkFields(upload: Upload, number: number) {
  const chunkSize = upload.chunkSize ?? SMALL;
  const plan = planChunks(upload.bytes.length, chunkSize);
  const chunk = plan[number - 1]!;
  return {
    chunkNumber: String(number),
    chunkSize: String(chunkSize),
    currentChunkSize: String(chunk.end - chunk.start),
    totalSize: String(upload.bytes.length),
    identifier: upload.identifier ?? md5Of(upload.bytes),
    filename: upload.name,
    totalChunks: String(plan.length),
    fileType: upload.type ?? 'annex',
    ...upload.extra,
  };
}

async function envelope<T = Record<string, unknown>>(response: Response) {
  return (await response.json()) as { code: number; msg: string; data?: T };
}

function probe(app: App, token: string, upload: Upload, lang = 'zh-CN') {
  const query = new URLSearchParams(chunkFields(upload, 1));
  return req(app, `/api/file/chunk?${query}`, { headers: { authorization: token, 'accept-language': lang } }).then((r) =>
    envelope<{ chunkNumbers: number[]; merge: boolean; uploaded: boolean }>(r),
  );
}

function sendChunk(app: App, token: string, upload: Upload, number: number, body?: Uint8Array) {
  const fields = chunkFields(upload, number);
  const chunkSize = upload.chunkSize ?? SMALL;
  const range = planChunks(upload.bytes.length, chunkSize)[number - 1]!;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([(body ?? upload.bytes.slice(range.start, range.end)) as Uint8Array<ArrayBuffer>]), upload.name);
  return req(app, '/api/file/chunk', { method: 'POST', headers: { authorization: token }, body: form }).then((r) => envelope<{ chunkNumbers: number[]; merge: boolean }>(r));
}

function merge(app: App, token: string, upload: Upload, lang = 'zh-CN', json = false) {
  const form = new URLSearchParams({
    identifier: upload.identifier ?? md5Of(upload.bytes),
    fileName: upload.name,
    fileSize: String(upload.bytes.length),
    chunkSize: String(upload.chunkSize ?? SMALL),
    type: upload.type ?? 'annex',
    extension: upload.name.split('.').pop() ?? '',
    ...upload.extra,
  });
  const body = json ? JSON.stringify(Object.fromEntries(form)) : form;
  const type = json ? 'application/json' : 'application/x-www-form-urlencoded';
  return req(app, '/api/file/merge', { method: 'POST', headers: { authorization: token, 'content-type': type, 'accept-language': lang }, body }).then((r) => envelope<{ name: string; fileId: string; url: string; fileSize: number; fileExtension: string }>(r));
}

async function uploadAll(app: App, token: string, upload: Upload) {
  const plan = planChunks(upload.bytes.length, upload.chunkSize ?? SMALL);
  for (const chunk of plan) expect((await sendChunk(app, token, upload, chunk.number)).code).toBe(200);
  return merge(app, token, upload);
}

async function fetchLink(app: App, token: string, url: string, query = '') {
  const link = await call<{ url: string; name: string }>(app, `${url}${query}`, { token });
  expect(link.code).toBe(200);
  return { link: link.data!, response: await req(app, link.data!.url) };
}

describe.each(DATABASES)('file upload on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let dir: string;
  const appOver = () =>
    createApp({ db: server.database.db, config: { passwordIterations: 1000, logRequests: false }, screens: screensOf(), log: () => undefined, files: createFsStorage(dir) });
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'klx-files-'));
    server = await createTestServer(kind, { files: createFsStorage(dir) });
    token = await tokenFor(server.app, ADMIN);
  }, 240_000);
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores a file sent in 5 MiB chunks and serves it through a signed link without the session', async () => {
    const upload: Upload = { name: '报告#1.pdf', bytes: bytesOf(CHUNK_SIZE * 2 + 1234), chunkSize: CHUNK_SIZE, type: 'document' };
    const answer = await uploadAll(server.app, token, upload);
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ name: '报告1.pdf', fileSize: upload.bytes.length, fileExtension: 'pdf' });
    const { link, response } = await fetchLink(server.app, token, answer.data!.url, '?name=报告1.pdf');
    expect(link.url).not.toContain(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''%E6%8A%A5%E5%91%8A1.pdf");
    expect(Buffer.from(await response.arrayBuffer()).equals(upload.bytes)).toBe(true);
    // The chunks are gone once the file is whole.
    expect(await readdir(path.join(dir, '_chunks'), { recursive: true }).then((names) => names.filter((name) => /\d$/.test(name)))).toEqual([]);
  });

  it('resumes after a server restart from the chunks already stored', async () => {
    const upload: Upload = { name: 'big.zip', bytes: bytesOf(SMALL * 5 + 99, 3) };
    expect((await sendChunk(server.app, token, upload, 1)).data).toEqual({ uploaded: false, chunkNumbers: [1], merge: false });
    expect((await sendChunk(server.app, token, upload, 3)).data!.chunkNumbers).toEqual([1, 3]);
    const restarted = appOver();
    const state = await probe(restarted, token, upload);
    expect(state.data).toEqual({ uploaded: false, chunkNumbers: [1, 3], merge: false });
    for (const number of [2, 4, 5]) await sendChunk(restarted, token, upload, number);
    expect((await probe(restarted, token, upload)).data!.merge).toBe(true);
    const answer = await merge(restarted, token, upload, 'zh-CN', true);
    expect(answer.code).toBe(200);
    const { response } = await fetchLink(restarted, token, answer.data!.url);
    expect(Buffer.from(await response.arrayBuffer()).equals(upload.bytes)).toBe(true);
  });

  it('keeps one user\'s chunks apart from another\'s', async () => {
    const upload: Upload = { name: 'shared.txt', bytes: bytesOf(SMALL * 2, 11) };
    await sendChunk(server.app, token, upload, 1);
    const staff = await tokenFor(server.app, STAFF);
    expect((await probe(server.app, staff, upload)).data!.chunkNumbers).toEqual([]);
  });

  it('refuses a merge whose content does not match its md5, and drops the chunks', async () => {
    const upload: Upload = { name: 'bad.txt', bytes: bytesOf(SMALL * 2, 5), identifier: md5Of(bytesOf(SMALL * 2, 6)) };
    const answer = await uploadAll(server.app, token, upload);
    expect(answer).toMatchObject({ code: 400, msg: '文件校验失败，请重新上传' });
    expect((await probe(server.app, token, upload)).data!.chunkNumbers).toEqual([]);
    expect((await merge(server.app, token, upload, 'en')).msg).toBe('Some chunks of the file are missing; please resume the upload');
  });

  it('refuses a merge while chunks are missing', async () => {
    const upload: Upload = { name: 'half.txt', bytes: bytesOf(SMALL * 3, 8) };
    await sendChunk(server.app, token, upload, 2);
    expect(await merge(server.app, token, upload)).toMatchObject({ code: 400, msg: '文件分片不完整，请继续上传' });
  });

  it('refuses oversize files with the spec\'s message in the caller\'s language, before any chunk is stored', async () => {
    const upload: Upload = { name: 'huge.pdf', bytes: bytesOf(10 * 1024 * 1024 + SMALL) };
    expect(await probe(server.app, token, upload)).toMatchObject({ code: 400, msg: '文件大小超过10MB' });
    expect(await probe(server.app, token, upload, 'en')).toMatchObject({ msg: 'The file is larger than 10MB' });
    expect(await sendChunk(server.app, token, upload, 1)).toMatchObject({ code: 400, msg: '文件大小超过10MB' });
  });

  it('refuses wrong types with the spec\'s messages', async () => {
    const sheet: Upload = { name: 'virus.exe', bytes: bytesOf(SMALL), type: 'import' };
    expect(await probe(server.app, token, sheet)).toMatchObject({ code: 400, msg: '请选择.xls,.xlsx类型的文件' });
    const form = new FormData();
    form.append('file', new Blob(['not an image']), 'notes.txt');
    const image = await req(server.app, '/api/file/Uploader/annexpic', { method: 'POST', headers: { authorization: token }, body: form }).then(envelope);
    expect(image).toMatchObject({ code: 400, msg: '请上传图片' });
  });

  it('takes a single image upload and refuses one above the type\'s limit', async () => {
    const form = new FormData();
    form.append('file', new Blob([bytesOf(2048)]), 'photo#.png');
    const answer = await req(server.app, '/api/file/Uploader/annexpic', { method: 'POST', headers: { authorization: token }, body: form }).then((r) => envelope<{ name: string; url: string }>(r));
    expect(answer.code).toBe(200);
    expect(answer.data!.name).toBe('photo.png');
    const { response } = await fetchLink(server.app, token, answer.data!.url, '?inline=1');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toMatch(/^inline/);
    const big = new FormData();
    big.append('file', new Blob([bytesOf(5 * 1024 * 1024 + 1)]), 'avatar.png');
    expect(await req(server.app, '/api/file/Uploader/userAvatar', { method: 'POST', headers: { authorization: token }, body: big }).then(envelope)).toMatchObject({ code: 400, msg: '图片大小超过5MB' });
  });

  it('serves a picture placed in rich text at its public address, and nothing else there', async () => {
    const form = new FormData();
    form.append('file', new Blob([bytesOf(1024, 3)]), 'chart.png');
    const answer = await req(server.app, '/api/file/Uploader/editor', { method: 'POST', headers: { authorization: token }, body: form }).then((r) => envelope<{ fileId: string }>(r));
    expect(answer.code).toBe(200);
    // No session: an <img> in stored HTML carries none.
    const image = await req(server.app, `/api/file/Image/editor/${answer.data!.fileId}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await image.arrayBuffer()).equals(Buffer.from(bytesOf(1024, 3)))).toBe(true);
    // Another type's files, an unknown id and a path trick are not served.
    const annex = new FormData();
    annex.append('file', new Blob([bytesOf(1024)]), 'photo.png');
    const other = await req(server.app, '/api/file/Uploader/annexpic', { method: 'POST', headers: { authorization: token }, body: annex }).then((r) => envelope<{ fileId: string }>(r));
    expect((await req(server.app, `/api/file/Image/annexpic/${other.data!.fileId}`).then(envelope)).code).toBe(600);
    expect(await req(server.app, '/api/file/Image/editor/20260101deadbeef.png', { headers: { authorization: token } }).then(envelope)).toMatchObject({ code: 400 });
    expect((await req(server.app, '/api/file/Image/editor/..%2F..%2Fsecret.png').then(envelope)).code).not.toBe(200);
  });

  it('refuses chunks that do not fit the file\'s plan', async () => {
    const upload: Upload = { name: 'plan.txt', bytes: bytesOf(SMALL * 2, 9) };
    expect(await sendChunk(server.app, token, upload, 1, bytesOf(100))).toMatchObject({ code: 400, msg: '文件分片有误：currentChunkSize' });
    expect(await probe(server.app, token, { ...upload, chunkSize: 100 })).toMatchObject({ code: 400, msg: '文件分片有误：chunkSize' });
    expect(await probe(server.app, token, { ...upload, identifier: '../../etc/passwd' })).toMatchObject({ code: 400, msg: '文件分片有误：identifier' });
  });

  it.each([
    ['a type that climbs out of the store', '/api/file/Download/..%2F..%2Fetc/passwd', '文件类型参数有误'],
    ['a file id that climbs out of its folder', '/api/file/Download/annex/..%2F..%2Fdb', '文件不存在'],
    ['a file id naming the chunk folder', '/api/file/Download/_chunks/x', '文件类型参数有误'],
    ['a file that does not exist', '/api/file/Download/annex/nothing.pdf', '文件不存在'],
  ])('refuses %s', async (_label, url, msg) => {
    expect(await call(server.app, url, { token })).toMatchObject({ code: 400, msg });
  });

  it('keeps file names to their last part and refuses names that are only dots', async () => {
    const answer = await uploadAll(server.app, token, { name: '../../secret/a.txt', bytes: bytesOf(SMALL, 12) });
    expect(answer.data!.name).toBe('a.txt');
    expect(await probe(server.app, token, { name: '..', bytes: bytesOf(SMALL) })).toMatchObject({ code: 400, msg: '文件名无效' });
  });

  it('refuses tampered and expired links, and links without a session stay refused for the link call', async () => {
    const answer = await uploadAll(server.app, token, { name: 'x.txt', bytes: bytesOf(SMALL, 13) });
    const link = await call<{ url: string }>(server.app, answer.data!.url, { token });
    const [base, signature] = link.data!.url.split('.');
    const tampered = `${base}A.${signature}`;
    expect(await req(server.app, tampered).then(envelope)).toMatchObject({ code: 400, msg: '下载链接无效或已过期' });
    expect((await call(server.app, answer.data!.url)).code).toBe(600);
    server.advanceClock(11 * 60 * 1000);
    expect(await req(server.app, link.data!.url).then(envelope)).toMatchObject({ code: 400, msg: '下载链接无效或已过期' });
  });

  it('packs several files into one zip for download-all, and says so when there is none', async () => {
    const one = await uploadAll(server.app, token, { name: 'one.txt', bytes: bytesOf(SMALL, 21) });
    const two = await uploadAll(server.app, token, { name: 'two.txt', bytes: bytesOf(SMALL, 22) });
    const packed = await call<{ downloadName: string; downloadVo: { url: string } }>(server.app, '/api/file/PackDownload/annex', {
      token,
      method: 'POST',
      body: [
        { fileId: one.data!.fileId, fileName: 'one.txt' },
        { fileId: two.data!.fileId, fileName: 'one.txt' },
      ],
    });
    expect(packed.code).toBe(200);
    const zip = unzipSync(new Uint8Array(await (await req(server.app, packed.data!.downloadVo.url)).arrayBuffer()));
    expect(Object.keys(zip).sort()).toEqual(['one(1).txt', 'one.txt']);
    expect(Buffer.from(zip['one.txt']!).equals(bytesOf(SMALL, 21))).toBe(true);
    expect(await call(server.app, '/api/file/PackDownload/annex', { token, method: 'POST', body: [] })).toMatchObject({ code: 400, msg: '未发现文件' });
    expect(await call(server.app, '/api/file/PackDownload/annex', { token, method: 'POST', body: [{ fileId: '../x' }] })).toMatchObject({ code: 400, msg: '文件不存在' });
  });

  it('needs a session for every upload call', async () => {
    const upload: Upload = { name: 'a.txt', bytes: bytesOf(SMALL) };
    expect((await probe(server.app, '', upload)).code).toBe(600);
  });
});
