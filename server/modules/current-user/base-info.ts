/**
 * The signed-in user's own base information (profile page, spec 01 §2.1 /profile): read, and edit the fields a
 * user may change about themself — name, gender, phones, e-mail, address and a short self-description. Account,
 * organisation and positions are the administrator's to change.
 */
import { eq, inArray } from 'drizzle-orm';
import type { BaseInfo } from '../../../runtime/core/contract/profile';
import { matchesPattern } from '../../../runtime/core/validation/patterns';
import type { Db } from '../../db/client';
import { organizes, positions, roles, userRelations, users } from '../../db/schema';
import { fail } from '../../errors';

export type { BaseInfo };

/** The editable fields and their longest allowed length. */
const EDITABLE = { realName: 50, gender: 10, mobilePhone: 20, telePhone: 30, landline: 30, email: 100, postalAddress: 200, description: 500 } as const;
type Editable = keyof typeof EDITABLE;
const GENDERS = ['', '1', '2', '3'];
/** Field labels for messages, as catalogue keys. */
const LABELS = {
  realName: 'user.realName',
  gender: 'user.gender',
  mobilePhone: 'user.mobilePhone',
  telePhone: 'user.telePhone',
  landline: 'user.landline',
  email: 'user.email',
  postalAddress: 'user.postalAddress',
  description: 'user.description',
} as const satisfies Record<Editable, string>;

/** Reads the user's base information. */
export async function readBaseInfo(db: Db, userId: string): Promise<BaseInfo> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw fail('userNotFound');
  const relations = await db.select().from(userRelations).where(eq(userRelations.userId, userId));
  const ids = (type: string) => relations.filter((r) => r.objectType === type).map((r) => r.objectId);
  const [organizeRows, positionRows, roleRows] = await Promise.all([
    user.organizeId ? db.select({ name: organizes.fullName }).from(organizes).where(eq(organizes.id, user.organizeId)) : Promise.resolve([]),
    ids('Position').length ? db.select({ name: positions.fullName }).from(positions).where(inArray(positions.id, ids('Position'))) : Promise.resolve([]),
    ids('Role').length ? db.select({ name: roles.fullName }).from(roles).where(inArray(roles.id, ids('Role'))) : Promise.resolve([]),
  ]);
  return {
    id: user.id,
    account: user.account,
    realName: user.realName,
    gender: user.gender,
    mobilePhone: user.mobilePhone,
    telePhone: user.telePhone,
    landline: user.landline,
    email: user.email,
    postalAddress: user.postalAddress,
    description: user.description,
    headIcon: user.headIcon,
    signImg: user.signImg,
    organizeName: organizeRows[0]?.name ?? '',
    positionNames: positionRows.map((row) => row.name),
    roleNames: roleRows.map((row) => row.name),
    prevLoginTime: user.prevLoginTime?.getTime() ?? null,
    prevLoginIPAddress: user.prevLoginIp,
    changePasswordDate: user.changePasswordDate?.getTime() ?? null,
  };
}

/** Checks the posted fields and returns the changes; unknown fields are ignored, bad ones refused. */
export function readBaseInfoChanges(body: Record<string, unknown>, fieldLabel: (key: (typeof LABELS)[Editable]) => string): Partial<Record<Editable, string>> {
  const changes: Partial<Record<Editable, string>> = {};
  for (const key of Object.keys(EDITABLE) as Editable[]) {
    const raw = body[key];
    if (raw === undefined || raw === null) continue;
    if (typeof raw !== 'string' && typeof raw !== 'number') throw fail('badRequest');
    const value = String(raw).trim();
    if (Array.from(value).length > EDITABLE[key]) throw fail('valueTooLong', { field: fieldLabel(LABELS[key]), max: EDITABLE[key] });
    changes[key] = value;
  }
  if (changes.realName !== undefined && changes.realName === '') throw fail('realNameRequired');
  if (changes.gender !== undefined && !GENDERS.includes(changes.gender)) throw fail('genderInvalid');
  if (changes.mobilePhone && !matchesPattern('mobile', changes.mobilePhone)) throw fail('mobileInvalid');
  if (changes.email && !matchesPattern('email', changes.email)) throw fail('emailInvalid');
  return changes;
}

/** Saves the user's own base information. */
export async function updateBaseInfo(db: Db, userId: string, changes: Partial<Record<Editable, string>>): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  const updated = await db.update(users).set(changes).where(eq(users.id, userId)).returning({ id: users.id });
  if (updated.length === 0) throw fail('userNotFound');
}
