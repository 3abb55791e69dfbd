/**
 * A user as the pickers show them (spec 02: id, name, account, organisation path, avatar) — nothing more, so no
 * picker ever reveals a password hash, a mobile number or another column — and the id lists pickers send.
 */
import type { Db } from '../../db/client';
import { fail } from '../../errors';
import { loadOrganizes, organizePath, type OrganizeRow } from './organize';
import type { UserRow } from './user-store';

/** The most ids one call may ask about (a picker's value, not a bulk export). */
const MAX_IDS = 1000;

/** A user as a picker shows it. */
export interface PickedUser {
  id: string;
  fullName: string;
  realName: string;
  account: string;
  headIcon: string;
  organizeId: string;
  organize: string;
  organizeIds: string[];
  type: 'user';
  isLeaf: true;
  hasChildren: false;
  enabledMark: number;
}

/** Picker answers for rows, with each user's organisation path (one query for the organisations). */
export async function pickedUsers(db: Db, rows: readonly UserRow[], organizeRows?: readonly OrganizeRow[]): Promise<PickedUser[]> {
  const all = organizeRows ?? (rows.length ? await loadOrganizes(db) : []);
  const names = new Map(all.map((row) => [row.id, row.fullName]));
  return rows.map((row) => {
    const path = organizePath(all, row.organizeId);
    return {
      id: row.id,
      fullName: `${row.realName}/${row.account}`,
      realName: row.realName,
      account: row.account,
      headIcon: row.headIcon,
      organizeId: row.organizeId,
      organize: path.map((id) => names.get(id) ?? '').join('/'),
      organizeIds: path,
      type: 'user',
      isLeaf: true,
      hasChildren: false,
      enabledMark: row.enabledMark,
    };
  });
}

/** Ids from a body or query value: an array of strings or a comma-joined string; anything else is refused. */
export function pickerIds(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  const ids = typeof value === 'string' ? value.split(',') : Array.isArray(value) && value.every((id) => typeof id === 'string') ? (value as string[]) : undefined;
  if (!ids) throw fail('badRequest');
  const unique = [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
  if (unique.length > MAX_IDS) throw fail('badRequest');
  return unique;
}

