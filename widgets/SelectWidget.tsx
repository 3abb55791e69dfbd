/**
 * A drop-down choice over the field's source (static options, a dictionary, or an API list). With `props.multiple`
 * it picks several, kept as the ids joined by commas (the wire form of positionId and roleId).
 */
import type { WidgetProps } from '@rjsf/utils';
import { Select } from 'antd';
import { useHost } from '../runtime/react/host';
import { fieldSpec, isLocked, statusOf } from './field-options';
import { flattenOptions, useOptions } from '../runtime/react/options';

/** The `select` widget. */
export function SelectWidget(props: WidgetProps) {
  const spec = fieldSpec(props);
  const { data } = useHost();
  const { options, loading } = useOptions(spec.source, data, props.registry.formContext);
  const multiple = spec.props?.multiple === true;
  const value = multiple ? splitIds(props.value) : (props.value ?? undefined);
  const change = (next: unknown) => {
    if (multiple) props.onChange(Array.isArray(next) && next.length ? next.join(',') : props.options.emptyValue);
    else props.onChange(next ?? props.options.emptyValue);
  };
  return (
    <Select
      id={props.id}
      style={{ width: '100%' }}
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      placeholder={props.placeholder}
      disabled={isLocked(props)}
      loading={loading}
      allowClear
      status={statusOf(props)}
      options={flattenOptions(options)}
      onChange={change}
      onBlur={() => props.onBlur(props.id, props.value)}
      onFocus={() => props.onFocus(props.id, props.value)}
    />
  );
}

/** The ids of a comma-joined value ("a,b" → ["a", "b"]; empty → []). */
function splitIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' && value ? value.split(',').filter(Boolean) : [];
}
