/** A date picker; the value is the day's timestamp in milliseconds, as the user entity stores dates. */
import type { WidgetProps } from '@rjsf/utils';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { isLocked, statusOf } from './field-options';

/** The `date` widget. */
export function DateWidget(props: WidgetProps) {
  const value = typeof props.value === 'number' ? dayjs(props.value) : null;
  return (
    <DatePicker
      id={props.id}
      style={{ width: '100%' }}
      value={value}
      placeholder={props.placeholder}
      disabled={isLocked(props)}
      inputReadOnly={props.readonly}
      status={statusOf(props)}
      format="YYYY-MM-DD"
      onChange={(date) => props.onChange(date ? date.startOf('day').valueOf() : props.options.emptyValue)}
      onBlur={() => props.onBlur(props.id, props.value)}
    />
  );
}
