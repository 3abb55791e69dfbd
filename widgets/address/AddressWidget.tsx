/**
 * The `address` widget (spec 02 "Address picker"): the chosen addresses shown by their names (北京市/市辖区/东城区),
 * the dialog opened on a click unless the form is disabled or read-only, and a clear button only when the picker is
 * enabled and clearable. Props: `level` (default 2), `multiple`, `clearable` (default true). The value is one
 * id-path, or with `multiple` a list of unique paths (runtime/core/address/selection.ts).
 */
import type { WidgetProps } from '@rjsf/utils';
import { CloseCircleFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import { useEffect, useState } from 'react';
import { addressLevel, addressPathKey, addressValue, readAddressValue, type AddressPath } from '../../runtime/core/address/selection';
import type { Translate } from '../../runtime/core/schema/messages';
import { schemaFormContext } from '../../runtime/react/form/form-context';
import { useHost } from '../../runtime/react/host';
import { fieldSpec, isLocked, statusOf, pickerTriggerStyle } from '../field-options';
import { AddressDialog, type ChosenAddress } from './AddressDialog';
import { areaPathNames } from './area-calls';

/** The chosen addresses of a stored value with their names (loaded through the host; ids until known). */
export function useAddressNames(value: unknown, multiple: boolean): ChosenAddress[] {
  const { data } = useHost();
  const key = JSON.stringify(readAddressValue(value, multiple) ?? []);
  const [named, setNamed] = useState<{ key: string; items: ChosenAddress[] }>({ key: '[]', items: [] });
  useEffect(() => {
    const paths = JSON.parse(key) as string[][];
    if (paths.length === 0) return;
    let live = true;
    areaPathNames(data, paths)
      .then((names) => live && setNamed({ key, items: paths.map((path, index) => ({ path, names: names[index] ?? [] })) }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key, data]);
  if (named.key === key) return named.items;
  return (JSON.parse(key) as string[][]).map((path) => ({ path, names: [] }));
}

/** The text of a chosen address: its names joined by "/", or its ids while the names are unknown. */
export const addressText = (item: ChosenAddress): string => (item.names.length ? item.names : item.path).join('/');

/** A stored address value shown by its names (the detail view and list cells). */
export function AddressNames({ value }: { value: unknown; t?: Translate }) {
  // A value shows whichever way it was stored: a list of paths, or one path.
  const multiple = Array.isArray(value) && value.length > 0 && Array.isArray(value[0]);
  const items = useAddressNames(value, multiple);
  return <span className="klx-address-names">{items.map(addressText).join(', ')}</span>;
}

/** The `address` widget. */
export function AddressWidget(props: WidgetProps) {
  const spec = fieldSpec(props);
  const { t } = schemaFormContext(props.registry.formContext);
  const multiple = spec.props?.multiple === true;
  const level = addressLevel(spec.props?.level);
  const clearable = spec.props?.clearable !== false;
  const locked = isLocked(props);
  const items = useAddressNames(props.value, multiple);
  const [open, setOpen] = useState(false);
  const emit = (paths: readonly AddressPath[]) => {
    const next = addressValue(paths, multiple);
    props.onChange(next.length ? next : props.options.emptyValue);
  };
  return (
    <>
      <button
        type="button"
        id={props.id}
        disabled={locked}
        data-picker="address"
        className={`klx-address-picker ant-input${statusOf(props) ? ' ant-input-status-error' : ''}${locked ? ' ant-input-disabled' : ''}`}
        style={pickerTriggerStyle(locked, statusOf(props), locked ? 'not-allowed' : 'pointer')}
        onClick={() => setOpen(true)}
        onBlur={() => props.onBlur(props.id, props.value)}
        onFocus={() => props.onFocus(props.id, props.value)}
      >
        {items.length === 0 ? <span style={{ color: '#bfbfbf' }}>{spec.placeholder ? props.placeholder : t('validation.pleaseSelect')}</span> : items.map((item) => <Tag key={addressPathKey(item.path)}>{addressText(item)}</Tag>)}
        {clearable && !locked && items.length > 0 ? (
          <CloseCircleFilled
            aria-label={t('address.clear')}
            role="button"
            style={{ marginLeft: 'auto', color: '#bfbfbf' }}
            onClick={(event) => {
              event.stopPropagation();
              emit([]);
            }}
          />
        ) : null}
      </button>
      {open ? (
        <AddressDialog
          open
          t={t}
          multiple={multiple}
          level={level}
          initial={items.filter((item, index, all) => all.findIndex((other) => addressPathKey(other.path) === addressPathKey(item.path)) === index)}
          onCancel={() => setOpen(false)}
          onConfirm={(chosen) => {
            setOpen(false);
            emit(chosen.map((item) => item.path));
          }}
        />
      ) : null}
    </>
  );
}
