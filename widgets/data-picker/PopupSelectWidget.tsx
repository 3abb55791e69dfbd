/**
 * The popup data picker (spec 02 "Generic related-data picker"): the chosen row shown by its label; a click opens a
 * dialog (or a drawer, `popupType: "drawer"`, or a popover by the field, `"popover"`), 800 px by default, titled
 * `popupTitle` or 选择数据, with a keyword search, a table of the chosen columns (`columnOptions: [{ value, label }]`,
 * its JSON text or comma-joined names), radio or checkbox selection (`multiple`) and paging (`hasPage`, `pageSize`
 * 20), read through a data interface (`interfaceId`, `propsValue` default id, `relationField` default fullName,
 * `templateJson` parameters). Confirm emits the id (or ids) and closes; cancel keeps the previous choice; single mode
 * needs a chosen row. Disabled or read-only, it shows the label only. A failed lookup leaves the label empty. Lists
 * and the detail view show the display value the server answers beside the id (`field` and `field_id`,
 * runtime/core/lowcode/picked-values.ts) and look nothing up.
 */
import type { WidgetProps } from '@rjsf/utils';
import { useCallback, useMemo } from 'react';
import { schemaFormContext } from '../../runtime/react/form/form-context';
import { useHost } from '../../runtime/react/host';
import { fieldSpec } from '../field-options';
import { cellText, idsOf, sourceOf, type PickerSource } from '../../runtime/core/pickers/data-source';
import { columnsOf, interfacePage, interfaceRowsByIds } from './data-calls';
import { POPUP_PAGE_SIZE, popupKindOf, popupWidthOf, type PickerPageLoader } from './DataPickerDialog';
import { PickerField } from './PickerField';
import { usePickedLabels, type LabelLookup } from './use-picked-labels';

/** How the popup picker finds its chosen rows: through its interface, by the row key, shown by the label column. */
const POPUP_LOOKUP: LabelLookup<PickerSource> = {
  rowsByIds: interfaceRowsByIds,
  idOf: (row, source) => cellText(row[source.propsValue]),
  labelOf: (row, source) => cellText(row[source.relationField]),
};

/** The labels of the chosen ids (ids until known; empty when the lookup fails). */
export function useChosenLabels(source: PickerSource, value: unknown): { id: string; label: string }[] {
  return usePickedLabels(source, value, POPUP_LOOKUP);
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
