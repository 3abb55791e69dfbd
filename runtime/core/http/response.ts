/**
 * How the client treats an answer (spec 01 §7–§8): a pure decision, so that the http client only carries it out
 * and the rule can be tested over every code and path.
 */
import { ResponseCode, SESSION_CODES } from '../contract/envelope';

/** Calls whose 600–602 answers must not reset the session (they are how a session is obtained or re-verified). */
export const SESSION_EXEMPT_PATHS = ['/api/oauth/Login', '/api/oauth/LockScreen'] as const;

/** Calls whose answers are handed back without the code check (spec 01 §8). */
export const CODE_CHECK_EXEMPT_PATTERNS: readonly RegExp[] = [
  /\/api\/system\/DataSource\/Actions\/Test/i,
  /\/api\/visualdev\/OnlineDev\/[^/]+\/Config/i,
  /\/api\/visualdev\/Portal\/[^/]+\/auth/i,
];

/** What the client does with an answer. */
export type ResponseAction =
  | { kind: 'resolve' }
  | { kind: 'reject'; message: string; resetSession: boolean };

/** Strips origin and query so that paths compare by their route. */
export function routeOf(url: string): string {
  const withoutOrigin = url.replace(/^[a-z]+:\/\/[^/]+/i, '');
  return withoutOrigin.split(/[?#]/)[0] ?? '';
}

/**
 * Decides what to do with an envelope answer: resolve on 200 (or an exempt call), otherwise reject with the
 * server's message or the default one, resetting the session on 600–602 except for sign-in and lock-screen.
 */
export function decideResponse(url: string, code: unknown, msg: unknown, defaultMessage: string): ResponseAction {
  const route = routeOf(url);
  if (code === ResponseCode.ok) return { kind: 'resolve' };
  if (CODE_CHECK_EXEMPT_PATTERNS.some((pattern) => pattern.test(route))) return { kind: 'resolve' };
  const message = typeof msg === 'string' && msg.trim() !== '' ? msg : defaultMessage;
  const isSessionCode = typeof code === 'number' && SESSION_CODES.includes(code);
  const exempt = (SESSION_EXEMPT_PATHS as readonly string[]).some((path) => route.toLowerCase() === path.toLowerCase());
  return { kind: 'reject', message, resetSession: isSessionCode && !exempt };
}

/** Appends the `n` timestamp (unix seconds) that the client puts on every URL. */
export function withTimestamp(url: string, nowMs: number): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}n=${Math.floor(nowMs / 1000)}`;
}
