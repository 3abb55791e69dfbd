/**
 * What a users' import reads once for all its rows (user-sheets.ts), inside the import's transaction after taking
 * the users' lock, so no other writer changes the users meanwhile: the organisations, positions and roles by name or
 * code, the dictionaries' entries, every account and id, the caller's roles and rights. Each row is then resolved
 * and checked in memory (the same answers the database would give: users.createUser's rules are unchanged), and a
 * stored row is added to the snapshot so a later row sees its account taken and may name it as manager. Accounts
 * compare as the database's `lower()` does: plain ASCII here, anything else asked of the database.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '../../../runtime/core/i18n/languages';
import { translate } from '../../../runtime/core/i18n/messages';
import { groups, organizes, positions, records, roles, userRelations, users } from '../../db/schema';
import { fail } from '../../errors';
import { grantSetOf, grantSetOfUser, type GrantSet } from '../permission/grant-set';
import { screenMessages } from '../resource/body';
import type { Screen } from '../resource/registry';
import type { Executor } from '../resource/store';
import { lockUsers, type UserFacts } from './user-service';

/** A field choosing a dictionary entry: the cell names the entry, the field stores `valueKey` of it. */
export interface DictionaryField {
  field: string;
  typeCode: string;
  valueKey: string;
  label: string;
}

/** Names joined in one cell. */
function names(text: unknown): string[] {
  return [...new Set(String(text ?? '').split(/[,，、;；]/).map((item) => item.trim()).filter(Boolean))];
}

/** A record named by a cell: by its code first, else the only record of that name. */
interface Named {
  id: string;
  enCode: string;
  fullName: string;
}

function byName<T extends Named>(rows: readonly T[], name: string): string | undefined {
  const matches = rows.filter((row) => row.enCode === name || row.fullName === name);
  const byCode = matches.find((row) => row.enCode === name);
  if (byCode) return byCode.id;
  return matches.length === 1 ? matches[0]!.id : undefined;
}

/** The ids of the records a cell names ("a、b"), joined by ","; refuses the first name it cannot find. */
function idsByName(rows: readonly Named[], cell: string, missing: 'positionNotFound' | 'roleNotFound'): string {
  const ids: string[] = [];
  for (const name of names(cell)) {
    const id = byName(rows, name);
    if (!id) throw fail(missing);
    ids.push(id);
  }
  return ids.join(',');
}

/** The import's snapshot: resolves a row's names and answers createUser's checks. */
export interface UserImport {
  /** Turns a row's dictionary and reference cells into the dialog's values (ids), refusing a name it cannot find. */
  resolve(values: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** The checks of a new user, from the snapshot. */
  facts: UserFacts;
}

/** Reads the snapshot through `tx` (the import's transaction); takes the users' lock to its end. */
export async function openUserImport(tx: Executor, screen: Screen, lang: Language, dictionaryFields: readonly DictionaryField[]): Promise<UserImport> {
  await lockUsers(tx);
  const organizeRows = await tx.select({ id: organizes.id, enCode: organizes.enCode, fullName: organizes.fullName }).from(organizes);
  const positionRows = await tx.select({ id: positions.id, enCode: positions.enCode, fullName: positions.fullName, organizeId: positions.organizeId }).from(positions);
  const roleRows = await tx.select({ id: roles.id, enCode: roles.enCode, fullName: roles.fullName }).from(roles);
  const groupIds = new Set((await tx.select({ id: groups.id }).from(groups)).map((row) => row.id));
  const userRows = await tx.select({ id: users.id, account: sql<string>`lower(${users.account})` }).from(users);
  const typeCodes = [...new Set(dictionaryFields.map((field) => field.typeCode))];
  const types = typeCodes.length
    ? await tx
        .select({ id: records.id, code: sql<string>`${records.data}->>'enCode'` })
        .from(records)
        .where(and(eq(records.screen, 'dictionaryType'), inArray(sql`${records.data}->>'enCode'`, typeCodes)))
    : [];
  const entryRows = types.length
    ? await tx.select({ id: records.id, scopeId: records.scopeId, data: records.data }).from(records).where(and(eq(records.screen, 'dictionaryData'), inArray(records.scopeId, types.map((type) => type.id))))
    : [];

  const organizeIds = new Set(organizeRows.map((row) => row.id));
  const positionById = new Map(positionRows.map((row) => [row.id, row]));
  const roleIds = new Set(roleRows.map((row) => row.id));
  const userIds = new Set(userRows.map((row) => row.id));
  const accounts = new Map(userRows.map((row) => [row.account, row.id]));
  /** An account as the database's lower() has it. */
  const lower = async (account: string) =>
    /^[\x20-\x7e]*$/.test(account) ? account.toLowerCase() : ((await tx.execute(sql`select lower(${account}) as v`)) as unknown as { rows: { v: string }[] }).rows[0]!.v;

  /** Stored accounts whose lower() is not yet known (not plain ASCII): resolved before the next lookup. */
  const pendingAccounts: { id: string; account: string }[] = [];
  const settle = async () => {
    for (const { id, account } of pendingAccounts.splice(0)) accounts.set(await lower(account), id);
  };

  const held = new Map<string, Promise<Set<string>>>();
  const grants = new Map<string, Promise<GrantSet>>();
  const planned = new Map<string, Promise<GrantSet>>();
  const rolesOf = async (userId: string) => {
    const rows = await tx.select({ id: userRelations.objectId }).from(userRelations).where(and(eq(userRelations.userId, userId), eq(userRelations.objectType, 'Role')));
    return new Set(rows.map((row) => row.id));
  };
  const remember = <T>(cache: Map<string, Promise<T>>, key: string, read: () => Promise<T>) => {
    if (!cache.has(key)) cache.set(key, read());
    return cache.get(key)!;
  };

  const facts: UserFacts = {
    organizeExists: async (id) => organizeIds.has(id),
    accountTaken: async (account, exceptId) => {
      await settle();
      const owner = accounts.get(await lower(account));
      return owner !== undefined && owner !== exceptId;
    },
    positions: async (ids) => ids.flatMap((id) => (positionById.has(id) ? [{ id, organizeId: positionById.get(id)!.organizeId }] : [])),
    existing: async (kind, ids) => new Set(ids.filter((id) => (kind === 'roles' ? roleIds : kind === 'groups' ? groupIds : userIds).has(id))),
    // Nobody else writes users' relations while the lock is held, and the import adds none to existing users.
    rolesOf: (userId) => remember(held, userId, () => rolesOf(userId)),
    grantSetOfUser: (userId) => remember(grants, userId, () => grantSetOfUser(tx, userId)),
    // A new user's rights follow from their organisation and relations alone (their fresh id holds no grant).
    grantSetOfNewUser: (holder) => {
      const key = JSON.stringify([holder.isAdministrator, holder.organizeId, Object.entries(holder.relations).map(([type, ids]) => [type, [...ids].sort()]).sort()]);
      return remember(planned, key, () => grantSetOf(tx, holder));
    },
    stored: (id, account) => {
      userIds.add(id);
      // Known at once for ASCII; else asked of the database before the next lookup (settle).
      if (/^[\x20-\x7e]*$/.test(account)) accounts.set(account.toLowerCase(), id);
      else pendingAccounts.push({ id, account });
    },
  };

  const t = screenMessages(screen, lang);
  const resolve = async (values: Record<string, unknown>) => {
    const out = { ...values };
    for (const { field, typeCode, valueKey, label } of dictionaryFields) {
      const text = values[field];
      if (typeof text !== 'string') continue;
      const scopes = new Set(types.filter((type) => type.code === typeCode).map((type) => type.id));
      const entry = entryRows.find((row) => {
        const data = row.data as Record<string, unknown>;
        return scopes.has(row.scopeId ?? '') && (data.fullName === text || data.enCode === text);
      });
      if (!entry) throw fail('invalidField', { message: translate(lang, 'error.importCellInvalid', { field: t(label), value: text }) });
      out[field] = valueKey === 'id' ? entry.id : String((entry.data as Record<string, unknown>)[valueKey] ?? '');
    }
    let organizeId: string | undefined;
    if (typeof values.organizeIdTree === 'string') {
      organizeId = byName(organizeRows, values.organizeIdTree);
      if (!organizeId) throw fail('organizeNotFound');
      out.organizeIdTree = [organizeId];
    }
    if (typeof values.positionId === 'string') {
      const within = organizeId ? positionRows.filter((row) => row.organizeId === organizeId) : positionRows;
      out.positionId = idsByName(within, values.positionId, 'positionNotFound');
    }
    if (typeof values.roleId === 'string') out.roleId = idsByName(roleRows, values.roleId, 'roleNotFound');
    if (typeof values.managerId === 'string') {
      await settle();
      const manager = accounts.get(await lower(values.managerId));
      if (!manager) throw fail('managerNotFound');
      out.managerId = manager;
    }
    return out;
  };
  return { resolve, facts };
}
