/**
 * The related-data picker's calls (server/modules/visualdev/relation-routes.ts) under
 * `/api/visualdev/Relation/{modelId}`: a page of the model's records the caller may pick, the records of chosen
 * ids (their labels), and the model's configuration (what its read-only detail is rendered from).
 */
import { definitionToScreen, screenIdOf } from '../../runtime/core/lowcode/adapter';
import type { Definition } from '../../runtime/core/lowcode/definition';
import type { ScreenSchema } from '../../runtime/core/schema/types';
import { pathSegment } from '../../runtime/core/routing/path-segment';
import type { DataProvider, Row } from '../../runtime/react/host';

/** Where a relation picker reads: the model, and the field its records are shown by. */
export interface RelationSource {
  modelId: string;
  relationField: string;
}

/** The API base of a model's relation calls. */
export const relationApiOf = (modelId: string): string => `/api/visualdev/Relation/${pathSegment(modelId)}`;

/** A relation picker's source from a field's props (`modelId`, `relationField`). */
export function relationSourceOf(props: Record<string, unknown> | undefined): RelationSource {
  return {
    modelId: typeof props?.modelId === 'string' ? props.modelId : '',
    relationField: typeof props?.relationField === 'string' ? props.relationField : '',
  };
}

/** A page of the model's records the caller may pick. */
export async function relationPage(data: DataProvider, source: RelationSource, query: { keyword: string; currentPage: number; pageSize: number; columnOptions: string }) {
  const answer = await data.request<{ list?: Row[]; pagination?: { total?: number } }>('POST', `${relationApiOf(source.modelId)}/List`, { ...query, relationField: source.relationField });
  return { list: Array.isArray(answer?.list) ? answer.list : [], total: Number(answer?.pagination?.total ?? 0) };
}

/** The records of the chosen ids (those the caller may see). */
export async function relationRowsByIds(data: DataProvider, source: RelationSource, ids: readonly string[]): Promise<Row[]> {
  if (ids.length === 0 || source.modelId === '') return [];
  const answer = await data.request<{ list?: Row[] }>('POST', `${relationApiOf(source.modelId)}/List`, { ids: [...ids], relationField: source.relationField });
  return Array.isArray(answer?.list) ? answer.list : [];
}

/** The model's screen, read through the relation calls (its records are fetched from `…/Relation/{modelId}/{id}`). */
export async function relationScreen(data: DataProvider, modelId: string): Promise<ScreenSchema> {
  const config = await data.request<{ fullName?: string; formData?: string; columnData?: string }>('GET', `${relationApiOf(modelId)}/Config`);
  const definition = { formData: JSON.parse(config?.formData ?? '{"fields":[]}'), columnData: JSON.parse(config?.columnData ?? '{}') } as Definition;
  return definitionToScreen(definition, { id: screenIdOf(modelId), route: '', api: relationApiOf(modelId), title: { 'zh-CN': config?.fullName || modelId } });
}
