/**
 * The related-data picker (spec 02 "Generic related-data picker", 关联表单): a record of another released low-code
 * model (`modelId`) chosen in a dialog, a drawer or a popover (`popupType`) with a keyword search over its
 * `relationField`, a table of `columnOptions`, a radio per row and paging (`hasPage`, `pageSize` 20); the value is
 * the record's id, shown by its `relationField`. Disabled or read-only with a value, the label is a link that opens
 * the related record's read-only detail view (the model's own form, through the relation calls, which show only what
 * the caller may see). A failed lookup leaves the label empty.
 */
import type { WidgetProps } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Translate } from '../../runtime/core/schema/messages';
import { screenTranslator } from '../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../runtime/core/schema/types';
import { DetailView } from '../../runtime/react/detail/DetailView';
import { schemaFormContext } from '../../runtime/react/form/form-context';
import { useHost, type Row } from '../../runtime/react/host';
import { fieldSpec } from '../field-options';
import { cellText, columnsOf, idsOf } from './data-calls';
import { PickerField } from './PickerField';
import { POPUP_PAGE_SIZE, popupKindOf, popupWidthOf, type PickerPageLoader } from './DataPickerDialog';
import { relationPage, relationRowsByIds, relationScreen, relationSourceOf, type RelationSource } from './relation-calls';

/** The labels of the chosen record ids (ids until known; empty when the lookup fails or the record is not visible). */
export function useRelationLabels(source: RelationSource, value: unknown): { id: string; label: string }[] {
  const { data } = useHost();
  const key = JSON.stringify(idsOf(value));
  const sourceKey = JSON.stringify(source);
  const [found, setFound] = useState<{ key: string; rows: Row[] } | undefined>();
  useEffect(() => {
    const ids = JSON.parse(key) as string[];
    if (ids.length === 0) return;
    let live = true;
    const done = (rows: Row[]) => live && setFound({ key: `${sourceKey}|${key}`, rows });
    relationRowsByIds(data, JSON.parse(sourceKey) as RelationSource, ids).then(done, () => done([]));
    return () => {
      live = false;
    };
  }, [key, sourceKey, data]);
  const rows = found?.key === `${sourceKey}|${key}` ? found.rows : undefined;
  return (JSON.parse(key) as string[]).map((id) => {
    const row = rows?.find((candidate) => cellText(candidate.id) === id);
    return { id, label: row ? cellText(row[source.relationField]) || id : rows ? '' : id };
  });
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

/** A stored relation value shown by its label (lists and the detail view). */
export function RelationNames({ value, props }: { value: unknown; props?: Record<string, unknown>; t?: Translate }) {
  const source = useMemo(() => relationSourceOf(props), [JSON.stringify(props ?? {})]); // eslint-disable-line react-hooks/exhaustive-deps
  const labels = useRelationLabels(source, value);
  return <span className="klx-relation-names">{labels.map((item) => item.label).filter(Boolean).join(', ')}</span>;
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
