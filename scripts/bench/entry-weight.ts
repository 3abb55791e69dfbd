/**
 * What the sign-in page costs to download, read from a built client without a browser: the entry script that
 * dist/index.html names, every chunk it imports statically (transitively — what the browser must fetch before
 * anything runs) and the stylesheets the page links, each gzipped at level 9 as the client bench does. Chunks
 * loaded with dynamic `import()` are not counted: they load only when their route or widget is used. The target
 * (issue 13) is {@link SIGN_IN_JS_TARGET}.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The sign-in page's JavaScript budget after gzip, in bytes (issue 13). */
export const SIGN_IN_JS_TARGET = 150 * 1024;

/** Bytes after gzip of the entry's JavaScript and CSS, and the files counted. */
export interface EntryWeight {
  js: number;
  css: number;
  files: { file: string; gzip: number }[];
}

// Static imports in a built chunk: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{…}from"./x.js"`.
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

const gzipSize = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;

/** Weighs the entry of the client built into `distDir`. */
export function entryWeight(distDir: string): EntryWeight {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((match) => match[1]!);
  const seen = new Set<string>();
  const files: EntryWeight['files'] = [];
  let js = 0;
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const body = fs.readFileSync(file);
    const gzip = gzipSize(body);
    js += gzip;
    files.push({ file: path.relative(distDir, file), gzip });
    for (const match of body.toString('utf8').matchAll(STATIC_IMPORT)) visit(path.resolve(path.dirname(file), match[1]!));
  };
  for (const src of scripts) visit(path.join(distDir, src.replace(/^\//, '')));
  let css = 0;
  for (const href of styles) {
    const gzip = gzipSize(fs.readFileSync(path.join(distDir, href.replace(/^\//, ''))));
    css += gzip;
    files.push({ file: href.replace(/^\//, ''), gzip });
  }
  return { js, css, files: files.sort((a, b) => b.gzip - a.gzip) };
}
