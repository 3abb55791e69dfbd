/** A one-line text input; an emptied input reports undefined so that "required" applies. */
import type { WidgetProps } from '@rjsf/utils';
import { Input } from 'antd';
import { fieldSpec, numberProp, statusOf } from './field-options';

/** The `input` widget. */
export function InputWidget(props: WidgetProps) {
  const spec = fieldSpec(props);
  return (
    <Input
      id={props.id}
      name={props.name}
      value={props.value ?? ''}
      placeholder={props.placeholder}
      disabled={props.disabled}
      readOnly={props.readonly}
      maxLength={numberProp(spec, 'maxLength')}
      status={statusOf(props)}
      allowClear={!props.disabled && !props.readonly}
      onChange={(event) => props.onChange(event.target.value === '' ? props.options.emptyValue : event.target.value)}
      onBlur={(event) => props.onBlur(props.id, event.target.value)}
      onFocus={(event) => props.onFocus(props.id, event.target.value)}
    />
  );
}
