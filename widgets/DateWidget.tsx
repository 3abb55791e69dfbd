/**
 * A date picker; the value is the day's timestamp in milliseconds, as the user entity stores dates — or, with the
 * field's `props.showTime`, the moment itself (date and time).
 */
import type { WidgetProps } from '@rjsf/utils';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { fieldSpec, isLocked, statusOf } from './field-options';

/** The `date` widget. */
export function DateWidget(props: WidgetProps) {
  const value = typeof props.value === 'number' ? dayjs(props.value) : null;
  const showTime = fieldSpec(props).props?.showTime === true;
  return (
    <DatePicker
      id={props.id}
      style={{ width: '100%' }}
      value={value}
      placeholder={props.placeholder}
      disabled={isLocked(props)}
      inputReadOnly={props.readonly}
      status={statusOf(props)}
      format={showTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD'}
      showTime={showTime}
      onChange={(date) => props.onChange(date ? (showTime ? date : date.startOf('day')).valueOf() : props.options.emptyValue)}
      onBlur={() => props.onBlur(props.id, props.value)}
    />
  );
}
