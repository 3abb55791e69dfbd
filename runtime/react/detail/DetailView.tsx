/**
 * The read-only detail view of a record (spec 02 "Dynamic form detail view", "Detail field renderer"): by the
 * form's `detail.kind` a dialog, a drawer, or a full-screen dialog, each of its width; title 详情; the values shown
 * as the server's DataChange shows them (runtime/core/lowcode/display.ts — one rule); a sub-table with 序号 and the
 * 合计 row; the print button only when print templates are named (it opens the template chooser and the print
 * preview); a cancel button. Fields hidden by form permission
 * or by their show rule are not shown. With no record id it stays closed; with one it loads the record and opens.
 * A form with a layout (`form.layout`) shows its detail in that layout — the same cards, tabs, collapses, group
 * titles, dividers and spans as the form (FormLayout.tsx), each field a label and its value; a form without one
 * lists its fields two to a line.
 */
import { Button, Descriptions, Drawer, Modal, Spin, Table } from 'antd';
import type { ReactNode } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { displayValues } from '../../core/lowcode/display';
import { columnTotal, isShown } from '../../core/lowcode/record';
import type { Translate } from '../../core/schema/messages';
import type { FormField, RowSchema, ScreenSchema } from '../../core/schema/types';
import { useHost, type Row } from '../host';
import { useRegistry } from '../registry';
import { FormLayout } from '../form/FormLayout';
import { layoutFieldNames } from '../../core/schema/layout';
import { hiddenFormFieldNames } from '../permissions';
import { PrintTemplateChooser } from '../print/PrintTemplateChooser';

/** Props of {@link DetailView}. */
export interface DetailViewProps {
  schema: ScreenSchema;
  t: Translate;
  /** The record shown; undefined keeps the view closed. */
  recordId?: string;
  context?: Record<string, unknown>;
  /** A function preview (the designer's): printing only warns. */
  functionPreview?: boolean;
  onClose(): void;
}

const totalText = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

function SubTableDetail({ field, schema, t, rows }: { field: FormField; schema: ScreenSchema; t: Translate; rows: Row[] }) {
  const rowModel = schema.model.properties[field.name]?.items as RowSchema | undefined;
  const columns = field.table?.columns ?? [];
  const summary = new Set(field.table?.summary ?? []);
  return (
    <Table<Row & { __index: number }>
      size="small"
      bordered
      pagination={false}
      rowKey="__index"
      dataSource={rows.map((row, index) => ({ ...row, __index: index }))}
      columns={[
        { title: t('lowcode.index'), key: '__index', width: 60, align: 'center', render: (_value, _row, index) => index + 1 },
        ...columns.map((column) => ({ key: column.name, dataIndex: column.name, title: t(rowModel?.properties[column.name]?.title ?? column.name) })),
      ]}
      summary={(shown) =>
        summary.size ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} align="center">
              {t('lowcode.total')}
            </Table.Summary.Cell>
            {columns.map((column, index) => (
              <Table.Summary.Cell key={column.name} index={index + 1}>
                {summary.has(column.name) ? totalText(columnTotal(shown.map((row) => ({ [column.name]: Number(String(row[column.name] ?? '').replace(/,/g, '')) })), column.name)) : ''}
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}

/** The detail view of a screen's record. */
export function DetailView({ schema, t, recordId, context, functionPreview, onClose }: DetailViewProps) {
  const host = useHost();
  const registry = useRegistry();
  const [record, setRecord] = useState<Row | undefined>();
  const [printing, setPrinting] = useState(false);
  const spec = schema.form.detail ?? { kind: 'modal', width: schema.form.dialog.width };
  const hidden = useMemo(() => hiddenFormFieldNames(host, schema), [host, schema]);

  useEffect(() => {
    setRecord(undefined);
    if (!recordId) return;
    let live = true;
    host.data
      .get({ resource: schema.resource, context }, recordId)
      .then((row) => live && setRecord(row))
      .catch(() => live && onClose());
    return () => {
      live = false;
    };
  }, [recordId, host.data, schema.resource, context, onClose]);

  if (!recordId) return null;
  const closePrint = () => setPrinting(false);
  const shown = record ? displayValues(schema, record, host.language) : {};
  const fields = schema.form.fields.filter((field) => !hidden.has(field.name) && field.props?.noShow !== true && (!record || isShown(field, record)));
  const label = (field: FormField) => t(schema.model.properties[field.name]?.title ?? field.name);
  // A cell registered under a widget's name shows that widget's values read-only (files, images, rich text, codes);
  // the column carries the field's props for cells that need them (the popup picker's data interface).
  const readOnly = (field: FormField): ReactNode | undefined => {
    const cell = Object.prototype.hasOwnProperty.call(registry.cells, field.widget) ? registry.cells[field.widget] : undefined;
    return cell && record ? cell(record[field.name], { column: { field: field.name, ...(field.props ? { props: field.props } : {}) } as { field: string }, row: record, t, labels: {}, field }) : undefined;
  };
  const value = (field: FormField): ReactNode =>
    field.widget === 'subTable' ? <SubTableDetail field={field} schema={schema} t={t} rows={(shown[field.name] as Row[]) ?? []} /> : (readOnly(field) ?? String(shown[field.name] ?? ''));
  const layout = schema.form.layout;
  const byName = new Map(fields.map((field) => [field.name, field]));
  const placed = new Set(layout ? layoutFieldNames(layout) : []);
  const body = !record ? (
    <Spin style={{ display: 'block', margin: '48px auto' }} />
  ) : layout ? (
    <div data-testid="detail-view">
      <FormLayout
        items={layout}
        t={t}
        rest={fields.map((field) => field.name).filter((name) => !placed.has(name))}
        renderField={(name) => {
          const field = byName.get(name);
          if (!field) return undefined;
          // One bordered label/value cell per field, so a layout cell looks like a line of the plain detail list.
          const node = (
            <Descriptions bordered size="small" column={1} style={{ marginBottom: 8 }}>
              <Descriptions.Item label={label(field)}>{value(field)}</Descriptions.Item>
            </Descriptions>
          );
          return { node, span: field.widget === 'subTable' ? 24 : (field.span ?? 24) };
        }}
      />
    </div>
  ) : (
    <Descriptions bordered size="small" column={2} data-testid="detail-view">
      {fields.map((field) => (
        <Descriptions.Item key={field.name} label={label(field)} span={field.widget === 'subTable' || (field.span ?? 24) > 12 ? 2 : 1}>
          {value(field)}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
  const footer = (
    <div style={{ textAlign: 'right' }}>
      {spec.print ? (
        <Button type="primary" style={{ marginRight: 8 }} data-action="print" disabled={!record} onClick={() => setPrinting(true)}>
          {spec.print.text || t('lowcode.print')}
        </Button>
      ) : null}
      <Button onClick={onClose}>{t('common.cancel')}</Button>
      {printing && spec.print ? (
        <PrintTemplateChooser templateIds={spec.print.templateIds} recordIds={[recordId]} title={t(schema.title)} t={t} functionPreview={functionPreview} onClose={closePrint} />
      ) : null}
    </div>
  );
  const title = t('lowcode.detail');
  if (spec.kind === 'drawer') {
    return (
      <Drawer open title={title} size={typeof spec.width === 'number' ? spec.width : undefined} onClose={onClose} footer={footer} destroyOnHidden>
        {body}
      </Drawer>
    );
  }
  return (
    <Modal open title={title} width={spec.kind === 'fullScreen' ? '100%' : spec.width} onCancel={onClose} footer={footer} destroyOnHidden style={spec.kind === 'fullScreen' ? { top: 0, maxWidth: '100vw' } : undefined}>
      {body}
    </Modal>
  );
}
