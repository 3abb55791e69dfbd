/**
 * The sign-in page's download (issue 13): the client is built into a scratch directory and the entry's static
 * import graph — what the browser fetches before the sign-in form can show — is checked for code that belongs
 * after sign-in, for lazy chunks preloaded anyway, for other languages' strings, and against a size budget.
 *
 * The issue's target is 150 KB of JavaScript after gzip ({@link SIGN_IN_JS_TARGET}; `npm run bench` judges it in
 * Chromium). The sign-in page is drawn without antd (its toasts and language menu load when first shown), antd's
 * configuration comes with the pages after sign-in, and only the strings of the language in use load, as a chunk
 * of their own fetched before the first render. That brought the entry from 503 KB (one bundle) to 269 KB (route
 * splitting) to about 138 KB, of which React DOM with React is about 68 KB, React Router 32 KB and i18next 18 KB.
 * {@link SIGN_IN_JS_BUDGET} keeps it from growing back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { entryWeight, SIGN_IN_JS_TARGET } from '../../scripts/bench/entry-weight';

/** The regression budget of the sign-in page's JavaScript after gzip, in bytes: what it weighs, with a little slack. */
const SIGN_IN_JS_BUDGET = 145 * 1024;

/** Code that must load only after sign-in or where it is used. */
const AFTER_SIGN_IN = [
  /node_modules\/@rjsf\//,
  /node_modules\/ajv\//,
  /node_modules\/echarts\//,
  /node_modules\/quill\//,
  /node_modules\/@e965\/xlsx\//,
  /node_modules\/@uiw\//,
  /node_modules\/@dnd-kit\//,
  // antd and its engine: the sign-in page draws its own controls; toasts and the language menu load when shown.
  /node_modules\/antd\//,
  /node_modules\/@ant-design\/cssinjs/,
  /node_modules\/@rc-component\//,
  /\/src\/AntdProvider\.tsx$/,
  // Strings: each language's are a chunk of their own, loaded for the language in use.
  /\/src\/i18n\/(bundles|locales)\//,
  /\/runtime\/core\/i18n\/catalogue\//,
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
    expect(SIGN_IN_JS_BUDGET).toBeLessThanOrEqual(SIGN_IN_JS_TARGET);
  });

  it('loads each language’s strings as chunks of their own, holding no other language’s catalogue', () => {
    const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const catalogues = (language: string) => [`/src/i18n/locales/${language}.ts`, `/runtime/core/i18n/catalogue/${language}.ts`];
    for (const language of ['zh-CN', 'zh-TW', 'en']) {
      const bundleChunk = chunks.find((chunk) => Object.keys(chunk.modules).some((id) => id.replace(/\\/g, '/').endsWith(`/src/i18n/bundles/${language}.ts`)));
      expect(bundleChunk, language).toBeDefined();
      expect(bundleChunk!.isDynamicEntry).toBe(true);
      // What the language's chunk brings along when it loads.
      const loaded = new Map<string, Rollup.OutputChunk>();
      const visit = (chunk: Rollup.OutputChunk) => {
        if (loaded.has(chunk.fileName)) return;
        loaded.set(chunk.fileName, chunk);
        for (const name of chunk.imports) visit(byName.get(name)!);
      };
      visit(bundleChunk!);
      const modules = [...loaded.values()].flatMap((chunk) => Object.keys(chunk.modules)).map((id) => id.replace(/\\/g, '/'));
      for (const own of catalogues(language)) expect(modules.some((id) => id.endsWith(own)), own).toBe(true);
      const others = ['zh-CN', 'zh-TW', 'en'].filter((other) => other !== language).flatMap(catalogues);
      expect(modules.filter((id) => others.some((other) => id.endsWith(other)))).toEqual([]);
    }
  });
});
