/** Reads a request body as flat string fields, whether form-encoded, multipart or JSON; bad bodies are a 400. */
import type { Context } from 'hono';
import { fail } from '../errors';
import type { AppEnv } from './env';

/** The body's fields as strings (non-string JSON values are stringified). */
export async function readFields(c: Context<AppEnv>): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const json: unknown = await c.req.json();
      if (json === null || typeof json !== 'object' || Array.isArray(json)) throw fail('badRequest');
      return Object.fromEntries(Object.entries(json).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
    }
    const body = await c.req.parseBody();
    return Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string')) as Record<string, string>;
  } catch (error) {
    if (error instanceof Error && error.name === 'AppError') throw error;
    throw fail('badRequest');
  }
}
