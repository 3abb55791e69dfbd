/**
 * A list's search fields (spec 03 §7 "Visual development": a search item carries `searchType` 1 exact, 2 fuzzy,
 * 3 range; CONTRACT.md "POST …/List with paging + search values"): the values a search bar sends, read against
 * the screen's model into conditions of the data-permission language (permission/data-scheme.ts), so that the
 * server filters them with the same SQL compiler and the same in-memory evaluator as row-level schemes — one
 * condition language, one proof that SQL and memory agree.
 *
 * - exact: a text field equals the value (or is one of a list of values: a multiple choice); a number field equals it.
 * - fuzzy: a text field contains the value (case-sensitive, as a scheme's `contains`); on a number field, exact.
 * - range: a number field (numbers, dates and times, which are stored as milliseconds) lies between `[from, to]`,
 *   both ends included, either end open when empty.
 * An empty value (missing, '', null, an empty list, a range with both ends empty) adds no condition. A value of the
 * wrong shape is refused, naming the field. Pure: no DOM, no Node.
 */
import { MAX_IN_VALUES, MAX_VALUE_LENGTH, type SchemeCondition, type SchemeFieldKind } from '../permission/data-scheme';
import type { ScreenSchema } from './types';

/** How a search field matches. */
export type SearchMatch = 'exact' | 'fuzzy' | 'range';

/** The original's `searchType` numbers. */
export const SEARCH_TYPE_MATCH: Readonly<Record<number, SearchMatch>> = { 1: 'exact', 2: 'fuzzy', 3: 'range' };

/** A field of the list's search bar. */
export interface ListSearchField {
  /** The model property searched. */
  field: string;
  match: SearchMatch;
}

/** A search value refused: the field's label (a message key of the screen, or the field's name). */
export interface SearchProblem {
  field: string;
}

/** How a model property is read by a search: as text, as a number, or not at all (arrays, booleans, objects). */
export function searchKind(schema: Pick<ScreenSchema, 'model'>, field: string): SchemeFieldKind | undefined {
  const type = schema.model.properties[field]?.type;
  return type === 'string' ? 'text' : type === 'number' || type === 'integer' ? 'number' : undefined;
}

/** True when a value adds no condition. */
export function isEmptySearchValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.every((item) => item === undefined || item === null || item === '');
  return false;
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(value)) {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

function toText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string' || value.length > MAX_VALUE_LENGTH) return undefined;
  return value;
}

type Read = { ok: true; conditions: SchemeCondition[] } | { ok: false; problem: SearchProblem };

/** The conditions of one search field's value (none for an empty value). */
function conditionsOf(search: ListSearchField, kind: SchemeFieldKind, value: unknown): SchemeCondition[] | undefined {
  const { field } = search;
  if (isEmptySearchValue(value)) return [];
  if (search.match === 'range') {
    // A range is [from, to]; a GET query sends it as "from,to".
    const ends = typeof value === 'string' ? value.split(',') : value;
    if (kind !== 'number' || !Array.isArray(ends) || ends.length !== 2) return undefined;
    const out: SchemeCondition[] = [];
    for (const [index, end] of ends.entries()) {
      if (isEmptySearchValue(end)) continue;
      const number = toNumber(end);
      if (number === undefined) return undefined;
      out.push({ field, kind, op: index === 0 ? '>=' : '<=', value: number });
    }
    return out;
  }
  if (Array.isArray(value)) {
    // Several values: any of them (a multiple choice).
    const items = value.filter((item) => !isEmptySearchValue(item));
    if (items.length > MAX_IN_VALUES) return undefined;
    const read = items.map((item) => (kind === 'number' ? toNumber(item) : toText(item)));
    if (read.some((item) => item === undefined)) return undefined;
    return [{ field, kind, op: 'in', value: read as string[] | number[] }];
  }
  if (kind === 'number') {
    const number = toNumber(value);
    return number === undefined ? undefined : [{ field, kind, op: '==', value: number }];
  }
  const text = toText(value);
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  if (trimmed === '') return [];
  return [{ field, kind, op: search.match === 'fuzzy' ? 'contains' : '==', value: search.match === 'fuzzy' ? trimmed : text }];
}

/**
 * Reads the values of a list's search fields (by field name; names the screen does not search are ignored) into
 * conditions that must all hold, or the first value that cannot be read.
 */
export function readSearchValues(schema: Pick<ScreenSchema, 'model' | 'list'>, values: Readonly<Record<string, unknown>>): Read {
  const conditions: SchemeCondition[] = [];
  for (const search of schema.list.search ?? []) {
    if (!Object.prototype.hasOwnProperty.call(values, search.field)) continue;
    const kind = searchKind(schema, search.field);
    if (!kind) continue;
    const read = conditionsOf(search, kind, values[search.field]);
    if (!read) return { ok: false, problem: { field: schema.model.properties[search.field]?.title ?? search.field } };
    conditions.push(...read);
  }
  return { ok: true, conditions };
}

/** What is wrong with a schema's search fields (for the consistency rules). */
export function searchProblems(schema: Pick<ScreenSchema, 'model' | 'list' | 'resource'>): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const search of schema.list.search ?? []) {
    const kind = searchKind(schema, search.field);
    if (!schema.model.properties[search.field]) problems.push(`list.search names "${search.field}", which is not a model property`);
    else if (!kind) problems.push(`list.search field "${search.field}" is neither text nor a number`);
    else if (search.match === 'range' && kind !== 'number') problems.push(`list.search field "${search.field}" searches a range, which needs a number or date field`);
    if (seen.has(search.field)) problems.push(`list.search names "${search.field}" more than once`);
    if (schema.resource.tree?.lazy) problems.push(`list.search field "${search.field}" on a lazy tree, which searches by keyword only`);
    seen.add(search.field);
  }
  return problems;
}

/**
 * The search fields of the original's search list (`columnData.searchList`: prop and searchType 1 exact, 2 fuzzy
 * — the default —, 3 range) over a model: fields that are neither text nor numbers are left out, "fuzzy" on a
 * number searches exactly, and "range" on text searches exactly; each field once.
 */
export function searchFieldsOf(searchList: readonly { prop: string; searchType?: number }[], schema: Pick<ScreenSchema, 'model'>): ListSearchField[] {
  const out: ListSearchField[] = [];
  for (const item of searchList) {
    const kind = searchKind(schema, item.prop);
    if (!kind || out.some((search) => search.field === item.prop)) continue;
    const wanted = SEARCH_TYPE_MATCH[item.searchType ?? 2] ?? 'fuzzy';
    const match: SearchMatch = kind === 'number' ? (wanted === 'range' ? 'range' : 'exact') : wanted === 'range' ? 'exact' : wanted;
    out.push({ field: item.prop, match });
  }
  return out;
}
