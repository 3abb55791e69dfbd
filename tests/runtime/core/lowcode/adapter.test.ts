/** The low-code adapter: every sound definition becomes a sound screen schema whose model and rules behave alike everywhere. */
import fs from 'node:fs';
import { fc, test } from '@fast-check/vitest';
import Ajv from 'ajv';
import { definitionToScreen } from '../../../../runtime/core/lowcode/adapter';
import { definitionProblems } from '../../../../runtime/core/lowcode/problems';
import { completeRecord, isShown } from '../../../../runtime/core/lowcode/record';
import { schemaProblems } from '../../../../runtime/core/schema/consistency';
import { screenTranslator } from '../../../../runtime/core/schema/messages';
import type { FormField, ScreenSchema } from '../../../../runtime/core/schema/types';
import { compileModel } from '../../../../runtime/core/schema/validate';
import { PATTERNS } from '../../../../runtime/core/validation/patterns';
import { isFieldVisible } from '../../../../runtime/react/form/ui-schema';
import { definitionArb } from './arbitraries';

const validateMeta = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(fs.readFileSync('schemas/screen.schema.json', 'utf8')) as object);
const options = { id: 'vdTest', route: 'model/test', api: '/api/visualdev/OnlineDev/test', title: { 'zh-CN': '测试', en: 'Test' } };

/** A value the field accepts. */
function valueFor(field: FormField, schema: ScreenSchema, pick: number): unknown {
  const property = schema.model.properties[field.name]!;
  switch (field.widget) {
    case 'number':
      return pick % 1000;
    case 'switch':
      return pick % 2;
    case 'select':
    case 'radio':
      return ['a', 'b', 'c'][pick % 3];
    case 'date':
      return 1_700_000_000_000 + pick * 86_400_000;
    case 'subTable':
      return [
        { name: `行${pick}`, qty: pick % 7, price: 1.25 },
        { name: 'B', qty: 2, price: pick % 100 },
      ];
    case 'computed':
      return undefined;
    default:
      return property.pattern ? `v${pick}` : `值${pick}`;
  }
}

describe('definition → screen schema', () => {
  test.prop([definitionArb], { numRuns: 40 })('every generated definition is sound and converts into a schema that passes the meta-schema and the consistency rules', (definition) => {
    expect(definitionProblems(definition.formData, definition.columnData)).toEqual([]);
    const schema = definitionToScreen(definition, options);
    expect(validateMeta(schema), JSON.stringify(validateMeta.errors)).toBe(true);
    expect(schemaProblems(schema)).toEqual([]);
    expect(() => compileModel(schema.model, PATTERNS)).not.toThrow();
  });

  test.prop([definitionArb, fc.nat(10_000)], { numRuns: 40 })('values of every field round-trip through validation, completion and JSON storage', (definition, pick) => {
    const schema = definitionToScreen(definition, options);
    const validate = compileModel(schema.model, PATTERNS);
    const values: Record<string, unknown> = {};
    for (const field of schema.form.fields) {
      const value = valueFor(field, schema, pick);
      if (value !== undefined && !schema.model.properties[field.name]!.readOnly) values[field.name] = value;
    }
    // Every field shows with these values or not; the hidden ones are dropped and no longer required.
    const stored = JSON.parse(JSON.stringify(completeRecord(schema, values))) as Record<string, unknown>;
    expect(validate(stored)).toEqual({ ok: true });
    for (const field of schema.form.fields) {
      if (field.widget === 'computed') continue;
      if (isShown(field, values) && field.widget === 'subTable') expect(stored[field.name]).toMatchObject(values[field.name] as object);
      else if (isShown(field, values)) expect(stored[field.name]).toEqual(values[field.name]);
      else expect(stored).not.toHaveProperty(field.name);
    }
  });

  test.prop([definitionArb, fc.constantFrom('a', 'b', 'c', undefined)], { numRuns: 40 })('show rules agree in the browser form and on the server, and a hidden required field is not required', (definition, choice) => {
    const schema = definitionToScreen(definition, options);
    const validate = compileModel(schema.model, PATTERNS);
    for (const field of schema.form.fields.filter((candidate) => candidate.visibleWhen)) {
      const values = { [field.visibleWhen!.field]: choice };
      expect(isFieldVisible(field, values)).toBe(isShown(field, values));
      const requiredWhenShown = schema.model.allOf?.some((rule) => rule.then.required.includes(field.name)) ?? false;
      const result = validate(completeRecord(schema, values));
      const complains = !result.ok && result.errors.some((error) => error.field === field.name);
      expect(complains).toBe(requiredWhenShown && isShown(field, values));
    }
  });

  test.prop([definitionArb], { numRuns: 20 })('the sub-table total is computed from the rows, whatever the client sent', (definition) => {
    const schema = definitionToScreen(definition, options);
    if (!schema.model.properties.items) return;
    const record = completeRecord(schema, { items: [{ name: 'A', qty: 3, price: 2.5 }, { name: 'B', qty: 2, price: 1.333 }], total: 999 });
    expect((record.items as { amount: number }[]).map((row) => row.amount)).toEqual([7.5, 2.67]);
    expect(record.total).toBe(10.17);
  });
});

describe('sub-table rules', () => {
  const definition = {
    formData: {
      fields: [
        {
          __config__: {
            klxKey: 'table',
            label: '物品',
            children: [
              { __config__: { klxKey: 'comInput', label: '名称', required: true }, __vModel__: 'name' },
              { __config__: { klxKey: 'comInput', label: '编码', regList: [{ pattern: '^[A-Z]+$', message: '编码只能是大写字母' }] }, __vModel__: 'code' },
            ],
          },
          __vModel__: 'items',
        },
      ],
    },
    columnData: {},
  };
  const schema = definitionToScreen(definition, options);
  const validate = compileModel(schema.model, PATTERNS);
  const message = (values: Record<string, unknown>) => {
    const result = validate(values);
    return result.ok ? 'ok' : screenTranslator(schema, 'zh-CN')(result.errors[0]!.message);
  };

  it('refuses empty required cells (missing, null, empty string) with the column name and 不能为空', () => {
    expect(message({ items: [{ code: 'A' }] })).toBe('名称不能为空');
    expect(message({ items: [{ name: null }] })).toBe('名称不能为空');
    expect(message({ items: [{ name: '' }] })).toBe('名称不能为空');
    expect(message({ items: [{ name: 'x' }] })).toBe('ok');
  });

  it('applies a column pattern only to non-empty values, with its own message', () => {
    expect(message({ items: [{ name: 'x', code: 'abc' }] })).toBe('编码只能是大写字母');
    expect(message({ items: [{ name: 'x', code: 'ABC' }] })).toBe('ok');
    expect(message({ items: [{ name: 'x' }] })).toBe('ok');
  });
});

describe('definition problems', () => {
  const problem = (fields: unknown, columnData: unknown = {}) => definitionProblems({ fields }, columnData)[0];

  it('names the field whose kind is unknown, whose key is bad or duplicate, or whose formula is broken', () => {
    expect(problem([{ __config__: { klxKey: 'hologram', label: '全息' }, __vModel__: 'x' }])).toEqual({ key: 'lowcode.fieldKindUnknown', params: { field: '全息', kind: 'hologram' } });
    expect(problem([{ __config__: { klxKey: 'comInput', label: '名称' }, __vModel__: '1x' }])).toEqual({ key: 'lowcode.fieldNameInvalid', params: { field: '名称' } });
    expect(problem([{ __config__: { klxKey: 'comInput', label: 'A' }, __vModel__: 'x' }, { __config__: { klxKey: 'numInput', label: 'B' }, __vModel__: 'x' }])).toEqual({
      key: 'lowcode.fieldNameDuplicate',
      params: { field: 'B', name: 'x' },
    });
    expect(problem([{ __config__: { klxKey: 'calculate', label: '合计' }, __vModel__: 't', expression: '{a} +' }])).toEqual({ key: 'lowcode.formulaInvalid', params: { field: '合计' } });
    expect(problem([{ __config__: { klxKey: 'calculate', label: '合计' }, __vModel__: 't', expression: '{a} + 1' }])).toEqual({ key: 'lowcode.formulaFieldUnknown', params: { field: '合计', name: 'a' } });
    expect(problem([{ __config__: { klxKey: 'select', label: '类型' }, __vModel__: 't' }])).toEqual({ key: 'lowcode.optionsInvalid', params: { field: '类型' } });
    expect(problem([{ __config__: { klxKey: 'comInput', label: '名称', regList: [{ pattern: '(' }] }, __vModel__: 'n' }])).toEqual({ key: 'lowcode.patternInvalid', params: { field: '名称' } });
    expect(problem([{ __config__: { klxKey: 'comInput', label: '名称', span: 30 }, __vModel__: 'n' }])).toEqual({ key: 'lowcode.spanInvalid', params: { field: '名称' } });
    expect(problem([{ __config__: { klxKey: 'comInput', label: '名称' }, __vModel__: 'n' }], { columnList: [{ prop: 'ghost' }] })).toEqual({ key: 'lowcode.columnUnknown', params: { field: 'ghost' } });
  });

  it('refuses shapes that are not a definition', () => {
    expect(definitionProblems(null, {})).toEqual([{ key: 'lowcode.formDataInvalid' }]);
    expect(definitionProblems({ fields: [] }, 'x')).toEqual([{ key: 'lowcode.columnDataInvalid' }]);
    expect(definitionProblems({ fields: 'x' }, {})).toEqual([{ key: 'lowcode.fieldsInvalid' }]);
    expect(definitionProblems({ fields: [], popupType: 'window' }, {})).toEqual([{ key: 'lowcode.popupTypeInvalid' }]);
  });
});
