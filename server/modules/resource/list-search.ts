/**
 * The search bar's values on the server (runtime/core/schema/list-search.ts reads them into conditions): taken
 * from a list request — the field names at the top of a POST body or a GET query, or `queryJson`, the JSON text of
 * the values that the original's lists send — and applied with the data-permission compiler, as SQL for paged
 * lists and in memory for trees, so both filter alike.
 */
import { and, type SQL } from 'drizzle-orm';
import { matchesCondition, type SchemeCondition, type SchemeContext } from '../../../runtime/core/permission/data-scheme';
import { readSearchValues } from '../../../runtime/core/schema/list-search';
import type { Language } from '../../../runtime/core/i18n/languages';
import { fail } from '../../errors';
import { compileCondition, type FieldSql } from '../permission/data-scheme-sql';
import { screenMessages } from './body';
import type { Screen } from './registry';

/** Search conditions use no variables. */
const NO_VARIABLES: SchemeContext = { userId: '', organizeId: '', organizeAndBelow: [], subordinates: [] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The search values of a request: its own keys, and those of `queryJson` over them. */
export function searchValuesOf(input: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const json = input.queryJson;
  if (json === undefined || json === null || json === '') return { ...input };
  let parsed: unknown = json;
  if (typeof json === 'string') {
    try {
      parsed = JSON.parse(json);
    } catch {
      throw fail('invalidJson');
    }
  }
  if (!isRecord(parsed)) throw fail('invalidJson');
  return { ...input, ...parsed };
}

/** The conditions of a request's search values on a screen, or `searchValueInvalid` naming the field. */
export function parseSearch(screen: Screen, input: Readonly<Record<string, unknown>>, lang: Language): SchemeCondition[] {
  if (!screen.schema.list.search?.length) return [];
  const read = readSearchValues(screen.schema, searchValuesOf(input));
  if (!read.ok) throw fail('searchValueInvalid', { field: screenMessages(screen, lang)(read.problem.field) });
  return read.conditions;
}

/** The SQL of search conditions over a storage (undefined: no search). */
export function searchCondition(conditions: readonly SchemeCondition[] | undefined, fieldSql: FieldSql): SQL | undefined {
  if (!conditions?.length) return undefined;
  return and(...conditions.map((condition) => compileCondition(condition, NO_VARIABLES, fieldSql)));
}

/** True when a record, as listed, meets every search condition (the in-memory twin of searchCondition). */
export function matchesSearch(conditions: readonly SchemeCondition[] | undefined, record: Readonly<Record<string, unknown>>): boolean {
  return !conditions?.length || conditions.every((condition) => matchesCondition(condition, record, NO_VARIABLES));
}
