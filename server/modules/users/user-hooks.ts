/**
 * What the users module adds to the engine's operations on the users screen (resource/hooks.ts), whose records its
 * storage keeps in base_user (user-storage.ts) — the rules of user-service.ts at the engine's fixed points:
 *
 * - a user outside the caller's rows, or missing, is `userNotFound`; the list's `organizeId` parameter keeps that
 *   organisation and those below it;
 * - before a write's transaction: the avatar address must be safe, and a new user's password (the body's md5, else
 *   the default) is hashed;
 * - in a create's or update's transaction: the organisation, positions, roles, groups and manager must exist, and a
 *   non-administrator never touches an administrator, never gives or takes a role they lack, and never leaves anyone
 *   with rights beyond theirs; a user whose rights shrank, or who was disabled, has their sessions ended after the
 *   commit;
 * - nobody deletes or disables themselves or an administrator, nor a user with more rights than theirs; a deleted or
 *   disabled user's sessions end after the commit;
 * - the spreadsheet import resolves names into ids and checks every row against one snapshot (user-sheets.ts).
 */
import { inArray } from 'drizzle-orm';
import type { SessionService } from '../../auth/session-service';
import { users } from '../../db/schema';
import { fail } from '../../errors';
import { exceeds, grantSetOf, grantSetOfUser, holderOf } from '../permission/grant-set';
import type { ScreenHooks } from '../resource/hooks';
import { withStorage, type ScreenRegistry } from '../resource/registry';
import type { StoredItem } from '../resource/storage';
import { declareSheetReferences } from '../resource/spreadsheet';
import { loadOrganizes, organizeSubtree } from './organize';
import { userSheetHandlers, userSheetReferences } from './user-sheets';
import { USER_STORAGE } from './user-storage';
import {
  assertMayManage,
  assertMayTouch,
  assertNotMoreRights,
  callerOf,
  checkRelations,
  headIconOf,
  liveFacts,
  newPasswordHash,
  plannedHolder,
  relationsOf,
} from './user-service';

/** The users screen's id. */
export const USERS_SCREEN = 'users';

/** What the users hooks need of the app's services. */
export interface UserHookServices {
  sessions: Pick<SessionService, 'endAccessOf'>;
  passwordIterations: number;
}

/** A stored user as the rules judge it: their id and whether an administrator (answers say 1 or 0). */
function targetOf(existing: StoredItem) {
  return { id: existing.id, isAdministrator: existing.data.isAdministrator === 1 };
}

/** The users screen's hooks. */
export function userHooks(services: UserHookServices): ScreenHooks {
  return {
    notFound: 'userNotFound',
    listCondition: async (db, values) => {
      const organizeId = values.organizeId;
      if (typeof organizeId !== 'string' || organizeId === '') return undefined;
      return inArray(users.organizeId, organizeSubtree(await loadOrganizes(db), organizeId));
    },
    prepare: async (_ctx, body, kind) => {
      const headIcon = headIconOf(body);
      const extra: Record<string, unknown> = headIcon === undefined ? {} : { headIcon };
      if (kind === 'create') extra.passwordHash = await newPasswordHash(body.password, services.passwordIterations);
      return extra;
    },
    beforeWrite: async ({ tx, ctx, id, record, changes, existing }) => {
      const caller = callerOf(ctx);
      const organizeId = String(record.organizeId);
      const facts = liveFacts(tx);
      if (existing) assertMayTouch(caller, targetOf(existing));
      if (!(await facts.organizeExists(organizeId))) throw fail('organizeNotFound');
      const relations = relationsOf(changes);
      const previousManager = typeof existing?.data.managerId === 'string' ? existing.data.managerId : undefined;
      await checkRelations(facts, caller, relations, { next: record.managerId, previous: previousManager }, organizeId, existing ? id : undefined);
      if (!existing) {
        if (!caller.isAdministrator && exceeds(await facts.grantSetOfNewUser(plannedHolder(id, undefined, organizeId, relations)), await facts.grantSetOfUser(caller.userId))) {
          throw fail('rightsExceeded');
        }
        return;
      }
      const holder = await holderOf(tx, id);
      const before = holder ? await grantSetOf(tx, holder) : new Set<string>();
      const after = await grantSetOf(tx, plannedHolder(id, holder, organizeId, relations));
      if (!caller.isAdministrator) {
        const own = await grantSetOfUser(tx, caller.userId);
        // Nobody edits a user with more rights than theirs, nor leaves anyone (themselves included) with more.
        if (id !== caller.userId && exceeds(before, own)) throw fail('rightsExceeded');
        if (exceeds(after, own)) throw fail('rightsExceeded');
      }
      // A user who lost a right, or was disabled, works no longer with what they had: their sessions end.
      if (exceeds(before, after) || (existing.data.enabledMark === 1 && record.enabledMark === 0)) return () => services.sessions.endAccessOf([id]);
    },
    beforeRemove: async (tx, ctx, existing) => {
      const caller = callerOf(ctx);
      assertMayManage(caller, targetOf(existing), 'remove');
      await assertNotMoreRights(tx, caller, existing.id);
      return () => services.sessions.endAccessOf([existing.id]);
    },
    beforeToggle: async (tx, ctx, existing) => {
      const caller = callerOf(ctx);
      const disabling = existing.data.enabledMark === 1;
      if (disabling) assertMayManage(caller, targetOf(existing), 'disable');
      await assertNotMoreRights(tx, caller, existing.id);
      // A disabled user's sessions end (601 on their next call), and stay ended when the user is enabled again.
      if (disabling) return () => services.sessions.endAccessOf([existing.id], 'disabled');
    },
    sheets: userSheetHandlers(services),
  };
}

/**
 * The registry with the users screen served by the engine through base_user (user-storage.ts) and these hooks, and
 * its spreadsheet's reference columns declared; unchanged when the users screen is not loaded.
 */
export function withUserStorage(registry: ScreenRegistry, services: UserHookServices): ScreenRegistry {
  if (!registry.byId.has(USERS_SCREEN)) return registry;
  const served = withStorage(registry, USERS_SCREEN, USER_STORAGE, userHooks(services));
  const screen = served.byId.get(USERS_SCREEN)!;
  declareSheetReferences(screen, userSheetReferences(screen));
  return served;
}
