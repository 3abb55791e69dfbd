/**
 * Computes a data report in SQL over `lc_record` (issue 9 §4): the search values become a WHERE clause, the group
 * summaries, the total row and the chart are GROUP BY / aggregate queries, and only one page of detail rows is read.
 * No record set is loaded into JavaScript to be summed.
 *
 * Field keys only ever come from the source's field catalogue (runtime/core/lowcode/report.ts `reportFields`, names
 * the definition check allows), and they go into the statement as quoted literals so that the same expression text
 * appears in SELECT and GROUP BY; every value a caller sends stays a bound parameter. Values are read defensively
 * (`jsonb_typeof` before a cast, a bound on timestamps), so a record stored under an older definition never makes a
 * query fail.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../runtime/core/i18n/languages';
import { translate } from '../../../runtime/core/i18n/messages';
import { measureKey, type ReportDefinition, type ReportField, type ReportGroup, type ReportMeasure } from '../../../runtime/core/lowcode/report';
import type { Db } from '../../db/client';
import { records } from '../../db/schema';
import { fail } from '../../errors';

/** A field key as an SQL string literal (keys come from the catalogue; quotes are doubled all the same). */
const literal = (text: string) => sql.raw(`'${text.replace(/'/g, "''")}'`);

/** Milliseconds of a timestamp PostgreSQL can hold comfortably (±273,790 years). */
const MAX_MS = 8.64e15;

/** The number stored under a key, or NULL when it is not a number. */
function numberAt(source: SQL, key: string): SQL {
  return sql`(case when jsonb_typeof(${source} -> ${literal(key)}) = 'number' then (${source} ->> ${literal(key)})::numeric end)`;
}

/** The SQL value of a field: a number, a sub-table column's total per record, or the stored text. */
export function valueOf(field: ReportField): SQL {
  if (field.subTableSum) {
    const [table, column] = field.key.split('-') as [string, string];
    return sql`(select sum(${numberAt(sql.raw('cell'), column)}) from jsonb_array_elements(case when jsonb_typeof(${records.data} -> ${literal(table)}) = 'array' then ${records.data} -> ${literal(table)} else '[]'::jsonb end) as cell)`;
  }
  if (field.kind === 'number' || field.kind === 'date') return numberAt(sql`${records.data}`, field.key);
  return sql`(${records.data} ->> ${literal(field.key)})`;
}

const BUCKET_FORMATS = { day: 'YYYY-MM-DD', month: 'YYYY-MM', year: 'YYYY' } as const;

/** The SQL group key of a group-by: a date's day, month or year (in the caller's time zone), else the value. */
function groupKeyOf(group: ReportGroup, field: ReportField, tzOffset: number): SQL {
  if (field.kind === 'date') {
    const value = numberAt(sql`${records.data}`, field.key);
    const format = BUCKET_FORMATS[group.by ?? 'day'];
    return sql`(case when abs(${value}) < ${sql.raw(String(MAX_MS))} then to_char((to_timestamp(${value} / 1000) at time zone 'UTC') + make_interval(mins => ${sql.raw(String(tzOffset))}), ${literal(format)}) end)`;
  }
  return valueOf(field);
}

/** The SQL of an aggregate, as a double (or NULL over no values). */
function aggregateOf(measure: ReportMeasure, fields: ReadonlyMap<string, ReportField>): SQL {
  if (measure.fn === 'count') return measure.prop ? sql`count(${valueOf(fields.get(measure.prop)!)})::float8` : sql`count(*)::float8`;
  const value = valueOf(fields.get(measure.prop!)!);
  const fn = sql.raw(measure.fn);
  return sql`(${fn}(${value}))::float8`;
}

/** A search value as the caller sent it: a value, or `[from, to]` for a range. */
export type SearchValues = Record<string, unknown>;

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.every((item) => item === null || item === undefined || item === ''));

function finite(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

/** The WHERE conditions of the report's search fields for these values; a value of the wrong shape is refused. */
export function searchConditions(definition: ReportDefinition, fields: ReadonlyMap<string, ReportField>, values: SearchValues): SQL[] {
  const conditions: SQL[] = [];
  for (const search of definition.searchList ?? []) {
    const field = fields.get(search.prop);
    const value = values[search.prop];
    if (!field || isBlank(value)) continue;
    const refuse = () => fail('reportSearchInvalid', { field: field.label });
    const expression = valueOf(field);
    if (search.searchType === 3) {
      if (!Array.isArray(value) || value.length !== 2) throw refuse();
      const [from, to] = value.map((bound) => (bound === null || bound === undefined || bound === '' ? null : finite(bound) ?? Number.NaN));
      if (Number.isNaN(from) || Number.isNaN(to)) throw refuse();
      if (from !== null) conditions.push(sql`${expression} >= ${from}`);
      if (to !== null) conditions.push(sql`${expression} <= ${to}`);
    } else if (search.searchType === 2) {
      if (typeof value !== 'string' && typeof value !== 'number') throw refuse();
      const text = String(value).replace(/\u0000/g, '');
      if (text.length > 200) throw refuse();
      conditions.push(sql`${expression} ilike ${`%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`}`);
    } else if (field.kind === 'number' || field.kind === 'date') {
      const number = finite(value);
      if (number === undefined) throw refuse();
      conditions.push(sql`${expression} = ${number}`);
    } else {
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') throw refuse();
      const text = String(typeof value === 'boolean' ? Number(value) : value).replace(/\u0000/g, '');
      if (text.length > 200) throw refuse();
      conditions.push(sql`${expression} = ${text}`);
    }
  }
  return conditions;
}

/** A group of the answer: its key, what it shows, its record count and its aggregates. */
export interface ReportGroupAnswer {
  key: string | null;
  label: string;
  count: number;
  values: Record<string, number | null>;
}

/** What the report's computation answers. */
export interface ReportComputation {
  list: Record<string, unknown>[];
  groups: ReportGroupAnswer[];
  total: { count: number; values: Record<string, number | null> };
  chart?: { points: { key: string | null; name: string; value: number | null }[] };
  pagination: { currentPage: number; pageSize: number; total: number };
}

/** The most groups (and chart points) an answer holds. */
export const MAX_GROUPS = 1000;

/** What to compute: a definition already reduced to the fields the caller may see. */
export interface ReportRequest {
  screenId: string;
  /** The rows the caller may see (their data-permission schemes), or undefined for all. */
  visible?: SQL;
  definition: ReportDefinition;
  fields: readonly ReportField[];
  search: SearchValues;
  tzOffset: number;
  currentPage: number;
  pageSize: number;
  lang: Language;
}

/** A group key as the caller reads it: an option's label, yes/no, or (empty). */
function labelOf(field: ReportField, key: string | null, lang: Language): string {
  if (key === null || key === '') return translate(lang, 'report.empty');
  if (field.kind === 'choice') return field.options?.find((option) => option.value === key)?.label ?? key;
  if (field.kind === 'boolean') return translate(lang, key === '1' || key === 'true' ? 'common.yes' : 'common.no');
  return key;
}

const keyText = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** Computes a report: one page of rows, the groups, the total and the chart, each in one query. */
export async function computeReport(db: Db, request: ReportRequest): Promise<ReportComputation> {
  const { definition, lang } = request;
  const fields = new Map(request.fields.map((field) => [field.key, field]));
  const where = and(eq(records.screen, request.screenId), request.visible, ...searchConditions(definition, fields, request.search))!;
  const summaries = definition.summaries ?? [];
  const measures = Object.fromEntries(summaries.map((measure, index) => [`m${index}`, aggregateOf(measure, fields).mapWith(Number)]));
  const valuesOf = (row: Record<string, unknown>) => Object.fromEntries(summaries.map((measure, index) => [measureKey(measure), row[`m${index}`] === null || row[`m${index}`] === undefined ? null : Number(row[`m${index}`])]));
  const groupField = definition.groupBy ? fields.get(definition.groupBy.prop) : undefined;
  const groupKey = definition.groupBy && groupField ? groupKeyOf(definition.groupBy, groupField, request.tzOffset) : undefined;

  const columns = Object.fromEntries(definition.columnList.map((column, index) => [`c${index}`, valueOf(fields.get(column.prop)!)]));
  const rows = await db
    .select({ id: records.id, ...columns, ...(groupKey ? { g: groupKey } : {}), totalRows: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(records)
    .where(where)
    .orderBy(...(groupKey ? [sql`${groupKey} asc nulls last`] : []), desc(records.createdAt), asc(records.id))
    .limit(request.pageSize)
    .offset((request.currentPage - 1) * request.pageSize);

  const [total] = await db.select({ n: sql<number>`count(*)`.mapWith(Number), ...measures }).from(records).where(where);

  let groups: ReportGroupAnswer[] = [];
  if (groupKey && groupField) {
    const grouped = await db
      .select({ g: groupKey, n: sql<number>`count(*)`.mapWith(Number), ...measures })
      .from(records)
      .where(where)
      .groupBy(groupKey)
      .orderBy(sql`${groupKey} asc nulls last`)
      .limit(MAX_GROUPS);
    groups = grouped.map((row) => ({ key: keyText(row.g), label: labelOf(groupField, keyText(row.g), lang), count: row.n, values: valuesOf(row as Record<string, unknown>) }));
  }

  let chart: ReportComputation['chart'];
  const dimensionField = definition.chart ? fields.get(definition.chart.dimension.prop) : undefined;
  if (definition.chart && dimensionField) {
    const dimension = groupKeyOf(definition.chart.dimension, dimensionField, request.tzOffset);
    const points = await db
      .select({ d: dimension, v: aggregateOf(definition.chart.measure, fields).mapWith(Number) })
      .from(records)
      .where(where)
      .groupBy(dimension)
      .orderBy(sql`${dimension} asc nulls last`)
      .limit(MAX_GROUPS);
    chart = { points: points.map((point) => ({ key: keyText(point.d), name: labelOf(dimensionField, keyText(point.d), lang), value: point.v === null ? null : Number(point.v) })) };
  }

  const list = rows.map((row) => {
    const out: Record<string, unknown> = { id: row.id };
    definition.columnList.forEach((column, index) => {
      const field = fields.get(column.prop)!;
      const raw = (row as Record<string, unknown>)[`c${index}`];
      const value = raw === null || raw === undefined ? null : field.kind === 'number' || field.kind === 'date' ? Number(raw) : String(raw);
      out[column.prop] = field.kind === 'choice' || field.kind === 'boolean' ? (value === null ? '' : labelOf(field, String(value), lang)) : value;
    });
    if (groupKey) out.groupKey = keyText((row as Record<string, unknown>).g);
    return out;
  });
  return {
    list,
    groups,
    total: { count: total?.n ?? 0, values: valuesOf((total ?? {}) as Record<string, unknown>) },
    ...(chart ? { chart } : {}),
    pagination: { currentPage: request.currentPage, pageSize: request.pageSize, total: rows[0]?.totalRows ?? (request.currentPage === 1 ? 0 : total?.n ?? 0) },
  };
}
