/**
 * Shows a computed value (a formula result, the bill rule's example). It never takes input: the schema form
 * recalculates the value from the fields it reads.
 */
import type { WidgetProps } from '@rjsf/utils';
import { Input } from 'antd';
import { formatNumber } from '../runtime/core/formula/format';
import { fieldSpec, statusOf } from './field-options';

/** The `computed` widget. */
export function ComputedWidget(props: WidgetProps) {
  const spec = fieldSpec(props);
  const precision = spec.compute?.precision;
  const text = typeof props.value === 'number' ? formatNumber(props.value, precision === undefined ? {} : { precision }) : String(props.value ?? '');
  return <Input id={props.id} name={props.name} value={text} readOnly disabled={props.disabled} status={statusOf(props)} data-computed="true" />;
}
