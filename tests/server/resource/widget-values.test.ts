/**
 * Values judged by their widget when a record is saved through the resource engine (issue 11,
 * server/modules/resource/widget-values.ts), on a schema-only screen (tests/fixtures/widget-schemas/equipmentDoc.json):
 * a file list holds files that exist in the store under its upload type, of its accepted types and size, at most its
 * limit, in the shape of spec 02 §3; rich text is stored sanitised. Every refusal is an envelope with the message in
 * the caller's language and changes nothing.
 */
import path from 'node:path';
import { DEFAULT_SCHEMA_DIR } from '../../../server/schemas/loader';
import { ADMIN, DATABASES, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

const API = '/api/eam/EquipmentDoc';
const FIXTURES = path.resolve('tests/fixtures/widget-schemas');

interface Stored {
  name: string;
  fileId: string;
  url: string;
}

describe.each(DATABASES)('file, image and rich-text values on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await createTestServer(kind, { schemaDirs: [DEFAULT_SCHEMA_DIR, FIXTURES] });
    admin = await tokenFor(server.app, ADMIN);
  }, 240_000);
  afterAll(() => server.close());

  /** Stores a file whole under an upload type, optionally for a field (its rules apply), answering the envelope. */
  const upload = async (type: string, name: string, size: number, field?: string) => {
    const form = new FormData();
    if (field) {
      form.append('screen', 'equipmentDoc');
      form.append('field', field);
    }
    form.append('file', new Blob([new Uint8Array(size).fill(65)]), name);
    const response = await server.app.request(`/api/file/Uploader/${type}`, { method: 'POST', headers: { authorization: admin }, body: form });
    return (await response.json()) as { code: number; msg: string; data?: Stored & { fileSize: number } };
  };
  const stored = async (type: string, name: string, size: number) => {
    const answer = await upload(type, name, size);
    expect(answer.code, answer.msg).toBe(200);
    return answer.data!;
  };
  const save = (body: Record<string, unknown>, lang = 'zh-CN') => call<{ id: string }>(server.app, API, { token: admin, method: 'POST', body, headers: { 'accept-language': lang } });

  it('stores file and image lists of stored files in their canonical shape', async () => {
    const manual = await stored('annex', 'manual#1.pdf', 500);
    const photo = await stored('annexpic', 'front.png', 2000);
    const created = await save({ fullName: '空压机', manuals: [{ name: 'manual#1.pdf', fileId: manual.fileId, url: 'javascript:alert(1)', fileSize: 500 }], photos: [photo] });
    expect(created.code, created.msg).toBe(200);
    const got = await call<Record<string, unknown>>(server.app, `${API}/${created.data!.id}`, { token: admin });
    // The url is rebuilt from the type and the fileId whatever the client sent; the name loses its '#'.
    expect(got.data!.manuals).toEqual([{ name: 'manual1.pdf', fileId: manual.fileId, url: `/api/file/Download/annex/${manual.fileId}`, fileSize: 500 }]);
    expect(got.data!.photos).toEqual([{ name: 'front.png', fileId: photo.fileId, url: `/api/file/Download/annexpic/${photo.fileId}`, fileSize: 2000, fileExtension: 'png', fileVersionId: photo.fileId }]);
    // The stored url is the signed-link call of the file.
    const link = await call<{ url: string }>(server.app, `/api/file/Download/annex/${manual.fileId}`, { token: admin });
    expect(link.data!.url).toMatch(/^\/api\/file\/Download\?encryption=/);
  });

  it('stores rich text without script', async () => {
    const created = await save({ fullName: '富文本', notes: '<p class="ql-align-center"><strong>保养</strong><img src="x" onerror="alert(1)"><script>alert(2)</script></p><ul><li data-list="bullet">一</li></ul>' });
    expect(created.code, created.msg).toBe(200);
    const got = await call<{ notes: string }>(server.app, `${API}/${created.data!.id}`, { token: admin });
    expect(got.data!.notes).toBe('<p class="ql-align-center"><strong>保养</strong><img src="x" /></p><ul><li data-list="bullet">一</li></ul>');
  });

  it('refuses, on upload, a file the named field does not accept', async () => {
    expect(await upload('annex', 'big.pdf', 2048, 'manuals')).toMatchObject({ code: 400, msg: '文件大小超过1KB' });
    expect(await upload('annex', 'photo.png', 10, 'manuals')).toMatchObject({ code: 400, msg: '请选择.pdf,.txt类型的文件' });
  });

  const refusals: [string, (files: { pdf: Stored; big: Stored; png: Stored; picture: Stored; txt: Stored }) => Record<string, unknown>, string, string?][] = [
    // The model's own checks come first (the schema's items), then the widget's.
    ['a list that is not an array', () => ({ manuals: 'manual.pdf' }), '类型不正确'],
    ['an entry without a fileId', ({ pdf }) => ({ manuals: [{ name: pdf.name }] }), '必填项不能为空'],
    ['an entry whose fileId is not a string', ({ pdf }) => ({ manuals: [{ name: pdf.name, fileId: 7 }] }), '必填项不能为空'],
    ['an entry that is not an object', () => ({ photos: ['a.png'] }), '类型不正确'],
    ['a fileId that leaves the folder', ({ pdf }) => ({ manuals: [{ name: pdf.name, fileId: `../annexpic/${pdf.fileId}` }] }), '说明书的文件有误，请重新上传'],
    ['the same file twice', ({ pdf }) => ({ manuals: [pdf, pdf] }), '说明书的文件有误，请重新上传'],
    ['a file that was never uploaded', () => ({ manuals: [{ name: 'x.pdf', fileId: '20260101deadbeef.pdf' }] }), '说明书: 文件不存在'],
    ['a file of another upload type', ({ picture }) => ({ photos: [{ name: 'p.png', fileId: 'nope.png' }], manuals: [{ name: picture.name, fileId: picture.fileId }] }), '说明书: 文件不存在'],
    ['more files than the limit', ({ pdf, txt }) => ({ manuals: [pdf, txt, { name: 'c.pdf', fileId: 'c.pdf' }] }), '当前限制最多可以上传2个文件'],
    ['more images than the limit', ({ picture, png }) => ({ photos: [picture, png] }), '当前限制最多可以上传1张图片'],
    ['a file of a type the field refuses', ({ png }) => ({ manuals: [png] }), '请选择.pdf,.txt类型的文件'],
    ['a file larger than the field allows', ({ big }) => ({ manuals: [big] }), '文件大小超过1KB'],
    ['a non-image in an image list', ({ txt }) => ({ photos: [{ name: 'a.png', fileId: txt.fileId }] }), '照片: 文件不存在'],
    ['the limit, in English', ({ picture, png }) => ({ photos: [picture, png] }), 'At most 1 images can be uploaded', 'en'],
  ];

  it.each(refusals)('refuses %s with a clear message and changes nothing', async (_title, body, message, lang) => {
    const files = {
      pdf: await stored('annex', 'a.pdf', 100),
      txt: await stored('annex', 'b.txt', 100),
      big: await stored('annex', 'big.pdf', 4096),
      png: await stored('annex', 'p.png', 100),
      picture: await stored('annexpic', 'q.png', 100),
    };
    const before = await tableDigest(server.database);
    const answer = await save({ fullName: '被拒', ...body(files) }, lang);
    expect(answer).toMatchObject({ code: 400, msg: message });
    expect(await tableDigest(server.database)).toBe(before);
  });

  it('refuses an edit that adds a missing file, keeping the stored list', async () => {
    const pdf = await stored('annex', 'keep.pdf', 10);
    const created = await save({ fullName: '编辑', manuals: [pdf] });
    expect(created.code, created.msg).toBe(200);
    const before = await tableDigest(server.database);
    const edited = await call(server.app, `${API}/${created.data!.id}`, { token: admin, method: 'PUT', body: { fullName: '编辑', manuals: [pdf, { name: 'gone.pdf', fileId: 'gone.pdf' }] } });
    expect(edited).toMatchObject({ code: 400, msg: '说明书: 文件不存在' });
    expect(await tableDigest(server.database)).toBe(before);
  });
});
