/**
 * The popup data picker (spec 02 "Generic related-data picker"): the chosen row shown by its label; a click opens a
 * dialog (or a drawer, `popupType: "drawer"`), 800 px by default, titled `popupTitle` or 选择数据, with a keyword
 * search, a table of the chosen columns (`columnOptions: [{ value, label }], its JSON text or comma-joined names`), radio or checkbox selection
 * (`multiple`) and paging (`hasPage`, `pageSize` 20), read through a data interface (`interfaceId`, `propsValue`
 * default id, `relationField` default fullName, `templateJson` parameters). Confirm emits the id (or ids) and closes;
 * cancel keeps the previous choice; single mode needs a chosen row. Disabled or read-only, it shows the label only.
 * A failed lookup leaves the label empty.
 */
import type { WidgetProps } from '@rjsf/utils';
import { CloseCircleFilled } from '@ant-design/icons';
import { Button, Drawer, Input, Modal, Space, Table, Tag } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Translate } from '../../runtime/core/schema/messages';
import { schemaFormContext } from '../../runtime/react/form/form-context';
import { useHost, type Row } from '../../runtime/react/host';
import { fieldSpec, isLocked, statusOf } from '../field-options';
import { cellText, columnsOf, idsOf, interfacePage, interfaceRowsByIds, sourceOf, type PickerSource } from './data-calls';

/** The popup's default width (spec 02 §9). */
export const POPUP_WIDTH = 800;
/** The picker's page size (spec 02 §9). */
export const POPUP_PAGE_SIZE = 20;

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

/** What the picker dialog needs. */
export interface DataPickerDialogProps {
  t: Translate;
  source: PickerSource;
  title: string;
  width: number;
  kind: 'dialog' | 'drawer';
  multiple: boolean;
  hasPage: boolean;
  pageSize: number;
  columns: { value: string; label: string }[];
  initial: string[];
  onCancel(): void;
  onConfirm(ids: string[], rows: Row[]): void;
}

/** The picker's dialog or drawer: keyword, table, radio or checkbox, paging. */
export function DataPickerDialog({ t, source, title, width, kind, multiple, hasPage, pageSize, columns, initial, onCancel, onConfirm }: DataPickerDialogProps) {
  const { data, notify } = useHost();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ keyword: '', currentPage: 1 });
  const [page, setPage] = useState<{ list: Row[]; total: number }>({ list: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [chosen, setChosen] = useState<string[]>(initial);
  const [chosenRows, setChosenRows] = useState<Row[]>([]);
  const columnOptions = columns.map((column) => column.value).join(',');
  useEffect(() => {
    let live = true;
    setLoading(true);
    interfacePage(data, source, { keyword: query.keyword, currentPage: hasPage ? query.currentPage : 1, pageSize: hasPage ? pageSize : 10_000, columnOptions })
      .then((answer) => live && setPage(answer))
      .catch(() => live && setPage({ list: [], total: 0 }))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [data, source, query, hasPage, pageSize, columnOptions]);
  const shown = columns.length ? columns : [{ value: source.relationField, label: source.relationField }];
  const confirm = () => {
    if (!multiple && chosen.length === 0) {
      notify.warning?.(t('dataPicker.chooseOne')) ?? notify.error(t('dataPicker.chooseOne'));
      return;
    }
    onConfirm(chosen, chosenRows);
  };
  const body: ReactNode = (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Input aria-label={t('common.keyword')} placeholder={t('common.keywordPlaceholder')} value={typed} allowClear onChange={(event) => setTyped(event.target.value)} onPressEnter={() => setQuery({ keyword: typed.trim(), currentPage: 1 })} />
        <Button type="primary" onClick={() => setQuery({ keyword: typed.trim(), currentPage: 1 })}>
          {t('common.search')}
        </Button>
        <Button
          onClick={() => {
            setTyped('');
            setQuery({ keyword: '', currentPage: 1 });
          }}
        >
          {t('common.reset')}
        </Button>
      </Space>
      <Table<Row>
        size="small"
        loading={loading}
        rowKey={(row) => cellText(row[source.propsValue])}
        dataSource={page.list}
        columns={shown.map((column) => ({ key: column.value, dataIndex: column.value, title: column.label, ellipsis: true, render: (cell: unknown) => cellText(cell) }))}
        rowSelection={{
          type: multiple ? 'checkbox' : 'radio',
          preserveSelectedRowKeys: true,
          selectedRowKeys: chosen,
          onChange: (keys, rows) => {
            setChosen(keys.map(String));
            setChosenRows(rows.filter(Boolean));
          },
        }}
        onRow={(row) => ({
          onClick: () => {
            const id = cellText(row[source.propsValue]);
            if (multiple) setChosen((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));
            else {
              setChosen([id]);
              setChosenRows([row]);
            }
          },
        })}
        pagination={hasPage ? { current: query.currentPage, pageSize, total: page.total, showSizeChanger: false, onChange: (currentPage) => setQuery((current) => ({ ...current, currentPage })) } : false}
        scroll={{ y: 400 }}
      />
    </Space>
  );
  const footer = (
    <Space>
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      <Button type="primary" onClick={confirm}>
        {t('common.confirm')}
      </Button>
    </Space>
  );
  return kind === 'drawer' ? (
    <Drawer open title={title} width={width} onClose={onCancel} footer={footer} destroyOnHidden>
      {body}
    </Drawer>
  ) : (
    <Modal open title={title} width={width} onCancel={onCancel} footer={footer} destroyOnHidden>
      {body}
    </Modal>
  );
}

/** The `popupSelect` widget. */
export function PopupSelectWidget(props: WidgetProps) {
  const spec = fieldSpec(props);
  const { t } = schemaFormContext(props.registry.formContext);
  const options = spec.props ?? {};
  const source = useMemo(() => sourceOf(options), [JSON.stringify(options)]); // eslint-disable-line react-hooks/exhaustive-deps
  const multiple = options.multiple === true;
  const locked = isLocked(props);
  const labels = useChosenLabels(source, props.value);
  const [open, setOpen] = useState(false);
  const columns = columnsOf(options.columnOptions);
  const emit = (ids: string[]) => props.onChange(ids.length === 0 ? props.options.emptyValue : multiple ? ids : ids[0]);
  return (
    <>
      <button
        type="button"
        id={props.id}
        disabled={locked}
        data-picker="popupSelect"
        className={`klx-popup-picker ant-input${statusOf(props) ? ' ant-input-status-error' : ''}${locked ? ' ant-input-disabled' : ''}`}
        style={{ minHeight: 32, width: '100%', textAlign: 'left', display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 4, cursor: locked ? 'not-allowed' : 'pointer' }}
        onClick={() => setOpen(true)}
        onBlur={() => props.onBlur(props.id, props.value)}
        onFocus={() => props.onFocus(props.id, props.value)}
      >
        {labels.length === 0 ? (
          <span style={{ color: '#bfbfbf' }}>{props.placeholder || t('validation.pleaseSelect')}</span>
        ) : multiple ? (
          labels.map((item) => <Tag key={item.id}>{item.label}</Tag>)
        ) : (
          <span>{labels[0]!.label}</span>
        )}
        {!locked && options.clearable !== false && labels.length > 0 ? (
          <CloseCircleFilled
            aria-label={t('dataPicker.clear')}
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
        <DataPickerDialog
          t={t}
          source={source}
          title={typeof options.popupTitle === 'string' && options.popupTitle ? options.popupTitle : t('dataPicker.title')}
          width={typeof options.popupWidth === 'number' ? options.popupWidth : POPUP_WIDTH}
          kind={options.popupType === 'drawer' ? 'drawer' : 'dialog'}
          multiple={multiple}
          hasPage={options.hasPage !== false}
          pageSize={typeof options.pageSize === 'number' ? options.pageSize : POPUP_PAGE_SIZE}
          columns={columns}
          initial={idsOf(props.value)}
          onCancel={() => setOpen(false)}
          onConfirm={(ids) => {
            setOpen(false);
            emit(ids);
          }}
        />
      ) : null}
    </>
  );
}
