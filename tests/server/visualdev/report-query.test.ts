/**
 * The SQL of data reports against an in-memory computation (issue 9 §4): for generated records — numbers, values
 * that are not numbers, missing values, choices, dates across months and time zones, sub-tables — the groups, the
 * total row and the chart that `computeReport` answers from GROUP BY queries equal sums, counts, averages, minima and
 * maxima computed in JavaScript over the same records.
 */
import { fc, test } from '@fast-check/vitest';
import { eq } from 'drizzle-orm';
import { AGGREGATES, measureKey, type ReportDefinition, type ReportField, type ReportGroup, type ReportMeasure } from '../../../runtime/core/lowcode/report';
import { records } from '../../../server/db/schema';
import { computeReport } from '../../../server/modules/visualdev/report-query';
import { DATABASES, createTestServer, type TestServer } from '../harness';

const SCREEN = 'report_property';
const FIELDS: ReportField[] = [
  { key: 'n', label: 'n', kind: 'number' },
  { key: 'c', label: 'c', kind: 'choice', options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }, { value: 'c', label: 'C' }] },
  { key: 'd', label: 'd', kind: 'date' },
  { key: 'items-q', label: 'items-q', kind: 'number', subTableSum: true },
];
type Row = { n?: unknown; c?: unknown; d?: unknown; items?: unknown };

const numberish = fc.oneof(fc.integer({ min: -4000, max: 4000 }).map((x) => x / 4), fc.constant('12'), fc.constant(null), fc.constant(true));
const record: fc.Arbitrary<Row> = fc.record(
  {
    n: numberish,
    c: fc.constantFrom('a', 'b', 'c', null),
    d: fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2026, 11, 31) }),
    items: fc.oneof(fc.array(fc.record({ q: numberish }, { requiredKeys: [] }), { maxLength: 3 }), fc.constant('none')),
  },
  { requiredKeys: [] },
);
const group: fc.Arbitrary<ReportGroup> = fc.constantFrom<ReportGroup>({ prop: 'c' }, { prop: 'n' }, { prop: 'd', by: 'month' }, { prop: 'd', by: 'year' }, { prop: 'd', by: 'day' });
const measure: fc.Arbitrary<ReportMeasure> = fc.oneof(
  fc.constant<ReportMeasure>({ fn: 'count' }),
  fc.record({ fn: fc.constantFrom(...AGGREGATES), prop: fc.constantFrom('n', 'items-q') }),
  fc.constant<ReportMeasure>({ fn: 'count', prop: 'c' }),
);

/** The JavaScript value of a field of a record, as the report reads it. */
function valueOf(row: Row, key: string): number | string | null {
  if (key === 'items-q') {
    if (!Array.isArray(row.items)) return null;
    const numbers = row.items.map((item: { q?: unknown }) => item.q).filter((q): q is number => typeof q === 'number');
    return numbers.length ? numbers.reduce((sum, q) => sum + q, 0) : null;
  }
  const value = row[key as keyof Row];
  if (key === 'n' || key === 'd') return typeof value === 'number' ? value : null;
  return typeof value === 'string' ? value : null;
}

function keyOf(row: Row, by: ReportGroup, tzOffset: number): string | null {
  if (by.prop !== 'd') {
    const value = valueOf(row, by.prop);
    return value === null ? null : String(value);
  }
  if (typeof row.d !== 'number') return null;
  const iso = new Date(row.d + tzOffset * 60_000).toISOString();
  return by.by === 'year' ? iso.slice(0, 4) : by.by === 'month' ? iso.slice(0, 7) : iso.slice(0, 10);
}

function aggregate(rows: Row[], m: ReportMeasure): number | null {
  if (m.fn === 'count') return m.prop ? rows.filter((row) => valueOf(row, m.prop!) !== null).length : rows.length;
  const values = rows.map((row) => valueOf(row, m.prop!)).filter((value): value is number => typeof value === 'number');
  if (values.length === 0) return null;
  if (m.fn === 'sum') return values.reduce((a, b) => a + b, 0);
  if (m.fn === 'avg') return values.reduce((a, b) => a + b, 0) / values.length;
  return m.fn === 'min' ? Math.min(...values) : Math.max(...values);
}

const close = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b)));

describe.each(DATABASES)('report aggregates in SQL on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  }, 240_000);
  afterAll(async () => {
    await server.close();
  });

  test.prop([fc.array(record, { maxLength: 25 }), group, fc.uniqueArray(measure, { minLength: 1, maxLength: 4, selector: measureKey }), measure, fc.constantFrom(-480, 0, 330, 480)], { numRuns: 30 })(
    'groups, total and chart equal the same computation in JavaScript',
    async (rows, groupBy, summaries, chartMeasure, tzOffset) => {
      const db = server.database.db;
      await db.delete(records).where(eq(records.screen, SCREEN));
      if (rows.length) await db.insert(records).values(rows.map((data, index) => ({ id: `r${index}`, screen: SCREEN, data: JSON.parse(JSON.stringify(data)) as Record<string, unknown>, createdAt: new Date(Date.UTC(2026, 0, 1) + index) })));
      const definition: ReportDefinition = { source: { kind: 'model', modelId: 'x' }, columnList: [{ prop: 'n' }], groupBy, summaries, chart: { type: 'bar', dimension: groupBy, measure: chartMeasure } };
      const answer = await computeReport(db, { screenId: SCREEN, definition, fields: FIELDS, search: {}, tzOffset, currentPage: 1, pageSize: 500, lang: 'zh-CN' });

      const expected = new Map<string | null, Row[]>();
      for (const row of rows) {
        const key = keyOf(row, groupBy, tzOffset);
        expected.set(key, [...(expected.get(key) ?? []), row]);
      }
      const normalise = (key: string | null) => (key !== null && groupBy.prop === 'n' ? String(Number(key)) : key);
      expect(answer.groups.map((entry) => normalise(entry.key)).sort()).toEqual([...expected.keys()].sort());
      for (const entry of answer.groups) {
        const members = expected.get(normalise(entry.key))!;
        expect(entry.count).toBe(members.length);
        for (const m of summaries) expect(close(entry.values[measureKey(m)]!, aggregate(members, m)), `${measureKey(m)} of group ${entry.key}`).toBe(true);
      }
      expect(answer.total.count).toBe(rows.length);
      for (const m of summaries) expect(close(answer.total.values[measureKey(m)]!, aggregate(rows, m)), `total ${measureKey(m)}`).toBe(true);
      expect(answer.chart!.points).toHaveLength(expected.size);
      for (const point of answer.chart!.points) expect(close(point.value, aggregate(expected.get(normalise(point.key))!, chartMeasure)), `chart point ${point.key}`).toBe(true);
      // Rows come group by group.
      const order = answer.list.map((row) => row.groupKey as string | null);
      expect(order).toHaveLength(rows.length);
      expect(new Set(order).size).toBe(order.filter((key, index) => index === 0 || key !== order[index - 1]).length);
    },
  );
});
