/** Consistency rules of a screen schema beyond the meta-schema: an action the list offers has what it works on. */
import billRuleSchema from '../../../../schemas/billRule.json';
import eamPosition from '../../../../schemas/eamPosition.json';
import { schemaProblems } from '../../../../runtime/core/schema/consistency';
import type { ScreenSchema } from '../../../../runtime/core/schema/types';

const base = eamPosition as unknown as ScreenSchema;
const withList = (list: Partial<ScreenSchema['list']>, resource: Partial<ScreenSchema['resource']> = {}): ScreenSchema => ({
  ...base,
  list: { ...base.list, ...list },
  resource: { ...base.resource, ...resource },
});

describe('schemaProblems: actions and what they need', () => {
  it('accepts the positions screen as it is', () => {
    expect(schemaProblems(base)).toEqual([]);
  });

  it('refuses "state" without resource.stateField, and accepts it with one', () => {
    expect(schemaProblems(withList({ rowActions: ['edit', 'state'] }))).toEqual([expect.stringMatching(/"state".*stateField/)]);
    expect(schemaProblems(withList({ rowActions: ['edit', 'state'] }, { stateField: 'sortcode' }))).toEqual([]);
  });

  it('refuses "export" and "import" without resource.transfer', () => {
    expect(schemaProblems(withList({ rowActions: ['export'] }))).toEqual([expect.stringMatching(/"export".*transfer/)]);
    expect(schemaProblems(withList({ toolbar: ['add', 'import'] }))).toEqual([expect.stringMatching(/"import".*transfer/)]);
    expect(schemaProblems(withList({ rowActions: ['export'], toolbar: ['import'] }, { transfer: { extension: 'bdd' } }))).toEqual([]);
  });

  it('refuses tree actions on a flat resource', () => {
    const { tree: _tree, ...flat } = base.resource;
    expect(schemaProblems({ ...base, resource: flat as ScreenSchema['resource'], list: { ...base.list, toolbar: ['add'], rowActions: ['addChild'] } })).toEqual([expect.stringMatching(/tree/)]);
  });

  it("refuses a module's own row action whose button code the schema does not name", () => {
    expect(schemaProblems(withList({ rowActions: ['edit', 'archive'] }))).toEqual([expect.stringMatching(/"archive".*permissions\.archive/)]);
    expect(schemaProblems({ ...withList({ rowActions: ['edit', 'archive'] }), permissions: { archive: 'btn_archive' } })).toEqual([]);
  });

  it('refuses a column that would show the stored value of a field chosen from options (issue 14)', () => {
    const billRule = billRuleSchema as unknown as ScreenSchema;
    const asText = { ...billRule, list: { ...billRule.list, columns: billRule.list.columns.map((column) => (column.field === 'dateFormat' ? { field: 'dateFormat' } : column)) } };
    expect(schemaProblems(asText)).toEqual([expect.stringMatching(/"dateFormat".*"render": "option"/)]);
    expect(schemaProblems(billRule)).toEqual([]);
  });
});

describe('schemaProblems: reference fields', () => {
  const withReference = (field: Partial<ScreenSchema['form']['fields'][number]>, columns = base.list.columns): ScreenSchema => ({
    ...base,
    form: { ...base.form, fields: [...base.form.fields.filter((one) => one.name !== 'description'), { name: 'description', widget: 'reference', ...field }] },
    list: { ...base.list, columns },
  });

  it('accepts a reference naming its screen, listed by its label', () => {
    expect(schemaProblems(withReference({ reference: { screen: 'dictionaryType' } }, [...base.list.columns.filter((column) => column.field !== 'description'), { field: 'description', render: 'reference' }]))).toEqual([]);
  });

  it('refuses a reference without a screen, a reference spec on another widget, and a reference listed as its id', () => {
    expect(schemaProblems(withReference({}))).toEqual(expect.arrayContaining([expect.stringMatching(/description is a reference, but reference.screen names no screen/)]));
    expect(schemaProblems(withReference({ widget: 'input', reference: { screen: 'x' } }))).toEqual(expect.arrayContaining([expect.stringMatching(/declares reference, which only the reference widget reads/)]));
    expect(schemaProblems(withReference({ reference: { screen: 'x' } }, [...base.list.columns, { field: 'description' }]))).toEqual(expect.arrayContaining([expect.stringMatching(/"description" would show the stored id of a reference/)]));
  });
});
