/**
 * The `reference` widget: the id of a record of another screen (the field's `reference.screen`), chosen in a
 * drop-down that searches that screen's records by their label as the user types, and shown by its label — also
 * read-only, in the detail view and in list cells (`ReferenceLabel`). An id the caller may no longer see shows as
 * the id with （已删除）.
 */
import type { WidgetProps } from '@rjsf/utils';
import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { Translate } from '../../runtime/core/schema/messages';
import { useHost } from '../../runtime/react/host';
import { schemaFormContext } from '../../runtime/react/form/form-context';
import { fieldSpec, isLocked, statusOf } from '../field-options';
import { referenceLabels, searchReferences, type ReferenceItem } from './reference-calls';

/** How long typing rests before a search is sent. */
const SEARCH_DELAY_MS = 250;

/** The label of a stored id, loaded once known ('' while loading; the id with （已删除） when nothing is found). */
function useReferenceLabel(screen: string | undefined, value: unknown, t: Translate): string {
  const { data } = useHost();
  const id = typeof value === 'string' ? value : '';
  const [label, setLabel] = useState<{ id: string; text: string }>({ id: '', text: '' });
  useEffect(() => {
    if (!screen || !id) return;
    let live = true;
    referenceLabels(data, screen, [id])
      .then((labels) => live && setLabel({ id, text: labels.get(id) ?? `${id}${t('picker.removed')}` }))
      .catch(() => live && setLabel({ id, text: id }));
    return () => {
      live = false;
    };
    // `t` changes identity with the language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, screen, id]);
  return label.id === id ? label.text : '';
}

/** A stored reference shown by its label (detail view and list cells). */
export function ReferenceLabel({ screen, value, t }: { screen: string | undefined; value: unknown; t: Translate }) {
  return <span className="klx-reference">{useReferenceLabel(screen, value, t)}</span>;
}

/** The `reference` widget. */
export function ReferenceWidget(props: WidgetProps) {
  const spec = fieldSpec(props);
  const screen = spec.reference?.screen;
  const { data } = useHost();
  const { t } = schemaFormContext(props.registry.formContext);
  const value = typeof props.value === 'string' && props.value ? props.value : undefined;
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<{ items: ReferenceItem[]; loading: boolean }>({ items: [], loading: false });
  const current = useReferenceLabel(screen, value, t);
  const locked = isLocked(props);

  useEffect(() => {
    if (!screen || locked) return;
    let live = true;
    setFound((previous) => ({ ...previous, loading: true }));
    const timer = setTimeout(() => {
      searchReferences(data, screen, keyword)
        .then((items) => live && setFound({ items, loading: false }))
        .catch(() => live && setFound({ items: [], loading: false }));
    }, keyword ? SEARCH_DELAY_MS : 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [data, screen, keyword, locked]);

  // The chosen record stays among the options (with its label) whatever the search shows.
  const options = useMemo(() => {
    const list = found.items.map((item) => ({ value: item.id, label: item.fullName }));
    return value && !list.some((option) => option.value === value) ? [{ value, label: current || value }, ...list] : list;
  }, [found.items, value, current]);

  return (
    <Select
      id={props.id}
      style={{ width: '100%' }}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value}
      placeholder={props.placeholder}
      disabled={locked}
      loading={found.loading}
      allowClear
      status={statusOf(props)}
      options={options}
      onChange={(next: string | undefined) => props.onChange(next ?? props.options.emptyValue)}
      onBlur={() => props.onBlur(props.id, props.value)}
      onFocus={() => props.onFocus(props.id, props.value)}
    />
  );
}
