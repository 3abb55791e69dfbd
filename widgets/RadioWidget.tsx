/** A radio group over the field's source. */
import type { WidgetProps } from '@rjsf/utils';
import { Radio } from 'antd';
import { useHost } from '../runtime/react/host';
import { fieldSpec, isLocked } from './field-options';
import { flattenOptions, useOptions } from '../runtime/react/options';

/** The `radio` widget. */
export function RadioWidget(props: WidgetProps) {
  const spec = fieldSpec(props);
  const { data } = useHost();
  const { options } = useOptions(spec.source, data, props.registry.formContext);
  return (
    <Radio.Group
      id={props.id}
      value={props.value}
      disabled={isLocked(props)}
      options={flattenOptions(options)}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}
