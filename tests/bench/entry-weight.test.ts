/**
 * The sign-in page's download (issue 13): the client is built into a scratch directory and the entry's static
 * import graph — what the browser fetches before the sign-in form can show — is checked for code that belongs
 * after sign-in, for lazy chunks preloaded anyway, for other languages' strings, and against a size budget.
 *
 * The target is 150 KB of JavaScript after gzip ({@link SIGN_IN_JS_TARGET}; `npm run bench` judges it in
 * Chromium), the entry and the strings fetched before the first render together. The sign-in page is drawn
 * without antd (its toasts and language menu load when first shown), antd's configuration comes with the pages
 * after sign-in, and before the first render only the sign-in strings of the language in use load, as a chunk of
 * their own; the rest of the language is a chunk fetched before a page past the sign-in page renders. That brought
 * the entry from 503 KB (one bundle) to 269 KB (route splitting) to about 138 KB, of which React DOM with React is
 * about 68 KB, React Router 32 KB and i18next 18 KB, and the strings before the first render from 26 KB (the whole
 * language, with other languages' feature strings) to under 1 KB. {@link ENTRY_JS_BUDGET} and
 * {@link SIGN_IN_JS_BUDGET} keep them from growing back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { build, type Plugin, type Rollup } from 'vite';
import { LANGUAGES } from '../../runtime/core/i18n/languages';
import { entryWeight, SIGN_IN_JS_TARGET } from '../../scripts/bench/entry-weight';
import { resources } from '../../src/i18n/resources';
import { signInZhCN } from '../../src/i18n/sign-in/zh-CN';

/** The regression budget of the entry's JavaScript after gzip, in bytes: what it weighs, with a little slack. */
const ENTRY_JS_BUDGET = 145 * 1024;

/**
 * The regression budget of everything the sign-in page fetches before its form shows — the entry and the sign-in
 * strings of the heaviest language — after gzip, in bytes: what it weighs, with a little slack.
 */
const SIGN_IN_JS_BUDGET = 146 * 1024;

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
  // Strings: each language's are chunks of their own, loaded for the language in use.
  /\/src\/i18n\/(bundles|locales|sign-in)\//,
  /\/i18n\/(zh-CN|zh-TW|en)\.ts$/,
  /\/runtime\/core\/i18n\/catalogue\//,
  /\/runtime\/core\/.*messages(\.(zh-CN|zh-TW|en))?\.ts$/,
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

const chunks = () => Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
const moduleIds = (list: Rollup.OutputChunk[]) => list.flatMap((chunk) => Object.keys(chunk.modules)).map((id) => id.replace(/\\/g, '/'));

/** The chunks that loading `from` fetches: they and what they import statically, transitively. */
function closure(...from: Rollup.OutputChunk[]): Rollup.OutputChunk[] {
  const byName = new Map(chunks().map((chunk) => [chunk.fileName, chunk]));
  const seen = new Map<string, Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) visit(byName.get(name)!);
  };
  from.forEach(visit);
  return [...seen.values()];
}

/** The chunks the entry imports statically, transitively, with the entry itself. */
const entryClosure = () => closure(...chunks().filter((chunk) => chunk.isEntry));

/** The chunk holding a module whose id ends with `suffix`. */
function chunkOf(suffix: string): Rollup.OutputChunk {
  const found = chunks().find((chunk) => moduleIds([chunk]).some((id) => id.endsWith(suffix)));
  expect(found, suffix).toBeDefined();
  return found!;
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length;

/** The strings a built chunk exports (its exports' minified names aside), merged. */
async function builtStrings(chunk: Rollup.OutputChunk): Promise<Record<string, string>> {
  const module = (await import(pathToFileURL(path.join(outDir, chunk.fileName)).href)) as Record<string, unknown>;
  return Object.assign({}, ...Object.values(module).filter((value) => typeof value === 'object' && value !== null));
}

describe('the sign-in page’s JavaScript', () => {
  it('holds none of the code that belongs after sign-in', () => {
    const modules = moduleIds(entryClosure());
    expect(modules.some((id) => id.endsWith('/src/pages/login/LoginPage.tsx'))).toBe(true);
    expect(modules.filter((id) => AFTER_SIGN_IN.some((pattern) => pattern.test(id)))).toEqual([]);
  });

  it('names only sign-in strings, so that its first render needs no more', () => {
    // Keys the entry names that show only once the whole language is there: the language switch's confirmation
    // (the new language has loaded whole), the titles the routes hand to pages loaded later, and the password
    // rules' messages (the entry reads the rules' shape from runtime/core/password/policy.ts; the dialogs that
    // show the messages come after sign-in).
    const shownLater = (key: string) => key === 'nav.switchLanguageSuccess' || key.startsWith('route.') || key.startsWith('password.');
    const sources = moduleIds(entryClosure()).filter((id) => !id.includes('/node_modules/') && /\.tsx?$/.test(id) && fs.existsSync(id));
    expect(sources.length).toBeGreaterThan(0);
    const named = sources.flatMap((id) =>
      [...fs.readFileSync(id, 'utf8').matchAll(/'([\w.-]+)'/g)].map((match) => match[1]!).filter((key) => key in resources['zh-CN']).map((key) => ({ module: path.relative('.', id), key })),
    );
    expect(named.some(({ key }) => key === 'login.title')).toBe(true);
    expect(named.filter(({ key }) => !(key in signInZhCN) && !shownLater(key))).toEqual([]);
  });

  it('preloads only what the entry imports, not the lazy chunks', () => {
    const entry = new Set(entryClosure().map((chunk) => chunk.fileName));
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const preloaded = [...html.matchAll(/rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((match) => match[1]);
    expect(preloaded.length).toBeGreaterThan(0);
    expect(preloaded.filter((file) => !entry.has(file!))).toEqual([]);
  });

  it('stays within the budget after gzip with the sign-in strings, and the weighing counts what the entry loads', () => {
    const weight = entryWeight(outDir);
    const entry = entryClosure().map((chunk) => chunk.fileName).sort();
    expect(weight.files.filter((file) => file.file.endsWith('.js')).map((file) => file.file).sort()).toEqual(entry);
    expect(weight.js).toBeLessThanOrEqual(ENTRY_JS_BUDGET);
    // Before the first render: the entry, and the sign-in strings of the language in use with what they import.
    for (const language of LANGUAGES) {
      const strings = closure(chunkOf(`/src/i18n/sign-in/${language}.ts`)).filter((chunk) => !entry.includes(chunk.fileName));
      const total = weight.js + strings.reduce((sum, chunk) => sum + gzipSize(chunk.fileName), 0);
      expect(total, language).toBeLessThanOrEqual(SIGN_IN_JS_BUDGET);
    }
    expect(ENTRY_JS_BUDGET).toBeLessThanOrEqual(SIGN_IN_JS_BUDGET);
    expect(SIGN_IN_JS_BUDGET).toBeLessThanOrEqual(SIGN_IN_JS_TARGET);
  });
});

describe('the strings’ chunks', () => {
  // A file of one language's strings: a catalogue `<language>.ts`, or a catalogue's part `<name>.<language>.ts`.
  const ofLanguage = (language: string) => (id: string) => id.endsWith(`/${language}.ts`) || id.endsWith(`.${language}.ts`);
  // Files that hold every language at once (the runtime's `*messages.ts` gathering its catalogues' languages).
  const everyLanguage = (id: string) => /\/runtime\/core\/.*messages\.ts$/.test(id);

  it.each(LANGUAGES)('%s: the sign-in strings are a chunk of their own, importing nothing', (language) => {
    const signIn = chunkOf(`/src/i18n/sign-in/${language}.ts`);
    expect(signIn.isDynamicEntry).toBe(true);
    expect(closure(signIn)).toEqual([signIn]);
    expect(moduleIds([signIn])).toEqual([expect.stringMatching(new RegExp(`/src/i18n/sign-in/${language}\\.ts$`))]);
  });

  it.each(LANGUAGES)('%s: the rest loads as a chunk of its own, with no other language’s strings', (language) => {
    const whole = chunkOf(`/src/i18n/bundles/${language}.ts`);
    expect(whole.isDynamicEntry).toBe(true);
    const modules = moduleIds(closure(whole));
    for (const own of [`/src/i18n/locales/${language}.ts`, `/runtime/core/i18n/catalogue/${language}.ts`, `/src/i18n/sign-in/${language}.ts`, `/runtime/core/lowcode/board-messages.${language}.ts`, `/src/chat/i18n/${language}.ts`]) {
      expect(modules.some((id) => id.endsWith(own)), own).toBe(true);
    }
    const others = LANGUAGES.filter((other) => other !== language).map(ofLanguage);
    expect(modules.filter((id) => everyLanguage(id) || others.some((other) => other(id)))).toEqual([]);
  });

  it.each(LANGUAGES)('%s: every string of the language is in the built parts, as written', async (language) => {
    const signIn = await builtStrings(chunkOf(`/src/i18n/sign-in/${language}.ts`));
    const whole = await builtStrings(chunkOf(`/src/i18n/bundles/${language}.ts`));
    expect(Object.keys(signIn).length).toBeGreaterThan(0);
    expect({ ...whole, ...signIn }).toEqual(resources[language]);
  });
});
