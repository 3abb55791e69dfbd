/** The upload protocol's three calls over the host's data provider (which adds the session header). */
import type { DataProvider } from '../../runtime/react/host';
import { UploadCallError, type ChunkState, type UploadTransport, type UploadedFile } from './uploader';

/** Turns a rejected call into an UploadCallError: final when the server answered (code or final set). */
function asCallError(error: unknown): UploadCallError {
  const detail = error as { message?: string; final?: boolean; code?: number };
  const final = detail?.final === true || typeof detail?.code === 'number';
  return new UploadCallError(detail?.message ?? String(error), final);
}

/** The transport of the resumable upload over a data provider. */
export function providerTransport(data: DataProvider): UploadTransport {
  return {
    probe: (fields) => data.request<ChunkState>('GET', '/api/file/chunk', fields).catch((error: unknown) => Promise.reject(asCallError(error))),
    chunk: async (fields, chunk, name) => {
      try {
        return (await data.upload('/api/file/chunk', chunk, fields, name)).data as ChunkState;
      } catch (error) {
        throw asCallError(error);
      }
    },
    merge: (fields) => data.request<UploadedFile>('POST', '/api/file/merge', fields).catch((error: unknown) => Promise.reject(asCallError(error))),
  };
}
