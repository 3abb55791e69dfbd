/**
 * The field part shared by the data pickers (popupSelect, relationForm): a button showing the chosen rows by their
 * labels (tags when several), a clear icon, and the picker opened in a dialog, a drawer or — `popover` — a popover
 * anchored at the field. Locked (disabled or read-only) it opens nothing, unless the caller gives `onLockedOpen`
 * (a disabled related-data picker with a value opens the related record read-only).
 */
import type { WidgetProps } from '@rjsf/utils';
import { CloseCircleFilled } from '@ant-design/icons';
import { Popover, Tag } from 'antd';
import { useState } from 'react';
import type { Translate } from '../../runtime/core/schema/messages';
import { fieldSpec, isLocked, statusOf, pickerTriggerStyle } from '../field-options';
import { DataPickerDialog, type DataPickerDialogProps } from './DataPickerDialog';

/** What the field shows and how its picker reads. */
export interface PickerFieldProps {
  widget: WidgetProps;
  t: Translate;
  /** The widget's name, on the button as `data-picker`. */
  name: string;
  labels: { id: string; label: string }[];
  multiple: boolean;
  clearable: boolean;
  /** The picker (its kind decides dialog, drawer or popover). */
  picker: Omit<DataPickerDialogProps, 't' | 'multiple' | 'initial' | 'onCancel' | 'onConfirm'>;
  initial: string[];
  onPick(ids: string[]): void;
  /** Opens something for a locked field with a value (else a locked field opens nothing). */
  onLockedOpen?(): void;
}

/** The picker field. */
export function PickerField({ widget, t, name, labels, multiple, clearable, picker, initial, onPick, onLockedOpen }: PickerFieldProps) {
  const locked = isLocked(widget);
  const [open, setOpen] = useState(false);
  const opensLocked = locked && onLockedOpen !== undefined && labels.length > 0;
  const popup = open ? (
    <DataPickerDialog
      {...picker}
      t={t}
      multiple={multiple}
      initial={initial}
      onCancel={() => setOpen(false)}
      onConfirm={(ids) => {
        setOpen(false);
        onPick(ids);
      }}
    />
  ) : null;
  const button = (
    <button
      type="button"
      id={widget.id}
      disabled={locked && !opensLocked}
      aria-disabled={locked || undefined}
      data-picker={name}
      className={`klx-popup-picker ant-input${statusOf(widget) ? ' ant-input-status-error' : ''}${locked ? ' ant-input-disabled' : ''}`}
      style={pickerTriggerStyle(locked, statusOf(widget), locked && !opensLocked ? 'not-allowed' : 'pointer')}
      onClick={() => {
        if (opensLocked) onLockedOpen!();
        else if (!locked) setOpen(true);
      }}
      onBlur={() => widget.onBlur(widget.id, widget.value)}
      onFocus={() => widget.onFocus(widget.id, widget.value)}
    >
      {labels.length === 0 ? (
        <span style={{ color: '#bfbfbf' }}>{fieldSpec(widget).placeholder ? widget.placeholder : t('validation.pleaseSelect')}</span>
      ) : multiple ? (
        labels.map((item) => <Tag key={item.id}>{item.label}</Tag>)
      ) : (
        <span className={opensLocked ? 'klx-link' : undefined} style={opensLocked ? { color: '#1677ff' } : undefined}>
          {labels[0]!.label}
        </span>
      )}
      {!locked && clearable && labels.length > 0 ? (
        <CloseCircleFilled
          aria-label={t('dataPicker.clear')}
          role="button"
          style={{ marginLeft: 'auto', color: '#bfbfbf' }}
          onClick={(event) => {
            event.stopPropagation();
            onPick([]);
          }}
        />
      ) : null}
    </button>
  );
  if (picker.kind === 'popover') {
    return (
      <Popover open={open} content={popup} title={picker.title} placement="bottomLeft" destroyOnHidden onOpenChange={(next) => !next && setOpen(false)} trigger="click">
        {button}
      </Popover>
    );
  }
  return (
    <>
      {button}
      {popup}
    </>
  );
}
