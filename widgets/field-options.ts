/**
 * Reads what the schema form put into a widget's `ui:options`: the form field's spec (source, rows, props…).
 */
import type { WidgetProps } from '@rjsf/utils';
import type { CSSProperties } from 'react';
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

/**
 * The look of a picker's trigger (a button standing in for an input: people, organisation, address, data pickers):
 * an input's border, radius, padding and background in antd's theme colours, red when the field has an error, grey
 * when locked. antd's own input styles do not reach a plain button (they are scoped to its components).
 */
export function pickerTriggerStyle(locked: boolean, status: 'error' | undefined, cursor: CSSProperties['cursor']): CSSProperties {
  return {
    minHeight: 32,
    width: '100%',
    textAlign: 'left',
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: 4,
    padding: '4px 11px',
    borderRadius: 6,
    border: `1px solid ${status === 'error' ? 'var(--ant-color-error, #ff4d4f)' : 'var(--ant-color-border, #d9d9d9)'}`,
    background: locked ? 'var(--ant-color-bg-container-disabled, rgba(0, 0, 0, 0.04))' : 'var(--ant-color-bg-container, #fff)',
    color: locked ? 'var(--ant-color-text-disabled, rgba(0, 0, 0, 0.25))' : undefined,
    cursor,
  };
}
