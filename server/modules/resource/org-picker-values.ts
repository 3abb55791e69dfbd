/**
 * The server's check of an organisation, department or group picker's value (runtime/core/pickers/org-pickers.ts):
 * the mode's shape (an id; with `multiple` a list of unique ids) and every id an organisation (any kind, for the
 * organisation picker), a department, or a group that exists — a client may send any ids. A refusal is
 * `invalidField` naming the field; an empty value is left as it is.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { readOrgValue, type OrgPickerName } from '../../../runtime/core/pickers/org-pickers';
import type { Translate } from '../../../runtime/core/schema/messages';
import type { FormField } from '../../../runtime/core/schema/types';
import { groups, organizes } from '../../db/schema';
import { fail } from '../../errors';
import type { Executor } from './store';

async function existing(db: Executor, name: OrgPickerName, ids: string[]): Promise<number> {
  if (name === 'groupSelect') return (await db.select({ id: groups.id }).from(groups).where(inArray(groups.id, ids))).length;
  const category = name === 'departmentSelect' ? eq(organizes.category, 'department') : undefined;
  return (await db.select({ id: organizes.id }).from(organizes).where(and(inArray(organizes.id, ids), category))).length;
}

/** Checks a picker's value; throws `invalidField` for one it refuses. */
export async function checkOrgPickerValue(db: Executor, name: OrgPickerName, field: Pick<FormField, 'props'>, value: unknown, label: string, t: Translate): Promise<void> {
  const ids = readOrgValue(value, field.props?.multiple === true);
  const refuse = () => fail('invalidField', { message: t('orgPicker.invalid', { field: label }) });
  if (!ids) throw refuse();
  if (ids.length && (await existing(db, name, ids)) !== ids.length) throw refuse();
}
