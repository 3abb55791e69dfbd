/**
 * Loads a screen's list: keyword, paging (paged resources; default 20 a page) and the screen's context (a left-tree
 * node's values), reloading when any of them changes or when asked; a new context starts again at page 1. A failed
 * load only ends the loading state (spec 02 §8); the data provider has shown the error.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ScreenSchema } from '../../core/schema/types';
import { useHost, type Row } from '../host';
import { DEFAULT_PAGE_SIZE } from '../table/ListFooter';

/** The query part of the search fields' values: `queryJson`, as the original's lists send them (none when empty). */
export function searchQuery(values: Record<string, unknown>): { queryJson?: string } {
  return Object.keys(values).length ? { queryJson: JSON.stringify(values) } : {};
}

/** The list state and its controls. */
export interface ListData {
  rows: Row[];
  total: number;
  loading: boolean;
  currentPage: number;
  pageSize: number;
  keyword: string;
  /** The search fields' values in force (list.search), empty ones left out. */
  search: Record<string, unknown>;
  setKeyword(keyword: string): void;
  /** Searches by the keyword and the search fields' values, from page 1. */
  setSearch(keyword: string, values: Record<string, unknown>): void;
  setPage(currentPage: number, pageSize: number): void;
  reload(): void;
}

/** The list of a screen in a context; `enabled` false holds loading (e.g. until a tree node is chosen). */
export function useListData(schema: ScreenSchema, context: Record<string, unknown> | undefined, enabled = true): ListData {
  const host = useHost();
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [currentPage, setCurrentPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [keyword, setKeywordState] = useState('');
  const [search, setSearchState] = useState<Record<string, unknown>>({});
  const [version, setVersion] = useState(0);
  const request = useRef(0);
  // Another left-tree node starts again at page 1 (adjusted during render, so only one load follows).
  const [contextSeen, setContextSeen] = useState(context);
  if (contextSeen !== context) {
    setContextSeen(context);
    setCurrentPage(1);
  }

  useEffect(() => {
    if (!enabled) return;
    const id = ++request.current;
    // A scoped screen opened without its scope (a page's items before a page is named) lists nothing.
    const scope = schema.resource.scope;
    if (scope && (context?.[scope.param] === undefined || context[scope.param] === '')) {
      setRows([]);
      setTotal(0);
      setLoading(false);
      return;
    }
    setLoading(true);
    const query = { ...(schema.resource.paged ? { currentPage, pageSize, keyword } : { keyword }), ...searchQuery(search) };
    host.data
      .list({ resource: schema.resource, context }, query)
      .then((result) => {
        if (id !== request.current) return;
        setRows(result.list ?? []);
        setTotal(result.pagination?.total ?? result.list?.length ?? 0);
      })
      .catch(() => undefined)
      .finally(() => id === request.current && setLoading(false));
  }, [host, schema, context, enabled, currentPage, pageSize, keyword, search, version]);

  const setKeyword = useCallback((next: string) => {
    setCurrentPage(1);
    setKeywordState(next);
    setVersion((value) => value + 1);
  }, []);
  const setSearch = useCallback((nextKeyword: string, values: Record<string, unknown>) => {
    setCurrentPage(1);
    setKeywordState(nextKeyword);
    setSearchState(values);
    setVersion((value) => value + 1);
  }, []);
  const setPage = useCallback((page: number, size: number) => {
    setCurrentPage(page);
    setPageSize(size);
  }, []);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { rows, total, loading, currentPage, pageSize, keyword, search, setKeyword, setSearch, setPage, reload };
}
