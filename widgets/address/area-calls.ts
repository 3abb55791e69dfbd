/**
 * The address picker's calls (spec 03 §7 Areas): the enabled children of an area (root "-1") and the names along
 * id-paths. Both go through the host's data provider, never fetch.
 */
import type { AddressPath } from '../../runtime/core/address/selection';
import type { DataProvider } from '../../runtime/react/host';

/** An area as the picker's tree shows it. */
export interface AreaNode {
  id: string;
  fullName: string;
  hasChildren: boolean;
}

/** The root every province hangs from. */
export const AREA_ROOT = '-1';

/** The enabled children of an area. */
export async function areaChildren(data: DataProvider, parentId: string): Promise<AreaNode[]> {
  const answer = await data.request<{ list?: AreaNode[] } | null>('GET', `/api/system/Area/${encodeURIComponent(parentId)}/Selector/0`);
  return answer?.list ?? [];
}

/** The names along each path (a list of name lists, in the paths' order). */
export async function areaPathNames(data: DataProvider, paths: readonly AddressPath[]): Promise<string[][]> {
  if (paths.length === 0) return [];
  const answer = await data.request<string[][] | null>('POST', '/api/system/Area/GetAreaByIds', { idsList: paths.map((path) => [...path]) });
  return Array.isArray(answer) ? answer : [];
}
