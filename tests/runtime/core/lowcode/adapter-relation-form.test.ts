/**
 * The related-data picker in a low-code definition (issue 11 item 4): relationForm becomes a string field (a record
 * id) of the relationForm widget carrying the related model, the shown field, the table's columns and the popup as
 * props, listed by the relation cell; the designer offers it with names in three languages.
 */
import fs from 'node:fs';
import Ajv from 'ajv';
import { definitionToScreen } from '../../../../runtime/core/lowcode/adapter';
import { DATA_KINDS, type Definition } from '../../../../runtime/core/lowcode/definition';
import { FIELD_KINDS, KIND_NAMES } from '../../../../runtime/core/lowcode/field-kinds';
import { schemaProblems } from '../../../../runtime/core/schema/consistency';

const validateMeta = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(fs.readFileSync('schemas/screen.schema.json', 'utf8')) as object);

const definition: Definition = {
  formData: {
    fields: [
      {
        __config__: { klxKey: 'relationForm', label: '领用物品', required: true },
        __vModel__: 'item',
        modelId: 'm1',
        relationField: 'name',
        columnOptions: [{ value: 'name', label: '名称' }],
        popupType: 'popover',
        popupWidth: '700px',
        popupTitle: '选择物品',
        hasPage: false,
        pageSize: 10,
        multiple: true,
      },
    ],
  },
  columnData: { columnList: [{ prop: 'item' }] },
};

describe('relationForm in a definition', () => {
  const screen = definitionToScreen(definition, { id: 'loans', route: 'x/loans', api: '/api/x', title: { 'zh-CN': '领用' } });

  it('is a sound screen whose field is one record id of the related model', () => {
    expect(validateMeta(screen), JSON.stringify(validateMeta.errors)).toBe(true);
    expect(schemaProblems(screen)).toEqual([]);
    expect(screen.model.properties.item).toMatchObject({ type: 'string', minLength: 1 });
    expect(screen.model.required).toEqual(['item']);
    expect(screen.form.fields[0]).toMatchObject({
      name: 'item',
      widget: 'relationForm',
      props: { modelId: 'm1', relationField: 'name', columnOptions: JSON.stringify([{ value: 'name', label: '名称' }]), popupType: 'popover', popupWidth: 700, popupTitle: '选择物品', hasPage: false, pageSize: 10 },
    });
    // One record: multiple does not apply.
    expect(screen.form.fields[0]!.props).not.toHaveProperty('multiple');
    expect(screen.list.columns).toEqual([{ field: 'item', render: 'relationForm' }]);
  });

  it('is a data kind of the palette, named in three languages', () => {
    expect(DATA_KINDS).toContain('relationForm');
    expect(FIELD_KINDS).toContain('relationForm');
    expect(KIND_NAMES.relationForm).toEqual(['关联表单', '關聯表單', 'Related record']);
  });
});
