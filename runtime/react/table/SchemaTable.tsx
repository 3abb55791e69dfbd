/**
 * The data table of schema lists (spec 02 "Data table"): an optional row-number column (on by default), an
 * optional checkbox column in which some rows (e.g. top rows) cannot be chosen, the given columns with their cell
 * renderers, a row-action column, trees with controlled expansion, and the paged footer; a page change scrolls the
 * table back to the top over 800 ms. Columns keep a minimum width and the table scrolls sideways when narrower
 * (column-widths.ts). Long flat pages are virtualised, keeping their scroll offset across kept-alive tabs
 * (virtual-rows.ts). Empty state: 暂无数据.
 */
import { Table } from 'antd';
import type { ColumnsType, TableRef } from 'antd/es/table';
import { useMemo, useRef, type ReactNode } from 'react';
import type { Translate } from '../../core/schema/messages';
import type { ListColumn, ScreenSchema } from '../../core/schema/types';
import type { Row } from '../host';
import { useRegistry } from '../registry';
import { renderCell, type OptionLabels } from './cells';
import { ListFooter } from './ListFooter';
import { MIN_COLUMN_WIDTH, SELECTION_COLUMN_WIDTH, headerWidth, tableScrollWidth } from './column-widths';
import { scrollContainer, scrollToTop } from './scroll';
import { isVirtualised, useVirtualBodyHeight, useVirtualScrollKeeper, VIRTUAL_HOLDER } from './virtual-rows';

/** Paging state and its change handler. */
export interface TablePaging {
  currentPage: number;
  pageSize: number;
  total: number;
  onChange(currentPage: number, pageSize: number): void;
}

/** Props of {@link SchemaTable}. */
export interface SchemaTableProps {
  schema: ScreenSchema;
  t: Translate;
  rows: Row[];
  loading: boolean;
  /** The columns to show (after permission and column settings). */
  columns: ListColumn[];
  optionLabels?: OptionLabels;
  /** Row numbers (default on). */
  showIndex?: boolean;
  /** The row-action cell. */
  actions?: (row: Row) => ReactNode;
  /** The actions column's width in px (default 180): list pages size it to the widest row's links. */
  actionsWidth?: number;
  paging?: TablePaging;
  /** A tree table; `onExpand` hears each expand and collapse (a lazy tree loads the row's children then). */
  tree?: { expandedKeys: string[]; onExpandedChange(keys: string[]): void; onExpand?(row: Row, expanded: boolean): void };
  selection?: { selectedKeys: string[]; onChange(keys: string[]): void; isSelectable?(row: Row): boolean };
}

/**
 * Rows with empty `children` lists removed, so leaves show no expand button — except a row that says it
 * `hasChildren` whose children are not loaded yet (a lazy tree): it keeps its button.
 */
function withoutEmptyChildren(rows: readonly Row[]): Row[] {
  return rows.map((row) => {
    const children = row.children;
    if (!Array.isArray(children)) return row;
    if (children.length === 0) {
      if (row.hasChildren === true) return row;
      const { children: _empty, ...rest } = row;
      return rest;
    }
    return { ...row, children: withoutEmptyChildren(children as Row[]) };
  });
}

/** A schema list's table. */
export function SchemaTable(props: SchemaTableProps) {
  const { schema, t, rows, columns, paging } = props;
  const wrapper = useRef<HTMLDivElement>(null);
  const labels = props.optionLabels ?? {};
  const registry = useRegistry();
  const offset = paging ? (paging.currentPage - 1) * paging.pageSize : 0;
  const showIndex = props.showIndex ?? true;
  const dataSource = useMemo(() => (props.tree ? withoutEmptyChildren(rows) : rows), [props.tree, rows]);
  const virtual = isVirtualised(rows.length, Boolean(props.tree));
  const bodyHeight = useVirtualBodyHeight(virtual);
  const table = useRef<TableRef>(null);
  useVirtualScrollKeeper(wrapper, virtual, (top) => table.current?.scrollTo({ top }));

  const tableColumns: ColumnsType<Row> = [];
  if (showIndex) {
    tableColumns.push({ key: '__index', title: t('common.index'), width: 60, align: 'center', render: (_value, _row, index) => offset + index + 1 });
  }
  for (const column of columns) {
    const property = schema.model.properties[column.field];
    const title = property ? t(property.title) : column.field;
    // A header never narrower than its title: a width chosen for Chinese would wrap the English one.
    const titleWidth = headerWidth(title);
    const field = schema.form.fields.find((candidate) => candidate.name === column.field);
    tableColumns.push({
      key: column.field,
      dataIndex: column.field,
      title,
      width: column.width ? Math.max(column.width, titleWidth) : undefined,
      minWidth: column.width ? undefined : Math.max(MIN_COLUMN_WIDTH, titleWidth),
      align: column.align,
      fixed: column.fixed,
      render: (value: unknown, row: Row) => renderCell(registry, schema.id, column, value, row, t, labels, field),
    });
  }
  if (props.actions) {
    tableColumns.push({ key: '__actions', title: t('common.actions'), fixed: 'right', width: props.actionsWidth ?? 180, render: (_value, row) => props.actions!(row) });
  }

  // Narrower than this, the table scrolls sideways rather than squeezing its columns.
  const scrollX = tableScrollWidth(tableColumns.map((column) => column.width ?? column.minWidth)) + (props.selection ? SELECTION_COLUMN_WIDTH : 0);

  const changePage = (page: number, size: number) => {
    paging?.onChange(page, size);
    // The table's own body when it scrolls, else whatever scrolls the page around it.
    const body =
      wrapper.current?.querySelector<HTMLElement>(`.${VIRTUAL_HOLDER}, .ant-table-body`) ?? (wrapper.current ? scrollContainer(wrapper.current) : null);
    if (body) scrollToTop(body);
  };

  return (
    <div ref={wrapper} className="klx-schema-table" data-testid={`schema-table-${schema.id}`} data-virtual={virtual || undefined}>
      <Table<Row>
        ref={table}
        virtual={virtual}
        rowKey={(row) => String(row.id)}
        loading={props.loading}
        columns={tableColumns}
        dataSource={dataSource}
        pagination={false}
        scroll={virtual ? { x: scrollX, y: bodyHeight } : { x: scrollX }}
        locale={{ emptyText: t('common.noData') }}
        expandable={
          props.tree
            ? {
                expandedRowKeys: props.tree.expandedKeys,
                onExpandedRowsChange: (keys) => props.tree!.onExpandedChange(keys.map(String)),
                onExpand: (expanded, row) => props.tree!.onExpand?.(row, expanded),
                // The expand button sits in the first data column, not beside the row number.
                expandIconColumnIndex: showIndex ? 1 : 0,
              }
            : { childrenColumnName: '__noChildren' }
        }
        rowSelection={
          props.selection
            ? {
                selectedRowKeys: props.selection.selectedKeys,
                onChange: (keys) => props.selection!.onChange(keys.map(String)),
                getCheckboxProps: (row) => ({ disabled: props.selection!.isSelectable ? !props.selection!.isSelectable(row) : false }),
              }
            : undefined
        }
      />
      {paging ? <ListFooter t={t} currentPage={paging.currentPage} pageSize={paging.pageSize} total={paging.total} onChange={changePage} /> : null}
    </div>
  );
}

/** The keys of every row that has children (for expand all). */
export function expandableKeys(rows: readonly Row[]): string[] {
  const out: string[] = [];
  const visit = (list: readonly Row[]) => {
    for (const row of list) {
      const children = row.children as Row[] | undefined;
      if (Array.isArray(children) && children.length) {
        out.push(String(row.id));
        visit(children);
      }
    }
  };
  visit(rows);
  return out;
}
