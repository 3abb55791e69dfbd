/**
 * The standard list cell renderers, by the name a column's `render` gives: `text` (the value as is), `yesNo`
 * (是/否 tag), `enabledTag` (启用 green / 禁用 red tag), `option` (the label of the form field's option, each one's for a multiple choice) and `date`
 * (YYYY-MM-DD). They are registry values (runtime/react/registry.tsx); a module adds its own with
 * `registry.extend({ cells })`. A column without `render` is shown as text.
 */
import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { FormField, ListColumn } from '../../core/schema/types';
import type { Row } from '../host';
import type { CellRenderer, OptionLabels, Registry } from '../registry';
import type { ChoiceOption } from '../options';
import type { Translate } from '../../core/schema/messages';

export type { OptionLabels } from '../registry';

/** Labels by value of a field's options (tree options included). */
export function labelsOf(options: readonly ChoiceOption[]): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (list: readonly ChoiceOption[]) => {
    for (const option of list) {
      out.set(String(option.value), option.label);
      visit(option.children ?? []);
    }
  };
  visit(options);
  return out;
}

const text: CellRenderer = (value) => (value === undefined || value === null ? '' : String(value));

/** The cell renderers every registry starts with. */
export const standardCells: Record<string, CellRenderer> = {
  text,
  yesNo: (value, { t }) => (Number(value) === 1 ? <Tag color="success">{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>),
  enabledTag: (value, { t }) => (Number(value) === 1 ? <Tag color="success">{t('common.enabled')}</Tag> : <Tag color="error">{t('common.disabled')}</Tag>),
  // A multiple choice (an array) shows each value's label.
  option: (value, { column, labels }) => {
    const label = (one: unknown) => labels[column.field]?.get(String(one)) ?? String(one);
    if (value === undefined || value === null) return '';
    return Array.isArray(value) ? value.map(label).join(', ') : label(value);
  },
  date: (value) => (typeof value === 'number' || typeof value === 'string' ? dayjs(value).format('YYYY-MM-DD') : ''),
};

/** The cell of a column for a row's value, by the renderer the column names (text when none); `field` is the column's form field. */
export function renderCell(registry: Registry, schemaId: string, column: ListColumn, value: unknown, row: Row, t: Translate, labels: OptionLabels, field?: FormField): ReactNode {
  const renderer = column.render ? registry.cell(column.render, { field: column.field, schemaId }) : text;
  return renderer(value, field ? { column, row, t, labels, field } : { column, row, t, labels });
}
