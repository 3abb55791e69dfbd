/**
 * The pickers' calls to the data-interface engine (spec 02 §7; server/modules/data-interface): a page of an
 * interface's rows (`POST /api/system/DataInterface/{id}/Action/List`) and the rows of chosen values
 * (`POST …/{id}/Action/InfoByIds`).
 */
import { pathSegment } from '../../runtime/core/routing/path-segment';
import type { CallOptions, DataProvider, Row } from '../../runtime/react/host';

/** A parameter passed to an interface: `{ field, defaultValue }` (`@keyword` takes the typed text). */
export interface PickerParam {
  field: string;
  defaultValue: string;
}

/** Where a picker reads: the interface, the value and label keys, and the parameters. */
export interface PickerSource {
  interfaceId: string;
  propsValue: string;
  relationField: string;
  paramList: PickerParam[];
}

/** The parameters with `@keyword` replaced by the typed text. */
export function withKeyword(paramList: readonly PickerParam[], keyword: string): PickerParam[] {
  return paramList.map((param) => (param.defaultValue === '@keyword' ? { ...param, defaultValue: keyword } : param));
}

/** A page of an interface's rows (`options.quiet`: a failure shows no toast). */
export async function interfacePage(data: DataProvider, source: PickerSource, query: { keyword: string; currentPage: number; pageSize: number; columnOptions?: string }, options?: CallOptions) {
  const answer = await data.request<{ list?: Row[]; pagination?: { total?: number } }>('POST', `/api/system/DataInterface/${pathSegment(source.interfaceId)}/Action/List`, {
    keyword: query.keyword,
    currentPage: query.currentPage,
    pageSize: query.pageSize,
    propsValue: source.propsValue,
    relationField: source.relationField,
    columnOptions: query.columnOptions ?? '',
    paramList: withKeyword(source.paramList, query.keyword),
  }, options);
  return { list: Array.isArray(answer?.list) ? answer.list : [], total: Number(answer?.pagination?.total ?? 0) };
}

/** The rows whose value key holds one of `ids`. */
export async function interfaceRowsByIds(data: DataProvider, source: PickerSource, ids: readonly string[]): Promise<Row[]> {
  if (ids.length === 0 || source.interfaceId === '') return [];
  const answer = await data.request<Row[]>('POST', `/api/system/DataInterface/${pathSegment(source.interfaceId)}/Action/InfoByIds`, {
    ids: [...ids],
    propsValue: source.propsValue,
    relationField: source.relationField,
    paramList: source.paramList,
  });
  return Array.isArray(answer) ? answer : [];
}

/** A list prop: an array (a low-code definition), or its JSON text (a schema file's props hold text). */
export function parsedList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** The table's columns: `[{ value, label }]`, its JSON text, or comma-joined field names. */
export function columnsOf(value: unknown): { value: string; label: string }[] {
  const list = typeof value === 'string' && !value.trim().startsWith('[') ? value.split(',').map((name) => ({ value: name.trim(), label: name.trim() })) : parsedList(value);
  return list
    .filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object')
    .map((item) => ({ value: String(item.value ?? ''), label: String(item.label ?? item.value ?? '') }))
    .filter((item) => item.value !== '');
}

/** A picker's source from a field's props (`interfaceId`, `propsValue` default id, `relationField` default fullName, `templateJson` or `paramList`, as a list or its JSON text). */
export function sourceOf(props: Record<string, unknown> | undefined): PickerSource {
  const list = parsedList(props?.templateJson ?? props?.paramList);
  const paramList = list.length
    ? list
        .filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object')
        .map((item) => ({ field: String(item.field ?? item.relationField ?? ''), defaultValue: String(item.defaultValue ?? '') }))
        .filter((item) => item.field !== '')
    : [];
  return {
    interfaceId: typeof props?.interfaceId === 'string' ? props.interfaceId : '',
    propsValue: typeof props?.propsValue === 'string' && props.propsValue ? props.propsValue : 'id',
    relationField: typeof props?.relationField === 'string' && props.relationField ? props.relationField : 'fullName',
    paramList,
  };
}

/** A cell's text. */
export const cellText = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The ids a stored value holds: one id, a list, or a comma-joined list. */
export function idsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(cellText).filter(Boolean);
  const text = cellText(value);
  return text === '' ? [] : [text];
}
