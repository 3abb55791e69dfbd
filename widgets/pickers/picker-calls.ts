/**
 * The calls of the people pickers, over the host's data provider (never fetch): the lazy organisation/user tree
 * (`POST /api/permission/Users/GetListByAuthorize/{id}`, with a keyword the matching users as a flat list), the
 * users behind mixed conditions one page at a time (`POST …/Users/UserCondition`, the custom select type), the role,
 * position and group selectors, the organisation tree, and the names of stored values (users by id through
 * `POST …/Users/getSelectedList`; the others from their selectors). Name look-ups are shared per data provider for
 * a short while and users asked for in the same tick go in one call, so a list of twenty rows asks once.
 */
import type { DataProvider, TreeNode } from '../../runtime/react/host';
import { CURRENT_USER, readMixed, type PickKind, type PickNode } from '../../runtime/core/pickers/selection';

const USERS = '/api/permission/Users';

/** One level of the organisation/user tree ("0": the top), or with a keyword the matching users. */
export async function authorizedLevel(data: DataProvider, parentId: string, keyword = ''): Promise<PickNode[]> {
  const answer = await data.request<{ list?: PickNode[] }>('POST', `${USERS}/GetListByAuthorize/${encodeURIComponent(parentId)}`, keyword ? { keyword } : {});
  return answer?.list ?? [];
}

/** One page of the users behind mixed conditions (the custom select type). */
export async function conditionPage(data: DataProvider, ids: readonly string[], keyword: string, currentPage: number, pageSize: number): Promise<PickNode[]> {
  const answer = await data.request<{ list?: PickNode[] }>('POST', `${USERS}/UserCondition`, { ids: [...ids], keyword, currentPage, pageSize });
  return answer?.list ?? [];
}

/** The selector tree of a kind (roles: the global and organisation nodes; positions: under organisations). */
export async function selectorTree(data: DataProvider, kind: Exclude<PickKind, 'user'>): Promise<PickNode[]> {
  const url = { role: '/api/permission/Role/Selector', position: '/api/permission/Position/Selector', group: '/api/permission/Group/Selector', department: '/api/permission/Organize/Department/Selector/0', company: '/api/permission/Organize/Department/Selector/0' }[kind];
  return (await data.selector(url)) as PickNode[];
}

/** Every node of a tree, depth first. */
export function flatten(nodes: readonly TreeNode[]): TreeNode[] {
  return nodes.flatMap((node) => [node, ...flatten(Array.isArray(node.children) ? node.children : [])]);
}

interface NameCache {
  at: number;
  trees: Map<string, Promise<Map<string, string>>>;
  users: Map<string, Promise<string | undefined>>;
  pending: Map<string, (name: string | undefined) => void>;
  timer?: ReturnType<typeof setTimeout>;
}

/** Names are shared this long (a list's cells and the dialog's field ask together). */
const NAME_TTL_MS = 15_000;
const caches = new WeakMap<DataProvider, NameCache>();

function cacheOf(data: DataProvider): NameCache {
  let cache = caches.get(data);
  if (!cache || Date.now() - cache.at > NAME_TTL_MS) {
    cache = { at: Date.now(), trees: new Map(), users: new Map(), pending: new Map() };
    caches.set(data, cache);
  }
  return cache;
}

function userName(data: DataProvider, id: string): Promise<string | undefined> {
  const cache = cacheOf(data);
  const known = cache.users.get(id);
  if (known) return known;
  const promise = new Promise<string | undefined>((resolve) => cache.pending.set(id, resolve));
  cache.users.set(id, promise);
  cache.timer ??= setTimeout(() => {
    const batch = new Map(cache.pending);
    cache.pending.clear();
    cache.timer = undefined;
    data
      .request<{ list?: PickNode[] }>('POST', `${USERS}/getSelectedList`, { ids: [...batch.keys()] })
      .then((answer) => {
        const names = new Map((answer?.list ?? []).map((user) => [user.id, String(user.fullName ?? user.id)]));
        for (const [key, resolve] of batch) resolve(names.get(key));
      })
      .catch(() => {
        for (const resolve of batch.values()) resolve(undefined);
      });
  }, 0);
  return promise;
}

function treeNames(data: DataProvider, kind: Exclude<PickKind, 'user'>): Promise<Map<string, string>> {
  const cache = cacheOf(data);
  const key = kind === 'company' ? 'department' : kind;
  let names = cache.trees.get(key);
  if (!names) {
    names = selectorTree(data, kind)
      .then((tree) => new Map(flatten(tree).filter((node) => kind === 'department' || kind === 'company' || node.type === kind).map((node) => [node.id, String(node.fullName ?? node.id)])))
      .catch(() => new Map());
    cache.trees.set(key, names);
  }
  return names;
}

/** A stored value's item with its name: undefined name when it no longer exists. */
export interface NamedItem {
  value: string;
  id: string;
  kind: PickKind;
  name?: string;
}

/**
 * The names of a stored value's items: bare ids are of `kind`; a mixed value's items name their own kinds; the
 * staff picker's `currentUser` is named by `currentUserText`.
 */
export async function namesOf(data: DataProvider, values: readonly string[], kind: PickKind | 'mixed', currentUserText: string): Promise<NamedItem[]> {
  return Promise.all(
    values.map(async (value): Promise<NamedItem> => {
      if (value === CURRENT_USER && kind === 'user') return { value, id: value, kind: 'user', name: currentUserText };
      const item = kind === 'mixed' ? readMixed(value) : { id: value, kind };
      if (!item) return { value, id: value, kind: 'user' };
      const name = item.kind === 'user' ? await userName(data, item.id) : (await treeNames(data, item.kind)).get(item.id);
      return { value, ...item, name };
    }),
  );
}
