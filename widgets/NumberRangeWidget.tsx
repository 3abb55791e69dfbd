/**
 * The `numberRange` widget (spec 02 "Numeric range input (min and max)"): two number inputs, 最小值 and 最大值, with
 * the field's precision; the value is `[min, max]` with null for an open end (runtime/core/format/number-range.ts),
 * nothing when both are empty. A minimum above the maximum shows the error status and the server refuses it.
 */
import type { WidgetProps } from '@rjsf/utils';
import { InputNumber, Space } from 'antd';
import type { NumberRange } from '../runtime/core/format/number-range';
import { numberRangeValue } from '../runtime/core/format/number-range';
import { schemaFormContext } from '../runtime/react/form/form-context';
import { fieldSpec, numberProp, statusOf } from './field-options';

/** The `numberRange` widget. */
export function NumberRangeWidget(props: WidgetProps) {
  const spec = fieldSpec(props);
  const { t } = schemaFormContext(props.registry.formContext);
  const raw = Array.isArray(props.value) ? (props.value as unknown[]) : [];
  const range: NumberRange = [typeof raw[0] === 'number' ? raw[0] : null, typeof raw[1] === 'number' ? raw[1] : null];
  const inverted = range[0] !== null && range[1] !== null && range[0] > range[1];
  const status = statusOf(props) ?? (inverted ? 'error' : undefined);
  const change = (index: 0 | 1, value: number | null) => {
    const next: NumberRange = [...range];
    next[index] = typeof value === 'number' ? value : null;
    props.onChange(numberRangeValue(next));
  };
  const common = { disabled: props.disabled, readOnly: props.readonly, precision: numberProp(spec, 'precision'), status, style: { flex: 1 } };
  return (
    <Space.Compact style={{ width: '100%' }} data-range={props.id}>
      <InputNumber {...common} id={props.id} aria-label={t('numberRange.min')} placeholder={t('numberRange.min')} value={range[0]} onChange={(value) => change(0, value)} onBlur={() => props.onBlur(props.id, props.value)} />
      <InputNumber {...common} id={`${props.id}__max`} aria-label={t('numberRange.max')} placeholder={t('numberRange.max')} value={range[1]} onChange={(value) => change(1, value)} onBlur={() => props.onBlur(props.id, props.value)} />
    </Space.Compact>
  );
}
