/**
 * Uploads to a released low-code model's file field are bounded by that field's own rules on the server (issue 11):
 * the model's screen lives in the database, not in the schema registry, and the file routes find it by the screen
 * id the browser sends (`screen` = screenIdOf(model id), `field`) — on the probe, every chunk, the merge and the
 * single upload, as for a schema screen's field. A screen or field that is not there is refused.
 */
import SparkMD5 from 'spark-md5';
import { CHUNK_SIZE, planChunks } from '../../../runtime/core/files/chunks';
import { screenIdOf } from '../../../runtime/core/lowcode/adapter';
import type { App } from '../../../server/app';
import { ADMIN, DATABASES, call, createTestServer, tokenFor, type TestServer } from '../harness';

const MB = 1024 * 1024;

const FORM = {
  fields: [
    { __config__: { klxKey: 'comInput', label: '标题' }, __vModel__: 'title' },
    { __config__: { klxKey: 'uploadFz', label: '小附件' }, __vModel__: 'small', fileSize: 2, sizeUnit: 'MB' },
    { __config__: { klxKey: 'uploadFz', label: '大附件' }, __vModel__: 'large', fileSize: 50, sizeUnit: 'MB' },
    { __config__: { klxKey: 'uploadImg', label: '照片' }, __vModel__: 'photo', fileSize: 1, sizeUnit: 'MB' },
  ],
};
const COLUMNS = { columnList: [{ prop: 'title' }], btnsList: [{ value: 'add' }], columnBtnsList: [{ value: 'edit' }] };

// A 12 MB file goes through the app in three chunks: the machine may be loaded.
vi.setConfig({ testTimeout: 120_000 });

/** Varied bytes, so a chunk out of place changes the md5. */
function bytesOf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * 2654435761) >>> 24;
  return bytes;
}

interface Upload {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
  /** The form field the upload is for: screen and field. */
  target: Record<string, string>;
}

const md5Of = (bytes: Uint8Array<ArrayBuffer>) => SparkMD5.ArrayBuffer.hash(bytes.buffer);

function chunkFields(upload: Upload, number: number): Record<string, string> {
  const plan = planChunks(upload.bytes.length, CHUNK_SIZE);
  const chunk = plan[number - 1]!;
  return {
    chunkNumber: String(number),
    chunkSize: String(CHUNK_SIZE),
    currentChunkSize: String(chunk.end - chunk.start),
    totalSize: String(upload.bytes.length),
    identifier: md5Of(upload.bytes),
    filename: upload.name,
    totalChunks: String(plan.length),
    fileType: 'annex',
    ...upload.target,
  };
}

type Answer<T = unknown> = { code: number; msg: string; data?: T };
type ChunkState = { chunkNumbers: number[]; merge: boolean };

const answerOf = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as Answer<T>;

function probe(app: App, token: string, upload: Upload) {
  return answerOf<ChunkState>(app.request(`/api/file/chunk?${new URLSearchParams(chunkFields(upload, 1))}`, { headers: { authorization: token } }));
}

function sendChunk(app: App, token: string, upload: Upload, number: number) {
  const range = planChunks(upload.bytes.length, CHUNK_SIZE)[number - 1]!;
  const form = new FormData();
  for (const [key, value] of Object.entries(chunkFields(upload, number))) form.append(key, value);
  form.append('file', new Blob([upload.bytes.slice(range.start, range.end)]), upload.name);
  return answerOf<ChunkState>(app.request('/api/file/chunk', { method: 'POST', headers: { authorization: token }, body: form }));
}

function merge(app: App, token: string, upload: Upload) {
  const body = new URLSearchParams({ identifier: md5Of(upload.bytes), fileName: upload.name, fileSize: String(upload.bytes.length), chunkSize: String(CHUNK_SIZE), type: 'annex', ...upload.target });
  return answerOf<{ name: string; fileId: string; url: string; fileSize: number; fileExtension: string }>(
    app.request('/api/file/merge', { method: 'POST', headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' }, body }),
  );
}

function singleUpload(app: App, token: string, type: string, name: string, bytes: Uint8Array<ArrayBuffer>, target: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(target)) form.append(key, value);
  form.append('file', new Blob([bytes]), name);
  return answerOf<{ name: string }>(app.request(`/api/file/Uploader/${type}`, { method: 'POST', headers: { authorization: token }, body: form }));
}

describe.each(DATABASES)("a low-code model's file field bounds its uploads on %s", (kind) => {
  let server: TestServer;
  let token: string;
  let modelId: string;
  let screen: string;

  beforeAll(async () => {
    server = await createTestServer(kind);
    token = await tokenFor(server.app, ADMIN);
    const created = await call<{ id: string }>(server.app, '/api/visualdev/Base', { token, method: 'POST', body: { fullName: '附件登记', enCode: 'fileRulesModel', category: 'asset', formData: FORM, columnData: COLUMNS } });
    expect(created.code, created.msg).toBe(200);
    modelId = created.data!.id;
    const released = await call(server.app, `/api/visualdev/Base/${modelId}/Actions/Release`, { token, method: 'POST', body: { pcModuleParentId: 'm_onlineDev' } });
    expect(released.code, released.msg).toBe(200);
    screen = screenIdOf(modelId);
  }, 240_000);
  afterAll(async () => {
    await server.close();
  });

  it('refuses a 3 MB file for a field of 2 MB on the probe, a chunk and the merge, with the spec message', async () => {
    const upload: Upload = { name: 'scan.pdf', bytes: bytesOf(3 * MB), target: { screen, field: 'small' } };
    expect(await probe(server.app, token, upload)).toMatchObject({ code: 400, msg: '文件大小超过2MB' });
    expect(await sendChunk(server.app, token, upload, 1)).toMatchObject({ code: 400, msg: '文件大小超过2MB' });
    expect(await merge(server.app, token, upload)).toMatchObject({ code: 400, msg: '文件大小超过2MB' });
    // The same file with no field named is within the attachment type's 10 MB.
    expect(await probe(server.app, token, { ...upload, target: {} })).toMatchObject({ code: 200 });
  });

  it('takes a 12 MB file for a field of 50 MB, above the attachment type\'s 10 MB, and the record saves with it', async () => {
    const upload: Upload = { name: 'drawing.zip', bytes: bytesOf(12 * MB + 4321), target: { screen, field: 'large' } };
    expect(await probe(server.app, token, upload)).toMatchObject({ code: 200, data: { chunkNumbers: [] } });
    for (const chunk of planChunks(upload.bytes.length, CHUNK_SIZE)) expect(await sendChunk(server.app, token, upload, chunk.number)).toMatchObject({ code: 200 });
    const stored = await merge(server.app, token, upload);
    expect(stored).toMatchObject({ code: 200, data: { name: 'drawing.zip', fileSize: upload.bytes.length } });
    const link = await call<{ url: string }>(server.app, stored.data!.url, { token });
    expect(link.code, link.msg).toBe(200);
    const served = Buffer.from(await (await server.app.request(link.data!.url)).arrayBuffer());
    expect(served.equals(upload.bytes)).toBe(true);
    const { name, fileId, fileSize, fileExtension } = stored.data!;
    const record = await call(server.app, `/api/visualdev/OnlineDev/${modelId}`, { token, method: 'POST', body: { title: '图纸', large: [{ name, fileId, fileSize, fileExtension, url: stored.data!.url }] } });
    expect(record.code, record.msg).toBe(200);
  });

  it("bounds a single image upload by the model's image field", async () => {
    const target = { screen, field: 'photo' };
    expect(await singleUpload(server.app, token, 'annexpic', 'big.png', bytesOf(MB + 1), target)).toMatchObject({ code: 400, msg: '图片大小超过1MB' });
    expect(await singleUpload(server.app, token, 'annexpic', 'small.png', bytesOf(1024), target)).toMatchObject({ code: 200, data: { name: 'small.png' } });
  });

  it.each([
    ['a field the model does not have', () => ({ screen, field: 'nothing' })],
    ['a field that is not a file list', () => ({ screen, field: 'title' })],
    ['a model screen that is not released', () => ({ screen: screenIdOf('no-such-model'), field: 'large' })],
  ])('refuses an upload for %s', async (_case, target) => {
    const upload: Upload = { name: 'notes.txt', bytes: bytesOf(1024), target: target() };
    expect(await probe(server.app, token, upload)).toMatchObject({ code: 400, msg: '文件类型参数有误' });
  });
});
