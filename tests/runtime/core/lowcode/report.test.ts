/**
 * The report format (runtime/core/lowcode/report.ts): the fields a report may use of a form model, and the check made
 * when a report is saved — a property over generated definitions built from a model's fields (all accepted), with
 * one part broken at a time (refused, naming that part), beside the spec-like cases.
 */
import { fc, test } from '@fast-check/vitest';
import { definitionToScreen } from '../../../../runtime/core/lowcode/adapter';
import type { Definition } from '../../../../runtime/core/lowcode/definition';
import { formatReportValue } from '../../../../runtime/core/lowcode/report-format';
import { AGGREGATES, CHART_TYPES, reportFields, reportProblems, type ReportDefinition, type ReportField } from '../../../../runtime/core/lowcode/report';
import { portalProblems } from '../../../../runtime/core/lowcode/portal';
import { DEMO_REQUISITION_COLUMNS, DEMO_REQUISITION_FORM } from '../../../../server/db/seed/demo-models';

const schema = definitionToScreen({ formData: DEMO_REQUISITION_FORM, columnData: DEMO_REQUISITION_COLUMNS } as unknown as Definition, { id: 'vdx', route: 'x', api: '/x', title: { 'zh-CN': '资产领用' } });
const FIELDS = reportFields(schema, 'zh-CN');

describe('reportFields', () => {
  it('offers the value fields with their kinds and each numeric sub-table column summed per record', () => {
    expect(FIELDS.map((field) => [field.key, field.kind, field.subTableSum === true])).toEqual([
      ['billNo', 'text', false],
      ['useDate', 'date', false],
      ['reason', 'text', false],
      ['urgency', 'choice', false],
      ['approver', 'text', false],
      ['urgentNote', 'text', false],
      ['items-qty', 'number', true],
      ['items-price', 'number', true],
      ['items-amount', 'number', true],
      ['total', 'number', false],
    ]);
    expect(FIELDS.find((field) => field.key === 'urgency')!.options).toEqual([{ value: 'normal', label: '普通' }, { value: 'urgent', label: '紧急' }]);
    expect(reportFields(schema, 'en').find((field) => field.key === 'items-qty')!.label).toBe('Items-Quantity');
  });
});

const numbers = FIELDS.filter((field) => field.kind === 'number');
const groupable = FIELDS.filter((field) => !field.subTableSum);
const pick = (list: ReportField[]) => fc.constantFrom(...list.map((field) => field.key));
const validDefinition: fc.Arbitrary<ReportDefinition> = fc.record({
  source: fc.constant({ kind: 'model' as const, modelId: 'm' }),
  columnList: fc.uniqueArray(pick(FIELDS), { minLength: 1, maxLength: 6 }).map((props) => props.map((prop) => ({ prop }))),
  searchList: fc.array(pick(groupable.filter((field) => field.kind === 'text')).map((prop) => ({ prop, searchType: 2 as const })), { maxLength: 2 }),
  groupBy: pick(groupable).map((prop) => ({ prop })),
  summaries: fc.array(fc.oneof(fc.constant({ fn: 'count' as const }), fc.record({ fn: fc.constantFrom(...AGGREGATES), prop: pick(numbers) })), { maxLength: 4 }),
  chart: fc.record({ type: fc.constantFrom(...CHART_TYPES), dimension: fc.constant({ prop: 'useDate', by: 'month' as const }), measure: fc.record({ fn: fc.constantFrom(...AGGREGATES), prop: pick(numbers) }) }),
});

describe('reportProblems', () => {
  test.prop([validDefinition])('accepts every definition built from the source fields', (definition) => {
    expect(reportProblems(definition, FIELDS)).toEqual([]);
  });

  test.prop([validDefinition, fc.nat(), fc.string({ minLength: 1, maxLength: 8 }).filter((name) => !FIELDS.some((field) => field.key === name))])(
    'refuses a column that is not a source field, naming the column and the field',
    (definition, index, ghost) => {
      const at = index % definition.columnList.length;
      const broken = { ...definition, columnList: definition.columnList.map((column, i) => (i === at ? { prop: ghost } : column)) };
      expect(reportProblems(broken, FIELDS)).toContainEqual({ key: 'report.fieldUnknown', params: { where: `columnList[${at + 1}]`, field: ghost } });
    },
  );

  test.prop([validDefinition, pick(FIELDS.filter((field) => field.kind !== 'number')), fc.constantFrom('sum', 'avg', 'min', 'max')])('refuses summing what is not a number', (definition, prop, fn) => {
    const broken = { ...definition, summaries: [{ fn, prop }] };
    expect(reportProblems(broken, FIELDS).map((problem) => problem.key)).toContain('report.measureNotNumber');
  });

  it.each([
    [null, 'report.definitionInvalid'],
    [{ columnList: [] }, 'report.sourceRequired'],
    [{ source: { kind: 'interface', modelId: 'x' }, columnList: [{ prop: 'total' }] }, 'report.sourceRequired'],
  ])('refuses %j', (value, key) => {
    expect(reportProblems(value, FIELDS)[0]!.key).toBe(key);
  });

  it('says the source is missing when its fields are unknown', () => {
    expect(reportProblems({ source: { kind: 'model', modelId: 'gone' }, columnList: [{ prop: 'total' }] }, undefined)).toEqual([{ key: 'report.sourceNotReleased' }]);
  });
});

describe('portalProblems', () => {
  it('accepts the kinds with what they need and names the card that lacks it', () => {
    expect(portalProblems({ cards: [{ id: 'a', kind: 'notice', title: '公告' }, { id: 'b', kind: 'count', title: '数', modelId: 'm', filter: { prop: 'total', op: 'gte', value: 1 } }] })).toEqual([]);
    expect(portalProblems({ cards: [{ id: 'a', kind: 'chart', title: '图' }] })).toEqual([{ key: 'portal.reportRequired', params: { card: '图' } }]);
    expect(portalProblems({ cards: [{ id: 'a', kind: 'shortcut', title: '入口', menuIds: [] }] })).toEqual([{ key: 'portal.menusRequired', params: { card: '入口' } }]);
  });
});

describe('formatReportValue', () => {
  it.each([
    [7598.8, 'money', undefined, '7,598.80'],
    [0.256, 'percent', 1, '25.6%'],
    [12000, 'number', 0, '12,000'],
    [3, 'text', undefined, '3'],
    [null, 'money', undefined, ''],
    ['紧急', 'text', undefined, '紧急'],
  ] as const)('shows %j as %s (%j decimals) → %s', (value, format, precision, text) => {
    expect(formatReportValue(value, format, precision)).toBe(text);
  });
});
