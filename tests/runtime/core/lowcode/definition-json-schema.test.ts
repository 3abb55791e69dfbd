/** The JSON Schema the designer's JSON view checks and completes definitions with. */
import { fc, test } from '@fast-check/vitest';
import Ajv from 'ajv';
import { definitionJsonSchema } from '../../../../runtime/core/lowcode/definition-json-schema';
import { designerReducer, initialDesignerState, ROOT } from '../../../../runtime/core/lowcode/designer-state';
import { FIELD_KINDS } from '../../../../runtime/core/lowcode/field-kinds';
import { REQUISITION_COLUMNS, REQUISITION_FORM } from '../../../fixtures/lowcode/requisition';
import { definitionArb } from './arbitraries';

const validate = new Ajv({ allErrors: true, strict: false }).compile(definitionJsonSchema());

describe('definition JSON Schema', () => {
  test.prop([definitionArb], { numRuns: 40 })('accepts every sound definition', (definition) => {
    expect(validate(definition), JSON.stringify(validate.errors)).toBe(true);
  });

  test.prop([fc.array(fc.constantFrom(...FIELD_KINDS), { maxLength: 12 })], { numRuns: 30 })('accepts whatever the designer builds from the palette', (kinds) => {
    let state = initialDesignerState({ formData: REQUISITION_FORM, columnData: REQUISITION_COLUMNS } as never);
    for (const kind of kinds) state = designerReducer(state, { type: 'add', kind, parent: ROOT, index: 0 });
    expect(validate(state.definition), JSON.stringify(validate.errors)).toBe(true);
  });

  it('refuses an unknown kind, a bad value key and a missing form, naming where', () => {
    expect(validate({ formData: { fields: [{ __config__: { klxKey: 'nope' } }] }, columnData: {} })).toBe(false);
    expect(validate.errors![0]!.instancePath).toBe('/formData/fields/0/__config__/klxKey');
    expect(validate({ formData: { fields: [{ __config__: { klxKey: 'comInput' }, __vModel__: '1x' }] }, columnData: {} })).toBe(false);
    expect(validate.errors![0]!.instancePath).toBe('/formData/fields/0/__vModel__');
    expect(validate({ columnData: {} })).toBe(false);
  });
});
