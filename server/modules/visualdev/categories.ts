/**
 * The names of the definitions' categories. A definition stores its category as a code (e.g. "asset"); the entries
 * of the dictionary type `formCategory` (表单分类, seeded) name the codes, and a code no entry names shows as itself,
 * so a category an administrator typed, or a data directory seeded before the type existed, still reads sensibly.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { records } from '../../db/schema';
import { DICTIONARY_DATA_SCREEN, DICTIONARY_TYPE_SCREEN } from '../dictionary/routes';

/** The code of the dictionary type whose entries name the definitions' categories. */
export const FORM_CATEGORY_TYPE = 'formCategory';

/** The category names by code, from the form-category dictionary (empty when the type does not exist). */
export async function categoryNames(db: Pick<Db, 'select'>): Promise<Map<string, string>> {
  const types = db
    .select({ id: records.id })
    .from(records)
    .where(and(eq(records.screen, DICTIONARY_TYPE_SCREEN), sql`(${records.data} ->> 'enCode') = ${FORM_CATEGORY_TYPE}`));
  const rows = await db
    .select({ data: records.data })
    .from(records)
    .where(and(eq(records.screen, DICTIONARY_DATA_SCREEN), inArray(records.scopeId, types)));
  const names = new Map<string, string>();
  for (const { data } of rows) {
    const code = data.enCode;
    const name = data.fullName;
    if (typeof code === 'string' && code !== '' && typeof name === 'string' && name !== '') names.set(code, name);
  }
  return names;
}

/** A category's name: the dictionary's, else the code itself. */
export function categoryName(names: ReadonlyMap<string, string>, code: string): string {
  return names.get(code) ?? code;
}
