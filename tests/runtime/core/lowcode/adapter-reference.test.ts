/**
 * The reference kind in a low-code definition (issue 9 §7): a field naming a schema screen (`referenceScreen`)
 * becomes a `reference` field of that screen — one record id, required when the definition says so — listed by the
 * record's label through the `reference` cell; a definition naming no screen is refused before release; the designer
 * offers the kind with names in three languages and a choice of screen.
 */
import fs from 'node:fs';
import Ajv from 'ajv';
import { fc, test } from '@fast-check/vitest';
import { definitionToScreen } from '../../../../runtime/core/lowcode/adapter';
import type { Definition } from '../../../../runtime/core/lowcode/definition';
import { createField, FIELD_KINDS, KIND_NAMES, KIND_PROPERTIES } from '../../../../runtime/core/lowcode/field-kinds';
import { definitionProblems } from '../../../../runtime/core/lowcode/problems';
import { schemaProblems } from '../../../../runtime/core/schema/consistency';
import { compileModel } from '../../../../runtime/core/schema/validate';
import { PATTERNS } from '../../../../runtime/core/validation/patterns';

const validateMeta = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(fs.readFileSync('schemas/screen.schema.json', 'utf8')) as object);
const OPTIONS = { id: 'vdReference', route: 'lowcode/reference', api: '/api/visualdev/OnlineDev/reference', title: { 'zh-CN': '巡检' } };

const definitionOf = (screen: string | undefined, required: boolean): Definition => ({
  formData: { fields: [{ __config__: { klxKey: 'reference', label: '存放位置', required }, __vModel__: 'place', ...(screen === undefined ? {} : { referenceScreen: screen }) }] },
  columnData: { columnList: [{ prop: 'place', label: '存放位置' }] },
});

describe('the reference kind in the low-code adapter', () => {
  it('converts to a reference field of the named screen, listed by its label, in a sound screen schema', () => {
    const definition = definitionOf('eamPosition', true);
    expect(definitionProblems(definition.formData, definition.columnData)).toEqual([]);
    const screen = definitionToScreen(definition, OPTIONS);
    expect(validateMeta(screen), JSON.stringify(validateMeta.errors)).toBe(true);
    expect(schemaProblems(screen)).toEqual([]);
    expect(screen.form.fields).toEqual([expect.objectContaining({ name: 'place', widget: 'reference', reference: { screen: 'eamPosition' } })]);
    expect(screen.list.columns).toEqual([{ field: 'place', render: 'reference' }]);
  });

  it('refuses a definition whose reference names no screen', () => {
    for (const screen of [undefined, '', '  ']) {
      const definition = definitionOf(screen, false);
      expect(definitionProblems(definition.formData, definition.columnData)).toEqual([{ key: 'lowcode.referenceScreenMissing', params: { field: '存放位置' } }]);
    }
  });

  test.prop([fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9]{0,20}$/), fc.boolean(), fc.string({ maxLength: 40 })])(
    'any named screen gives a sound schema storing one id, empty only when not required',
    (target, required, id) => {
      const screen = definitionToScreen(definitionOf(target, required), OPTIONS);
      expect(validateMeta(screen)).toBe(true);
      expect(schemaProblems(screen)).toEqual([]);
      const validate = compileModel(screen.model, PATTERNS);
      expect(validate({ place: id }).ok).toBe(!required || id.length > 0);
      expect(validate({ place: [id] }).ok).toBe(false);
    },
  );

  it('is offered by the designer with names in three languages and a choice of screen', () => {
    expect(FIELD_KINDS).toContain('reference');
    expect(KIND_NAMES.reference.every((name) => name.length > 0)).toBe(true);
    expect(KIND_PROPERTIES.reference).toContain('referenceScreen');
    expect(createField('reference', 3).__config__.klxKey).toBe('reference');
  });
});
