/**
 * Node adapter: serves the built client from a directory. Files with a known extension are served as they are;
 * any other path is a client route and gets index.html. Paths never escape the directory.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

/** Returns a function serving `root`, or undefined responses when the client is not built. */
export function createClientServer(root: string) {
  const resolvedRoot = path.resolve(root);
  return async (requestPath: string): Promise<Response | undefined> => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(requestPath);
    } catch {
      return undefined;
    }
    const target = path.resolve(resolvedRoot, `.${path.posix.normalize(decoded)}`);
    if (target !== resolvedRoot && !target.startsWith(resolvedRoot + path.sep)) return undefined;
    const extension = path.extname(target);
    if (extension && TYPES[extension]) {
      const file = await fs.readFile(target).catch(() => undefined);
      if (!file) return undefined;
      const immutable = requestPath.startsWith('/assets/');
      return new Response(file, {
        headers: { 'content-type': TYPES[extension]!, 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' },
      });
    }
    const index = await fs.readFile(path.join(resolvedRoot, 'index.html')).catch(() => undefined);
    if (!index) return undefined;
    return new Response(index, { headers: { 'content-type': TYPES['.html']!, 'cache-control': 'no-cache' } });
  };
}
