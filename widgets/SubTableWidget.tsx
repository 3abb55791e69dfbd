/**
 * The editable sub-table (spec 02 "Editable sub-table"): one row per item with an editor per column, 序号, add row,
 * remove row after confirming permanent deletion, computed cells recalculated as cells change (the same rule the
 * server applies, runtime/core/lowcode/record.ts), and the 合计 row over the summary columns — two decimals when
 * not whole. Required columns show a red asterisk; the server refuses empty required cells with 不能为空.
 */
import type { WidgetProps } from '@rjsf/utils';
import { Button, DatePicker, Input, InputNumber, Popconfirm, Select, Table } from 'antd';
import dayjs from 'dayjs';
import { columnTotal, computeValues } from '../runtime/core/lowcode/record';
import type { FieldSchema, FormField, RowSchema } from '../runtime/core/schema/types';
import { schemaFormContext } from '../runtime/react/form/form-context';
import { fieldSpec, isLocked } from './field-options';

type Row = Record<string, unknown>;

/** The row model of the table field. */
function rowSchema(props: WidgetProps): RowSchema {
  const items = (props.schema as { items?: RowSchema }).items;
  return items && items.type === 'object' ? items : { type: 'object', properties: {} };
}

/** A total as the 合计 row shows it. */
const showTotal = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/** The `subTable` widget. */
export function SubTableWidget(props: WidgetProps) {
  const spec = fieldSpec(props) as FormField;
  const { t } = schemaFormContext(props.registry.formContext);
  const row = rowSchema(props);
  const columns = spec.table?.columns ?? [];
  const summary = new Set(spec.table?.summary ?? []);
  const rows: Row[] = Array.isArray(props.value) ? (props.value as Row[]) : [];
  const locked = isLocked(props);
  const required = new Set(row.required ?? []);

  const change = (next: Row[]) => props.onChange(computeValues({ rows: next }, [{ name: 'rows', widget: 'subTable', table: spec.table }]).rows);
  const setCell = (index: number, name: string, value: unknown) => change(rows.map((current, at) => (at === index ? { ...current, [name]: value } : current)));

  const editor = (column: FormField, property: FieldSchema | undefined, value: unknown, index: number) => {
    const id = `${props.id}-${index}-${column.name}`;
    switch (column.widget) {
      case 'computed':
        return <span data-testid={id}>{typeof value === 'number' ? showTotal(value) : ''}</span>;
      case 'number':
        return (
          <InputNumber
            id={id}
            style={{ width: '100%' }}
            disabled={locked}
            value={typeof value === 'number' ? value : null}
            min={property?.minimum}
            max={property?.maximum}
            onChange={(next) => setCell(index, column.name, typeof next === 'number' ? next : undefined)}
          />
        );
      case 'select':
      case 'radio':
        return (
          <Select
            id={id}
            style={{ width: '100%' }}
            disabled={locked}
            allowClear
            value={value ?? undefined}
            placeholder={t('validation.pleaseSelect')}
            options={column.source?.kind === 'static' ? column.source.options.map((option) => ({ value: option.value, label: t(option.label) })) : []}
            onChange={(next) => setCell(index, column.name, next ?? undefined)}
          />
        );
      case 'date':
        return (
          <DatePicker
            id={id}
            style={{ width: '100%' }}
            disabled={locked}
            value={typeof value === 'number' ? dayjs(value) : null}
            onChange={(date) => setCell(index, column.name, date ? date.startOf('day').valueOf() : undefined)}
          />
        );
      default:
        return (
          <Input
            id={id}
            disabled={locked}
            value={typeof value === 'string' ? value : ''}
            placeholder={t('validation.pleaseEnter')}
            onChange={(event) => setCell(index, column.name, event.target.value)}
          />
        );
    }
  };

  return (
    <div data-testid={`subtable-${spec.name}`}>
      <Table<Row & { __index: number }>
        size="small"
        bordered
        pagination={false}
        rowKey="__index"
        dataSource={rows.map((current, index) => ({ ...current, __index: index }))}
        columns={[
          { title: t('lowcode.index'), key: '__index', width: 60, align: 'center', render: (_value, _row, index) => index + 1 },
          ...columns.map((column) => ({
            key: column.name,
            title: (
              <span>
                {required.has(column.name) ? <span style={{ color: '#ff4d4f', marginRight: 4 }}>*</span> : null}
                {t(row.properties[column.name]?.title ?? column.name)}
              </span>
            ),
            render: (_value: unknown, current: Row & { __index: number }) => editor(column, row.properties[column.name], current[column.name], current.__index),
          })),
          ...(locked
            ? []
            : [
                {
                  title: t('common.actions'),
                  key: '__actions',
                  width: 80,
                  render: (_value: unknown, current: Row & { __index: number }) => (
                    <Popconfirm title={t('lowcode.removeRowConfirm')} onConfirm={() => change(rows.filter((_row, at) => at !== current.__index))}>
                      <Button type="link" danger size="small">
                        {t('common.delete')}
                      </Button>
                    </Popconfirm>
                  ),
                },
              ]),
        ]}
        summary={() =>
          summary.size > 0 ? (
            <Table.Summary.Row data-testid={`subtable-${spec.name}-total`}>
              <Table.Summary.Cell index={0} align="center">
                {t('lowcode.total')}
              </Table.Summary.Cell>
              {columns.map((column, index) => (
                <Table.Summary.Cell key={column.name} index={index + 1}>
                  {summary.has(column.name) ? showTotal(columnTotal(rows, column.name)) : ''}
                </Table.Summary.Cell>
              ))}
              {locked ? null : <Table.Summary.Cell index={columns.length + 1} />}
            </Table.Summary.Row>
          ) : null
        }
      />
      <Button type="dashed" block style={{ marginTop: 8 }} disabled={locked} onClick={() => change([...rows, {}])}>
        + {t('lowcode.addRow')}
      </Button>
    </div>
  );
}
