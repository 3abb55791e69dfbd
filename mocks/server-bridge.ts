/**
 * msw handlers that forward every /api call to the real app in-process — component tests talk to the real server
 * code over a real (in-memory) database, with no hand-written fakes. `faults` lets a test break a path on purpose.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';

/** Something that answers fetch requests (the Hono app). */
export interface FetchApp {
  fetch(request: Request): Response | Promise<Response>;
}

/** Forced answers for paths, for testing how the client copes with failures. */
export type Faults = Map<string, 'network' | { code: number; msg: string }>;

/** Builds the handlers over an app. */
export function bridgeHandlers(app: FetchApp, faults: Faults = new Map()): RequestHandler[] {
  return [
    http.all('*/api/*', async ({ request }) => {
      const path = new URL(request.url).pathname;
      const fault = faults.get(path);
      if (fault === 'network') return HttpResponse.error();
      if (fault) return HttpResponse.json(fault);
      return app.fetch(request);
    }),
  ];
}
