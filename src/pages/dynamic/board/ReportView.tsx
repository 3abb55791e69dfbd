/**
 * A data report on screen (issue 9 §4): its search form, its chart (lazy ECharts), and its table — the records group
 * by group with a summary row after each group and the total row (合计) at the foot — with export to xlsx (SheetJS,
 * loaded lazily, every page of the result) and print (the browser's, with a print stylesheet that keeps only the
 * report). The data comes from `load`: the released report on its menu page, the edited one in the designer's preview.
 */
import { Alert, Button, Card, DatePicker, Empty, Form, Input, InputNumber, Result, Select, Space, Spin, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useMemo, useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { formatReportValue } from '../../../../runtime/core/lowcode/report-format';
import { EChart } from './EChart';
import { looseSummaryText, reportRows, summaryText, type ReportRow } from './report-rows';
import type { ReportAnswer, ReportSearchAnswer } from './types';
import './report-print.css';

/** Loads the report for the search values and page. */
export type ReportLoader = (body: Record<string, unknown>) => Promise<ReportAnswer>;

/** The caller's time zone offset in minutes east of UTC (months and days group in it). */
const tzOffset = () => -new Date().getTimezoneOffset();

/** The search values the server reads, from the form's values. */
function searchBody(fields: readonly ReportSearchAnswer[], values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.prop];
    if (value === undefined || value === null || value === '') continue;
    if (field.searchType === 3) {
      const [from, to] = (value as [unknown, unknown]) ?? [];
      if (field.kind === 'date') body[field.prop] = [from ? (from as Dayjs).startOf('day').valueOf() : null, to ? (to as Dayjs).endOf('day').valueOf() : null];
      else body[field.prop] = [from ?? null, to ?? null];
    } else if (field.kind === 'date' && dayjs.isDayjs(value)) body[field.prop] = value.startOf('day').valueOf();
    else body[field.prop] = value;
  }
  return body;
}

function RangeNumber({ value, onChange }: { value?: [number | null, number | null]; onChange?: (value: [number | null, number | null]) => void }) {
  const [from, to] = value ?? [null, null];
  return (
    <Space.Compact>
      <InputNumber value={from} onChange={(next) => onChange?.([next, to])} style={{ width: 110 }} />
      <InputNumber value={to} onChange={(next) => onChange?.([from, next])} style={{ width: 110 }} />
    </Space.Compact>
  );
}

/** The control of a search field; Form.Item passes its value and onChange through. */
function SearchInput({ field, ...control }: { field: ReportSearchAnswer; value?: unknown; onChange?: (value: unknown) => void }) {
  const { t } = useTranslation();
  const props = { ...control, 'data-testid': `search-${field.prop}` } as Record<string, unknown>;
  if (field.searchType === 3) return field.kind === 'date' ? <DatePicker.RangePicker {...props} /> : <RangeNumber {...props} />;
  if (field.kind === 'choice') return <Select allowClear style={{ minWidth: 140 }} options={field.options} placeholder={t('board.pleaseSelect')} {...props} />;
  if (field.kind === 'boolean')
    return (
      <Select
        allowClear
        style={{ minWidth: 100 }}
        options={[
          { value: 1, label: t('common.yes') },
          { value: 0, label: t('common.no') },
        ]}
        {...props}
      />
    );
  if (field.kind === 'date') return <DatePicker {...props} />;
  if (field.kind === 'number') return <InputNumber {...props} />;
  return <Input allowClear placeholder={t('board.pleaseEnter')} {...props} />;
}

/** The report: search, chart, grouped table with summary rows, export and print. */
export function ReportView({ load, showTitle = true }: { load: ReportLoader; showTitle?: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [answer, setAnswer] = useState<ReportAnswer | undefined>();
  const [failed, setFailed] = useState<string | undefined>();
  const [loading, setLoading] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [query, setQuery] = useState<{ search: Record<string, unknown>; currentPage: number; pageSize?: number }>({ search: {}, currentPage: 1 });
  const fnName = useCallback((fn: string) => t(`board.fn.${fn}`), [t]);

  useEffect(() => {
    let live = true;
    setLoading(true);
    load({ ...query.search, currentPage: query.currentPage, ...(query.pageSize ? { pageSize: query.pageSize } : {}), tzOffset: tzOffset() })
      .then((data) => {
        if (!live) return;
        setAnswer(data);
        setFailed(undefined);
      })
      .catch((error: unknown) => live && setFailed(error instanceof Error ? error.message : String(error)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [load, query]);

  const rows = useMemo(() => (answer ? reportRows(answer) : []), [answer]);

  const columns = useMemo<ColumnsType<ReportRow>>(() => {
    if (!answer) return [];
    return answer.columns.map((column, index) => ({
      key: column.prop,
      title: column.label,
      align: column.align ?? (column.kind === 'number' ? 'right' : 'left'),
      render: (_: unknown, row: ReportRow) => {
        if (row.kind === 'record') return formatReportValue(row.values[column.prop], column.format, column.precision);
        const own = summaryText(answer, column.prop, row.values, fnName);
        if (index > 0) return own;
        const loose = looseSummaryText(answer, row.values, fnName);
        return (
          <span>
            <strong>{t('board.subtotal', { label: row.label, count: row.count })}</strong>
            {loose ? ` · ${loose}` : ''}
            {own ? ` · ${own}` : ''}
          </span>
        );
      },
    }));
  }, [answer, fnName, t]);

  const exportXlsx = async () => {
    if (!answer) return;
    setExporting(true);
    try {
      // Every page of the current result, 500 rows at a time.
      const pages: ReportAnswer[] = [];
      for (let page = 1; page <= 40; page += 1) {
        const data = await load({ ...query.search, currentPage: page, pageSize: 500, tzOffset: tzOffset() });
        pages.push(data);
        if (page * 500 >= data.pagination.total) break;
      }
      const all = { ...answer, list: pages.flatMap((data) => data.list) };
      const text = (row: ReportRow, prop: string, index: number) => {
        if (row.kind === 'record') return formatReportValue(row.values[prop], answer.columns[index]!.format, answer.columns[index]!.precision);
        const own = summaryText(answer, prop, row.values, fnName);
        return index === 0 ? [t('board.subtotal', { label: row.label, count: row.count }), looseSummaryText(answer, row.values, fnName), own].filter(Boolean).join(' · ') : own;
      };
      const body = reportRows(all).map((row) => answer.columns.map((column, index) => text(row, column.prop, index)));
      const foot = answer.columns.map((column, index) =>
        index === 0 ? [t('board.total', { count: answer.total.count }), looseSummaryText(answer, answer.total.values, fnName), summaryText(answer, column.prop, answer.total.values, fnName)].filter(Boolean).join(' · ') : summaryText(answer, column.prop, answer.total.values, fnName),
      );
      const XLSX = await import('@e965/xlsx');
      const sheet = XLSX.utils.aoa_to_sheet([answer.columns.map((column) => column.label), ...body, foot]);
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, sheet, 'Report');
      XLSX.writeFile(book, `${answer.fullName}.xlsx`);
    } finally {
      setExporting(false);
    }
  };

  if (failed && !answer) return <Result status="warning" title={failed} data-testid="report-failed" />;
  if (!answer) return <Spin style={{ display: 'block', margin: '48px auto' }} />;

  return (
    <div className="klx-print-area" data-testid="report-view" data-report-id={answer.id}>
      {showTitle ? <h2 style={{ margin: '0 0 12px' }}>{answer.fullName}</h2> : null}
      {answer.restricted ? <Alert className="klx-no-print" type="info" showIcon style={{ marginBottom: 12 }} title={t('board.restricted')} data-testid="report-restricted" /> : null}
      {answer.searchList.length > 0 ? (
        <Form
          form={form}
          layout="inline"
          className="klx-no-print"
          style={{ marginBottom: 12, rowGap: 8 }}
          onFinish={(values: Record<string, unknown>) => setQuery({ search: searchBody(answer.searchList, values), currentPage: 1, pageSize: query.pageSize })}
        >
          {answer.searchList.map((field) => (
            <Form.Item key={field.prop} name={field.prop} label={field.label}>
              <SearchInput field={field} />
            </Form.Item>
          ))}
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" data-action="search">
                {t('common.search')}
              </Button>
              <Button
                data-action="reset"
                onClick={() => {
                  form.resetFields();
                  setQuery({ search: {}, currentPage: 1, pageSize: query.pageSize });
                }}
              >
                {t('common.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      ) : null}
      <Space className="klx-no-print" style={{ marginBottom: 12 }}>
        <Button data-action="export" loading={exporting} onClick={() => void exportXlsx()}>
          {t('common.export')}
        </Button>
        <Button data-action="print" onClick={() => window.print()}>
          {t('lowcode.print')}
        </Button>
      </Space>
      {answer.chart ? (
        <Card size="small" title={answer.chart.title} style={{ marginBottom: 12 }}>
          {answer.chart.points.length ? <EChart chart={answer.chart} /> : <Empty description={t('board.noData')} />}
        </Card>
      ) : null}
      <Table<ReportRow>
        size="small"
        bordered
        loading={loading}
        rowKey="key"
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        rowClassName={(row) => (row.kind === 'group' ? 'klx-report-group-row' : '')}
        onRow={(row) => (row.kind === 'group' ? { 'data-testid': 'report-group-row', style: { background: 'var(--ant-color-fill-quaternary, #fafafa)' } } : { 'data-testid': 'report-record-row' }) as unknown as HTMLAttributes<HTMLElement>}
        pagination={{
          current: answer.pagination.currentPage,
          pageSize: answer.pagination.pageSize,
          total: answer.pagination.total,
          showSizeChanger: true,
          showTotal: (total) => t('board.rows', { total }),
          onChange: (currentPage, pageSize) => setQuery({ ...query, currentPage, pageSize }),
        }}
        summary={() =>
          answer.columns.length ? (
            <Table.Summary fixed>
              <Table.Summary.Row data-testid="report-total-row">
                {answer.columns.map((column, index) => (
                  <Table.Summary.Cell key={column.prop} index={index} align={column.align ?? (column.kind === 'number' ? 'right' : 'left')}>
                    {index === 0 ? (
                      <span>
                        <strong>{t('board.total', { count: answer.total.count })}</strong>
                        {[looseSummaryText(answer, answer.total.values, fnName), summaryText(answer, column.prop, answer.total.values, fnName)]
                          .filter(Boolean)
                          .map((text) => ` · ${text}`)
                          .join('')}
                      </span>
                    ) : (
                      summaryText(answer, column.prop, answer.total.values, fnName)
                    )}
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
    </div>
  );
}
