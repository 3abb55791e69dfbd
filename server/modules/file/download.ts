/**
 * Answers a stored object as a download or an inline preview. Only images (not SVG, which can hold script) and
 * PDF are ever shown inline; everything else is an attachment, with nosniff and a sandboxing CSP either way, so a
 * stored file can never run as a page of this origin.
 */
import { extensionOf } from '../../../runtime/core/files/rules';

const INLINE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The header value naming a download in any language (RFC 6266 / RFC 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The response streaming an object under a file name. */
export function fileResponse(object: { size: number; stream: ReadableStream<Uint8Array> }, name: string, inline: boolean): Response {
  const type = INLINE_TYPES[extensionOf(name)];
  const showInline = inline && type !== undefined;
  return new Response(object.stream, {
    headers: {
      'content-type': showInline ? type : 'application/octet-stream',
      'content-length': String(object.size),
      'content-disposition': contentDisposition(showInline ? 'inline' : 'attachment', name),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
      'cache-control': 'private, max-age=600',
    },
  });
}
