/**
 * Issue 13 in a real browser: a fresh visit to /login downloads at most 150 KB of JavaScript after gzip before the
 * sign-in form is usable — the entry and the sign-in strings of the language in use, not the rest of the
 * language — and the rest of the strings arrives when it is needed: on leaving the sign-in page, on a direct visit
 * to a signed-in page, and with a language switched to on the sign-in page.
 */
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { ADMIN, signIn, useBrowserApp } from './harness';

const app = useBrowserApp({ viewport: { width: 1366, height: 800 } });

/** The target for the sign-in page's JavaScript after gzip, in bytes. */
const SIGN_IN_JS_TARGET = 150 * 1024;

/** A script the page fetched: its body and its size after gzip (level 9, as the bench weighs). */
interface Script {
  url: string;
  body: string;
  gzip: number;
}

/** Records the scripts the page fetches from now on; `settled()` answers them once every body has been read. */
function recordScripts(page: Page) {
  const reads: Promise<Script | undefined>[] = [];
  page.on('response', (response) => {
    if (!/\.m?js(\?|$)/.test(response.url())) return;
    reads.push(
      response.body().then(
        (body) => ({ url: response.url(), body: body.toString('utf8'), gzip: zlib.gzipSync(body, { level: 9 }).length }),
        () => undefined,
      ),
    );
  });
  return {
    async settled(): Promise<Script[]> {
      await page.waitForLoadState('networkidle');
      return (await Promise.all(reads)).filter((script): script is Script => script !== undefined);
    },
    clear() {
      reads.length = 0;
    },
  };
}

// What tells the parts apart in the built chunks: an entry ("key": text) only the rest of the strings holds, and
// a sign-in string's English text (keys are the same in every language; the English text is ASCII).
const isRest = (script: Script) => /["']nav\.logout["']\s*:/.test(script.body);
const isSignInEnglish = (script: Script) => script.body.includes('Account sign-in') && !isRest(script);

async function formUsable(page: Page) {
  await page.waitForFunction(() => {
    const password = document.querySelector<HTMLInputElement>('input[type="password"]');
    return password !== null && !password.disabled;
  });
}

describe('the sign-in page’s download', () => {
  it('is at most 150 KB of JavaScript after gzip, without the rest of the strings, which come on signing in', async () => {
    const scripts = recordScripts(app.page);
    await app.page.goto(`${app.server.url}/login`);
    await formUsable(app.page);
    const signInPage = await scripts.settled();
    const total = signInPage.reduce((sum, script) => sum + script.gzip, 0);
    console.log(`sign-in page: ${signInPage.length} scripts, ${(total / 1024).toFixed(1)} KB of JavaScript after gzip`);
    expect(total).toBeLessThanOrEqual(SIGN_IN_JS_TARGET);
    expect(signInPage.filter(isRest).map((script) => script.url)).toEqual([]);
    expect(await app.page.getByRole('heading', { name: '账号登录' }).count()).toBe(1);

    scripts.clear();
    await signIn(app.page, ADMIN);
    await app.page.waitForURL(/\/home$/);
    await app.page.getByTestId('home-greeting').waitFor();
    expect((await scripts.settled()).filter(isRest)).toHaveLength(1);

    // A direct visit to a signed-in page: the rest of the strings loads before the shell draws.
    scripts.clear();
    await app.page.reload();
    await app.page.getByTestId('home-greeting').waitFor();
    expect((await scripts.settled()).filter(isRest)).toHaveLength(1);
  });

  it('loads both parts of a language chosen on the sign-in page', async () => {
    await app.page.goto(`${app.server.url}/login`);
    await formUsable(app.page);
    await app.page.waitForLoadState('networkidle');
    const scripts = recordScripts(app.page);
    await app.page.getByTestId('language-select').hover();
    await app.page.getByTestId('language-en').click();
    await app.page.getByRole('heading', { name: 'Account sign-in' }).waitFor();
    await app.page.getByText('Switch Language Success').waitFor();
    const switched = await scripts.settled();
    expect(switched.filter(isSignInEnglish)).toHaveLength(1);
    expect(switched.filter(isRest)).toHaveLength(1);
  });
});
