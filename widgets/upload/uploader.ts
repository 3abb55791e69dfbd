/**
 * One file's resumable upload in the browser (spec 02 §4 "Upload file states"), apart from React: hash the whole
 * file (文件校验中), ask the server which chunks it holds, send the others one at a time with up to five retries
 * each, then merge. States: waiting → verifying → uploading → success, or paused / error on the way; pause while
 * waiting, verifying or uploading, resume when paused, retry on error. Progress stays at 99% until the merge
 * answers. A page reload or a server restart loses nothing stored: adding the same file again probes, and only the
 * chunks the server lacks are sent.
 */
import { CHUNK_SIZE, MAX_CHUNK_RETRIES, missingChunks, planChunks, uploadPercent } from '../../runtime/core/files/chunks';
import { extensionOf, sanitizeFileName } from '../../runtime/core/files/rules';

/** Where an upload stands. */
export type UploadStatus = 'waiting' | 'verifying' | 'uploading' | 'paused' | 'error' | 'success';

/** The server's answer to a probe or a chunk. */
export interface ChunkState {
  uploaded?: boolean;
  chunkNumbers: number[];
  merge: boolean;
}

/** A stored file (spec 02 §3 "Uploaded file"). */
export interface UploadedFile {
  name: string;
  fileId: string;
  url: string;
  fileSize: number;
  fileExtension: string;
  fileVersionId?: string;
  thumbUrl?: string;
}

/** A refused call: `final` when the server answered (no retry helps), not when the transport failed. */
export class UploadCallError extends Error {
  constructor(
    message: string,
    readonly final: boolean,
  ) {
    super(message);
    this.name = 'UploadCallError';
  }
}

/** The three calls of the protocol, as the host sends them (with the session header). */
export interface UploadTransport {
  probe(fields: Record<string, string>): Promise<ChunkState>;
  chunk(fields: Record<string, string>, chunk: Blob, name: string): Promise<ChunkState>;
  merge(fields: Record<string, string>): Promise<UploadedFile>;
}

/** A snapshot of one upload, for the panel. */
export interface UploadSnapshot {
  id: string;
  name: string;
  size: number;
  status: UploadStatus;
  percent: number;
  error?: string;
  result?: UploadedFile;
}

/** What an upload needs. */
export interface UploadOptions {
  transport: UploadTransport;
  /** The upload type (annex, annexpic…). */
  type: string;
  /** Extra fields sent with every call (screen and field, so the server applies the field's rules). */
  extra?: Record<string, string>;
  hash(file: Blob): Promise<string>;
  onChange(snapshot: UploadSnapshot): void;
  chunkSize?: number;
  /** Waits before a retry (tests pass a short one). */
  retryDelay?: (attempt: number) => Promise<void>;
  /** The message for a transport failure (上传失败). */
  failedMessage: string;
}

/** The controls of one upload. */
export interface UploadTask {
  readonly id: string;
  snapshot(): UploadSnapshot;
  start(): Promise<void>;
  pause(): void;
  resume(): Promise<void>;
  retry(): Promise<void>;
}

let sequence = 0;

/** Creates the upload of one file (not started). */
export function createUploadTask(file: File, options: UploadOptions): UploadTask {
  const id = `upload-${Date.now()}-${(sequence += 1)}`;
  const name = sanitizeFileName(file.name);
  const chunkSize = options.chunkSize ?? CHUNK_SIZE;
  const plan = planChunks(file.size, chunkSize);
  let state: UploadSnapshot = { id, name, size: file.size, status: 'waiting', percent: 0 };
  let identifier: string | undefined;
  let run = 0;
  const set = (next: Partial<UploadSnapshot>) => {
    state = { ...state, ...next };
    options.onChange(state);
  };
  const base = () => ({ identifier: identifier!, filename: name, totalSize: String(file.size), chunkSize: String(chunkSize), totalChunks: String(plan.length), fileType: options.type, extension: extensionOf(name), ...options.extra });
  const sentBytes = (numbers: number[]) => plan.filter((chunk) => numbers.includes(chunk.number)).reduce((total, chunk) => total + chunk.end - chunk.start, 0);
  const delay = options.retryDelay ?? ((attempt: number) => new Promise<void>((resolve) => setTimeout(resolve, 500 * attempt)));

  async function go(): Promise<void> {
    const mine = (run += 1);
    const current = () => mine === run && state.status !== 'paused';
    try {
      if (!identifier) {
        set({ status: 'verifying', error: undefined });
        identifier = await options.hash(file);
        if (!current()) return;
      }
      set({ status: 'uploading', error: undefined });
      const first = plan[0]!;
      let stored = (await options.transport.probe({ ...base(), chunkNumber: '1', currentChunkSize: String(first.end - first.start) })).chunkNumbers;
      if (!current()) return;
      set({ percent: uploadPercent(sentBytes(stored), file.size, false) });
      for (const chunk of missingChunks(plan, stored)) {
        for (let attempt = 0; ; attempt += 1) {
          if (!current()) return;
          try {
            const fields = { ...base(), chunkNumber: String(chunk.number), currentChunkSize: String(chunk.end - chunk.start) };
            stored = (await options.transport.chunk(fields, file.slice(chunk.start, chunk.end), name)).chunkNumbers;
            break;
          } catch (error) {
            if (error instanceof UploadCallError && error.final) throw error;
            if (attempt >= MAX_CHUNK_RETRIES) throw error;
            await delay(attempt + 1);
          }
        }
        if (!current()) return;
        set({ percent: uploadPercent(sentBytes(stored), file.size, false) });
      }
      const result = await options.transport.merge({ ...base(), fileName: name, fileSize: String(file.size), type: options.type });
      if (mine !== run) return;
      set({ status: 'success', percent: 100, result });
    } catch (error) {
      if (mine !== run) return;
      const message = error instanceof UploadCallError && error.final ? error.message : options.failedMessage;
      set({ status: 'error', error: message });
    }
  }

  return {
    id,
    snapshot: () => state,
    start: go,
    pause() {
      if (state.status === 'waiting' || state.status === 'verifying' || state.status === 'uploading') set({ status: 'paused' });
    },
    async resume() {
      if (state.status === 'paused') await go();
    },
    async retry() {
      if (state.status === 'error') await go();
    },
  };
}
