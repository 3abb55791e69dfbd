/**
 * The browser tests' (and the screenshot script's) call of the API from inside a signed-in page, kept apart from
 * the harness so a plain script can use it without the test runner.
 */
import type { Page } from 'playwright-core';

/** An answer of the API, in the envelope. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * Calls the API from inside the page with the signed-in user's token (as the app's own requests do), for a test's
 * setup or to read what the server stored; the body, when given, is sent as JSON.
 */
export function pageApi<T = Record<string, unknown>>(page: Page, method: string, url: string, body?: unknown): Promise<Envelope<T>> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const token = JSON.parse(localStorage.getItem('klx_token') ?? '""') as string;
      const headers: Record<string, string> = { Authorization: token, 'klx-origin': 'pc' };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return response.json();
    },
    { method, url, body },
  ) as Promise<Envelope<T>>;
}
