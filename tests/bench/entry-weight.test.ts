/**
 * The sign-in page's download (issue 13): the client is built into a scratch directory and the entry's static
 * import graph — what the browser fetches before the sign-in form can show — is checked for code that belongs
 * after sign-in, for lazy chunks preloaded anyway, and against a size budget.
 *
 * The issue's target is 150 KB of JavaScript after gzip ({@link SIGN_IN_JS_TARGET}; `npm run bench` judges it in
 * Chromium). It is not met yet: React DOM with antd's style engine alone weigh about 93 KB after gzip, React
 * Router about 30 KB and i18next about 18 KB — the stack's floor before any of our code, antd's inputs or the three
 * languages' strings (about 25 KB) — so the target needs a sign-in page built without them. {@link SIGN_IN_JS_BUDGET} is where route splitting brought it
 * (503 KB before, about 269 KB after); the test keeps it from growing back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { entryWeight, SIGN_IN_JS_TARGET } from '../../scripts/bench/entry-weight';

/** The regression budget of the sign-in page's JavaScript after gzip, in bytes. */
const SIGN_IN_JS_BUDGET = 290 * 1024;

/** Code that must load only after sign-in or where it is used. */
const AFTER_SIGN_IN = [
  /node_modules\/@rjsf\//,
  /node_modules\/ajv\//,
  /node_modules\/echarts\//,
  /node_modules\/quill\//,
  /node_modules\/@e965\/xlsx\//,
  /node_modules\/@uiw\//,
  /node_modules\/@dnd-kit\//,
  /node_modules\/@rc-component\/table\//,
  /node_modules\/@rc-component\/picker\/(?!(es|lib)\/locale\/)/, // antd's locales name the picker's words: small, and needed by ConfigProvider
  /node_modules\/@rc-component\/menu\//,
  /\/runtime\/react\//,
  /\/widgets\//,
  /\/src\/layout\/Shell\.tsx$/,
  // Pages other than the sign-in page (their strings, *.ts, load with the rest of the catalogue).
  /\/src\/pages\/(?!login\/).*\.tsx$/,
];

let outDir = '';
let bundle: Rollup.OutputBundle = {};

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klx-entry-'));
  const capture: Plugin = {
    name: 'capture-bundle',
    generateBundle(_options, output) {
      bundle = output;
    },
  };
  // Vitest runs with NODE_ENV=test, which would build React's development code: weigh what production ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.resolve('vite.config.ts'), mode: 'production', logLevel: 'silent', plugins: [capture], build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}, 300_000);

afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

/** The chunks the entry imports statically, transitively, with the entry itself. */
function entryClosure(): Rollup.OutputChunk[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Map<string, Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) visit(byName.get(name)!);
  };
  chunks.filter((chunk) => chunk.isEntry).forEach(visit);
  return [...seen.values()];
}

describe('the sign-in page’s JavaScript', () => {
  it('holds none of the code that belongs after sign-in', () => {
    const closure = entryClosure();
    expect(closure.length).toBeGreaterThan(0);
    const modules = closure.flatMap((chunk) => Object.keys(chunk.modules)).map((id) => id.replace(/\\/g, '/'));
    expect(modules.some((id) => id.endsWith('/src/pages/login/LoginPage.tsx'))).toBe(true);
    expect(modules.filter((id) => AFTER_SIGN_IN.some((pattern) => pattern.test(id)))).toEqual([]);
  });

  it('preloads only what the entry imports, not the lazy chunks', () => {
    const closure = new Set(entryClosure().map((chunk) => chunk.fileName));
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const preloaded = [...html.matchAll(/rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((match) => match[1]);
    expect(preloaded.length).toBeGreaterThan(0);
    expect(preloaded.filter((file) => !closure.has(file!))).toEqual([]);
  });

  it('stays within the budget after gzip, and the weighing counts what the entry loads', () => {
    const weight = entryWeight(outDir);
    const closure = entryClosure().map((chunk) => chunk.fileName).sort();
    expect(weight.files.filter((file) => file.file.endsWith('.js')).map((file) => file.file).sort()).toEqual(closure);
    expect(weight.js).toBeLessThanOrEqual(SIGN_IN_JS_BUDGET);
    // Not yet the target: see the header.
    expect(SIGN_IN_JS_TARGET).toBeLessThan(SIGN_IN_JS_BUDGET);
  });
});
