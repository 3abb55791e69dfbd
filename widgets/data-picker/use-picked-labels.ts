/**
 * The labels of a data picker's chosen ids, looked up through the picker's own calls: ids until the answer comes,
 * then each id's label, empty when the lookup fails or the row is not offered. The related-record and popup pickers
 * differ only in their lookup (which call, the row key, the label column).
 */
import { useEffect, useState } from 'react';
import { idsOf } from '../../runtime/core/pickers/data-source';
import { useHost, type DataProvider, type Row } from '../../runtime/react/host';

/** How a picker finds its chosen rows: a module-level value, so the hook's effect keeps its identity. */
export interface LabelLookup<S> {
  rowsByIds(data: DataProvider, source: S, ids: string[]): Promise<Row[]>;
  /** The row key a value holds. */
  idOf(row: Row, source: S): string;
  /** What shows for a found row. */
  labelOf(row: Row, source: S, id: string): string;
}

/** The chosen ids with their labels, for a picker whose source and lookup are given. */
export function usePickedLabels<S>(source: S, value: unknown, lookup: LabelLookup<S>): { id: string; label: string }[] {
  const { data } = useHost();
  const key = JSON.stringify(idsOf(value));
  const sourceKey = JSON.stringify(source);
  const [found, setFound] = useState<{ key: string; rows: Row[] } | undefined>();
  useEffect(() => {
    const ids = JSON.parse(key) as string[];
    if (ids.length === 0) return;
    let live = true;
    const done = (rows: Row[]) => live && setFound({ key: `${sourceKey}|${key}`, rows });
    lookup.rowsByIds(data, JSON.parse(sourceKey) as S, ids).then(done, () => done([]));
    return () => {
      live = false;
    };
  }, [key, sourceKey, data, lookup]);
  const rows = found?.key === `${sourceKey}|${key}` ? found.rows : undefined;
  return (JSON.parse(key) as string[]).map((id) => {
    const row = rows?.find((candidate) => lookup.idOf(candidate, source) === id);
    return { id, label: row ? lookup.labelOf(row, source, id) : rows ? '' : id };
  });
}
