/** The session guard: every /api call except the public ones needs a live session (600/601/602 otherwise). */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env';

/** Paths reachable without a session. */
const PUBLIC_PATHS: readonly RegExp[] = [/^\/api\/oauth\/Login$/i, /^\/api\/oauth\/getConfig\/[^/]+$/i, /^\/api\/file\/ImageCode\/[^/]+$/i,
  // The live socket authenticates by the token in its address (server/realtime/socket-route.ts).
  /^\/api\/message\/websocket(\/[^/]+)?$/i,
  // A signed download link carries its own short-lived grant instead of the session (server/modules/file/links.ts).
  /^\/api\/file\/Download$/i,
  // Images placed in rich text and avatars, public by their random ids (server/modules/file/routes.ts).
  /^\/api\/file\/Image\/(editor|userAvatar)\/[^/]+$/i,
];

/** True when the path needs no session. */
export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.some((pattern) => pattern.test(path));
}

/** Resolves the caller's session or answers with the session's code. */
export function sessionGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isPublicPath(c.req.path)) return next();
    const services = c.get('services');
    const { tokenTimeout } = await services.settings.all();
    c.set('session', await services.sessions.resolve(c.req.header('authorization'), tokenTimeout));
    return next();
  };
}
