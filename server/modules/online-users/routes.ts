/**
 * /api/permission/OnlineUser (permission → userOnline): who is signed in — live, unexpired sessions — from where
 * and since when; and forcing a session offline. A forced-out session's next call answers 601 with 您已被强制下线，
 * 请重新登录. Listing needs the page, forcing offline its remove button; one's own session is not forced out here
 * (that is what sign-out is for).
 */
import { and, desc, eq, gt, ilike, inArray, isNull, or } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { translate } from '../../../runtime/core/i18n/messages';
import { sessions, users } from '../../db/schema';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { readJsonObject } from '../resource/body';
import { authorise } from '../resource/guard';
import { parseListQuery } from '../resource/query';

/** The online users page's route. */
export const ONLINE_USERS_ROUTE = 'permission/userOnline';

const page = { route: ONLINE_USERS_ROUTE };

/** Routes under /api/permission/OnlineUser. */
export function onlineUserRoutes() {
  const app = new Hono<AppEnv>();
  const live = (c: Context<AppEnv>) => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, c.get('services').now()));

  app.get('/', async (c) => {
    await authorise(c, page, 'list');
    const query = parseListQuery(c.req.query(), new Set());
    const pattern = `%${query.keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const rows = await c
      .get('services')
      .db.select({ id: sessions.id, userId: sessions.userId, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, ip: sessions.ip, userAgent: sessions.userAgent, account: users.account, realName: users.realName })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(live(c), query.keyword ? or(ilike(users.account, pattern), ilike(users.realName, pattern)) : undefined))
      .orderBy(desc(sessions.createdAt))
      .limit(1000);
    const own = c.get('session').sessionId;
    return ok(c, {
      list: rows.map((row) => ({
        id: row.id,
        userId: row.userId,
        userName: `${row.realName}/${row.account}`,
        account: row.account,
        realName: row.realName,
        loginTime: row.createdAt.getTime(),
        lastTime: row.lastSeenAt.getTime(),
        loginIPAddress: row.ip,
        loginSystem: row.userAgent,
        isSelf: row.id === own,
      })),
    });
  });

  const forceOut = async (c: Context<AppEnv>, ids: string[]) => {
    await authorise(c, page, 'remove');
    if (ids.includes(c.get('session').sessionId)) throw fail('cannotForceOutSelf');
    const db = c.get('services').db;
    const found = await db.select({ id: sessions.id }).from(sessions).where(and(inArray(sessions.id, ids), live(c)));
    if (found.length === 0) throw fail('sessionNotOnline');
    for (const { id } of found) await c.get('services').sessions.revoke(id, 'forcedOut');
    return ok(c, null, translate(c.get('lang'), 'onlineUser.forcedOut'));
  };
  app.delete('/:id', (c) => forceOut(c, [c.req.param('id')]));
  app.delete('/', async (c) => {
    const body = await readJsonObject(c);
    const ids = body.ids;
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string')) throw fail('badRequest');
    return forceOut(c, ids as string[]);
  });
  return app;
}
