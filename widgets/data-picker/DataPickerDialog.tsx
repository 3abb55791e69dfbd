/**
 * The data pickers' popup (spec 02 "Generic related-data picker"), shared by the popup data picker and the
 * related-data picker: a dialog or a drawer of its own, or the body of a popover by the field (PickerField.tsx),
 * with a keyword search (查询, 重置), a table of the chosen columns with a radio per row (checkboxes when several
 * may be chosen) and paging; confirm needs a chosen row in single mode (请选择一条数据), cancel keeps the old choice.
 */
import { Button, Drawer, Input, Modal, Space, Table } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import type { Translate } from '../../runtime/core/schema/messages';
import { useHost, type Row } from '../../runtime/react/host';
import { cellText } from '../../runtime/core/pickers/data-source';

/** The popup's default width (spec 02 §9). */
export const POPUP_WIDTH = 800;
/** The picker's page size (spec 02 §9). */
export const POPUP_PAGE_SIZE = 20;
/** The rows an unpaged picker reads (spec 02 §9). */
export const UNPAGED_SIZE = 10_000;

/** How a picker is shown (spec 02 "Generic related-data picker"). */
export type PickerPopupKind = 'dialog' | 'drawer' | 'popover';

/** The popup kind a field's `popupType` asks for (dialog unless drawer or popover). */
export function popupKindOf(value: unknown): PickerPopupKind {
  return value === 'drawer' || value === 'popover' ? value : 'dialog';
}

/** A page of the rows a picker offers. */
export type PickerPageLoader = (query: { keyword: string; currentPage: number; pageSize: number; columnOptions: string }) => Promise<{ list: Row[]; total: number }>;

/** What the picker dialog needs. */
export interface DataPickerDialogProps {
  t: Translate;
  /** Reads a page of rows (a data interface's, a model's records…). */
  load: PickerPageLoader;
  /** The row key whose value is chosen, and the label column shown when no columns are given. */
  valueKey: string;
  labelKey: string;
  title: string;
  width: number;
  /** A dialog or a drawer of its own; a popover's body (the caller's Popover places it by the field). */
  kind: PickerPopupKind;
  multiple: boolean;
  hasPage: boolean;
  pageSize: number;
  columns: { value: string; label: string }[];
  initial: string[];
  onCancel(): void;
  onConfirm(ids: string[], rows: Row[]): void;
}

/** The picker's dialog, drawer or popover body: keyword, table, radio or checkbox, paging. */
export function DataPickerDialog({ t, load, valueKey, labelKey, title, width, kind, multiple, hasPage, pageSize, columns, initial, onCancel, onConfirm }: DataPickerDialogProps) {
  const { notify } = useHost();
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
    load({ keyword: query.keyword, currentPage: hasPage ? query.currentPage : 1, pageSize: hasPage ? pageSize : UNPAGED_SIZE, columnOptions })
      .then((answer) => live && setPage(answer))
      .catch(() => live && setPage({ list: [], total: 0 }))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [load, query, hasPage, pageSize, columnOptions]);
  const shown = columns.length ? columns : [{ value: labelKey, label: labelKey }];
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
        rowKey={(row) => cellText(row[valueKey])}
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
            const id = cellText(row[valueKey]);
            if (multiple) setChosen((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));
            else {
              setChosen([id]);
              setChosenRows([row]);
            }
          },
        })}
        pagination={hasPage ? { current: query.currentPage, pageSize, total: page.total, showSizeChanger: false, onChange: (currentPage) => setQuery((current) => ({ ...current, currentPage })) } : false}
        scroll={{ y: kind === 'popover' ? 300 : 400 }}
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
  if (kind === 'popover') {
    return (
      <div role="dialog" aria-label={title} className="klx-picker-popover" style={{ width: Math.min(width, 800) }}>
        {body}
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 8 }}>{footer}</div>
      </div>
    );
  }
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

/** A popup width: a number of pixels or its text ("800", "800px"), else the default 800. */
export function popupWidthOf(value: unknown): number {
  const width = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isFinite(width) && width >= 200 && width <= 4000 ? width : POPUP_WIDTH;
}
