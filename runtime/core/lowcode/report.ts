/**
 * Data reports as data (menu type 5; issue 9 §4): a report reads the records of a released form model (a data
 * interface may become a second source later, hence `source.kind`), filters them by its search fields, lists its
 * columns with their display formats, groups them by one field (optionally by day, month or year of a date) with a
 * summary row per group and one for the whole, and draws one chart (bar, line or pie) of a measure over a group-by.
 *
 * The server computes it in SQL (server/modules/visualdev/report-query.ts); this file holds only the format, the
 * catalogue of a source's fields a report may use (derived from the model's screen schema) and the check made when a
 * report is saved — each problem a message key naming the part that is wrong.
 */
import type { Language } from '../i18n/languages';
import { screenTranslator } from '../schema/messages';
import type { FieldSchema, FormField, ScreenSchema } from '../schema/types';
import type { ReportMessageKey } from './board-messages';

/** The aggregate functions of a summary or a chart measure. */
export const AGGREGATES = ['sum', 'count', 'avg', 'min', 'max'] as const;
/** An aggregate function. */
export type Aggregate = (typeof AGGREGATES)[number];

/** How a date field is grouped. */
export const DATE_BUCKETS = ['day', 'month', 'year'] as const;
/** A date grouping. */
export type DateBucket = (typeof DATE_BUCKETS)[number];

/** How a column shows its value. */
export const COLUMN_FORMATS = ['text', 'number', 'money', 'percent', 'date'] as const;
/** A column format. */
export type ColumnFormat = (typeof COLUMN_FORMATS)[number];

/** The chart kinds. */
export const CHART_TYPES = ['bar', 'line', 'pie'] as const;
/** A chart kind. */
export type ChartType = (typeof CHART_TYPES)[number];

/** Search kinds, as in columnData: 1 exact, 2 fuzzy (text contains), 3 range. */
export const SEARCH_TYPES = [1, 2, 3] as const;

/** Where a report's rows come from. */
export interface ReportSource {
  /** `model`: the records of a released form model (the only kind so far). */
  kind: 'model';
  /** The form model (a base_visual_dev id). */
  modelId: string;
}

/** A column of the report's table. */
export interface ReportColumn {
  /** A field of the source: a value key, or `table-column` for a sub-table column summed per record. */
  prop: string;
  /** The header (zh-CN); the source field's label when absent. */
  label?: string;
  /** The header in other languages. */
  labelI18n?: Partial<Record<Language, string>>;
  /** How the value shows; `text` when absent. */
  format?: ColumnFormat;
  /** Decimals of number, money and percent formats (0–6). */
  precision?: number;
  align?: 'left' | 'center' | 'right';
}

/** A search field of the report. */
export interface ReportSearch {
  prop: string;
  /** 1 exact, 2 fuzzy (text contains), 3 range (numbers and dates). */
  searchType: 1 | 2 | 3;
}

/** A group-by: a field, or a date field's day, month or year. */
export interface ReportGroup {
  prop: string;
  /** For date fields: the bucket; ignored for others. */
  by?: DateBucket;
}

/** An aggregate over a field (`count` may leave out the field: every record counts). */
export interface ReportMeasure {
  fn: Aggregate;
  prop?: string;
}

/** The chart of a report. */
export interface ReportChart {
  type: ChartType;
  /** The title (zh-CN); the report's name when absent. */
  title?: string;
  titleI18n?: Partial<Record<Language, string>>;
  /** The axis (bar, line) or the slices (pie). */
  dimension: ReportGroup;
  measure: ReportMeasure;
}

/** A report definition (what `base_data_report.definition` holds). */
export interface ReportDefinition {
  source: ReportSource;
  columnList: ReportColumn[];
  searchList?: ReportSearch[];
  /** Rows are grouped by this field, each group followed by its summary row. */
  groupBy?: ReportGroup;
  /** The aggregates of the group summary rows and the total row. */
  summaries?: ReportMeasure[];
  chart?: ReportChart;
  /** Rows per page of the table (1–500; 100 when absent). */
  pageSize?: number;
}

/** What a report may do with a source field. */
export type ReportFieldKind = 'number' | 'text' | 'choice' | 'date' | 'boolean';

/** A field of a source, as reports see it. */
export interface ReportField {
  /** The value key (`table-column` for a sub-table column, summed per record). */
  key: string;
  label: string;
  kind: ReportFieldKind;
  /** Choices of a select or radio: value → label. */
  options?: { value: string; label: string }[];
  /** A sub-table column: one number per record (the column's total). */
  subTableSum?: boolean;
}

/** The key an aggregate is answered under, e.g. `sum:total`, `count:*`. */
export function measureKey(measure: ReportMeasure): string {
  return `${measure.fn}:${measure.prop ?? '*'}`;
}

function kindOf(schema: FieldSchema, form: FormField | undefined): ReportFieldKind | undefined {
  if (form?.widget === 'date') return 'date';
  if (form?.widget === 'switch') return 'boolean';
  if (schema.enum || form?.widget === 'select' || form?.widget === 'radio') return 'choice';
  if (schema.type === 'number' || schema.type === 'integer') return 'number';
  if (schema.type === 'string') return 'text';
  return undefined;
}

function optionsOf(form: FormField | undefined, t: (key: string) => string) {
  return form?.source?.kind === 'static' ? form.source.options.map((option) => ({ value: String(option.value), label: t(option.label) })) : undefined;
}

/**
 * The fields of a form model a report may use, labelled in a language: its value fields (not sub-tables themselves),
 * and each numeric sub-table column as `table-column`, one number per record (the column's total).
 */
export function reportFields(schema: ScreenSchema, language: Language): ReportField[] {
  const t = screenTranslator(schema, language);
  const out: ReportField[] = [];
  const forms = new Map(schema.form.fields.map((field) => [field.name, field]));
  for (const [name, field] of Object.entries(schema.model.properties)) {
    const form = forms.get(name);
    if (field.type === 'array') {
      const columns = new Map((form?.table?.columns ?? []).map((column) => [column.name, column]));
      const cells: Record<string, FieldSchema> = field.items && 'properties' in field.items ? field.items.properties : {};
      for (const [column, cell] of Object.entries(cells)) {
        if (cell.type !== 'number' && cell.type !== 'integer') continue;
        if (columns.get(column)?.widget === 'date') continue;
        out.push({ key: `${name}-${column}`, label: `${t(field.title)}-${t(cell.title)}`, kind: 'number', subTableSum: true });
      }
      continue;
    }
    const kind = kindOf(field, form);
    if (!kind) continue;
    const options = kind === 'choice' ? optionsOf(form, t) : undefined;
    out.push({ key: name, label: t(field.title), kind, ...(options ? { options } : {}) });
  }
  return out;
}

/** One problem of a report definition: a catalogue key and its values. */
export interface ReportProblem {
  key: ReportMessageKey;
  params?: Record<string, string>;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const includes = <T>(list: readonly T[], value: unknown): value is T => (list as readonly unknown[]).includes(value);

/**
 * Checks a report definition against its source's fields; an empty answer means it can be saved and computed.
 * `fields` is undefined when the source itself is missing (that problem is reported first).
 */
export function reportProblems(value: unknown, fields: readonly ReportField[] | undefined): ReportProblem[] {
  if (!isObject(value)) return [{ key: 'report.definitionInvalid' }];
  const source = value.source;
  if (!isObject(source) || source.kind !== 'model' || typeof source.modelId !== 'string' || source.modelId === '') return [{ key: 'report.sourceRequired' }];
  if (!fields) return [{ key: 'report.sourceNotReleased' }];
  const problems: ReportProblem[] = [];
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const known = (prop: unknown, where: string): ReportField | undefined => {
    if (typeof prop !== 'string' || prop === '') {
      problems.push({ key: 'report.fieldMissing', params: { where } });
      return undefined;
    }
    const field = byKey.get(prop);
    if (!field) problems.push({ key: 'report.fieldUnknown', params: { where, field: prop } });
    return field;
  };
  const checkGroup = (group: unknown, where: string) => {
    if (!isObject(group)) {
      problems.push({ key: 'report.groupInvalid', params: { where } });
      return;
    }
    const field = known(group.prop, where);
    if (field?.subTableSum) problems.push({ key: 'report.groupBySubTable', params: { where, field: field.label } });
    if (group.by !== undefined && !includes(DATE_BUCKETS, group.by)) problems.push({ key: 'report.bucketInvalid', params: { where } });
    if (field && group.by !== undefined && field.kind !== 'date') problems.push({ key: 'report.bucketNeedsDate', params: { where, field: field.label } });
  };
  const checkMeasure = (measure: unknown, where: string) => {
    if (!isObject(measure) || !includes(AGGREGATES, measure.fn)) {
      problems.push({ key: 'report.aggregateInvalid', params: { where } });
      return;
    }
    if (measure.fn === 'count' && measure.prop === undefined) return;
    const field = known(measure.prop, where);
    if (field && measure.fn !== 'count' && field.kind !== 'number') problems.push({ key: 'report.measureNotNumber', params: { where, field: field.label } });
  };

  if (!Array.isArray(value.columnList) || value.columnList.length === 0) problems.push({ key: 'report.columnsRequired' });
  else if (value.columnList.length > 50) problems.push({ key: 'report.tooMany', params: { where: 'columnList', max: '50' } });
  else {
    const seen = new Set<string>();
    value.columnList.forEach((column, index) => {
      const where = `columnList[${index + 1}]`;
      if (!isObject(column)) {
        problems.push({ key: 'report.fieldMissing', params: { where } });
        return;
      }
      const field = known(column.prop, where);
      if (field && seen.has(field.key)) problems.push({ key: 'report.columnDuplicate', params: { where, field: field.label } });
      if (field) seen.add(field.key);
      if (column.label !== undefined && (typeof column.label !== 'string' || column.label.length > 50)) problems.push({ key: 'report.labelInvalid', params: { where } });
      if (column.format !== undefined && !includes(COLUMN_FORMATS, column.format)) problems.push({ key: 'report.formatInvalid', params: { where } });
      if (field && (column.format === 'number' || column.format === 'money' || column.format === 'percent') && field.kind !== 'number') problems.push({ key: 'report.formatNeedsNumber', params: { where, field: field.label } });
      if (field && column.format === 'date' && field.kind !== 'date') problems.push({ key: 'report.formatNeedsDate', params: { where, field: field.label } });
      if (column.precision !== undefined && !(Number.isInteger(column.precision) && (column.precision as number) >= 0 && (column.precision as number) <= 6)) problems.push({ key: 'report.precisionInvalid', params: { where } });
      if (column.align !== undefined && !includes(['left', 'center', 'right'], column.align)) problems.push({ key: 'report.alignInvalid', params: { where } });
    });
  }
  if (value.searchList !== undefined) {
    if (!Array.isArray(value.searchList) || value.searchList.length > 20) problems.push({ key: 'report.tooMany', params: { where: 'searchList', max: '20' } });
    else
      value.searchList.forEach((search, index) => {
        const where = `searchList[${index + 1}]`;
        if (!isObject(search)) {
          problems.push({ key: 'report.fieldMissing', params: { where } });
          return;
        }
        const field = known(search.prop, where);
        if (!includes(SEARCH_TYPES, search.searchType)) problems.push({ key: 'report.searchTypeInvalid', params: { where } });
        else if (field && search.searchType === 3 && field.kind !== 'number' && field.kind !== 'date') problems.push({ key: 'report.rangeNeedsNumber', params: { where, field: field.label } });
        else if (field && search.searchType === 2 && field.kind !== 'text') problems.push({ key: 'report.fuzzyNeedsText', params: { where, field: field.label } });
        if (field?.subTableSum) problems.push({ key: 'report.searchBySubTable', params: { where, field: field.label } });
      });
  }
  if (value.groupBy !== undefined && value.groupBy !== null) checkGroup(value.groupBy, 'groupBy');
  if (value.summaries !== undefined) {
    if (!Array.isArray(value.summaries) || value.summaries.length > 20) problems.push({ key: 'report.tooMany', params: { where: 'summaries', max: '20' } });
    else value.summaries.forEach((measure, index) => checkMeasure(measure, `summaries[${index + 1}]`));
  }
  if (value.chart !== undefined && value.chart !== null) {
    const chart = value.chart;
    if (!isObject(chart) || !includes(CHART_TYPES, chart.type)) problems.push({ key: 'report.chartTypeInvalid' });
    else {
      checkGroup(chart.dimension, 'chart.dimension');
      checkMeasure(chart.measure, 'chart.measure');
      if (chart.title !== undefined && (typeof chart.title !== 'string' || chart.title.length > 50)) problems.push({ key: 'report.labelInvalid', params: { where: 'chart.title' } });
    }
  }
  if (value.pageSize !== undefined && !(Number.isInteger(value.pageSize) && (value.pageSize as number) >= 1 && (value.pageSize as number) <= 500)) problems.push({ key: 'report.pageSizeInvalid' });
  return problems;
}
