/**
 * The popup data picker (spec 02 "Generic related-data picker"): the chosen row shown by its label; a click opens a
 * dialog (or a drawer, `popupType: "drawer"`, or a popover by the field, `"popover"`), 800 px by default, titled
 * `popupTitle` or 选择数据, with a keyword search, a table of the chosen columns (`columnOptions: [{ value, label }]`,
 * its JSON text or comma-joined names), radio or checkbox selection (`multiple`) and paging (`hasPage`, `pageSize`
 * 20), read through a data interface (`interfaceId`, `propsValue` default id, `relationField` default fullName,
 * `templateJson` parameters). Confirm emits the id (or ids) and closes; cancel keeps the previous choice; single mode
 * needs a chosen row. Disabled or read-only, it shows the label only. A failed lookup leaves the label empty.
 */
import type { WidgetProps } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Translate } from '../../runtime/core/schema/messages';
import { schemaFormContext } from '../../runtime/react/form/form-context';
import { useHost, type Row } from '../../runtime/react/host';
import { fieldSpec } from '../field-options';
import { cellText, columnsOf, idsOf, interfacePage, interfaceRowsByIds, sourceOf, type PickerSource } from './data-calls';
import { POPUP_PAGE_SIZE, popupKindOf, popupWidthOf, type PickerPageLoader } from './DataPickerDialog';
import { PickerField } from './PickerField';

/** The labels of the chosen ids (ids until known; empty when the lookup fails). */
export function useChosenLabels(source: PickerSource, value: unknown): { id: string; label: string }[] {
  const { data } = useHost();
  const key = JSON.stringify(idsOf(value));
  const sourceKey = JSON.stringify(source);
  const [found, setFound] = useState<{ key: string; rows: Row[] } | undefined>();
  useEffect(() => {
    const ids = JSON.parse(key) as string[];
    if (ids.length === 0) return;
    let live = true;
    const current = JSON.parse(sourceKey) as PickerSource;
    interfaceRowsByIds(data, current, ids)
      .then((rows) => live && setFound({ key: `${sourceKey}|${key}`, rows }))
      .catch(() => live && setFound({ key: `${sourceKey}|${key}`, rows: [] }));
    return () => {
      live = false;
    };
  }, [key, sourceKey, data]);
  const ids = JSON.parse(key) as string[];
  const rows = found?.key === `${sourceKey}|${key}` ? found.rows : undefined;
  return ids.map((id) => {
    const row = rows?.find((candidate) => cellText(candidate[source.propsValue]) === id);
    return { id, label: row ? cellText(row[source.relationField]) : rows ? '' : id };
  });
}

/** A stored popup value shown by its labels (the detail view and list cells). */
export function PopupSelectNames({ value, props }: { value: unknown; props?: Record<string, unknown>; t?: Translate }) {
  const labels = useChosenLabels(sourceOf(props), value);
  return <span className="klx-popup-names">{labels.map((item) => item.label).filter(Boolean).join(', ')}</span>;
}

/** The `popupSelect` widget. */
export function PopupSelectWidget(props: WidgetProps) {
  const spec = fieldSpec(props);
  const { t } = schemaFormContext(props.registry.formContext);
  const { data } = useHost();
  const options = spec.props ?? {};
  const source = useMemo(() => sourceOf(options), [JSON.stringify(options)]); // eslint-disable-line react-hooks/exhaustive-deps
  const multiple = options.multiple === true;
  const labels = useChosenLabels(source, props.value);
  const load = useCallback<PickerPageLoader>((query) => interfacePage(data, source, query), [data, source]);
  return (
    <PickerField
      widget={props}
      t={t}
      name="popupSelect"
      labels={labels}
      multiple={multiple}
      clearable={options.clearable !== false}
      initial={idsOf(props.value)}
      onPick={(ids) => props.onChange(ids.length === 0 ? props.options.emptyValue : multiple ? ids : ids[0])}
      picker={{
        load,
        valueKey: source.propsValue,
        labelKey: source.relationField,
        title: typeof options.popupTitle === 'string' && options.popupTitle ? options.popupTitle : t('dataPicker.title'),
        width: popupWidthOf(options.popupWidth),
        kind: popupKindOf(options.popupType),
        hasPage: options.hasPage !== false,
        pageSize: typeof options.pageSize === 'number' ? options.pageSize : POPUP_PAGE_SIZE,
        columns: columnsOf(options.columnOptions),
      }}
    />
  );
}
