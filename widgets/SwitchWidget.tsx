/** An on/off switch over 0/1 values (tree flags, enabled marks), or over the field's checkedValue/uncheckedValue. */
import type { WidgetProps } from '@rjsf/utils';
import { Switch } from 'antd';
import { fieldSpec, isLocked } from './field-options';

/** The `switch` widget. */
export function SwitchWidget(props: WidgetProps) {
  const spec = fieldSpec(props);
  const on = spec.props?.checkedValue ?? 1;
  const off = spec.props?.uncheckedValue ?? 0;
  return (
    <Switch
      id={props.id}
      checked={props.value === on || props.value === true}
      disabled={isLocked(props)}
      onChange={(checked) => props.onChange(checked ? on : off)}
    />
  );
}
