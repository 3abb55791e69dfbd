/**
 * An in-memory DataProvider for component tests of screens whose server side is not needed: records per API path,
 * paging, keyword search over the resource's keyword fields, trees by the resource's parent key, and a log of the
 * calls made. Writes can be made to fail or to hang until released, to test loading and failure states.
 */
import type { ResourceSpec } from '../../../../runtime/core/schema/types';
import type { DataProvider, DictionaryEntry, ListQuery, ResourceCall, Row, TreeNode } from '../../../../runtime/react/host';

/** A call the provider received. */
export interface LoggedCall {
  op: string;
  api: string;
  id?: string;
  values?: Row;
  query?: ListQuery;
}

/** The in-memory provider with its test controls. */
export interface MemoryProvider extends DataProvider {
  rows: Map<string, Row[]>;
  calls: LoggedCall[];
  /** Makes the next writes reject. */
  failWrites: boolean;
  /** While set, writes wait for `release()`. */
  holdWrites: boolean;
  release(): void;
  /** Answers for `request` by "METHOD url". */
  answers: Map<string, unknown>;
  /** Entries of the dictionary types by type code. */
  dictionaries: Map<string, DictionaryEntry[]>;
}

function buildTree(rows: Row[], parentKey: string, rootId: string): Row[] {
  const byParent = new Map<string, Row[]>();
  for (const row of rows) {
    const parent = String(row[parentKey] ?? rootId);
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const attach = (parent: string): Row[] =>
    (byParent.get(parent) ?? []).map((row) => {
      const children = attach(String(row.id));
      return children.length ? { ...row, children, hasChildren: true } : { ...row, hasChildren: false };
    });
  return attach(rootId);
}

/** Creates a provider holding `seed` rows by API path. */
export function createMemoryProvider(seed: Record<string, Row[]> = {}): MemoryProvider {
  const rows = new Map(Object.entries(seed).map(([api, list]) => [api, list.map((row) => ({ ...row }))]));
  let next = 1000;
  let waiting: (() => void)[] = [];
  const table = (resource: ResourceSpec) => {
    if (!rows.has(resource.api)) rows.set(resource.api, []);
    return rows.get(resource.api)!;
  };
  const write = async <T>(work: () => T): Promise<T> => {
    if (provider.holdWrites) await new Promise<void>((resolve) => waiting.push(resolve));
    if (provider.failWrites) throw new Error('write failed');
    return work();
  };
  const provider: MemoryProvider = {
    rows,
    calls: [],
    failWrites: false,
    holdWrites: false,
    answers: new Map(),
    dictionaries: new Map(),
    release() {
      const list = waiting;
      waiting = [];
      for (const resolve of list) resolve();
    },
    async list({ resource, context }: ResourceCall, query) {
      provider.calls.push({ op: 'list', api: resource.api, query: { ...query, ...(context ?? {}) } });
      let list = table(resource);
      if (resource.scope && context) list = list.filter((row) => row[resource.scope!.field] === context[resource.scope!.param]);
      const keyword = query.keyword?.trim();
      if (keyword) list = list.filter((row) => resource.keyword.some((field) => String(row[field] ?? '').includes(keyword)));
      if (resource.tree && !keyword) list = buildTree(list, resource.tree.parentKey, resource.tree.rootId);
      if (!resource.paged) return { list };
      const currentPage = query.currentPage ?? 1;
      const pageSize = query.pageSize ?? 20;
      return { list: list.slice((currentPage - 1) * pageSize, currentPage * pageSize), pagination: { currentPage, pageSize, total: list.length } };
    },
    async get({ resource }, id) {
      provider.calls.push({ op: 'get', api: resource.api, id });
      const row = table(resource).find((candidate) => candidate.id === id);
      if (!row) throw new Error('not found');
      return { ...row };
    },
    create({ resource, context }, values) {
      provider.calls.push({ op: 'create', api: resource.api, values });
      return write(() => {
        const scoped = resource.scope && context ? { [resource.scope.field]: context[resource.scope.param] } : {};
        table(resource).push({ ...values, ...scoped, id: String(next++) });
        return { msg: '新建成功' };
      });
    },
    update({ resource }, id, values) {
      provider.calls.push({ op: 'update', api: resource.api, id, values });
      return write(() => {
        const list = table(resource);
        const index = list.findIndex((row) => row.id === id);
        list[index] = { ...list[index], ...values, id };
        return { msg: '更新成功' };
      });
    },
    remove({ resource }, id) {
      provider.calls.push({ op: 'remove', api: resource.api, id });
      return write(() => {
        rows.set(resource.api, table(resource).filter((row) => row.id !== id));
        return { msg: '删除成功' };
      });
    },
    toggleState({ resource }, id) {
      provider.calls.push({ op: 'state', api: resource.api, id });
      return write(() => {
        const row = table(resource).find((candidate) => candidate.id === id)!;
        const field = resource.stateField ?? 'enabledMark';
        row[field] = row[field] === 1 ? 0 : 1;
        return { msg: '更新成功' };
      });
    },
    async selector(url) {
      provider.calls.push({ op: 'selector', api: url });
      const answer = provider.answers.get(`GET ${url}`);
      if (answer) return answer as TreeNode[];
      const api = url.replace(/\/Selector\/.*$/, '');
      const list = rows.get(api) ?? [];
      const parentKey = list.length && 'parentid' in list[0]! ? 'parentid' : 'parentId';
      return buildTree(list, parentKey, '-1').map(function toNode(row): TreeNode {
        return { id: String(row.id), fullName: String(row.fullname ?? row.fullName ?? ''), children: ((row.children as Row[]) ?? []).map(toNode) };
      });
    },
    async dictionary(typeCode) {
      provider.calls.push({ op: 'dictionary', api: typeCode });
      return provider.dictionaries.get(typeCode) ?? [];
    },
    async upload(url, file) {
      provider.calls.push({ op: 'upload', api: url, values: { name: file instanceof File ? file.name : '' } });
      return write(() => ({ msg: '导入成功' }));
    },
    async request<T>(method: string, url: string, payload?: Record<string, unknown>) {
      provider.calls.push({ op: 'request', api: `${method} ${url}`, values: payload });
      const answer = provider.answers.get(`${method} ${url}`);
      return (typeof answer === 'function' ? (answer as (payload?: Record<string, unknown>) => unknown)(payload) : (answer ?? { list: [] })) as T;
    },
  };
  return provider;
}
