/** The wire envelope and the codes every answer carries (CONTRACT.md, "Envelope, codes, headers"). */

/** Envelope codes. HTTP status stays 200 for envelope errors; the client reads `code`. */
export const ResponseCode = {
  ok: 200,
  failure: 400,
  validation: 401,
  notFound: 404,
  serverError: 500,
  sessionExpired: 600,
  forcedOut: 601,
  tokenInvalid: 602,
} as const;

/** One of the envelope codes. */
export type ResponseCodeValue = (typeof ResponseCode)[keyof typeof ResponseCode];

/** The codes meaning the session is gone: the client resets its token and goes to /login. */
export const SESSION_CODES: readonly number[] = [ResponseCode.sessionExpired, ResponseCode.forcedOut, ResponseCode.tokenInvalid];

/** Every answer: `{ code, msg, data }`; `data` is left out when null. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

/** A paged list answer. */
export interface Paged<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

/** The header the client sets to mark its origin. */
export const ORIGIN_HEADER = 'klx-origin';
