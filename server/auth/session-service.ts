/**
 * Sessions: opaque random tokens stored as their SHA-256 with an expiry that slides with use. A session ends by
 * logout, by being forced out, by a sign-in elsewhere when single sign-in is on, or by a password change; each
 * ending answers its own envelope code (600 expired, 601 forced out, 602 invalid).
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { fail } from '../errors';
import type { SessionContext } from '../http/env';
import { grantVersionExpression } from '../modules/permission/grant-version';
import { hashToken, newToken } from './tokens';

/** Why a session ended. */
export type RevokeReason = 'logout' | 'forcedOut' | 'signedInElsewhere' | 'passwordChanged' | 'disabled' | 'locked' | 'accessChanged';

/**
 * Told after sessions end, with the ids that ended: the live socket closes their sockets with the reason's
 * logout text (server/realtime/hub.ts). Every way a session ends goes through revoke or revokeAllOf, so a new
 * reason (disable, lock…) reaches the sockets by calling them.
 */
export type SessionsEndedListener = (ended: { userId: string; sessionIds: string[]; reason: RevokeReason | (string & {}) }) => void | Promise<void>;

/** Only refresh the sliding expiry this often, so most requests cost one query. */
const TOUCH_INTERVAL_MS = 60_000;

/** Creating, resolving and ending sessions. */
export interface SessionService {
  create(userId: string, meta: { ip: string; userAgent: string; lifetimeMinutes: number }): Promise<{ token: string; sessionId: string }>;
  resolve(rawToken: string | undefined, lifetimeMinutes: number): Promise<SessionContext>;
  revoke(sessionId: string, reason: RevokeReason): Promise<void>;
  revokeAllOf(userId: string, reason: RevokeReason, exceptSessionId?: string): Promise<void>;
  /** Registers a listener told after sessions end (the live socket's hub). */
  onEnded(listener: SessionsEndedListener): void;
  /**
   * Ends every session of the users because their account or their access changed (disabled, locked, deleted, or
   * a role, position or organisation change that took rights away): their next call answers 601. The one place
   * such endings happen, so a grant cache can drop its entries here too.
   */
  endAccessOf(userIds: readonly string[], reason?: 'disabled' | 'locked' | 'accessChanged'): Promise<void>;
}

/** Strips an optional "Bearer " prefix from the Authorization header. */
export function tokenFromHeader(header: string | undefined | null): string | undefined {
  if (!header) return undefined;
  const token = header.replace(/^bearer\s+/i, '').trim();
  return token === '' ? undefined : token;
}

/** Creates the session service. */
export function createSessionService(db: Db, now: () => Date = () => new Date()): SessionService {
  const listeners: SessionsEndedListener[] = [];
  const tell = async (userId: string, sessionIds: string[], reason: string) => {
    if (sessionIds.length === 0) return;
    // A listener's failure (e.g. Redis away) must not undo or fail the sign-out itself.
    await Promise.all(listeners.map(async (listener) => listener({ userId, sessionIds, reason }))).catch(() => undefined);
  };
  // The query every request makes, prepared once: building it anew cost drizzle's query builder a noticeable share of
  // a loaded server's time (issue 13's profile).
  const resolveQuery = db
    .select({
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      revokedReason: sessions.revokedReason,
      account: users.account,
      isAdministrator: users.isAdministrator,
      enabledMark: users.enabledMark,
      lockMark: users.lockMark,
      lockedUntil: users.lockedUntil,
      // Read with the session, so that checking the caller's caches (grants, the current-user answer) costs
      // no query of its own.
      grantVersion: grantVersionExpression,
      userRowVersion: sql<string | null>`${users}.xmin::text`,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare('klx_session_resolve');
  return {
    onEnded(listener) {
      listeners.push(listener);
    },

    async create(userId, meta) {
      const token = newToken();
      const sessionId = await hashToken(token);
      const at = now();
      await db.insert(sessions).values({
        id: sessionId,
        userId,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + meta.lifetimeMinutes * 60_000),
        ip: meta.ip,
        userAgent: meta.userAgent.slice(0, 300),
      });
      return { token, sessionId };
    },

    async resolve(rawToken, lifetimeMinutes) {
      const token = tokenFromHeader(rawToken);
      if (!token) throw fail('sessionMissing');
      if (!/^[0-9a-f]{64}$/.test(token)) throw fail('tokenInvalid');
      const sessionId = await hashToken(token);
      const [row] = await resolveQuery.execute({ sessionId });
      if (!row) throw fail('tokenInvalid');
      if (row.revokedReason && ['forcedOut', 'accessChanged', 'disabled', 'locked'].includes(row.revokedReason)) throw fail('sessionForcedOut');
      if (row.revokedReason === 'signedInElsewhere') throw fail('signedInElsewhere');
      if (row.revokedReason) throw fail('sessionExpired');
      const at = now();
      if (row.expiresAt.getTime() <= at.getTime()) throw fail('sessionExpired');
      // A deleted, disabled or locked account has no live sessions, whichever way it got there.
      const locked = row.lockMark === 1 && (row.lockedUntil === null || row.lockedUntil.getTime() > at.getTime());
      if (row.account === null || row.enabledMark !== 1 || locked) throw fail('sessionForcedOut');
      if (at.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: at, expiresAt: new Date(at.getTime() + lifetimeMinutes * 60_000) })
          .where(eq(sessions.id, sessionId));
      }
      return { sessionId, userId: row.userId, account: row.account, isAdministrator: row.isAdministrator === true, grantVersion: row.grantVersion, userRowVersion: row.userRowVersion ?? '' };
    },

    async revoke(sessionId, reason) {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now(), revokedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ userId: sessions.userId });
      if (ended[0]) await tell(ended[0].userId, [sessionId], reason);
    },

    async revokeAllOf(userId, reason, exceptSessionId) {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now(), revokedReason: reason })
        .where(and(...conditions))
        .returning({ id: sessions.id });
      await tell(
        userId,
        ended.map((row) => row.id),
        reason,
      );
    },

    async endAccessOf(userIds, reason = 'accessChanged') {
      // Through revokeAllOf, so the listeners (live sockets, a grant cache) hear of every ending.
      for (const userId of new Set(userIds)) await this.revokeAllOf(userId, reason);
    },
  };
}
