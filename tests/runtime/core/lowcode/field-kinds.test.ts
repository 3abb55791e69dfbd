/** The palette's kinds are the adapter's kinds, and a field fresh from the palette is sound as it is. */
import { CONTAINER_KINDS, CONTEXT_KINDS, DISPLAY_KINDS, VALUE_KINDS } from '../../../../runtime/core/lowcode/definition';
import { createField, FIELD_KINDS, KIND_NAMES, kindGroup, storesValue } from '../../../../runtime/core/lowcode/field-kinds';
import { definitionProblems } from '../../../../runtime/core/lowcode/problems';

describe('field kinds', () => {
  it('offers exactly the kinds the adapter knows, each named in three languages', () => {
    expect([...FIELD_KINDS].sort()).toEqual([...VALUE_KINDS, ...CONTEXT_KINDS, ...CONTAINER_KINDS, ...DISPLAY_KINDS].sort());
    for (const kind of FIELD_KINDS) for (const name of KIND_NAMES[kind]) expect(name.trim(), kind).not.toBe('');
  });

  it.each(FIELD_KINDS.filter((kind) => kind !== 'billRule' && kind !== 'reference'))('a new %s field passes the checker on its own', (kind) => {
    expect(definitionProblems({ fields: [createField(kind, 101)] }, {})).toEqual([]);
  });

  it('a new bill-number field asks for its rule, by its label', () => {
    expect(definitionProblems({ fields: [createField('billRule', 101)] }, {})).toEqual([{ key: 'lowcode.billRuleMissing', params: { field: '单据组件' } }]);
  });

  it('a new reference field asks for the screen it names, by its label', () => {
    expect(definitionProblems({ fields: [createField('reference', 101)] }, {})).toEqual([{ key: 'lowcode.referenceScreenMissing', params: { field: '数据引用' } }]);
  });

  it.each(FIELD_KINDS)('a new %s field has a value key exactly when its kind stores a value', (kind) => {
    const field = createField(kind, 101);
    expect(field.__vModel__ !== undefined).toBe(storesValue(kind));
    expect(['value', 'context', 'container', 'display']).toContain(kindGroup(kind));
  });
});
