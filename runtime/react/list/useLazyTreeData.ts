/**
 * Loads a lazy tree's list (`resource.tree.lazy`, e.g. the areas): the roots first, then a row's children when it
 * is expanded, through the data provider (`GET {api}/{parentId}`). A row that `hasChildren` shows an expand button
 * before its children are loaded. A reload fetches the roots and every level loaded so far again, so a row added or
 * changed under an open parent shows at once. With a keyword the server answers the matches at any depth, shown
 * flat. A failed load only ends the loading state (spec 02 §8).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ScreenSchema } from '../../core/schema/types';
import { useHost, type Row } from '../host';
import type { ListData } from './useListData';

const NO_SEARCH: Record<string, unknown> = {};

/** The list state of a lazy tree, with the expand handler the table calls. */
export interface LazyTreeData extends ListData {
  onExpand(row: Row, expanded: boolean): void;
}

/** Rows with their loaded children attached (a row whose children are not loaded keeps an empty list). */
function attach(rows: readonly Row[], loaded: ReadonlyMap<string, Row[]>, seen: Set<string> = new Set()): Row[] {
  return rows.map((row) => {
    const id = String(row.id);
    if (row.hasChildren !== true || seen.has(id)) return { ...row, children: undefined };
    const children = loaded.get(id);
    return { ...row, children: children ? attach(children, loaded, new Set([...seen, id])) : [] };
  });
}

/** The lazy tree of a screen; `enabled` false holds every load. */
export function useLazyTreeData(schema: ScreenSchema, context: Record<string, unknown> | undefined, enabled: boolean): LazyTreeData {
  const host = useHost();
  const tree = schema.resource.tree;
  const rootId = tree?.rootId ?? '-1';
  const [levels, setLevels] = useState<ReadonlyMap<string, Row[]>>(new Map());
  const [loading, setLoading] = useState(false);
  const [keyword, setKeywordState] = useState('');
  const [version, setVersion] = useState(0);
  const request = useRef(0);
  const levelsRef = useRef(levels);
  levelsRef.current = levels;

  const fetchLevel = useCallback(
    (parentId: string, word: string) =>
      host.data.list({ resource: schema.resource, context: { ...context, [tree?.parentKey ?? 'parentId']: parentId } }, { keyword: word }).then((result) => result.list ?? []),
    [host, schema, context, tree],
  );

  useEffect(() => {
    if (!enabled) return;
    const id = ++request.current;
    // The root, and with no keyword every level already open, again.
    const parents = keyword ? [rootId] : [rootId, ...[...levelsRef.current.keys()].filter((key) => key !== rootId)];
    setLoading(true);
    Promise.all(parents.map((parent) => fetchLevel(parent, keyword).then((list) => [parent, list] as const)))
      .then((entries) => id === request.current && setLevels(new Map(entries)))
      .catch(() => undefined)
      .finally(() => id === request.current && setLoading(false));
  }, [enabled, fetchLevel, keyword, rootId, version]);

  const onExpand = useCallback(
    (row: Row, expanded: boolean) => {
      const id = String(row.id);
      if (!expanded || keyword || levelsRef.current.has(id) || row.hasChildren !== true) return;
      setLoading(true);
      const at = request.current;
      fetchLevel(id, '')
        .then((list) => at === request.current && setLevels((current) => new Map(current).set(id, list)))
        .catch(() => undefined)
        .finally(() => setLoading(false));
    },
    [fetchLevel, keyword],
  );

  const roots = levels.get(rootId);
  const rows = useMemo(() => (keyword ? (roots ?? []).map((row) => ({ ...row, hasChildren: false, children: undefined })) : attach(roots ?? [], levels)), [roots, levels, keyword]);
  const setKeyword = useCallback((next: string) => {
    setKeywordState(next);
    setVersion((value) => value + 1);
  }, []);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  // A lazy tree searches by keyword only (the consistency rules keep search fields off it).
  return { rows, total: rows.length, loading, currentPage: 1, pageSize: rows.length, keyword, search: NO_SEARCH, setKeyword, setSearch: (next) => setKeyword(next), setPage: () => undefined, reload, onExpand };
}
