/** A multi-line text input with the field's row count (the position description has 4). */
import type { WidgetProps } from '@rjsf/utils';
import { Input } from 'antd';
import { fieldSpec, numberProp, statusOf } from './field-options';

/** The `textarea` widget. */
export function TextareaWidget(props: WidgetProps) {
  const spec = fieldSpec(props);
  return (
    <Input.TextArea
      id={props.id}
      name={props.name}
      rows={spec.rows ?? 3}
      value={props.value ?? ''}
      placeholder={props.placeholder}
      disabled={props.disabled}
      readOnly={props.readonly}
      maxLength={numberProp(spec, 'maxLength')}
      status={statusOf(props)}
      onChange={(event) => props.onChange(event.target.value === '' ? props.options.emptyValue : event.target.value)}
      onBlur={(event) => props.onBlur(props.id, event.target.value)}
      onFocus={(event) => props.onFocus(props.id, event.target.value)}
    />
  );
}
