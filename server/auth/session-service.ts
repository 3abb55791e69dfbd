/**
 * Sessions: opaque random tokens stored as their SHA-256 with an expiry that slides with use. A session ends by
 * logout, by being forced out, by a sign-in elsewhere when single sign-in is on, or by a password change; each
 * ending answers its own envelope code (600 expired, 601 forced out, 602 invalid).
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { fail } from '../errors';
import type { SessionContext } from '../http/env';
import { hashToken, newToken } from './tokens';

/** Why a session ended. */
export type RevokeReason = 'logout' | 'forcedOut' | 'signedInElsewhere' | 'passwordChanged';

/** Only refresh the sliding expiry this often, so most requests cost one query. */
const TOUCH_INTERVAL_MS = 60_000;

/** Creating, resolving and ending sessions. */
export interface SessionService {
  create(userId: string, meta: { ip: string; userAgent: string; lifetimeMinutes: number }): Promise<{ token: string; sessionId: string }>;
  resolve(rawToken: string | undefined, lifetimeMinutes: number): Promise<SessionContext>;
  revoke(sessionId: string, reason: RevokeReason): Promise<void>;
  revokeAllOf(userId: string, reason: RevokeReason, exceptSessionId?: string): Promise<void>;
}

/** Strips an optional "Bearer " prefix from the Authorization header. */
export function tokenFromHeader(header: string | undefined | null): string | undefined {
  if (!header) return undefined;
  const token = header.replace(/^bearer\s+/i, '').trim();
  return token === '' ? undefined : token;
}

/** Creates the session service. */
export function createSessionService(db: Db, now: () => Date = () => new Date()): SessionService {
  return {
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
      const [row] = await db
        .select({
          userId: sessions.userId,
          expiresAt: sessions.expiresAt,
          lastSeenAt: sessions.lastSeenAt,
          revokedReason: sessions.revokedReason,
          account: users.account,
          isAdministrator: users.isAdministrator,
          enabledMark: users.enabledMark,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, sessionId));
      if (!row) throw fail('tokenInvalid');
      if (row.revokedReason === 'forcedOut') throw fail('sessionForcedOut');
      if (row.revokedReason === 'signedInElsewhere') throw fail('signedInElsewhere');
      if (row.revokedReason) throw fail('sessionExpired');
      const at = now();
      if (row.expiresAt.getTime() <= at.getTime()) throw fail('sessionExpired');
      if (row.enabledMark !== 1) throw fail('accountDisabled');
      if (at.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: at, expiresAt: new Date(at.getTime() + lifetimeMinutes * 60_000) })
          .where(eq(sessions.id, sessionId));
      }
      return { sessionId, userId: row.userId, account: row.account, isAdministrator: row.isAdministrator };
    },

    async revoke(sessionId, reason) {
      await db
        .update(sessions)
        .set({ revokedAt: now(), revokedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    async revokeAllOf(userId, reason, exceptSessionId) {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
      await db.update(sessions).set({ revokedAt: now(), revokedReason: reason }).where(and(...conditions));
    },
  };
}
