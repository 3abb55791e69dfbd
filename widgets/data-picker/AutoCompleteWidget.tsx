/**
 * The autocomplete widget (spec 02): a text input whose suggestions come from a data interface (`interfaceId`,
 * `relationField` default fullName, `templateJson` parameters where `@keyword` takes the typed text), fetching up to
 * 10,000 rows and showing at most 50 distinct values. The value is the text. A failed fetch is silent (spec 02 §4):
 * the call is made quiet, so the host shows no error toast, and no suggestions are offered.
 */
import type { WidgetProps } from '@rjsf/utils';
import { AutoComplete } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useHost } from '../../runtime/react/host';
import { fieldSpec, isLocked, statusOf } from '../field-options';
import { cellText, sourceOf } from '../../runtime/core/pickers/data-source';
import { interfacePage } from './data-calls';

/** Most suggestions shown (spec 02 §9). */
export const MAX_SUGGESTIONS = 50;
/** Most rows fetched for them (spec 02 §9). */
export const FETCHED_ROWS = 10_000;

/** At most `MAX_SUGGESTIONS` distinct, non-empty values of the label field. */
export function suggestionsOf(rows: readonly Record<string, unknown>[], relationField: string): string[] {
  const seen = new Set<string>();
  for (const row of rows) {
    const text = cellText(row[relationField]);
    if (text !== '') seen.add(text);
    if (seen.size >= MAX_SUGGESTIONS) break;
  }
  return [...seen];
}

/** The `autoComplete` widget. */
export function AutoCompleteWidget(props: WidgetProps) {
  const spec = fieldSpec(props);
  const { data } = useHost();
  const options = spec.props ?? {};
  const source = useMemo(() => sourceOf(options), [JSON.stringify(options)]); // eslint-disable-line react-hooks/exhaustive-deps
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [typed, setTyped] = useState<string | undefined>();
  const latest = useRef(0);
  useEffect(() => {
    if (typed === undefined || source.interfaceId === '') return;
    const call = ++latest.current;
    const timer = setTimeout(() => {
      interfacePage(data, source, { keyword: typed, currentPage: 1, pageSize: FETCHED_ROWS }, { quiet: true })
        .then((page) => call === latest.current && setSuggestions(suggestionsOf(page.list, source.relationField)))
        .catch(() => call === latest.current && setSuggestions([]));
    }, 250);
    return () => clearTimeout(timer);
  }, [typed, source, data]);
  const value = props.value === undefined || props.value === null ? '' : String(props.value);
  return (
    <AutoComplete
      id={props.id}
      value={value}
      disabled={isLocked(props)}
      status={statusOf(props)}
      placeholder={props.placeholder}
      allowClear={options.clearable !== false}
      options={suggestions.map((text) => ({ value: text, label: text }))}
      onSearch={(text) => setTyped(text)}
      onFocus={() => {
        setTyped((current) => current ?? value);
        props.onFocus(props.id, props.value);
      }}
      onChange={(text: string) => props.onChange(text === '' ? props.options.emptyValue : text)}
      onBlur={() => props.onBlur(props.id, props.value)}
      style={{ width: '100%' }}
    />
  );
}
