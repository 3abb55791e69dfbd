/**
 * Bounded request bodies (issue 8): a body over its route's limit is refused before it is read whole — by its
 * Content-Length at once, or, when streamed without one, as soon as the bytes read pass the limit — with the
 * envelope and a clear message. Anonymous calls (sign-in, captcha) get a small limit, imports the spec's file size
 * (spec 02 §9: 500 KB) plus room for the multipart envelope, everything else a JSON default.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { translate } from '../../runtime/core/i18n/messages';
import { ResponseCode } from '../../runtime/core/contract/envelope';
import { isPublicPath } from '../auth/guard';
import type { AppEnv } from './env';
import { CHUNK_SIZE } from '../../runtime/core/files/chunks';
import { failure } from './envelope';

const KB = 1024;

/** The body limits in bytes, by kind of route (the README's security notes state them). */
export const BODY_LIMITS = {
  /** Calls that need no session. */
  anonymous: 16 * KB,
  /** Import uploads: the spec's 500 KB file plus the multipart envelope. */
  import: 500 * KB + 64 * KB,
  /** The rows of a spreadsheet import sent back from its preview (resource/spreadsheet.ts: up to 10,000 rows). */
  importRows: 16 * 1024 * KB,
  /** File uploads (spec 02 §9): one chunk of a resumable upload — the last takes the remainder, so under two chunk
   * sizes — or one whole image, plus the multipart envelope; each upload route narrows it to its type's limit. */
  upload: 2 * CHUNK_SIZE + 256 * KB,
  /** Every other call. */
  default: 1024 * KB,
} as const;

/** The limit of a path's body. */
export function bodyLimitOf(path: string): number {
  if (isPublicPath(path)) return BODY_LIMITS.anonymous;
  if (/\/Action\/Import$/i.test(path)) return BODY_LIMITS.import;
  if (/\/(ImportData|ImportExceptionData|ExportExceptionData|Actions\/ExportData)$/.test(path)) return BODY_LIMITS.importRows;
  if (/^\/api\/file\/(chunk|Uploader\/[^/]+)$/i.test(path)) return BODY_LIMITS.upload;
  return BODY_LIMITS.default;
}

/** "16 KB", "1 MB": a limit as people read it. */
function readable(bytes: number): string {
  return bytes >= 1024 * KB ? `${Math.round(bytes / (1024 * KB))} MB` : `${Math.round(bytes / KB)} KB`;
}

/** Refuses bodies over their route's limit. */
export function bodyLimits(): MiddlewareHandler<AppEnv> {
  const byLimit = new Map<number, MiddlewareHandler<AppEnv>>();
  for (const limit of new Set(Object.values(BODY_LIMITS))) {
    byLimit.set(
      limit,
      bodyLimit({
        maxSize: limit,
        onError: (c) => failure(c, ResponseCode.failure, translate(c.get('lang'), 'error.requestTooLarge', { limit: readable(limit) })),
      }),
    );
  }
  return (c, next) => byLimit.get(bodyLimitOf(c.req.path))!(c, next);
}
