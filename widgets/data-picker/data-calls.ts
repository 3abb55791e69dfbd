/**
 * The pickers' calls to the data-interface engine (spec 02 §7; server/modules/data-interface): a page of an
 * interface's rows (`POST /api/system/DataInterface/{id}/Action/List`) and the rows of chosen values
 * (`POST …/{id}/Action/InfoByIds`). A picker's source, read from its props, is runtime/core/pickers/data-source.ts
 * (the server reads it too).
 */
import { pathSegment } from '../../runtime/core/routing/path-segment';
import { parsedList, type PickerParam, type PickerSource } from '../../runtime/core/pickers/data-source';
import type { CallOptions, DataProvider, Row } from '../../runtime/react/host';

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

/** The table's columns: `[{ value, label }]`, its JSON text, or comma-joined field names. */
export function columnsOf(value: unknown): { value: string; label: string }[] {
  const list = typeof value === 'string' && !value.trim().startsWith('[') ? value.split(',').map((name) => ({ value: name.trim(), label: name.trim() })) : parsedList(value);
  return list
    .filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object')
    .map((item) => ({ value: String(item.value ?? ''), label: String(item.label ?? item.value ?? '') }))
    .filter((item) => item.value !== '');
}
