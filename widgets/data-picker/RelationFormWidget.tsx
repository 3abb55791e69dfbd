/**
 * The related-data picker (spec 02 "Generic related-data picker", 关联表单): a record of another released low-code
 * model (`modelId`) chosen in a dialog, a drawer or a popover (`popupType`) with a keyword search over its
 * `relationField`, a table of `columnOptions`, a radio per row and paging (`hasPage`, `pageSize` 20); the value is
 * the record's id, shown by its `relationField`. Disabled or read-only with a value, the label is a link that opens
 * the related record's read-only detail view (the model's own form, through the relation calls, which show only what
 * the caller may see). A failed lookup leaves the label empty. Lists and the detail view show the display value the
 * server answers beside the id (`field` and `field_id`, runtime/core/lowcode/picked-values.ts) and look nothing up.
 */
import type { WidgetProps } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { screenTranslator } from '../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../runtime/core/schema/types';
import { DetailView } from '../../runtime/react/detail/DetailView';
import { schemaFormContext } from '../../runtime/react/form/form-context';
import { useHost } from '../../runtime/react/host';
import { fieldSpec } from '../field-options';
import { cellText, idsOf } from '../../runtime/core/pickers/data-source';
import { columnsOf } from './data-calls';
import { PickerField } from './PickerField';
import { usePickedLabels, type LabelLookup } from './use-picked-labels';
import { POPUP_PAGE_SIZE, popupKindOf, popupWidthOf, type PickerPageLoader } from './DataPickerDialog';
import { relationPage, relationRowsByIds, relationScreen, relationSourceOf, type RelationSource } from './relation-calls';

/** How the related-record picker finds its chosen records: by id, shown by the relation field (else the id). */
const RELATION_LOOKUP: LabelLookup<RelationSource> = {
  rowsByIds: relationRowsByIds,
  idOf: (row) => cellText(row.id),
  labelOf: (row, source, id) => cellText(row[source.relationField]) || id,
};

/** The labels of the chosen record ids (ids until known; empty when the lookup fails or the record is not visible). */
export function useRelationLabels(source: RelationSource, value: unknown): { id: string; label: string }[] {
  return usePickedLabels(source, value, RELATION_LOOKUP);
}

/** The read-only detail of a related record: the model's screen is fetched, then its detail view opens. */
export function RelationDetail({ modelId, recordId, onClose }: { modelId: string; recordId: string; onClose(): void }) {
  const host = useHost();
  const [schema, setSchema] = useState<ScreenSchema | undefined>();
  useEffect(() => {
    let live = true;
    relationScreen(host.data, modelId).then(
      (screen) => live && setSchema(screen),
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [host.data, modelId, onClose]);
  const t = useMemo(() => (schema ? screenTranslator(schema, host.language) : undefined), [schema, host.language]);
  return schema && t ? <DetailView schema={schema} t={t} recordId={recordId} onClose={onClose} /> : null;
}

/**
 * A related record in a list or the detail view: the display value the record API answers under the field's name, a
 * link opening the related record's read-only detail by the id it answers under `field_id` (plain text without one).
 */
export function RelationLink({ label, modelId, recordId }: { label: string; modelId: string; recordId: string }) {
  const [viewing, setViewing] = useState(false);
  const close = useCallback(() => setViewing(false), []);
  if (!label || !modelId || !recordId) return <span className="klx-relation-names">{label}</span>;
  return (
    <>
      <a
        className="klx-relation-names"
        href="#"
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          setViewing(true);
        }}
      >
        {label}
      </a>
      {viewing ? <RelationDetail modelId={modelId} recordId={recordId} onClose={close} /> : null}
    </>
  );
}

/** The `relationForm` widget. */
export function RelationFormWidget(props: WidgetProps) {
  const spec = fieldSpec(props);
  const { t } = schemaFormContext(props.registry.formContext);
  const { data } = useHost();
  const options = spec.props ?? {};
  const source = useMemo(() => relationSourceOf(options), [JSON.stringify(options)]); // eslint-disable-line react-hooks/exhaustive-deps
  const labels = useRelationLabels(source, props.value);
  const [viewing, setViewing] = useState<string | undefined>();
  const load = useCallback<PickerPageLoader>((query) => relationPage(data, source, query), [data, source]);
  const close = useCallback(() => setViewing(undefined), []);
  return (
    <>
      <PickerField
        widget={props}
        t={t}
        name="relationForm"
        labels={labels}
        multiple={false}
        clearable={options.clearable !== false}
        initial={idsOf(props.value)}
        onPick={(ids) => props.onChange(ids.length === 0 ? props.options.emptyValue : ids[0])}
        onLockedOpen={source.modelId ? () => setViewing(idsOf(props.value)[0]) : undefined}
        picker={{
          load,
          valueKey: 'id',
          labelKey: source.relationField || 'id',
          title: typeof options.popupTitle === 'string' && options.popupTitle ? options.popupTitle : t('dataPicker.title'),
          width: popupWidthOf(options.popupWidth),
          kind: popupKindOf(options.popupType),
          hasPage: options.hasPage !== false,
          pageSize: typeof options.pageSize === 'number' ? options.pageSize : POPUP_PAGE_SIZE,
          columns: columnsOf(options.columnOptions),
        }}
      />
      {viewing ? <RelationDetail modelId={source.modelId} recordId={viewing} onClose={close} /> : null}
    </>
  );
}
