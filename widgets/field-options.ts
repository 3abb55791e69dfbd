/**
 * Reads what the schema form put into a widget's `ui:options`: the form field's spec (source, rows, props…).
 */
import type { WidgetProps } from '@rjsf/utils';
import type { FormField } from '../runtime/core/schema/types';

/** The form field a widget renders, or an empty spec when rendered outside a schema form. */
export function fieldSpec(props: Pick<WidgetProps, 'options'>): Partial<FormField> {
  return ((props.options as { field?: FormField }).field ?? {}) as Partial<FormField>;
}

/** A numeric widget prop from the field's `props`, if it is a number. */
export function numberProp(spec: Partial<FormField>, name: string): number | undefined {
  const value = spec.props?.[name];
  return typeof value === 'number' ? value : undefined;
}

/** True when the widget must not take input (disabled or read-only). */
export function isLocked(props: Pick<WidgetProps, 'disabled' | 'readonly'>): boolean {
  return Boolean(props.disabled || props.readonly);
}

/** The antd status of a widget with errors. */
export function statusOf(props: Pick<WidgetProps, 'rawErrors'>): 'error' | undefined {
  return props.rawErrors?.length ? 'error' : undefined;
}
