/**
 * A DataProvider over any request function that speaks CONTRACT.md (the host passes its http client): list
 * `GET {api}` (scoped resources: `GET {api}/{scope}`, get `GET {api}/{id}/Info`; a lazy tree: `GET {api}/{parentId}`,
 * get `GET {api}/{id}/Info`), get/create/update/delete at
 * `{api}` and `{api}/{id}`, `PUT {api}/{id}/Actions/State`, selectors answering `{ list }`, a dictionary type's
 * entries from `GET /api/system/DictionaryData/All` (every type with its entries, a tree type's as a tree). A scoped
 * record is created with its scope field set from the screen's context.
 */
import { pathSegment } from '../core/routing/path-segment';
import type { CallOptions, DataProvider, DictionaryEntry, ListQuery, ResourceCall, Row, TreeNode, WriteResult } from './host';

/**
 * A request as the host's http client makes it: resolves to the envelope's data, or rejects after showing the error
 * (not shown when `options.quiet`).
 */
export type RequestFn = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>, options?: CallOptions) => Promise<unknown>;

/** A request function that can also see the envelope's message (optional). */
export interface RequestWithMessage {
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>): Promise<{ data: unknown; msg?: string }>;
}

/** One path segment; a record id of "." or ".." is refused rather than sent to another address. */
const path = pathSegment;

function scopeValue({ resource, context }: ResourceCall): string | undefined {
  const param = resource.scope?.param;
  const value = param ? context?.[param] : undefined;
  return value === undefined || value === null || value === '' ? undefined : String(value);
}

/** A dictionary type as `DictionaryData/All` answers it: its entries a list, or a tree for a tree type. */
interface DictionaryGroup {
  enCode: string;
  dictionaryList?: (DictionaryEntry & { children?: unknown[] })[];
}

/** A type's entries in tree order (parents before their children), without the tree. */
function flattenEntries(entries: readonly (DictionaryEntry & { children?: unknown[] })[]): DictionaryEntry[] {
  return entries.flatMap(({ id, enCode, fullName, children }) => [
    { id, enCode, fullName },
    ...flattenEntries(Array.isArray(children) ? (children as (DictionaryEntry & { children?: unknown[] })[]) : []),
  ]);
}

/** Uploads a file as the multipart field `file` with extra fields; resolves with the server's message and data. */
export type UploadFn = (url: string, file: Blob, fields?: Record<string, string>, name?: string) => Promise<WriteResult & { data?: unknown }>;

/**
 * Builds the provider; `withMessage`, when given, is used for writes so the server's msg reaches the toast, and
 * `upload` sends files (without it an upload rejects).
 */
export function createRequestDataProvider(request: RequestFn, withMessage?: RequestWithMessage, upload?: UploadFn): DataProvider {
  const write = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>): Promise<WriteResult> => {
    if (withMessage) return { msg: (await withMessage(method, url, payload)).msg };
    await request(method, url, payload);
    return {};
  };
  return {
    async list(call, query: ListQuery) {
      const { resource, context } = call;
      const scope = scopeValue(call);
      // A lazy tree lists one parent's children at a time: the parent (the root when none) is in the path.
      const lazyParent = resource.tree?.lazy ? resource.tree.parentKey : undefined;
      const extra = Object.fromEntries(Object.entries(context ?? {}).filter(([key]) => key !== resource.scope?.param && key !== lazyParent));
      const parent = lazyParent ? String(context?.[lazyParent] ?? resource.tree!.rootId) : undefined;
      const url = resource.scope ? `${resource.api}/${path(scope ?? '')}` : parent !== undefined ? `${resource.api}/${path(parent)}` : resource.api;
      const data = (await request('GET', url, { ...extra, ...query })) as { list?: Row[]; pagination?: { currentPage: number; pageSize: number; total: number } } | null;
      return { list: data?.list ?? [], pagination: data?.pagination };
    },
    async get(call, id) {
      const url = call.resource.scope || call.resource.tree?.lazy ? `${call.resource.api}/${path(id)}/Info` : `${call.resource.api}/${path(id)}`;
      return ((await request('GET', url)) ?? {}) as Row;
    },
    create(call, values) {
      const scope = scopeValue(call);
      const body = call.resource.scope && scope !== undefined ? { ...values, [call.resource.scope.field]: scope } : values;
      return write('POST', call.resource.api, body);
    },
    update(call, id, values) {
      return write('PUT', `${call.resource.api}/${path(id)}`, values);
    },
    remove(call, id) {
      return write('DELETE', `${call.resource.api}/${path(id)}`);
    },
    toggleState(call, id) {
      return write('PUT', `${call.resource.api}/${path(id)}/Actions/State`);
    },
    async selector(url) {
      const data = (await request('GET', url)) as { list?: TreeNode[] } | TreeNode[] | null;
      return Array.isArray(data) ? data : (data?.list ?? []);
    },
    async dictionary(typeCode) {
      const data = (await request('GET', '/api/system/DictionaryData/All')) as { list?: DictionaryGroup[] } | DictionaryGroup[] | null;
      const groups = Array.isArray(data) ? data : (data?.list ?? []);
      return flattenEntries(groups.find((group) => group.enCode === typeCode)?.dictionaryList ?? []);
    },
    upload(url, file, fields, name) {
      return upload ? upload(url, file, fields, name) : Promise.reject(new Error(`No upload function: cannot send ${name ?? (file instanceof File ? file.name : 'a file')} to ${url}`));
    },
    request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>, options?: CallOptions) {
      return (options ? request(method, url, payload, options) : request(method, url, payload)) as Promise<T>;
    },
    async columnArrangement(modelId) {
      const data = await request('GET', `/api/permission/Authority/GetColumnsByModuleId/${path(modelId)}`);
      return Array.isArray(data) ? (data as { prop: string; visible: boolean; fixed: string }[]) : [];
    },
  };
}
