/** A number input with the field's min, max, precision and step; an emptied input reports undefined. */
import type { WidgetProps } from '@rjsf/utils';
import { InputNumber } from 'antd';
import { fieldSpec, numberProp, statusOf } from './field-options';

/** The `number` widget. */
export function NumberWidget(props: WidgetProps) {
  const spec = fieldSpec(props);
  const maxLength = numberProp(spec, 'maxLength');
  return (
    <InputNumber
      id={props.id}
      name={props.name}
      style={{ width: '100%' }}
      value={typeof props.value === 'number' ? props.value : null}
      placeholder={props.placeholder}
      disabled={props.disabled}
      readOnly={props.readonly}
      min={numberProp(spec, 'min')}
      max={numberProp(spec, 'max')}
      precision={numberProp(spec, 'precision')}
      step={numberProp(spec, 'step')}
      maxLength={maxLength}
      status={statusOf(props)}
      onChange={(value) => props.onChange(typeof value === 'number' ? value : undefined)}
      onBlur={() => props.onBlur(props.id, props.value)}
      onFocus={() => props.onFocus(props.id, props.value)}
    />
  );
}
