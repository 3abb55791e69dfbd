/**
 * A cascading path picker (the employee's organisation): its value is the list of ids along the chosen path. The
 * schema form copies the path's last id into the field named by `lastIdInto`.
 */
import type { WidgetProps } from '@rjsf/utils';
import { Cascader } from 'antd';
import { useHost } from '../runtime/react/host';
import { fieldSpec, isLocked, statusOf } from './field-options';
import { useOptions } from '../runtime/react/options';

/** The `cascader` widget. */
export function CascaderWidget(props: WidgetProps) {
  const spec = fieldSpec(props);
  const { data } = useHost();
  const { options } = useOptions(spec.source, data, props.registry.formContext);
  return (
    <Cascader
      id={props.id}
      style={{ width: '100%' }}
      value={Array.isArray(props.value) && props.value.length ? props.value : undefined}
      // rjsf passes no placeholder to a widget of an array field; the uiSchema option carries it.
      placeholder={props.placeholder || (props.options.placeholder as string | undefined)}
      disabled={isLocked(props)}
      changeOnSelect
      status={statusOf(props)}
      options={options}
      onChange={(path) => props.onChange(Array.isArray(path) && path.length ? path.map(String) : props.options.emptyValue)}
      onBlur={() => props.onBlur(props.id, props.value)}
    />
  );
}
