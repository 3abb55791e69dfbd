/** A drop-down choice over the field's source (static options, a dictionary, or an API list). */
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
  return (
    <Select
      id={props.id}
      style={{ width: '100%' }}
      value={props.value ?? undefined}
      placeholder={props.placeholder}
      disabled={isLocked(props)}
      loading={loading}
      allowClear
      status={statusOf(props)}
      options={flattenOptions(options)}
      onChange={(value) => props.onChange(value ?? props.options.emptyValue)}
      onBlur={() => props.onBlur(props.id, props.value)}
      onFocus={() => props.onFocus(props.id, props.value)}
    />
  );
}
