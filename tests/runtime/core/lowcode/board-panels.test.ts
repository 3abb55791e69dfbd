/**
 * The report and portal designers' property panels (issue 9): screen schemas the runtime's SchemaForm renders, named
 * in three languages, whose values read from a part and write back to the same part; a card's panel shows what its
 * kind needs, and a kind change drops what only the old kind used.
 */
import fs from 'node:fs';
import Ajv from 'ajv';
import { LANGUAGES } from '../../../../runtime/core/i18n/languages';
import { applyCard, applyReportPart, applyReportProps, cardPanel, cardValues, reportPartPanel, reportPartValues, reportPropsPanel, reportPropsValues, type BoardPanelContext } from '../../../../runtime/core/lowcode/board-panels';
import type { PortalCard } from '../../../../runtime/core/lowcode/portal';
import type { ReportField } from '../../../../runtime/core/lowcode/report';
import { schemaProblems } from '../../../../runtime/core/schema/consistency';
import { DEMO_PORTAL, DEMO_REPORT } from '../../../../server/db/seed/demo-boards';

const FIELDS: ReportField[] = [
  { key: 'billNo', label: '单据编号', kind: 'text' },
  { key: 'useDate', label: '领用日期', kind: 'date' },
  { key: 'urgency', label: '紧急程度', kind: 'choice' },
  { key: 'items-qty', label: '数量', kind: 'number', subTableSum: true },
  { key: 'total', label: '合计金额', kind: 'number' },
];
const CONTEXT: BoardPanelContext = { fields: FIELDS, models: [{ value: 'vd_asset_requisition', label: '资产领用' }], reports: [{ value: 'rpt_asset_requisition', label: '资产领用统计' }], menus: [{ value: 'm_demo.form', label: '资产领用' }] };

const validateMeta = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(fs.readFileSync('schemas/screen.schema.json', 'utf8')) as object);

const names = (schema: ReturnType<typeof reportPropsPanel>) => schema.form.fields.map((field) => field.name);

describe('board panels', () => {
  it('are sound screen schemas with every label in three languages', () => {
    const panels = [reportPropsPanel(CONTEXT), ...(['column', 'search', 'groupBy', 'summary', 'chart'] as const).map((part) => reportPartPanel(part, CONTEXT)), ...DEMO_PORTAL.cards.map((card) => cardPanel(card, CONTEXT))];
    for (const panel of panels) {
      expect(validateMeta(panel), JSON.stringify(validateMeta.errors)).toBe(true);
      expect(schemaProblems(panel)).toEqual([]);
      for (const [name, property] of Object.entries(panel.model.properties)) {
        for (const language of LANGUAGES) expect(panel.messages![language]![property.title as string], `${panel.id}.${name} in ${language}`).toBeTruthy();
      }
    }
  });

  it('reads and writes every part of the demo report back unchanged', () => {
    const parts: [Parameters<typeof reportPartValues>[0], unknown][] = [
      ...DEMO_REPORT.columnList.map((column) => ['column', column] as [Parameters<typeof reportPartValues>[0], unknown]),
      ...DEMO_REPORT.searchList!.map((search) => ['search', search] as [Parameters<typeof reportPartValues>[0], unknown]),
      ['groupBy', DEMO_REPORT.groupBy],
      ...DEMO_REPORT.summaries!.map((summary) => ['summary', summary] as [Parameters<typeof reportPartValues>[0], unknown]),
      ['chart', DEMO_REPORT.chart],
    ];
    for (const [part, value] of parts) expect(applyReportPart(part, value, reportPartValues(part, value))).toEqual(value);
    expect(applyReportProps(DEMO_REPORT as never, reportPropsValues(DEMO_REPORT as never))).toEqual({ source: DEMO_REPORT.source, pageSize: DEMO_REPORT.pageSize });
  });

  it('offers the fields each part may use: sub-table sums for columns and summaries, numbers for a chart measure', () => {
    const options = (schema: ReturnType<typeof reportPropsPanel>, name: string) => {
      const field = schema.form.fields.find((candidate) => candidate.name === name)!;
      return field.source?.kind === 'static' ? field.source.options.map((option) => option.value) : [];
    };
    expect(options(reportPartPanel('column', CONTEXT), 'prop')).toContain('items-qty');
    expect(options(reportPartPanel('groupBy', CONTEXT), 'prop')).not.toContain('items-qty');
    expect(options(reportPartPanel('chart', CONTEXT), 'measureProp')).toEqual(['items-qty', 'total']);
    expect(names(reportPartPanel('chart', CONTEXT))).toEqual(['chartType', 'chartTitle', 'chartTitleTw', 'chartTitleEn', 'dimension', 'dimensionBy', 'measureFn', 'measureProp']);
  });

  it('reads and writes every demo card back unchanged, and shows what its kind needs', () => {
    for (const card of DEMO_PORTAL.cards) expect(applyCard(card, cardValues(card), FIELDS)).toEqual(card);
    expect(names(cardPanel(DEMO_PORTAL.cards[1]!, CONTEXT))).toEqual(expect.arrayContaining(['cardModel', 'filterProp', 'filterOp', 'filterValue']));
    expect(names(cardPanel(DEMO_PORTAL.cards[4]!, CONTEXT))).toContain('menuIds');
    expect(names(cardPanel(DEMO_PORTAL.cards[4]!, CONTEXT))).not.toContain('cardModel');
  });

  it('drops what only the old kind used when a card changes kind, and stores a number filter as a number', () => {
    const count = DEMO_PORTAL.cards[2]!;
    expect(applyCard(count, { ...cardValues(count), cardKind: 'notice' }, FIELDS)).toEqual({ id: 'large', kind: 'notice', title: count.title, titleI18n: count.titleI18n, span: 8 });
    const typed = applyCard(count, { ...cardValues(count), filterValue: '5000' }, FIELDS);
    expect(typed.filter).toEqual({ prop: 'total', op: 'gte', value: 5000 });
    const noField: PortalCard = applyCard(count, { ...cardValues(count), filterProp: undefined }, FIELDS);
    expect(noField).not.toHaveProperty('filter');
    const shortcut = DEMO_PORTAL.cards[4]!;
    expect(applyCard(shortcut, { ...cardValues(shortcut), menuIds: 'm_demo.form' }, FIELDS).menuIds).toEqual(['m_demo.form']);
  });
});
