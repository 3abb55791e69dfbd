/**
 * Security headers on every answer (issue 8): a Content-Security-Policy the built client runs under (scripts only
 * from this origin, no inline script; inline styles allowed for antd's CSS-in-JS; `'unsafe-eval'` because ajv, the
 * one validator shared by browser and server, compiles each screen's model into a function — screens can be stored
 * definitions, so the validators cannot be precompiled at build time. Formulas and show rules never reach it: they
 * go through the expression parser over plain values), nosniff, no framing by other
 * sites (the app frames external links itself — spec 01 menu type 7 — so frame-src allows http(s)), no referrer
 * (addresses may carry a token: /view/{id}?token=), and `Cache-Control: no-store` on every /api answer, which may
 * carry tokens or personal data.
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './env';

/** The Content-Security-Policy directives (hono's names). */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'http:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  frameSrc: ["'self'", 'http:', 'https:'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

/** Sets the security headers; /api answers are never cached. */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  const headers = secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    xFrameOptions: 'SAMEORIGIN',
    referrerPolicy: 'no-referrer',
    xContentTypeOptions: 'nosniff',
    // Data views open in a window of their own (menu type 6) and keep their opener relation.
    crossOriginOpenerPolicy: false,
    strictTransportSecurity: false,
  });
  return async (c, next) => {
    await headers(c, async () => {
      await next();
      if (c.req.path.startsWith('/api')) c.res.headers.set('cache-control', 'no-store');
    });
  };
}

/** A path as an error message may show it: segments that may be tokens or other secrets are replaced by "…". */
export function redactPath(path: string): string {
  return path
    .slice(0, 200)
    .split('/')
    .map((segment) => (segment.length > 24 || (segment.length >= 12 && /\d/.test(segment) && /^[\w.~%+=-]+$/.test(segment)) ? '…' : segment))
    .join('/');
}
