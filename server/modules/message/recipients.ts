/**
 * Who receives an announcement: `toUserIds` entries `id--kind` name organisations (with every organisation below
 * them), roles, positions or users; an empty list means every enabled user. Answers enabled users only.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fail } from '../../errors';

/** The kinds a recipient entry may name. */
export const RECIPIENT_KINDS = ['organize', 'role', 'position', 'user'] as const;
/** One kind of recipient entry. */
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];

/** Parses the entries (an array or comma-separated text); refuses malformed or unknown kinds. */
export function parseRecipients(value: unknown): string[] {
  const entries = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value == null ? [] : undefined;
  if (!entries) throw fail('recipientsInvalid');
  const result: string[] = [];
  for (const entry of entries) {
    if (typeof entry !== 'string') throw fail('recipientsInvalid');
    const text = entry.trim();
    if (text === '') continue;
    const [id, kind] = text.split('--');
    if (!id || !kind || !(RECIPIENT_KINDS as readonly string[]).includes(kind) || id.length > 100) throw fail('recipientsInvalid');
    result.push(`${id}--${kind}`);
  }
  if (result.length > 1000) throw fail('recipientsInvalid');
  return [...new Set(result)];
}

/** The enabled users the entries reach. */
export async function resolveRecipients(db: Db, entries: readonly string[]): Promise<string[]> {
  type Row = { id: string };
  if (entries.length === 0) {
    const all = (await db.execute(sql`select id from base_user where enabled_mark = 1`)) as unknown as { rows: Row[] };
    return all.rows.map((row) => row.id);
  }
  const ids = (kind: RecipientKind) => entries.filter((entry) => entry.endsWith(`--${kind}`)).map((entry) => entry.slice(0, -`--${kind}`.length));
  const organizeIds = ids('organize');
  const roleIds = ids('role');
  const positionIds = ids('position');
  const userIds = ids('user');
  const array = (values: string[]) => sql`array[${sql.join(values.length ? values.map((v) => sql`${v}`) : [sql`''`], sql`, `)}]::text[]`;
  const result = (await db.execute(sql`
    with recursive orgs as (
      select id from base_organize where id = any(${array(organizeIds)})
      union
      select o.id from base_organize o join orgs on o.parent_id = orgs.id
    )
    select distinct u.id from base_user u
    where u.enabled_mark = 1 and (
      u.id = any(${array(userIds)})
      or u.organize_id in (select id from orgs)
      or exists (select 1 from base_user_relation r where r.user_id = u.id and (
        (r.object_type = 'Role' and r.object_id = any(${array(roleIds)}))
        or (r.object_type = 'Position' and r.object_id = any(${array(positionIds)}))
        or (r.object_type = 'Organize' and r.object_id in (select id from orgs))
      ))
    )`)) as unknown as { rows: Row[] };
  return result.rows.map((row) => row.id);
}
