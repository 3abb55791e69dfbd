/**
 * Data reports (menu type 5, issue 9 §4): the report kind of the stored boards (its check reads the source model's
 * fields) and the computation of a report for one caller. A report is read through the same guard as its source
 * model's list: the caller must hold the page that publishes the model (else `forbidden`), and the fields hidden
 * from them there by column or form permissions leave the report — as columns, search fields, group-by, summaries and
 * chart — so that neither the rows nor an aggregate reveal them. Its rows, groups, totals and chart count only the
 * records the caller's data-permission schemes on that page let them see, as the list does.
 */
import type { SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Language } from '../../../runtime/core/i18n/languages';
import { measureKey, reportFields, reportProblems, type ReportDefinition, type ReportField } from '../../../runtime/core/lowcode/report';
import { dataReports } from '../../db/schema';
import type { Db } from '../../db/client';
import { AppError, fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { fieldAccess } from '../permission/field-access';
import { rowCondition } from '../permission/data-scope';
import { authoriseWithRows } from '../resource/guard';
import * as store from '../resource/store';
import type { BoardKind, BoardProblem } from './boards';
import { liveModel, type LiveModel } from './models';
import { showsNames, withNames } from './picked-labels';
import { computeReport, type SearchValues } from './report-query';

/** The source model of a report, or undefined when it is missing or not released. */
async function sourceModel(db: Db, modelId: string): Promise<LiveModel | undefined> {
  try {
    return await liveModel(db, modelId);
  } catch (error) {
    if (error instanceof AppError && (error.errorName === 'modelNotFound' || error.errorName === 'modelNotReleased')) return undefined;
    throw error;
  }
}

/** The model id a report definition names, if any. */
function sourceIdOf(definition: unknown): string | undefined {
  const source = (definition as { source?: { modelId?: unknown } } | null)?.source;
  return typeof source?.modelId === 'string' && source.modelId !== '' ? source.modelId : undefined;
}

/** Checks a report definition against its source model's fields. */
export async function checkReport(db: Db, definition: unknown, lang: Language): Promise<BoardProblem[]> {
  const modelId = sourceIdOf(definition);
  const model = modelId ? await sourceModel(db, modelId) : undefined;
  return reportProblems(definition, model ? reportFields(model.screen.schema, lang) : undefined);
}

/** Reports as stored boards. */
export const REPORT_KIND: BoardKind = {
  table: dataReports,
  lockName: 'base_data_report',
  menuType: 5,
  urlPrefix: 'report',
  icon: 'FileTextOutlined',
  notFound: 'reportNotFound',
  notReleased: 'reportNotReleased',
  check: checkReport,
  empty: () => ({ source: { kind: 'model', modelId: '' }, columnList: [] }),
};

/** A report as one caller may read it: the source, the fields they may see and the definition reduced to them. */
export interface CallerReport {
  model: LiveModel;
  /** The records the caller may see (undefined: all). */
  visible: SQL | undefined;
  fields: ReportField[];
  definition: ReportDefinition;
  /** True when permissions removed a part of the report. */
  restricted: boolean;
}

/** Opens a report's source through its list guard and reduces the definition to the fields the caller may see. */
export async function reportForCaller(c: Context<AppEnv>, definition: ReportDefinition): Promise<CallerReport> {
  const db = c.get('services').db;
  const model = await liveModel(db, definition.source?.modelId ?? '');
  const { fieldGrants, rows } = await authoriseWithRows(c, model.screen.schema, 'list');
  const access = fieldAccess(model.screen.schema, fieldGrants);
  const hidden = (key: string) => access.hiddenInLists.has(key) || access.hiddenInLists.has(key.split('-')[0]!);
  const all = reportFields(model.screen.schema, c.get('lang'));
  const fields = all.filter((field) => !hidden(field.key));
  const visible = new Set(fields.map((field) => field.key));
  const sees = (prop: string | undefined) => prop === undefined || visible.has(prop);
  const chart = definition.chart && sees(definition.chart.dimension.prop) && sees(definition.chart.measure.prop) ? definition.chart : undefined;
  const reduced: ReportDefinition = {
    ...definition,
    columnList: definition.columnList.filter((column) => sees(column.prop)),
    searchList: (definition.searchList ?? []).filter((search) => sees(search.prop)),
    summaries: (definition.summaries ?? []).filter((measure) => sees(measure.prop)),
    ...(definition.groupBy && sees(definition.groupBy.prop) ? { groupBy: definition.groupBy } : { groupBy: undefined }),
    ...(chart ? { chart } : { chart: undefined }),
  };
  const restricted =
    reduced.columnList.length !== definition.columnList.length ||
    (reduced.searchList?.length ?? 0) !== (definition.searchList?.length ?? 0) ||
    (reduced.summaries?.length ?? 0) !== (definition.summaries?.length ?? 0) ||
    Boolean(definition.groupBy) !== Boolean(reduced.groupBy) ||
    Boolean(definition.chart) !== Boolean(reduced.chart);
  return { model, visible: rowCondition(rows, store.recordFieldSql), fields, definition: reduced, restricted };
}

/** A label in a language: the own translation, the zh-CN text, else the fallback. */
export function labelIn(lang: Language, text: unknown, i18n: unknown, fallback: string): string {
  // Stored definitions are checked, but translations are optional data: anything not text falls back.
  const own = lang !== 'zh-CN' && i18n !== null && typeof i18n === 'object' ? (i18n as Record<string, unknown>)[lang] : undefined;
  return (typeof own === 'string' ? own.trim() : '') || (typeof text === 'string' ? text.trim() : '') || fallback;
}

/** A value as the report's SQL answers it (text; a list as its JSON text) as it was stored. */
function storedValue(value: unknown): unknown {
  if (typeof value !== 'string' || !value.startsWith('[')) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * The report's picker values (people, organisations, addresses, related records, popup rows) as names: the rows'
 * cells, and the labels of groups and chart points keyed by such a field. Lookups are batched per answer.
 */
async function withReportNames(c: Context<AppEnv>, model: LiveModel, computed: Awaited<ReturnType<typeof computeReport>>, groupProp: string | undefined, dimensionProp: string | undefined) {
  const schema = model.screen.schema;
  const named = new Set(schema.form.fields.filter(showsNames).map((field) => field.name));
  if (named.size === 0) return computed;
  const list = await withNames(c, schema, computed.list.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, named.has(key) ? storedValue(value) : value]))));
  // Group and point labels: one pseudo-record per key.
  const labels = async (prop: string | undefined, keys: readonly (string | null)[]) => {
    if (!prop || !named.has(prop)) return undefined;
    const rows = await withNames(c, schema, keys.map((key) => (key === null ? {} : { [prop]: storedValue(key) })));
    return rows.map((row) => (typeof row[prop] === 'string' && row[prop] !== '' ? (row[prop] as string) : undefined));
  };
  const groupLabels = await labels(groupProp, computed.groups.map((group) => group.key));
  const pointLabels = computed.chart ? await labels(dimensionProp, computed.chart.points.map((point) => point.key)) : undefined;
  return {
    ...computed,
    list,
    groups: computed.groups.map((group, index) => ({ ...group, label: groupLabels?.[index] ?? group.label })),
    ...(computed.chart ? { chart: { points: computed.chart.points.map((point, index) => ({ ...point, name: pointLabels?.[index] ?? point.name })) } } : {}),
  };
}

/** Paging and time zone of a data request (the rest of the body is search values). */
export function readDataRequest(body: Record<string, unknown>, definition: ReportDefinition) {
  const { currentPage = 1, pageSize = definition.pageSize ?? 100, tzOffset = 0, ...search } = body;
  const whole = (value: unknown, min: number, max: number) => (typeof value === 'number' || (typeof value === 'string' && /^-?\d{1,6}$/.test(value))) && Number.isInteger(Number(value)) && Number(value) >= min && Number(value) <= max;
  if (!whole(currentPage, 1, 100_000) || !whole(pageSize, 1, 500)) throw fail('invalidPaging');
  if (!whole(tzOffset, -840, 840)) throw fail('badRequest');
  return { currentPage: Number(currentPage), pageSize: Number(pageSize), tzOffset: Number(tzOffset), search: search as SearchValues };
}

/** The report's data for the caller: its parts labelled in their language, one page of rows, groups, total, chart. */
export async function reportData(c: Context<AppEnv>, row: { id: string; fullName: string }, stored: ReportDefinition, body: Record<string, unknown>, options: { chartOnly?: boolean } = {}) {
  const lang = c.get('lang');
  const report = await reportForCaller(c, stored);
  const { definition } = report;
  const request = readDataRequest(body, definition);
  const fields = new Map(report.fields.map((field) => [field.key, field]));
  const fieldLabel = (prop: string | undefined) => (prop ? (fields.get(prop)?.label ?? prop) : '');
  const computation = await computeReport(c.get('services').db, {
    screenId: report.model.screen.schema.id,
    visible: report.visible,
    definition: options.chartOnly ? { ...definition, columnList: [], summaries: [], groupBy: undefined, searchList: [] } : definition,
    fields: report.fields,
    search: options.chartOnly ? {} : request.search,
    tzOffset: request.tzOffset,
    currentPage: request.currentPage,
    pageSize: options.chartOnly ? 1 : request.pageSize,
    lang,
  });
  const computed = await withReportNames(c, report.model, computation, definition.groupBy?.prop, definition.chart?.dimension.prop);
  const chart = definition.chart && computed.chart
    ? {
        type: definition.chart.type,
        title: labelIn(lang, definition.chart.title, definition.chart.titleI18n, row.fullName),
        dimension: fieldLabel(definition.chart.dimension.prop),
        measure: { fn: definition.chart.measure.fn, label: fieldLabel(definition.chart.measure.prop) },
        points: computed.chart.points,
      }
    : undefined;
  return {
    id: row.id,
    fullName: row.fullName,
    columns: definition.columnList.map((column) => {
      const field = fields.get(column.prop)!;
      return { prop: column.prop, label: labelIn(lang, column.label, column.labelI18n, field.label), kind: field.kind, format: column.format ?? 'text', ...(column.precision !== undefined ? { precision: column.precision } : {}), ...(column.align ? { align: column.align } : {}) };
    }),
    searchList: (definition.searchList ?? []).map((search) => {
      const field = fields.get(search.prop)!;
      return { prop: search.prop, label: field.label, kind: field.kind, searchType: search.searchType, ...(field.options ? { options: field.options } : {}) };
    }),
    ...(definition.groupBy ? { groupBy: { prop: definition.groupBy.prop, label: fieldLabel(definition.groupBy.prop), ...(definition.groupBy.by ? { by: definition.groupBy.by } : {}) } } : {}),
    summaries: (definition.summaries ?? []).map((measure) => ({ key: measureKey(measure), fn: measure.fn, ...(measure.prop ? { prop: measure.prop } : {}), label: fieldLabel(measure.prop) })),
    ...(chart ? { chart } : {}),
    list: computed.list,
    groups: computed.groups,
    total: computed.total,
    pagination: computed.pagination,
    restricted: report.restricted,
  };
}
