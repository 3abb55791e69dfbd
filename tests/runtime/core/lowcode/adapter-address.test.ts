/**
 * The address picker in a low-code definition (klxKey `address`): a field of the `address` widget storing one
 * id-path or (multiple) a list of paths, with its level, required as "at least one"; listed by names through the
 * `address` cell; offered by the designer's palette with names in three languages. The organisation, department
 * and group pickers (comSelect, depSelect, groupSelect) likewise.
 */
import fs from 'node:fs';
import Ajv from 'ajv';
import { definitionToScreen } from '../../../../runtime/core/lowcode/adapter';
import type { Definition } from '../../../../runtime/core/lowcode/definition';
import { FIELD_KINDS, KIND_NAMES, createField } from '../../../../runtime/core/lowcode/field-kinds';
import { definitionProblems } from '../../../../runtime/core/lowcode/problems';
import { schemaProblems } from '../../../../runtime/core/schema/consistency';
import { compileModel } from '../../../../runtime/core/schema/validate';
import { PATTERNS } from '../../../../runtime/core/validation/patterns';

const validateMeta = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(fs.readFileSync('schemas/screen.schema.json', 'utf8')) as object);

const definition: Definition = {
  formData: {
    fields: [
      { __config__: { klxKey: 'address', label: '所在地', required: true }, __vModel__: 'site' },
      { __config__: { klxKey: 'address', label: '服务城市' }, __vModel__: 'cities', multiple: true, level: 1 },
    ],
  },
  columnData: { columnList: [{ prop: 'site', label: '所在地' }, { prop: 'cities', label: '服务城市' }] },
};

describe('the address picker in the low-code adapter', () => {
  const screen = definitionToScreen(definition, { id: 'vdAddress', route: 'lowcode/address', api: '/api/visualdev/OnlineDev/address', title: { 'zh-CN': '网点' } });
  const field = (name: string) => screen.form.fields.find((one) => one.name === name)!;

  it('converts to the address widget with its mode and level, into a sound screen schema', () => {
    expect(definitionProblems(definition.formData, definition.columnData)).toEqual([]);
    expect(validateMeta(screen), JSON.stringify(validateMeta.errors)).toBe(true);
    expect(schemaProblems(screen)).toEqual([]);
    expect(field('site')).toMatchObject({ widget: 'address', props: {} });
    expect(field('cities')).toMatchObject({ widget: 'address', props: { multiple: true, level: 1 } });
  });

  it('stores paths and requires at least one when required', () => {
    const validate = compileModel(screen.model, PATTERNS);
    expect(validate({ site: ['44', '4401', '440106'], cities: [['44', '4401']] }).ok).toBe(true);
    expect(validate({ site: [] }).ok).toBe(false);
    expect(validate({ site: '440106' }).ok).toBe(false);
  });

  it('lists addresses by their names and is offered by the designer', () => {
    expect(screen.list.columns).toEqual([
      { field: 'site', render: 'address' },
      { field: 'cities', render: 'address' },
    ]);
    expect(FIELD_KINDS).toContain('address');
    expect(KIND_NAMES.address).toEqual(['省市区', '省市區', 'Province / city / district']);
    expect(createField('address', 1).__config__.klxKey).toBe('address');
  });
});

describe('the organisation, department and group pickers in the low-code adapter', () => {
  const org: Definition = {
    formData: {
      fields: [
        { __config__: { klxKey: 'comSelect', label: '组织', required: true }, __vModel__: 'org' },
        { __config__: { klxKey: 'depSelect', label: '部门' }, __vModel__: 'dept', multiple: true },
        { __config__: { klxKey: 'groupSelect', label: '分组' }, __vModel__: 'team' },
      ],
    },
    columnData: { columnList: [{ prop: 'org', label: '组织' }, { prop: 'dept', label: '部门' }] },
  };
  const screen = definitionToScreen(org, { id: 'vdOrg', route: 'lowcode/org', api: '/api/visualdev/OnlineDev/org', title: { 'zh-CN': '组织' } });

  it('converts each kind to its widget, storing an id or a list of ids, listed by names', () => {
    expect(definitionProblems(org.formData, org.columnData)).toEqual([]);
    expect(validateMeta(screen), JSON.stringify(validateMeta.errors)).toBe(true);
    expect(schemaProblems(screen)).toEqual([]);
    expect(screen.form.fields.map((one) => [one.widget, one.props])).toEqual([
      ['organizeSelect', undefined],
      ['departmentSelect', { multiple: true }],
      ['groupSelect', undefined],
    ]);
    const validate = compileModel(screen.model, PATTERNS);
    expect(validate({ org: 'org_it', dept: ['org_hr'] }).ok).toBe(true);
    expect(validate({ org: '' }).ok).toBe(false);
    expect(screen.list.columns).toEqual([
      { field: 'org', render: 'organizeSelect' },
      { field: 'dept', render: 'departmentSelect' },
    ]);
    expect(KIND_NAMES.groupSelect).toEqual(['分组选择', '分組選擇', 'Group']);
  });
});
