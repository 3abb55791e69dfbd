/**
 * The report and portal designers' property panels as screen schemas, rendered by the runtime's SchemaForm like the
 * form designer's (panel-schema.ts, whose descriptors and panel builder they use): one panel per report part —
 * column, search field, group-by, summary, chart — one for the report's own properties (source model, page size),
 * and one per portal card, showing what its kind needs. Choices of fields, models, reports and menus come from the
 * context the page loads; each descriptor reads a part's value and writes it back, so a panel's values go both ways.
 */
import type { FieldSchema, FormField, ScreenSchema } from '../schema/types';
import { panelSchema, readAll, writeAll, type PropertyDescriptor } from './panel-schema';
import type { Names } from './field-kinds';
import { CARD_KINDS, FILTER_OPS, type CardKind, type PortalCard } from './portal';
import { AGGREGATES, CHART_TYPES, COLUMN_FORMATS, DATE_BUCKETS, type ReportField } from './report';
import type { ReportPart } from './board-designer';

type Part = Record<string, unknown>;
type Choice = { value: string | number; label: string | Names };

/** What the panels choose from: the source model's fields, the released models and reports, the menu pages. */
export interface BoardPanelContext {
  fields: readonly ReportField[];
  models: readonly { value: string; label: string }[];
  reports: readonly { value: string; label: string }[];
  menus: readonly { value: string; label: string }[];
}

const blank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Reads a dotted path. */
function getPath(target: Part, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Part)[key] : undefined), target);
}

/** Writes a dotted path (a blank value removes the key, and an object left empty goes too). */
function setPath(target: Part, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  let at = target;
  const trail: [Part, string][] = [];
  for (const key of keys) {
    if (at[key] === null || typeof at[key] !== 'object') {
      if (blank(value)) return;
      at[key] = {};
    }
    trail.push([at, key]);
    at = at[key] as Part;
  }
  if (blank(value)) delete at[last];
  else at[last] = value;
  for (const [parent, key] of trail.reverse()) if (Object.keys(parent[key] as Part).length === 0) delete parent[key];
}

const text = (path: string, names: Names, schema: Omit<FieldSchema, 'title'> = { type: 'string', maxLength: 50 }): PropertyDescriptor<Part> => ({
  names,
  schema,
  read: (part) => getPath(part, path),
  write: (part, value) => setPath(part, path, blank(value) ? undefined : String(value)),
});

const integer = (path: string, names: Names, minimum: number, maximum: number): PropertyDescriptor<Part> => ({
  names,
  schema: { type: 'integer', minimum, maximum },
  form: { widget: 'number', validateOnBlur: true },
  read: (part) => getPath(part, path),
  write: (part, value) => setPath(part, path, typeof value === 'number' && Number.isInteger(value) ? value : undefined),
});

const choice = (path: string, names: Names, type: 'string' | 'integer' = 'string', choices?: { value: string | number; names: Names }[]): PropertyDescriptor<Part> => ({
  names,
  schema: { type },
  form: { widget: 'select' },
  choices,
  read: (part) => getPath(part, path),
  write: (part, value) => setPath(part, path, blank(value) ? undefined : value),
});

/** A multiple choice stored as a list (the select widget reports it comma-joined). */
const choices = (path: string, names: Names): PropertyDescriptor<Part> => ({
  names,
  schema: { type: 'string' },
  form: { widget: 'select', props: { multiple: true } } as Omit<FormField, 'name'>,
  read: (part) => {
    const value = getPath(part, path);
    return Array.isArray(value) && value.length ? value.join(',') : undefined;
  },
  write: (part, value) => setPath(part, path, typeof value === 'string' && value !== '' ? value.split(',') : Array.isArray(value) ? value : undefined),
});

/** A title in another language (`labelI18n` / `titleI18n`). */
const translated = (key: 'labelI18n' | 'titleI18n', language: 'zh-TW' | 'en', names: Names) => text(`${key}.${language}`, names);

const named = (pairs: [string | number, Names][]) => pairs.map(([value, names]) => ({ value, names }));

const N = {
  field: ['字段', '欄位', 'Field'] as Names,
  title: ['标题', '標題', 'Title'] as Names,
  titleTw: ['标题（繁体）', '標題（繁體）', 'Title (Traditional Chinese)'] as Names,
  titleEn: ['标题（英文）', '標題（英文）', 'Title (English)'] as Names,
  bucket: ['日期分组', '日期分組', 'Date grouping'] as Names,
  fn: ['汇总方式', '彙總方式', 'Function'] as Names,
};

const FN_NAMES: Record<string, Names> = { sum: ['求和', '求和', 'Sum'], count: ['计数', '計數', 'Count'], avg: ['平均值', '平均值', 'Average'], min: ['最小值', '最小值', 'Minimum'], max: ['最大值', '最大值', 'Maximum'] };
const BUCKET_NAMES: Record<string, Names> = { day: ['按日', '按日', 'By day'], month: ['按月', '按月', 'By month'], year: ['按年', '按年', 'By year'] };
const FORMAT_NAMES: Record<string, Names> = { text: ['文本', '文字', 'Text'], number: ['数字', '數字', 'Number'], money: ['金额', '金額', 'Money'], percent: ['百分比', '百分比', 'Percent'], date: ['日期', '日期', 'Date'] };
const CHART_NAMES: Record<string, Names> = { bar: ['柱状图', '長條圖', 'Bar chart'], line: ['折线图', '折線圖', 'Line chart'], pie: ['饼图', '圓餅圖', 'Pie chart'] };
const OP_NAMES: Record<string, Names> = {
  eq: ['等于', '等於', 'equals'],
  ne: ['不等于', '不等於', 'differs from'],
  gt: ['大于', '大於', 'greater than'],
  gte: ['大于等于', '大於等於', 'at least'],
  lt: ['小于', '小於', 'less than'],
  lte: ['小于等于', '小於等於', 'at most'],
  contains: ['包含', '包含', 'contains'],
};

/** The names of the report palette's entries and the portal's card kinds. */
export const BOARD_PART_NAMES: Record<ReportPart | CardKind, Names> = {
  column: ['列', '欄', 'Column'],
  search: ['查询字段', '查詢欄位', 'Search field'],
  groupBy: ['分组', '分組', 'Group by'],
  summary: ['汇总', '彙總', 'Summary'],
  chart: ['图表', '圖表', 'Chart'],
  count: ['计数', '計數', 'Count'],
  list: ['列表', '列表', 'List'],
  shortcut: ['快捷入口', '快捷入口', 'Shortcuts'],
  notice: ['公告', '公告', 'Notices'],
};

const DESCRIPTORS = {
  prop: choice('prop', N.field),
  columnLabel: text('label', N.title),
  columnLabelTw: translated('labelI18n', 'zh-TW', N.titleTw),
  columnLabelEn: translated('labelI18n', 'en', N.titleEn),
  format: choice('format', ['显示格式', '顯示格式', 'Format'], 'string', COLUMN_FORMATS.map((value) => ({ value, names: FORMAT_NAMES[value]! }))),
  precision: integer('precision', ['小数位数', '小數位數', 'Decimals'], 0, 6),
  align: choice('align', ['对齐', '對齊', 'Align'], 'string', named([['left', ['居左', '靠左', 'Left']], ['center', ['居中', '置中', 'Center']], ['right', ['居右', '靠右', 'Right']]])),
  searchType: choice('searchType', ['查询方式', '查詢方式', 'Search'], 'integer', named([[1, ['精确', '精確', 'Exact']], [2, ['模糊', '模糊', 'Fuzzy']], [3, ['范围', '範圍', 'Range']]])),
  by: choice('by', N.bucket, 'string', DATE_BUCKETS.map((value) => ({ value, names: BUCKET_NAMES[value]! }))),
  fn: choice('fn', N.fn, 'string', AGGREGATES.map((value) => ({ value, names: FN_NAMES[value]! }))),
  chartType: choice('type', ['图表类型', '圖表類型', 'Chart type'], 'string', CHART_TYPES.map((value) => ({ value, names: CHART_NAMES[value]! }))),
  chartTitle: text('title', N.title),
  chartTitleTw: translated('titleI18n', 'zh-TW', N.titleTw),
  chartTitleEn: translated('titleI18n', 'en', N.titleEn),
  dimension: choice('dimension.prop', ['维度', '維度', 'Dimension']),
  dimensionBy: choice('dimension.by', N.bucket, 'string', DATE_BUCKETS.map((value) => ({ value, names: BUCKET_NAMES[value]! }))),
  measureFn: choice('measure.fn', ['度量', '度量', 'Measure'], 'string', AGGREGATES.map((value) => ({ value, names: FN_NAMES[value]! }))),
  measureProp: choice('measure.prop', ['度量字段', '度量欄位', 'Measure field']),
  modelId: choice('source.modelId', ['数据来源（表单模型）', '資料來源（表單模型）', 'Source (form model)']),
  pageSize: integer('pageSize', ['每页条数', '每頁筆數', 'Page size'], 1, 500),
  cardId: text('id', ['标识', '識別碼', 'Id'], { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' }),
  cardTitle: text('title', N.title),
  cardTitleTw: translated('titleI18n', 'zh-TW', N.titleTw),
  cardTitleEn: translated('titleI18n', 'en', N.titleEn),
  cardKind: choice('kind', ['类型', '類型', 'Kind'], 'string', CARD_KINDS.map((value) => ({ value, names: BOARD_PART_NAMES[value] }))),
  span: integer('span', ['宽度（共24格）', '寬度（共24格）', 'Width (of 24)'], 1, 24),
  cardModel: choice('modelId', ['表单模型', '表單模型', 'Form model']),
  filterProp: choice('filter.prop', ['筛选字段', '篩選欄位', 'Filter field']),
  filterOp: choice('filter.op', ['比较', '比較', 'Comparison'], 'string', FILTER_OPS.map((value) => ({ value, names: OP_NAMES[value]! }))),
  filterValue: text('filter.value', ['值', '值', 'Value']),
  reportId: choice('reportId', ['报表', '報表', 'Report']),
  limit: integer('limit', ['条数', '筆數', 'Items'], 1, 20),
  columns: choices('columns', ['显示的字段', '顯示的欄位', 'Fields shown']),
  menuIds: choices('menuIds', ['菜单', '選單', 'Menus']),
} satisfies Record<string, PropertyDescriptor<Part>>;

type DescriptorName = keyof typeof DESCRIPTORS;

/** The properties each panel shows. */
const REPORT_PART_PROPERTIES: Record<ReportPart, DescriptorName[]> = {
  column: ['prop', 'columnLabel', 'columnLabelTw', 'columnLabelEn', 'format', 'precision', 'align'],
  search: ['prop', 'searchType'],
  groupBy: ['prop', 'by'],
  summary: ['fn', 'prop'],
  chart: ['chartType', 'chartTitle', 'chartTitleTw', 'chartTitleEn', 'dimension', 'dimensionBy', 'measureFn', 'measureProp'],
};
const REPORT_PROPERTIES: DescriptorName[] = ['modelId', 'pageSize'];
const CARD_COMMON: DescriptorName[] = ['cardId', 'cardTitle', 'cardTitleTw', 'cardTitleEn', 'cardKind', 'span'];
const CARD_PROPERTIES: Record<CardKind, DescriptorName[]> = {
  count: [...CARD_COMMON, 'cardModel', 'filterProp', 'filterOp', 'filterValue'],
  chart: [...CARD_COMMON, 'reportId'],
  list: [...CARD_COMMON, 'cardModel', 'columns', 'limit'],
  shortcut: [...CARD_COMMON, 'menuIds'],
  notice: [...CARD_COMMON, 'limit'],
};

const entries = (names: DescriptorName[]): [string, PropertyDescriptor<Part>][] => names.map((name) => [name, DESCRIPTORS[name]]);

const fieldChoices = (fields: readonly ReportField[], keep: (field: ReportField) => boolean = () => true): Choice[] =>
  fields.filter(keep).map((field) => ({ value: field.key, label: `${field.label} (${field.key})` }));
const plain = (list: readonly { value: string; label: string }[]): Choice[] => list.map((item) => ({ value: item.value, label: item.label }));

/** The panel of a report part. */
export function reportPartPanel(part: ReportPart, context: BoardPanelContext): ScreenSchema {
  const all = fieldChoices(context.fields);
  const groupable = fieldChoices(context.fields, (field) => !field.subTableSum);
  const numbers = fieldChoices(context.fields, (field) => field.kind === 'number');
  const options: Record<string, Choice[]> = {
    prop: part === 'column' || part === 'summary' ? all : groupable,
    dimension: groupable,
    measureProp: numbers,
  };
  return panelSchema({ id: `boardReport${part[0]!.toUpperCase()}${part.slice(1)}`, properties: entries(REPORT_PART_PROPERTIES[part]), options });
}

/** The values of a report part's panel. */
export function reportPartValues(part: ReportPart, value: unknown): Record<string, unknown> {
  return readAll(entries(REPORT_PART_PROPERTIES[part]), (value ?? {}) as Part);
}

/** A report part with its panel's values written back. */
export function applyReportPart(part: ReportPart, value: unknown, values: Record<string, unknown>): Part {
  const next = writeAll(entries(REPORT_PART_PROPERTIES[part]), (value ?? {}) as Part, values);
  // What the stored shape requires even while unset (the server names what is missing).
  if (part === 'chart') {
    next.dimension ??= { prop: '' };
    next.measure ??= { fn: 'count' };
  }
  if (part !== 'summary' && part !== 'chart') next.prop ??= '';
  if (part === 'summary') next.fn ??= 'count';
  return next;
}

/** The panel of the report's own properties. */
export function reportPropsPanel(context: BoardPanelContext): ScreenSchema {
  return panelSchema({ id: 'boardReport', properties: entries(REPORT_PROPERTIES), options: { modelId: plain(context.models) } });
}

/** The values of the report's properties panel. */
export function reportPropsValues(definition: Part): Record<string, unknown> {
  return readAll(entries(REPORT_PROPERTIES), definition);
}

/** The report's properties (source, page size) with the panel's values written back. */
export function applyReportProps(definition: Part, values: Record<string, unknown>): Part {
  const next = writeAll(entries(REPORT_PROPERTIES), { source: definition.source, pageSize: definition.pageSize } as Part, values);
  next.source = { kind: 'model', modelId: '', ...(next.source as Part | undefined) };
  return next;
}

/** The panel of a portal card (what its kind needs); `fields` are its model's. */
export function cardPanel(card: PortalCard, context: BoardPanelContext): ScreenSchema {
  const kind = (CARD_KINDS as readonly string[]).includes(card.kind) ? card.kind : 'count';
  const groupable = fieldChoices(context.fields, (field) => !field.subTableSum);
  return panelSchema({
    id: `boardCard${kind[0]!.toUpperCase()}${kind.slice(1)}`,
    properties: entries(CARD_PROPERTIES[kind]),
    options: { cardModel: plain(context.models), filterProp: groupable, columns: groupable, reportId: plain(context.reports), menuIds: plain(context.menus) },
  });
}

/** The values of a card's panel. */
export function cardValues(card: PortalCard): Record<string, unknown> {
  const kind = (CARD_KINDS as readonly string[]).includes(card.kind) ? card.kind : 'count';
  const values = readAll(entries(CARD_PROPERTIES[kind]), card as unknown as Part);
  if (values.filterValue !== undefined) values.filterValue = String(values.filterValue);
  return values;
}

/**
 * A card with its panel's values written back: the parts another kind needed go when the kind changes, a filter
 * without its field goes, and a filter value compared with a number field is stored as a number.
 */
export function applyCard(card: PortalCard, values: Record<string, unknown>, fields: readonly ReportField[]): PortalCard {
  const kind = (CARD_KINDS as readonly string[]).includes(card.kind) ? card.kind : 'count';
  const next = writeAll(entries(CARD_PROPERTIES[kind]), card as unknown as Part, values) as unknown as PortalCard;
  const keep = new Set(['id', 'kind', 'title', 'titleI18n', 'span', ...CARD_PROPERTIES[next.kind]?.map((name) => name) ?? []]);
  const stored: Record<DescriptorName, string> = { cardModel: 'modelId', filterProp: 'filter', filterOp: 'filter', filterValue: 'filter', reportId: 'reportId', limit: 'limit', columns: 'columns', menuIds: 'menuIds' } as Record<DescriptorName, string>;
  const allowed = new Set(['id', 'kind', 'title', 'titleI18n', 'span', ...[...keep].map((name) => stored[name as DescriptorName]).filter(Boolean)]);
  for (const key of Object.keys(next)) if (!allowed.has(key)) delete (next as unknown as Part)[key];
  if (next.filter) {
    if (!next.filter.prop) delete next.filter;
    else {
      next.filter.op ??= 'eq';
      const field = fields.find((candidate) => candidate.key === next.filter!.prop);
      const raw = next.filter.value;
      if (field?.kind === 'number' && typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw))) next.filter.value = Number(raw);
      next.filter.value ??= '';
    }
  }
  return next;
}
