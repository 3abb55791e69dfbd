/**
 * A screen's list page: the search bar (keyword and the schema's search fields, SearchBar.tsx), a toolbar (add, expand/collapse for trees, refresh,
 * column settings and pins, import of an exported file), the table with row actions (no action column when the
 * user may take none of them), and the add/edit dialog. Buttons need their permission codes; columns follow column
 * permission and the user's column choices. `context` holds the values a left-tree node passes (e.g. a scope); the
 * dialog's mode argument is the context value the schema's `form.modeParam` names. Row actions and their dialogs come from
 * the registry (runtime/react/list/row-actions.tsx).
 */
import { Button, Space, Upload } from 'antd';
import { useMemo, useState } from 'react';
import type { Translate } from '../../core/schema/messages';
import type { ScreenSchema } from '../../core/schema/types';
import { FormDialog } from '../form/FormDialog';
import { useHost, type Row } from '../host';
import { mayAct, visibleColumnNames } from '../permissions';
import { applyColumnSettings } from '../table/column-settings';
import { ColumnPinDrawer, ColumnSettingsDrawer } from '../table/ColumnDrawers';
import { expandableKeys, SchemaTable } from '../table/SchemaTable';
import { useColumnSettings } from '../table/useColumnSettings';
import { useRegistry, type Registry } from '../registry';
import { mayRunRowAction, renderRowActions, rowActionsWidth, type RowActionHandlers } from './row-actions';
import { ExportSheetButton, ImportSheetButton } from './SheetActions';
import { useLazyTreeData } from './useLazyTreeData';
import { SearchBar } from './SearchBar';
import { searchQuery, useListData } from './useListData';
import { useOptionLabels } from './useOptionLabels';

/** Props of {@link ListPage}. */
export interface ListPageProps {
  schema: ScreenSchema;
  t: Translate;
  /** Values passed by a left-tree node; while `waiting` the list does not load. */
  context?: Record<string, unknown>;
  waiting?: boolean;
}

interface DialogState {
  open: boolean;
  recordId?: string;
  initialValues?: Row;
}

/** The open dialog of a row action (the action's registry entry names the component). */
function RowActionDialog({ registry, schema, t, state, context, onClose, reload }: { registry: Registry; schema: ScreenSchema; t: Translate; state: { action: string; row: Row }; context?: Record<string, unknown>; onClose(): void; reload(): void }) {
  const Dialog = registry.rowAction(state.action, { field: 'list.rowActions', schemaId: schema.id }).dialog;
  return Dialog ? <Dialog schema={schema} t={t} row={state.row} recordId={String(state.row.id)} context={context} onClose={onClose} reload={reload} /> : null;
}

/** The list page of a screen. */
export function ListPage({ schema, t, context, waiting }: ListPageProps) {
  const host = useHost();
  // A lazy tree (resource.tree.lazy) loads a level at a time; every other list loads through useListData.
  const lazy = Boolean(schema.resource.tree?.lazy);
  const plainList = useListData(schema, context, !waiting && !lazy);
  const lazyList = useLazyTreeData(schema, context, !waiting && lazy);
  const list = lazy ? lazyList : plainList;
  const labels = useOptionLabels(schema, t, context);
  const [settings, setSettings] = useColumnSettings(schema);
  const [drawer, setDrawer] = useState<'settings' | 'pins' | undefined>();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const registry = useRegistry();
  // The row action whose own dialog is open, with its row.
  const [actionDialog, setActionDialog] = useState<{ action: string; row: Row } | undefined>();
  const [expandedKeys, setExpandedKeys] = useState<string[] | undefined>();
  const isTree = Boolean(schema.resource.tree) && list.keyword === '' && Object.keys(list.search).length === 0;
  const allKeys = useMemo(() => expandableKeys(list.rows), [list.rows]);
  const expanded = expandedKeys ?? allKeys;

  const visible = useMemo(() => visibleColumnNames(host, schema), [host, schema]);
  const permittedColumns = useMemo(() => schema.list.columns.filter((column) => visible.has(column.field)), [schema, visible]);
  const columns = useMemo(() => applyColumnSettings(permittedColumns, settings), [permittedColumns, settings]);
  const columnLabels = useMemo(
    () => Object.fromEntries(permittedColumns.map((column) => [column.field, t(schema.model.properties[column.field]?.title ?? column.field)])),
    [permittedColumns, schema, t],
  );
  const permittedSettings = settings.filter((setting) => visible.has(setting.prop));
  const replacePermitted = (next: typeof settings) => setSettings([...next, ...settings.filter((setting) => !visible.has(setting.prop))]);

  const modeParam = schema.form.modeParam;
  const modeArg = modeParam !== undefined && context?.[modeParam] !== undefined ? Number(context[modeParam]) : undefined;
  const toolbar = schema.list.toolbar;
  // No action column at all when the user may take none of the row actions (issue 14: no empty 操作 header).
  const hasRowActions = useMemo(
    () => schema.list.rowActions.some((name) => mayRunRowAction(host, schema, registry.rowAction(name, { field: 'list.rowActions', schemaId: schema.id }))),
    [host, schema, registry],
  );
  const rowHandlers: RowActionHandlers = {
    openForm: (target) => setDialog({ open: true, ...target }),
    openDialog: (action, target) => setActionDialog({ action, row: target }),
    reload: list.reload,
  };

  return (
    <div className="klx-list-page" data-testid={`list-page-${schema.id}`}>
      <SearchBar schema={schema} t={t} context={context} onSearch={list.setSearch} />
      <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 12 }}>
        <Space>
          {toolbar.includes('add') && mayAct(host, schema, 'add') ? (
            <Button type="primary" data-action="add" onClick={() => setDialog({ open: true, initialValues: {} })}>
              {t('common.add')}
            </Button>
          ) : null}
          {toolbar.includes('exportSheet') && schema.resource.spreadsheet?.export && mayAct(host, schema, 'export') ? (
            <ExportSheetButton schema={schema} t={t} columns={permittedColumns.map((column) => ({ field: column.field, label: columnLabels[column.field] ?? column.field }))} query={{ currentPage: list.currentPage, pageSize: list.pageSize, keyword: list.keyword, ...searchQuery(list.search) }} />
          ) : null}
          {toolbar.includes('importSheet') && schema.resource.spreadsheet?.import && mayAct(host, schema, 'import') ? <ImportSheetButton schema={schema} t={t} onImported={list.reload} /> : null}
          {toolbar.includes('import') && schema.resource.transfer && mayAct(host, schema, 'import') ? (
            <Upload
              accept={`.${schema.resource.transfer.extension}`}
              showUploadList={false}
              beforeUpload={(file) => {
                host.data
                  .upload(`${schema.resource.api}/Action/Import`, file)
                  .then((result) => {
                    host.notify.success(result.msg || t('common.importSuccess'), 1500);
                    list.reload();
                  })
                  .catch(() => undefined);
                return false;
              }}
            >
              <Button data-action="import">{t('common.import')}</Button>
            </Upload>
          ) : null}
        </Space>
        <Space>
          {toolbar.includes('expandAll') && schema.resource.tree ? (
            <Button data-action="expandAll" onClick={() => setExpandedKeys(expanded.length ? [] : allKeys)}>
              {expanded.length ? t('common.collapseAll') : t('common.expandAll')}
            </Button>
          ) : null}
          {toolbar.includes('refresh') ? (
            <Button data-action="refresh" onClick={list.reload}>
              {t('common.refresh')}
            </Button>
          ) : null}
          {toolbar.includes('columnSettings') ? (
            <>
              <Button data-action="columnSettings" onClick={() => setDrawer('settings')}>
                {t('common.columnSettings')}
              </Button>
              <Button data-action="columnPins" onClick={() => setDrawer('pins')}>
                {t('common.pinColumns')}
              </Button>
            </>
          ) : null}
        </Space>
      </div>
      <SchemaTable
        schema={schema}
        t={t}
        rows={list.rows}
        loading={list.loading}
        columns={columns}
        optionLabels={labels}
        actions={hasRowActions ? (row) => renderRowActions(registry, schema, t, host, row, context, rowHandlers) : undefined}
        actionsWidth={hasRowActions ? rowActionsWidth(registry, schema, t, host, list.rows, context, rowHandlers) : undefined}
        paging={schema.resource.paged ? { currentPage: list.currentPage, pageSize: list.pageSize, total: list.total, onChange: list.setPage } : undefined}
        tree={isTree ? { expandedKeys: expanded, onExpandedChange: setExpandedKeys, onExpand: lazy ? lazyList.onExpand : undefined } : undefined}
      />
      <ColumnSettingsDrawer t={t} open={drawer === 'settings'} settings={permittedSettings} labels={columnLabels} onChange={replacePermitted} onClose={() => setDrawer(undefined)} />
      <ColumnPinDrawer t={t} open={drawer === 'pins'} settings={permittedSettings} labels={columnLabels} onChange={replacePermitted} onClose={() => setDrawer(undefined)} />
      {actionDialog ? <RowActionDialog registry={registry} schema={schema} t={t} state={actionDialog} context={context} onClose={() => setActionDialog(undefined)} reload={list.reload} /> : null}
      <FormDialog
        schema={schema}
        t={t}
        open={dialog.open}
        recordId={dialog.recordId}
        initialValues={dialog.initialValues}
        modeArg={modeArg}
        context={context}
        onClose={() => setDialog({ open: false })}
        onSaved={list.reload}
      />
    </div>
  );
}
