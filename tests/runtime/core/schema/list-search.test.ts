/**
 * Search fields read into conditions (runtime/core/schema/list-search.ts): the examples of each match, and
 * properties over generated records and values — a record passes the search exactly when a plain reading of the
 * rule (equal; contains the trimmed text; between the ends, both included) says it should.
 */
import fc from 'fast-check';
import { matchesCondition } from '../../../../runtime/core/permission/data-scheme';
import { readSearchValues, searchFieldsOf, searchProblems, type ListSearchField } from '../../../../runtime/core/schema/list-search';
import type { ScreenSchema } from '../../../../runtime/core/schema/types';

const NO_VARIABLES = { userId: '', organizeId: '', organizeAndBelow: [], subordinates: [] };

function screen(search: ListSearchField[]): Pick<ScreenSchema, 'model' | 'list' | 'resource'> {
  return {
    model: { type: 'object', properties: { name: { type: 'string', title: 'f.name' }, qty: { type: 'integer', title: 'f.qty' }, tags: { type: 'array', title: 'f.tags' } } },
    list: { layout: 'table', columns: [], keywordSearch: false, toolbar: [], rowActions: [], search },
    resource: { api: '/api/x', keyword: [], paged: true },
  };
}

const passes = (schema: ReturnType<typeof screen>, values: Record<string, unknown>, record: Record<string, unknown>) => {
  const read = readSearchValues(schema, values);
  if (!read.ok) throw new Error(`refused ${read.problem.field}`);
  return read.conditions.every((condition) => matchesCondition(condition, record, NO_VARIABLES));
};

describe('list search fields', () => {
  const schema = screen([
    { field: 'name', match: 'fuzzy' },
    { field: 'qty', match: 'range' },
  ]);

  it('reads fuzzy text as contains, ranges as both ends included, and ignores empty values', () => {
    expect(passes(schema, { name: '电脑' }, { name: '维修电脑' })).toBe(true);
    expect(passes(schema, { name: ' 电脑 ' }, { name: '维修电脑' })).toBe(true);
    expect(passes(schema, { name: '打印' }, { name: '维修电脑' })).toBe(false);
    expect(passes(schema, { qty: [2, 5] }, { qty: 5 })).toBe(true);
    expect(passes(schema, { qty: '2,5' }, { qty: 2 })).toBe(true);
    expect(passes(schema, { qty: [null, 1] }, { qty: 2 })).toBe(false);
    expect(passes(schema, { name: '', qty: [null, null] }, {})).toBe(true);
    expect(passes(schema, { unknown: 'x' }, {})).toBe(true);
  });

  it('refuses a value of the wrong shape, naming the field by its label', () => {
    expect(readSearchValues(schema, { qty: 'many' })).toEqual({ ok: false, problem: { field: 'f.qty' } });
    expect(readSearchValues(schema, { qty: [1, 2, 3] })).toMatchObject({ ok: false });
    expect(readSearchValues(schema, { name: { $ne: 1 } })).toMatchObject({ ok: false });
    expect(readSearchValues(schema, { name: 'x'.repeat(201) })).toMatchObject({ ok: false });
  });

  it('maps the original\'s search list: fuzzy by default, exact for numbers, nothing for arrays, each field once', () => {
    expect(searchFieldsOf([{ prop: 'name' }, { prop: 'qty', searchType: 2 }, { prop: 'tags', searchType: 1 }, { prop: 'name', searchType: 1 }, { prop: 'ghost' }], schema)).toEqual([
      { field: 'name', match: 'fuzzy' },
      { field: 'qty', match: 'exact' },
    ]);
    expect(searchFieldsOf([{ prop: 'name', searchType: 3 }, { prop: 'qty', searchType: 3 }], schema)).toEqual([
      { field: 'name', match: 'exact' },
      { field: 'qty', match: 'range' },
    ]);
  });

  it('finds the schema problems of search fields', () => {
    expect(searchProblems(screen([{ field: 'name', match: 'range' }, { field: 'tags', match: 'exact' }, { field: 'ghost', match: 'exact' }, { field: 'qty', match: 'exact' }, { field: 'qty', match: 'range' }]))).toHaveLength(4);
    expect(searchProblems(schema)).toEqual([]);
  });

  it('property: exact, fuzzy and range searches agree with a plain reading of the rule', () => {
    const text = fc.string({ maxLength: 6 });
    const number = fc.integer({ min: -50, max: 50 });
    fc.assert(
      fc.property(
        fc.record({ name: fc.option(text, { nil: undefined }), qty: fc.option(number, { nil: undefined }) }),
        fc.constantFrom<'exact' | 'fuzzy'>('exact', 'fuzzy'),
        text,
        fc.option(number, { nil: null }),
        fc.option(number, { nil: null }),
        (record, match, wanted, from, to) => {
          const textSchema = screen([{ field: 'name', match }]);
          const name = record.name;
          const expectedText =
            wanted.trim() === '' || wanted === ''
              ? true
              : typeof name === 'string' && name !== '' && (match === 'exact' ? name === wanted : name.includes(wanted.trim()));
          expect(passes(textSchema, { name: wanted }, record)).toBe(expectedText);

          const rangeSchema = screen([{ field: 'qty', match: 'range' }]);
          const qty = record.qty;
          const open = from === null && to === null;
          const expectedRange = open || (typeof qty === 'number' && (from === null || qty >= from) && (to === null || qty <= to));
          expect(passes(rangeSchema, { qty: [from, to] }, record)).toBe(expectedRange);
        },
      ),
      { numRuns: 300 },
    );
  });
});
