/** Builds the envelope every /api answer carries (CONTRACT.md). HTTP status stays 200; the client reads `code`. */
import type { Context } from 'hono';
import { ResponseCode, type Envelope } from '../../runtime/core/contract/envelope';
import { translate, type CoreMessageKey, type MessageParams } from '../../runtime/core/i18n/messages';
import type { AppEnv } from './env';

/** A success answer; `data` is left out when null or undefined. */
export function ok<T>(c: Context<AppEnv>, data?: T | null, message?: string) {
  const body: Envelope<T> = { code: ResponseCode.ok, msg: message ?? 'Success' };
  if (data !== undefined && data !== null) body.data = data;
  return c.json(body);
}

/** A success answer whose message comes from the shared catalogue in the caller's language. */
export function okWith<T>(c: Context<AppEnv>, key: CoreMessageKey, data?: T | null, params?: MessageParams) {
  return ok(c, data, translate(c.get('lang'), key, params));
}

/** An envelope with a failure code and a literal message. */
export function failure(c: Context<AppEnv>, code: number, message: string) {
  return c.json({ code, msg: message } satisfies Envelope);
}
