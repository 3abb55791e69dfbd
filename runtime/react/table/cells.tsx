/**
 * How a list cell shows its value, by the column's `render`: as text, a 是/否 tag, an 启用 (green) / 禁用 (red)
 * tag, the label of the form field's option, or a date.
 */
import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { Translate } from '../../core/schema/messages';
import type { ListColumn } from '../../core/schema/types';
import type { ChoiceOption } from '../options';

/** Option labels by value, per field, for "option" columns. */
export type OptionLabels = Record<string, Map<string, string>>;

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

/** The cell of a column for a value. */
export function renderCell(column: ListColumn, value: unknown, t: Translate, labels: OptionLabels): ReactNode {
  switch (column.render) {
    case 'yesNo':
      return Number(value) === 1 ? <Tag color="success">{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>;
    case 'enabledTag':
      return Number(value) === 1 ? <Tag color="success">{t('common.enabled')}</Tag> : <Tag color="error">{t('common.disabled')}</Tag>;
    case 'option':
      return value === undefined || value === null ? '' : (labels[column.field]?.get(String(value)) ?? String(value));
    case 'date':
      return typeof value === 'number' || typeof value === 'string' ? dayjs(value).format('YYYY-MM-DD') : '';
    default:
      return value === undefined || value === null ? '' : String(value);
  }
}
