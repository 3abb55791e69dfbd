/**
 * The stored values of the people pickers (`approverSelect`, `userSelect`, `usersSelect`, `roleSelect`, `posSelect`),
 * checked before a record is stored, since a client may send any id: the value is one id, ids joined by commas or a
 * list of ids (mixed values "id--kind", runtime/core/pickers/selection.ts); every id names a user, role, position,
 * group or organisation that exists (the staff picker's `currentUser` excepted); under the custom select type
 * (`selectType` "custom") the chosen users must be among those behind the field's `ableIds`, as the picker offered
 * them. A refusal is `invalidField` with the message in the caller's language; nothing is stored.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groups, organizes, positions, roles, users } from '../../db/schema';
import { fail } from '../../errors';
import { CURRENT_USER, readMixed, valueIds, type PickKind } from '../../../runtime/core/pickers/selection';
import type { FormField } from '../../../runtime/core/schema/types';
import { usersByConditions } from '../users/picker-routes';

/** The kind of the bare ids each single-kind picker stores (usersSelect stores mixed values). */
const PICKER_KINDS: Record<string, PickKind | 'mixed'> = { approverSelect: 'user', userSelect: 'user', usersSelect: 'mixed', roleSelect: 'role', posSelect: 'position' };

/** True for the people pickers' widgets. */
export function isPeoplePicker(widget: string): boolean {
  return Object.prototype.hasOwnProperty.call(PICKER_KINDS, widget);
}

const TABLES = { user: users, role: roles, position: positions, group: groups, department: organizes, company: organizes } as const;

/** The ids of one kind that do not exist. */
async function missing(db: Db, kind: PickKind, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const table = TABLES[kind];
  const found = new Set((await db.select({ id: table.id }).from(table).where(inArray(table.id, [...ids]))).map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

/**
 * Throws `invalidField` when a picker's value is not sound; `label` names the field and `t` words the message
 * (core keys picker.valueInvalid, picker.valueMissing, picker.valueNotAllowed, picker.kind.*).
 */
export async function checkPickerValue(db: Db, field: FormField, value: unknown, label: string, t: (key: string, params?: Record<string, string | number>) => string): Promise<void> {
  const refuse = (key: string, params: Record<string, string | number> = {}) => fail('invalidField', { message: t(key, { field: label, ...params }) });
  const ids = valueIds(value);
  if (!ids) throw refuse('picker.valueInvalid');
  if (ids.length === 0) return;
  if (ids.length > 1000) throw refuse('picker.valueInvalid');
  const kind = PICKER_KINDS[field.widget]!;
  const byKind = new Map<PickKind, string[]>();
  for (const id of ids) {
    if (id === CURRENT_USER && field.widget === 'userSelect') continue;
    const item = kind === 'mixed' ? readMixed(id) : { id, kind };
    if (!item) throw refuse('picker.valueInvalid');
    byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item.id]);
  }
  for (const [one, list] of byKind) {
    if ((await missing(db, one, list)).length) throw refuse('picker.valueMissing', { kind: t(`picker.kind.${one}`) });
  }
  const able = field.props?.selectType === 'custom' ? valueIds(field.props.ableIds) : undefined;
  if (able && (field.widget === 'userSelect' || field.widget === 'usersSelect')) {
    const chosenUsers = byKind.get('user') ?? [];
    const offered = new Set((able.length ? await usersByConditions(db, able, '') : []).map((user) => user.id));
    const others = [...byKind.keys()].some((one) => one !== 'user');
    if (others || chosenUsers.some((id) => !offered.has(id))) throw refuse('picker.valueNotAllowed');
  }
}
