/**
 * The resumable upload (spec 02, CONTRACT.md "Chunked upload"): the test probe answers which chunks of a file the
 * store already holds, each chunk is checked against the file's plan (runtime/core/files/chunks.ts) and stored,
 * and the merge joins the chunks in order while hashing them, keeping the file only when its md5 equals the
 * identifier the browser computed. Chunks are kept in the store (not in memory), per user and per plan, so an
 * upload interrupted by a page reload or a server restart resumes from the chunks already stored; a chunk is
 * written whole or not at all (FileStorage.put), so a chunk cut off by a restart is simply sent again.
 *
 * Instant upload of a file the server already holds (`uploaded: true`) is deliberately not offered: it would hand a
 * stored file to anyone who knows its md5.
 */
import { createHash } from 'node:crypto';
import { CHUNK_SIZE, chunkProblem, chunkRange, planChunks, type ChunkDescription } from '../../../runtime/core/files/chunks';
import { extensionOf, sanitizeFileName } from '../../../runtime/core/files/rules';
import { fail } from '../../errors';
import { checkFile } from './policy';
import type { UploadRules } from '../../../runtime/core/files/rules';
import type { FileStorage } from './storage';

/** A stored file as the widgets keep it (spec 02 §3 "Uploaded file"). */
export interface UploadedFile {
  name: string;
  fileId: string;
  url: string;
  fileVersionId: string;
  fileSize: number;
  fileExtension: string;
  thumbUrl: string;
}

/** The probe's and a chunk's answer. */
export interface ChunkState {
  uploaded: boolean;
  chunkNumbers: number[];
  merge: boolean;
}

/** A file's upload, as every probe and chunk describes it. */
export interface ChunkRequest extends ChunkDescription {
  identifier: string;
  filename: string;
}

const IDENTIFIER = /^[0-9a-f]{32}$/;
const TYPE = /^[A-Za-z][A-Za-z0-9]{0,31}$/;

/** Reads a non-negative integer field; NaN when absent or not one. */
export function integerField(value: string | undefined): number {
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
}

/** Checks an upload type (a folder of the store). */
export function checkType(type: string): string {
  if (!TYPE.test(type)) throw fail('fileTypeInvalid');
  return type;
}

/** The cleaned file name: `#` removed, path parts dropped, at most 200 characters; refused when nothing is left. */
export function cleanName(name: string | undefined): string {
  const base = sanitizeFileName(String(name ?? '')).split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (base === '' || base === '.' || base === '..' || base.length > 200) throw fail('fileNameInvalid');
  return base;
}

/** Reads and checks the chunk fields of a probe or chunk upload. */
export function readChunkRequest(fields: Record<string, string | undefined>): ChunkRequest {
  const identifier = String(fields.identifier ?? '').toLowerCase();
  if (!IDENTIFIER.test(identifier)) throw fail('fileChunkInvalid', { detail: 'identifier' });
  const request: ChunkRequest = {
    identifier,
    filename: cleanName(fields.filename),
    chunkNumber: integerField(fields.chunkNumber),
    chunkSize: integerField(fields.chunkSize),
    currentChunkSize: integerField(fields.currentChunkSize),
    totalSize: integerField(fields.totalSize),
    totalChunks: integerField(fields.totalChunks),
  };
  const problem = chunkProblem(request);
  if (problem) throw fail('fileChunkInvalid', { detail: problem });
  return request;
}

/** What a merge names: the file, its size, md5 identifier and the chunk size it was sent in (default 5 MiB). */
export type MergeRequest = Pick<ChunkRequest, 'identifier' | 'filename' | 'totalSize' | 'chunkSize'>;

/** Reads and checks the fields of a merge (fileName, fileSize, identifier, chunkSize). */
export function readMergeRequest(fields: Record<string, string | undefined>): MergeRequest {
  const totalSize = integerField(fields.fileSize);
  const chunkSize = fields.chunkSize === undefined ? CHUNK_SIZE : integerField(fields.chunkSize);
  const first = chunkRange(totalSize, chunkSize, 1);
  const request = readChunkRequest({
    identifier: fields.identifier,
    filename: fields.fileName ?? fields.filename,
    totalSize: fields.fileSize,
    chunkSize: String(chunkSize),
    chunkNumber: '1',
    currentChunkSize: String(first ? first.end - first.start : -1),
    totalChunks: String(Number.isFinite(totalSize) && chunkSize > 0 ? Math.max(Math.floor(totalSize / chunkSize), 1) : -1),
  });
  return { identifier: request.identifier, filename: request.filename, totalSize: request.totalSize, chunkSize: request.chunkSize };
}

/** The store folder of one user's upload of one file under one plan. */
function chunkFolder(userId: string, request: Pick<ChunkRequest, 'identifier' | 'totalSize' | 'chunkSize'>): string {
  return `_chunks/${userId.replace(/[^A-Za-z0-9_-]/g, '_')}/${request.identifier}-${request.totalSize}-${request.chunkSize}`;
}

/** The upload operations over a store. */
export interface UploadService {
  probe(userId: string, request: ChunkRequest, rules: UploadRules): Promise<ChunkState>;
  putChunk(userId: string, request: ChunkRequest, rules: UploadRules, bytes: Uint8Array): Promise<ChunkState>;
  merge(userId: string, request: MergeRequest, type: string, rules: UploadRules, now: Date): Promise<UploadedFile>;
  /** Stores a whole file sent in one request (images). */
  putWhole(type: string, name: string, bytes: Uint8Array, rules: UploadRules, now: Date): Promise<UploadedFile>;
}

function newFileId(extension: string, now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  const random = crypto.randomUUID().replace(/-/g, '');
  return extension ? `${day}${random}.${extension.replace(/[^a-z0-9]/g, '')}` : `${day}${random}`;
}

function answerOf(type: string, name: string, fileId: string, size: number): UploadedFile {
  const url = `/api/file/Download/${type}/${fileId}`;
  return { name, fileId, url, fileVersionId: fileId, fileSize: size, fileExtension: extensionOf(name), thumbUrl: url };
}

/** Creates the upload service over a store. */
export function createUploadService(storage: FileStorage): UploadService {
  async function stored(userId: string, request: ChunkRequest): Promise<ChunkState> {
    const held = await storage.list(chunkFolder(userId, request));
    const numbers = held
      .filter((object) => /^\d+$/.test(object.name))
      .filter((object) => {
        const range = chunkRange(request.totalSize, request.chunkSize, Number(object.name));
        return range !== undefined && range.end - range.start === object.size;
      })
      .map((object) => Number(object.name))
      .sort((a, b) => a - b);
    return { uploaded: false, chunkNumbers: numbers, merge: numbers.length === request.totalChunks };
  }
  return {
    async probe(userId, request, rules) {
      checkFile(rules, { name: request.filename, size: request.totalSize });
      return stored(userId, request);
    },
    async putChunk(userId, request, rules, bytes) {
      checkFile(rules, { name: request.filename, size: request.totalSize });
      if (bytes.length !== request.currentChunkSize) throw fail('fileChunkInvalid', { detail: 'currentChunkSize' });
      await storage.put(`${chunkFolder(userId, request)}/${request.chunkNumber}`, bytes);
      return stored(userId, request);
    },
    async merge(userId, request, type, rules, now) {
      checkFile(rules, { name: request.filename, size: request.totalSize });
      const plan = planChunks(request.totalSize, request.chunkSize);
      const folder = chunkFolder(userId, request);
      const state = await stored(userId, { ...request, chunkNumber: 1, currentChunkSize: plan[0]!.end, totalChunks: plan.length });
      if (!state.merge) throw fail('fileChunksMissing');
      const fileId = newFileId(extensionOf(request.filename), now);
      const key = `${checkType(type)}/${fileId}`;
      // The whole file's md5, as the browser's spark-md5 computes it over its slices; node's native hash is several
      // times faster on a large file than hashing in JavaScript.
      const hash = createHash('md5');
      async function* parts() {
        for (const chunk of plan) {
          const bytes = await storage.read(`${folder}/${chunk.number}`);
          if (!bytes || bytes.length !== chunk.end - chunk.start) throw fail('fileChunksMissing');
          hash.update(bytes);
          yield bytes;
        }
      }
      await storage.putParts(key, parts());
      if (hash.digest('hex') !== request.identifier.toLowerCase()) {
        // The chunks do not make the file the browser hashed: drop both, so the next attempt starts clean.
        await storage.remove(key);
        await storage.remove(folder);
        throw fail('fileMd5Mismatch');
      }
      await storage.remove(folder);
      return answerOf(type, request.filename, fileId, request.totalSize);
    },
    async putWhole(type, name, bytes, rules, now) {
      checkFile(rules, { name, size: bytes.length });
      const fileId = newFileId(extensionOf(name), now);
      await storage.put(`${checkType(type)}/${fileId}`, bytes);
      return answerOf(type, name, fileId, bytes.length);
    },
  };
}
