/**
 * Routes under /api/file: the sign-in captcha image (public); the resumable upload — test probe and chunk
 * (`GET`/`POST /chunk`), merge (`POST /merge`); the single upload of images (`POST /Uploader/{type}`); signed
 * download links (`GET /Download/{type}/{fileId}` → `data.url`), the link itself (`GET /Download?encryption=`,
 * public, valid for minutes), and download-all as one zip (`POST /PackDownload/{type}`).
 *
 * Bodies are limited by server/http/body-limits.ts (spec 02 §9): a chunk or a single upload to two chunk sizes (the
 * last chunk takes the remainder) plus the multipart overhead; the file's size is then checked against its rules.
 */
import { zipSync } from 'fflate';
import { Hono, type Context } from 'hono';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { clientAddress } from '../../http/client-address';
import { drawCaptcha } from './captcha-image';
import { readFields } from '../../http/body';
import { ok } from '../../http/envelope';
import { issueCaptcha } from './captcha-store';
import { isImageName } from '../../../runtime/core/files/rules';
import { fileResponse } from './download';
import { rulesFor, type UploadTarget } from './policy';
import type { Db } from '../../db/client';
import type { Screen } from '../resource/registry';
import { checkType, cleanName, readChunkRequest, readMergeRequest } from './upload';

/** A stored file's id: one plain store segment. */
const FILE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Upload types whose images are served publicly by id (images placed in rich text, avatars). */
export const PUBLIC_IMAGE_TYPES: ReadonlySet<string> = new Set(['editor', 'userAvatar']);

/** Files one download-all may pack. */
export const PACK_LIMIT = 200;

/**
 * True for a parsed multipart file. Judged by shape, not `instanceof File`: the parser's File class need not be the
 * global one (a test environment such as jsdom replaces the global).
 */
function isFilePart(value: unknown): value is File {
  return typeof value === 'object' && value !== null && typeof (value as File).arrayBuffer === 'function' && typeof (value as File).name === 'string';
}

/** Multipart or form fields as strings, and the file part when there is one. */
async function readMultipart(c: Context<AppEnv>): Promise<{ fields: Record<string, string>; file?: File }> {
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw fail('badRequest');
  }
  const fields: Record<string, string> = {};
  let file: File | undefined;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[key] = value;
    else if (isFilePart(value) && (key === 'file' || key === 'uploadFile')) file = value;
  }
  return { fields, file };
}

function targetOf(fields: Record<string, string | undefined>, typeField: string | undefined) {
  return { type: checkType(typeField ?? ''), screen: fields.screen || undefined, field: fields.field || undefined };
}

/** What the file routes need from other modules, injected by the app. */
export interface FileRouteDeps {
  /**
   * The screen of a released low-code model by its screen id (visualdev's released models), so an upload to a
   * model's file field is bounded by that field's own rules; without it such an upload is refused.
   */
  modelScreen?: (db: Db, screenId: string) => Promise<Screen | undefined>;
}

/** Routes under /api/file. */
export function fileRoutes(deps: FileRouteDeps = {}) {
  const app = new Hono<AppEnv>();
  const { modelScreen } = deps;
  /** The rules of the upload a request is for. */
  const rulesOf = (c: Context<AppEnv>, target: UploadTarget) => {
    const services = c.get('services');
    return rulesFor({ registry: services.screens, resolve: modelScreen && ((screenId) => modelScreen(services.db, screenId)) }, target);
  };
  app.get('/ImageCode/:random', async (c) => {
    const services = c.get('services');
    const key = c.req.param('random').slice(0, 64);
    const { verificationCodeNumber } = await services.settings.all();
    const length = Math.min(Math.max(Number(verificationCodeNumber) || 4, 3), 8);
    const { text, svg } = drawCaptcha(length);
    if (!(await issueCaptcha(services.db, key, text, clientAddress(c), services.now()))) throw fail('tooManyAttempts', { seconds: 300 });
    return c.body(svg, 200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' });
  });

  // Test probe: which chunks of this file the store holds (1-based), and whether all are there.
  app.get('/chunk', async (c) => {
    const query = c.req.query();
    const services = c.get('services');
    const rules = await rulesOf(c, targetOf(query, query.fileType ?? query.type));
    return ok(c, await services.uploads.probe(c.get('session').userId, readChunkRequest(query), rules));
  });

  app.post('/chunk', async (c) => {
    const services = c.get('services');
    const { fields, file } = await readMultipart(c);
    const all = { ...c.req.query(), ...fields };
    const rules = await rulesOf(c, targetOf(all, all.fileType ?? all.type));
    const request = readChunkRequest(all);
    if (!file) throw fail('fileMissing');
    return ok(c, await services.uploads.putChunk(c.get('session').userId, request, rules, new Uint8Array(await file.arrayBuffer())));
  });

  app.post('/merge', async (c) => {
    const services = c.get('services');
    // Form-encoded as the original client sends it, or JSON.
    const all = { ...c.req.query(), ...(await readFields(c)) };
    const type = all.type || all.pathType || all.fileType;
    const rules = await rulesOf(c, targetOf(all, type));
    const answer = await services.uploads.merge(c.get('session').userId, readMergeRequest(all), type!, rules, services.now());
    return ok(c, answer);
  });

  // Single upload (images); the body limit is the upload limit of server/http/body-limits.ts, the file's size is checked against its type's.
  app.post('/Uploader/:type', async (c) => {
    const services = c.get('services');
    const { fields, file } = await readMultipart(c);
    const type = c.req.param('type');
    const rules = await rulesOf(c, targetOf({ ...c.req.query(), ...fields }, type));
    if (!file) throw fail('fileMissing');
    const name = cleanName(file.name);
    return ok(c, await services.uploads.putWhole(type, name, new Uint8Array(await file.arrayBuffer()), rules, services.now()));
  });

  // A signed link to one stored file (the caller's session is needed; the link itself carries none).
  app.get('/Download/:type/:fileId', async (c) => {
    const services = c.get('services');
    const type = checkType(c.req.param('type'));
    const fileId = cleanName(c.req.param('fileId'));
    const key = `${type}/${fileId}`;
    if (!FILE_ID.test(fileId) || (await services.files.size(key)) === undefined) throw fail('fileNotFound');
    const name = cleanName(c.req.query('name') || fileId);
    const token = await services.links.sign({ key, name, inline: c.req.query('inline') === '1' }, services.now());
    return ok(c, { name, url: `/api/file/Download?encryption=${token}` });
  });

  // Images placed in rich text (the editor's uploads) and avatars: public by their random ids, like the original's
  // image route, since stored HTML and avatars are shown to everyone who may see them and an <img> cannot carry a
  // session or a link that expires. Only those two types, only image extensions, served inline.
  app.get('/Image/:type/:fileId', async (c) => {
    const services = c.get('services');
    const type = c.req.param('type');
    const fileId = cleanName(c.req.param('fileId'));
    if (!PUBLIC_IMAGE_TYPES.has(type) || !FILE_ID.test(fileId) || !isImageName(fileId)) throw fail('fileNotFound');
    const object = await services.files.open(`${type}/${fileId}`);
    if (!object) throw fail('fileNotFound');
    return fileResponse(object, fileId, true);
  });

  // The link: public, checked by its signature and expiry.
  app.get('/Download', async (c) => {
    const services = c.get('services');
    const grant = await services.links.verify(c.req.query('encryption') ?? '', services.now());
    if (!grant) throw fail('fileLinkInvalid');
    const object = await services.files.open(grant.key);
    if (!object) throw fail('fileNotFound');
    return fileResponse(object, grant.name, grant.inline);
  });

  // Download-all: the listed files of one type packed into one zip, answered as a signed link.
  app.post('/PackDownload/:type', async (c) => {
    const services = c.get('services');
    const type = checkType(c.req.param('type'));
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw fail('badRequest');
    }
    const list = Array.isArray(body) ? body : Array.isArray((body as { list?: unknown })?.list) ? (body as { list: unknown[] }).list : undefined;
    if (!list || list.length > PACK_LIMIT) throw fail('badRequest');
    if (list.length === 0) throw fail('fileNoneToDownload');
    const entries: Record<string, Uint8Array> = {};
    for (const item of list) {
      const { fileId, fileName } = (item ?? {}) as { fileId?: unknown; fileName?: unknown };
      if (typeof fileId !== 'string' || !FILE_ID.test(fileId)) throw fail('fileNotFound');
      const bytes = await services.files.read(`${type}/${fileId}`);
      if (!bytes) throw fail('fileNotFound');
      let name = cleanName(typeof fileName === 'string' && fileName ? fileName : fileId);
      for (let copy = 1; name in entries; copy += 1) name = name.replace(/(\.[^.]*)?$/, (ext) => `(${copy})${ext}`);
      entries[name] = bytes;
    }
    const now = services.now();
    const downloadName = `${now.toISOString().slice(0, 19).replace(/[-:T]/g, '')}.zip`;
    const key = `_packs/${crypto.randomUUID()}.zip`;
    await services.files.put(key, zipSync(entries, { level: 0 }));
    const token = await services.links.sign({ key, name: downloadName, inline: false }, now);
    return ok(c, { downloadName, downloadVo: { name: downloadName, url: `/api/file/Download?encryption=${token}` } });
  });

  return app;
}
