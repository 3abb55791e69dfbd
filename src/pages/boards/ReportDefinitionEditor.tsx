/**
 * The form that edits a report definition (issue 9 §4): its source model, columns (field, title, format, decimals,
 * alignment), search fields, group-by (a date by day, month or year), summaries and chart. Fields are chosen from the
 * source model's own (runtime/core/lowcode/report.ts `reportFields`); the server checks the whole on save and names
 * what is wrong. Lives inside the designer drawer's form under the name `definition`.
 */
import { Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../runtime/core/i18n/languages';
import { AGGREGATES, CHART_TYPES, COLUMN_FORMATS, DATE_BUCKETS, type ReportDefinition, type ReportField } from '../../../runtime/core/lowcode/report';
import { modelFields, releasedModels } from './board-api';
import { useAsync } from './useAsync';

/** The editor's values of a definition: the definition with the chart's "none" choice. */
export type ReportFormValues = Omit<ReportDefinition, 'chart'> & { chart?: Omit<Partial<NonNullable<ReportDefinition['chart']>>, 'type'> & { type?: string } };

/** A definition from the editor's values: empty optional parts left out. */
export function reportFromForm(values: ReportFormValues): ReportDefinition {
  const clean = <T extends Record<string, unknown>>(value: T) => Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== null && entry !== '')) as T;
  const definition: ReportDefinition = {
    source: { kind: 'model', modelId: values.source?.modelId ?? '' },
    columnList: (values.columnList ?? []).map((column) => clean({ ...column })),
    searchList: (values.searchList ?? []).map((search) => clean({ ...search })),
    summaries: (values.summaries ?? []).map((measure) => clean({ ...measure })),
  };
  if (values.groupBy?.prop) definition.groupBy = clean({ ...values.groupBy });
  if (values.chart?.type && values.chart.type !== 'none') {
    definition.chart = clean({
      type: values.chart.type as NonNullable<ReportDefinition['chart']>['type'],
      title: values.chart.title,
      titleI18n: values.chart.titleI18n,
      dimension: clean({ ...(values.chart.dimension ?? { prop: '' }) }),
      measure: clean({ ...(values.chart.measure ?? { fn: 'count' }) }),
    }) as NonNullable<ReportDefinition['chart']>;
  }
  if (values.pageSize) definition.pageSize = values.pageSize;
  return definition;
}

/** The editor's values of a stored definition. */
export function reportToForm(definition: Partial<ReportDefinition>): ReportFormValues {
  const { chart, ...rest } = definition as ReportDefinition;
  return { ...rest, chart: chart ?? { type: 'none' } };
}

const NAME = ['definition'];

/** The report definition's part of the designer form. */
export function ReportDefinitionEditor() {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const modelId = Form.useWatch([...NAME, 'source', 'modelId'], form) as string | undefined;
  const models = useAsync(releasedModels, 'models');
  const fields = useAsync(() => modelFields(modelId!, i18n.language as Language), modelId ? `${modelId}:${i18n.language}` : undefined) ?? [];
  const options = (filter: (field: ReportField) => boolean = () => true) => fields.filter(filter).map((field) => ({ value: field.key, label: field.label }));
  const numbers = options((field) => field.kind === 'number');
  const groupable = options((field) => !field.subTableSum);
  const fnOptions = AGGREGATES.map((fn) => ({ value: fn, label: t(`board.fn.${fn}`) }));
  const bucketOptions = DATE_BUCKETS.map((bucket) => ({ value: bucket, label: t(`board.bucket.${bucket}`) }));
  const remove = (onRemove: () => void) => (
    <Button size="small" danger onClick={onRemove}>
      {t('board.remove')}
    </Button>
  );

  return (
    <>
      <Form.Item name={[...NAME, 'source', 'modelId']} label={t('board.source')} rules={[{ required: true, message: t('report.sourceRequired') }]}>
        <Select options={models} loading={!models} showSearch optionFilterProp="label" data-testid="report-source" />
      </Form.Item>
      <Card size="small" title={t('board.columns')} style={{ marginBottom: 12 }}>
        <Form.List name={[...NAME, 'columnList']}>
          {(items, { add, remove: drop, move }) => (
            <>
              {items.map((item, index) => (
                <Space key={item.key} wrap align="baseline" data-testid="report-column">
                  <Form.Item name={[item.name, 'prop']} rules={[{ required: true, message: t('board.field') }]}>
                    <Select options={options()} style={{ width: 160 }} placeholder={t('board.field')} />
                  </Form.Item>
                  <Form.Item name={[item.name, 'label']}>
                    <Input placeholder={t('board.label')} style={{ width: 120 }} maxLength={50} />
                  </Form.Item>
                  <Form.Item name={[item.name, 'format']}>
                    <Select allowClear placeholder={t('board.format')} style={{ width: 100 }} options={COLUMN_FORMATS.map((format) => ({ value: format, label: t(`board.format.${format}`) }))} />
                  </Form.Item>
                  <Form.Item name={[item.name, 'precision']}>
                    <InputNumber min={0} max={6} placeholder={t('board.precision')} style={{ width: 90 }} />
                  </Form.Item>
                  <Form.Item name={[item.name, 'align']}>
                    <Select allowClear placeholder={t('board.align')} style={{ width: 90 }} options={['left', 'center', 'right'].map((align) => ({ value: align, label: t(`board.align.${align}`) }))} />
                  </Form.Item>
                  <Button size="small" disabled={index === 0} onClick={() => move(index, index - 1)}>
                    {t('board.moveUp')}
                  </Button>
                  {remove(() => drop(item.name))}
                </Space>
              ))}
              <Button type="dashed" onClick={() => add({})} data-action="add-column">
                {t('board.add')}
              </Button>
            </>
          )}
        </Form.List>
      </Card>
      <Card size="small" title={t('board.searchList')} style={{ marginBottom: 12 }}>
        <Form.List name={[...NAME, 'searchList']}>
          {(items, { add, remove: drop }) => (
            <>
              {items.map((item) => (
                <Space key={item.key} wrap align="baseline">
                  <Form.Item name={[item.name, 'prop']} rules={[{ required: true, message: t('board.field') }]}>
                    <Select options={groupable} style={{ width: 160 }} placeholder={t('board.field')} />
                  </Form.Item>
                  <Form.Item name={[item.name, 'searchType']} initialValue={1}>
                    <Select style={{ width: 100 }} options={[1, 2, 3].map((type) => ({ value: type, label: t(`board.searchType.${type}`) }))} />
                  </Form.Item>
                  {remove(() => drop(item.name))}
                </Space>
              ))}
              <Button type="dashed" onClick={() => add({ searchType: 1 })}>
                {t('board.add')}
              </Button>
            </>
          )}
        </Form.List>
      </Card>
      <Space wrap align="baseline">
        <Form.Item name={[...NAME, 'groupBy', 'prop']} label={t('board.groupBy')}>
          <Select allowClear options={groupable} style={{ width: 160 }} placeholder={t('board.none')} />
        </Form.Item>
        <Form.Item name={[...NAME, 'groupBy', 'by']} label={t('board.bucket')}>
          <Select allowClear options={bucketOptions} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name={[...NAME, 'pageSize']} label={t('board.pageSize')}>
          <InputNumber min={1} max={500} />
        </Form.Item>
      </Space>
      <Card size="small" title={t('board.summaries')} style={{ marginBottom: 12 }}>
        <Form.List name={[...NAME, 'summaries']}>
          {(items, { add, remove: drop }) => (
            <>
              {items.map((item) => (
                <Space key={item.key} wrap align="baseline">
                  <Form.Item name={[item.name, 'fn']} rules={[{ required: true, message: t('board.fnLabel') }]}>
                    <Select options={fnOptions} style={{ width: 110 }} placeholder={t('board.fnLabel')} />
                  </Form.Item>
                  <Form.Item name={[item.name, 'prop']}>
                    <Select allowClear options={options()} style={{ width: 160 }} placeholder={t('board.field')} />
                  </Form.Item>
                  {remove(() => drop(item.name))}
                </Space>
              ))}
              <Button type="dashed" onClick={() => add({ fn: 'sum' })}>
                {t('board.add')}
              </Button>
            </>
          )}
        </Form.List>
      </Card>
      <Card size="small" title={t('board.chart')}>
        <Space wrap align="baseline">
          <Form.Item name={[...NAME, 'chart', 'type']} label={t('board.chartType')} initialValue="none">
            <Select style={{ width: 120 }} options={[{ value: 'none', label: t('board.none') }, ...CHART_TYPES.map((type) => ({ value: type, label: t(`board.chartType.${type}`) }))]} />
          </Form.Item>
          <Form.Item name={[...NAME, 'chart', 'title']} label={t('board.label')}>
            <Input maxLength={50} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name={[...NAME, 'chart', 'dimension', 'prop']} label={t('board.dimension')}>
            <Select allowClear options={groupable} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name={[...NAME, 'chart', 'dimension', 'by']} label={t('board.bucket')}>
            <Select allowClear options={bucketOptions} style={{ width: 110 }} />
          </Form.Item>
          <Form.Item name={[...NAME, 'chart', 'measure', 'fn']} label={t('board.measure')}>
            <Select options={fnOptions} style={{ width: 110 }} />
          </Form.Item>
          <Form.Item name={[...NAME, 'chart', 'measure', 'prop']}>
            <Select allowClear options={numbers} style={{ width: 160 }} placeholder={t('board.field')} />
          </Form.Item>
        </Space>
      </Card>
    </>
  );
}
