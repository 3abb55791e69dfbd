/**
 * The list's search bar: the keyword (when the schema offers it) and the schema's search fields
 * (`list.search`, runtime/core/schema/list-search.ts), each with an input of its kind — a choice from the form
 * field's options for an exact match over options, a text box, a date range for dates, two numbers for other
 * ranges — then 查询 and 重置. Nothing is sent until 查询 (or Enter in a text box).
 */
import { Button, DatePicker, Input, InputNumber, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { isEmptySearchValue, type ListSearchField } from '../../core/schema/list-search';
import type { Translate } from '../../core/schema/messages';
import type { FormField, ScreenSchema } from '../../core/schema/types';
import { useHost } from '../host';
import { flattenOptions, useOptions } from '../options';
import { fixedFormValues } from '../form/form-context';

/** The values of the search fields, by field name. */
export type SearchValues = Record<string, unknown>;

/** Props of {@link SearchBar}. */
export interface SearchBarProps {
  schema: ScreenSchema;
  t: Translate;
  context?: Record<string, unknown>;
  /** Runs the search with the keyword and the fields' values (empty ones left out). */
  onSearch(keyword: string, values: SearchValues): void;
}

/** Only the values that filter. */
export function filledSearchValues(values: SearchValues): SearchValues {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !isEmptySearchValue(value)));
}

/** One search field's input. */
function SearchInput({ schema, t, context, search, field, value, onChange, onEnter }: { schema: ScreenSchema; t: Translate; context?: Record<string, unknown>; search: ListSearchField; field: FormField | undefined; value: unknown; onChange(value: unknown): void; onEnter(): void }) {
  const host = useHost();
  const label = t(schema.model.properties[search.field]?.title ?? search.field);
  const formContext = useMemo(() => ({ t, schemaId: schema.id, context: context ?? {}, values: fixedFormValues() }), [t, schema.id, context]);
  const source = search.match === 'range' ? undefined : field?.source;
  const { options } = useOptions(source, host.data, formContext);
  const testId = `search-${search.field}`;
  if (search.match === 'range' && field?.widget === 'date') {
    const range = Array.isArray(value) ? value : [];
    const showTime = field.props?.showTime === true;
    return (
      <DatePicker.RangePicker
        data-testid={testId}
        aria-label={label}
        showTime={showTime}
        value={[typeof range[0] === 'number' ? dayjs(range[0]) : null, typeof range[1] === 'number' ? dayjs(range[1]) : null]}
        onChange={(dates) => onChange(dates ? [dates[0] ? (showTime ? dates[0] : dates[0].startOf('day')).valueOf() : null, dates[1] ? (showTime ? dates[1] : dates[1].endOf('day')).valueOf() : null] : [])}
      />
    );
  }
  if (search.match === 'range') {
    const range = Array.isArray(value) ? value : [];
    const end = (index: number) => (typeof range[index] === 'number' ? (range[index] as number) : null);
    return (
      <Space.Compact data-testid={testId}>
        <InputNumber aria-label={`${label} ${t('common.rangeMin')}`} placeholder={t('common.rangeMin')} value={end(0)} onChange={(next) => onChange([next ?? null, end(1)])} />
        <InputNumber aria-label={`${label} ${t('common.rangeMax')}`} placeholder={t('common.rangeMax')} value={end(1)} onChange={(next) => onChange([end(0), next ?? null])} />
      </Space.Compact>
    );
  }
  if (source) {
    return (
      <Select
        data-testid={testId}
        aria-label={label}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('validation.pleaseSelect')}
        style={{ width: 180 }}
        value={value === undefined || value === '' ? undefined : (value as string)}
        options={flattenOptions(options).map((option) => ({ value: option.value, label: option.label }))}
        onChange={(next) => onChange(next ?? '')}
      />
    );
  }
  return (
    <Input
      data-testid={testId}
      aria-label={label}
      allowClear
      placeholder={t('validation.pleaseEnter')}
      style={{ width: 180 }}
      value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
      onChange={(event) => onChange(event.target.value)}
      onPressEnter={onEnter}
    />
  );
}

/** The search bar, or nothing when the list has neither a keyword nor search fields. */
export function SearchBar({ schema, t, context, onSearch }: SearchBarProps) {
  const [typed, setTyped] = useState('');
  const [values, setValues] = useState<SearchValues>({});
  const fields = schema.list.search ?? [];
  if (!schema.list.keywordSearch && fields.length === 0) return null;
  const run = () => onSearch(typed.trim(), filledSearchValues(values));
  return (
    <Space style={{ marginBottom: 12 }} wrap data-testid="list-search-bar">
      {schema.list.keywordSearch ? (
        <>
          <span>{t('common.keyword')}</span>
          <Input aria-label={t('common.keyword')} placeholder={t('common.keywordPlaceholder')} value={typed} allowClear onChange={(event) => setTyped(event.target.value)} onPressEnter={run} style={{ width: 220 }} />
        </>
      ) : null}
      {fields.map((search) => (
        <Space key={search.field} size={4}>
          <span>{t(schema.model.properties[search.field]?.title ?? search.field)}</span>
          <SearchInput
            schema={schema}
            t={t}
            context={context}
            search={search}
            field={schema.form.fields.find((field) => field.name === search.field)}
            value={values[search.field]}
            onChange={(value) => setValues((previous) => ({ ...previous, [search.field]: value }))}
            onEnter={run}
          />
        </Space>
      ))}
      <Button type="primary" onClick={run}>
        {t('common.search')}
      </Button>
      <Button
        onClick={() => {
          setTyped('');
          setValues({});
          onSearch('', {});
        }}
      >
        {t('common.reset')}
      </Button>
    </Space>
  );
}
