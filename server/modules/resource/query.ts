/**
 * The list query of CONTRACT.md "Paging": currentPage (1), pageSize (20), sort ("desc"), sidx (""), keyword ("").
 * A page size above the largest the list footer offers (500) is capped to it; a page number or size that is not a
 * positive whole number is refused with a clear message rather than guessed at.
 */
import { fail } from '../../errors';

/** The largest page size a list answers (the list footer offers 20, 50, 100 and 500). */
export const MAX_PAGE_SIZE = 500;
/** The page size when none is asked for. */
export const DEFAULT_PAGE_SIZE = 20;
/** Beyond this a page number is surely a mistake. */
const MAX_PAGE = 1_000_000;

/** A parsed list query. */
export interface ListQuery {
  currentPage: number;
  pageSize: number;
  keyword: string;
  /** The field to sort by, when it names a model property. */
  sidx: string | undefined;
  order: 'asc' | 'desc';
  /**
   * The request's values, where a list with search fields finds their values (`queryJson` or the fields' names;
   * list-search.ts reads them against the screen).
   */
  values?: Readonly<Record<string, unknown>>;
}

function positiveInt(value: string | undefined, fallback: number, max: number, cap: boolean): number {
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^\d{1,12}$/.test(value.trim())) throw fail('invalidPaging');
  const parsed = Number(value);
  if (parsed < 1) throw fail('invalidPaging');
  if (parsed > max) {
    if (cap) return max;
    throw fail('invalidPaging');
  }
  return parsed;
}

/** Parses the query; `fields` are the model's properties a sort may name. */
export function parseListQuery(query: Record<string, string | undefined>, fields: ReadonlySet<string>): ListQuery {
  const sidx = query.sidx?.trim();
  return {
    currentPage: positiveInt(query.currentPage, 1, MAX_PAGE, false),
    pageSize: positiveInt(query.pageSize, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, true),
    keyword: (query.keyword ?? '').trim().slice(0, 200),
    sidx: sidx && fields.has(sidx) ? sidx : undefined,
    order: query.sort?.toLowerCase() === 'asc' ? 'asc' : 'desc',
    values: query,
  };
}

/** True when the text contains the keyword, ignoring case. */
export function containsKeyword(value: unknown, keyword: string): boolean {
  if (value === undefined || value === null) return false;
  return String(value).toLowerCase().includes(keyword.toLowerCase());
}
