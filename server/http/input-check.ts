/**
 * Malformed input never reaches a handler (issue 8): a NUL character or a lone UTF-16 surrogate in the path, the
 * query or a body field, a percent-encoding that does not decode, or JSON nested deeper than MAX_DEPTH is refused
 * with a 400 envelope in the caller's language. The database cannot store NUL or lone surrogates, and deep nesting
 * exhausts recursive code; refusing them here keeps every route, including ones added later, from answering 500.
 * Multipart bodies (uploaded files) are left to their handlers: file contents may hold any byte.
 */
import type { MiddlewareHandler } from 'hono';
import { fail } from '../errors';
import type { AppEnv } from './env';

/** Deepest JSON nesting a body may have (the product's bodies nest a few levels at most). */
export const MAX_DEPTH = 64;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the text holds a NUL character or a lone surrogate. */
export function isMalformedText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** The deepest bracket nesting of a JSON text, counting only brackets outside strings. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92 /* \ */) i++;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 91 || char === 123 /* [ { */) deepest = Math.max(deepest, ++depth);
    else if (char === 93 || char === 125 /* ] } */) depth--;
  }
  return deepest;
}

/** True when any string or key in a parsed JSON value is malformed (walked without recursion). */
function hasMalformedString(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (isMalformedText(item)) return true;
    } else if (Array.isArray(item)) stack.push(...item);
    else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (isMalformedText(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

function decodes(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Refuses malformed paths, queries and JSON or form bodies on /api. */
export function rejectMalformedInput(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const path = decodes(url.pathname);
    if (path === undefined || isMalformedText(path)) throw fail('malformedInput');
    for (const part of url.search.slice(1).split('&')) {
      const decoded = decodes(part.replace(/\+/g, ' '));
      if (decoded === undefined || isMalformedText(decoded)) throw fail('malformedInput');
    }
    const type = c.req.header('content-type') ?? '';
    if (c.req.raw.body && (type.includes('json') || type.includes('application/x-www-form-urlencoded'))) {
      const text = await c.req.text();
      if (type.includes('json')) {
        if (jsonDepth(text) > MAX_DEPTH) throw fail('malformedInput');
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined; // The handler answers a body that is not JSON with its own message.
        }
        if (isMalformedText(text) || hasMalformedString(parsed)) throw fail('malformedInput');
      } else {
        for (const [key, value] of new URLSearchParams(text)) if (isMalformedText(key) || isMalformedText(value)) throw fail('malformedInput');
      }
    }
    return next();
  };
}
