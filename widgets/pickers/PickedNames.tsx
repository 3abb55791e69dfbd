/**
 * A stored picker value shown by its names, never its ids: in the picker's field, in the detail view and in list
 * cells. An id that no longer names anything shows as （已删除）.
 */
import { useEffect, useState } from 'react';
import type { PickKind } from '../../runtime/core/pickers/selection';
import { valueIds } from '../../runtime/core/pickers/selection';
import type { Translate } from '../../runtime/core/schema/messages';
import { useHost } from '../../runtime/react/host';
import { namesOf, type NamedItem } from './picker-calls';

/** The named items of a value, loaded through the host (empty until known). */
export function usePickedNames(value: unknown, kind: PickKind | 'mixed', t: Translate): NamedItem[] {
  const { data } = useHost();
  const [items, setItems] = useState<NamedItem[]>([]);
  const key = JSON.stringify(valueIds(value) ?? []);
  useEffect(() => {
    const ids = JSON.parse(key) as string[];
    let live = true;
    if (ids.length === 0) {
      setItems([]);
      return;
    }
    namesOf(data, ids, kind, t('picker.currentUser')).then((named) => live && setItems(named));
    return () => {
      live = false;
    };
    // `t` changes identity with the language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, kind, data]);
  return items;
}

/** The text of a named item. */
export const nameText = (item: NamedItem, t: Translate): string => item.name ?? `${item.id}${t('picker.removed')}`;

/** A value's names, comma-joined (detail view and list cells). */
export function PickedNames({ value, kind, t }: { value: unknown; kind: PickKind | 'mixed'; t: Translate }) {
  const items = usePickedNames(value, kind, t);
  return <span className="klx-picked-names">{items.map((item) => nameText(item, t)).join(', ')}</span>;
}
