/**
 * The data-interface pickers in a low-code definition (issue 11 item 5): popupSelect and autoComplete become fields
 * of their widget reading the named data interface — the popup picker an id (or ids with multiple) with its columns,
 * parameters, popup kind, width, title and paging carried as props; autocomplete free text — and the designer offers
 * both with names in three languages.
 */
import fs from 'node:fs';
import Ajv from 'ajv';
import { definitionToScreen } from '../../../../runtime/core/lowcode/adapter';
import { DATA_KINDS, type Definition } from '../../../../runtime/core/lowcode/definition';
import { createField, FIELD_KINDS, KIND_NAMES } from '../../../../runtime/core/lowcode/field-kinds';
import { schemaProblems } from '../../../../runtime/core/schema/consistency';
import { compileModel } from '../../../../runtime/core/schema/validate';
import { PATTERNS } from '../../../../runtime/core/validation/patterns';

const validateMeta = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(fs.readFileSync('schemas/screen.schema.json', 'utf8')) as object);

const definition: Definition = {
  formData: {
    fields: [
      {
        __config__: { klxKey: 'popupSelect', label: '设备', required: true },
        __vModel__: 'device',
        interfaceId: 'di1',
        propsValue: 'id',
        relationField: 'fullName',
        columnOptions: [{ value: 'fullName', label: '名称' }, { value: 'code', label: '编码' }],
        templateJson: [{ field: 'area', defaultValue: 'A' }],
        popupType: 'drawer',
        popupWidth: '900px',
        popupTitle: '选择设备',
        hasPage: true,
        pageSize: 20,
      },
      { __config__: { klxKey: 'popupSelect', label: '备件' }, __vModel__: 'parts', interfaceId: 'di2', multiple: true },
      { __config__: { klxKey: 'autoComplete', label: '型号' }, __vModel__: 'model', interfaceId: 'di3', relationField: 'name', templateJson: [{ field: 'q', defaultValue: '@keyword' }] },
    ],
  },
  columnData: { columnList: [{ prop: 'device', label: '设备' }] },
};

describe('the data-interface pickers in the low-code adapter', () => {
  const screen = definitionToScreen(definition, { id: 'vdDataPickers', route: 'lowcode/dataPickers', api: '/api/visualdev/OnlineDev/dataPickers', title: { 'zh-CN': '领用' } });
  const field = (name: string) => screen.form.fields.find((one) => one.name === name)!;

  it('converts each kind to its widget, into a sound and valid screen schema', () => {
    expect(validateMeta(screen), JSON.stringify(validateMeta.errors)).toBe(true);
    expect(schemaProblems(screen)).toEqual([]);
    expect(screen.form.fields.map((one) => one.widget)).toEqual(['popupSelect', 'popupSelect', 'autoComplete']);
  });

  it('carries the interface, columns, parameters and popup as props', () => {
    expect(field('device').props).toEqual({
      interfaceId: 'di1',
      propsValue: 'id',
      relationField: 'fullName',
      columnOptions: JSON.stringify([{ value: 'fullName', label: '名称' }, { value: 'code', label: '编码' }]),
      templateJson: JSON.stringify([{ field: 'area', defaultValue: 'A' }]),
      popupType: 'drawer',
      popupWidth: 900,
      popupTitle: '选择设备',
      pageSize: 20,
    });
    expect(field('parts').props).toEqual({ interfaceId: 'di2', multiple: true });
    expect(field('model').props).toMatchObject({ interfaceId: 'di3', relationField: 'name', templateJson: JSON.stringify([{ field: 'q', defaultValue: '@keyword' }]) });
  });

  it('stores an id, ids, or text, and requires a value where asked', () => {
    const validate = compileModel(screen.model, PATTERNS);
    expect(validate({ device: 'd1', parts: ['p1', 'p2'], model: 'X-100' }).ok).toBe(true);
    expect(validate({ device: '' }).ok).toBe(false);
    expect(validate({ device: 'd1', parts: 'p1' }).ok).toBe(false);
  });

  it('is offered by the designer with names in three languages', () => {
    for (const kind of DATA_KINDS) {
      expect(FIELD_KINDS).toContain(kind);
      expect(KIND_NAMES[kind].every((name) => name.length > 0)).toBe(true);
      expect(createField(kind, 7).__config__.klxKey).toBe(kind);
    }
  });
});
