/**
 * The people pickers in a low-code definition (issue 11 item 4): userSelect, usersSelect, roleSelect, posSelect and
 * approverSelect become fields of their widget, an id or (multiple) a list of ids, with the custom select type's
 * ids, listed by name through the cell of the same name; the designer offers each with names in three languages.
 */
import fs from 'node:fs';
import Ajv from 'ajv';
import { definitionToScreen } from '../../../../runtime/core/lowcode/adapter';
import { PEOPLE_KINDS, type Definition } from '../../../../runtime/core/lowcode/definition';
import { createField, FIELD_KINDS, KIND_NAMES } from '../../../../runtime/core/lowcode/field-kinds';
import { definitionProblems } from '../../../../runtime/core/lowcode/problems';
import { schemaProblems } from '../../../../runtime/core/schema/consistency';
import { compileModel } from '../../../../runtime/core/schema/validate';
import { PATTERNS } from '../../../../runtime/core/validation/patterns';

const validateMeta = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(fs.readFileSync('schemas/screen.schema.json', 'utf8')) as object);

const definition: Definition = {
  formData: {
    fields: [
      { __config__: { klxKey: 'approverSelect', label: '审批人', required: true }, __vModel__: 'approver' },
      { __config__: { klxKey: 'userSelect', label: '参与人' }, __vModel__: 'members', multiple: true, currentUser: true, isAdd: false },
      { __config__: { klxKey: 'userSelect', label: '巡检人' }, __vModel__: 'inspector', selectType: 'custom', ableIds: ['org_it--department', 'user_staff--user'] },
      { __config__: { klxKey: 'usersSelect', label: '范围', required: true }, __vModel__: 'scope', multiple: true },
      { __config__: { klxKey: 'roleSelect', label: '角色' }, __vModel__: 'role' },
      { __config__: { klxKey: 'posSelect', label: '岗位' }, __vModel__: 'post' },
    ],
  },
  columnData: { columnList: [{ prop: 'approver', label: '审批人' }, { prop: 'members', label: '参与人' }, { prop: 'scope', label: '范围' }] },
};

describe('the people pickers in the low-code adapter', () => {
  const screen = definitionToScreen(definition, { id: 'vdPickers', route: 'lowcode/pickers', api: '/api/visualdev/OnlineDev/pickers', title: { 'zh-CN': '巡检' } });
  const field = (name: string) => screen.form.fields.find((one) => one.name === name)!;

  it('converts each kind to its widget, into a sound and valid screen schema', () => {
    expect(definitionProblems(definition.formData, definition.columnData)).toEqual([]);
    expect(validateMeta(screen), JSON.stringify(validateMeta.errors)).toBe(true);
    expect(schemaProblems(screen)).toEqual([]);
    expect(screen.form.fields.map((one) => one.widget)).toEqual(['approverSelect', 'userSelect', 'userSelect', 'usersSelect', 'roleSelect', 'posSelect']);
    expect(field('members').props).toEqual({ multiple: true, currentUser: true, isAdd: false });
    expect(field('inspector').props).toEqual({ selectType: 'custom', ableIds: 'org_it--department,user_staff--user' });
  });

  it('stores one id, or a list with multiple, and requires a choice when required', () => {
    const validate = compileModel(screen.model, PATTERNS);
    expect(validate({ approver: 'user_admin', scope: ['org_it--department'] }).ok).toBe(true);
    expect(validate({ approver: '', scope: ['org_it--department'] }).ok).toBe(false);
    expect(validate({ approver: 'user_admin', scope: [] }).ok).toBe(false);
    expect(validate({ approver: 'user_admin', scope: ['x'], members: 'user_admin' }).ok).toBe(false);
  });

  it('lists the ids by their names through the cell named after the kind (lists included)', () => {
    expect(screen.list.columns).toEqual([
      { field: 'approver', render: 'approverSelect' },
      { field: 'members', render: 'userSelect' },
      { field: 'scope', render: 'usersSelect' },
    ]);
  });

  it.each([...PEOPLE_KINDS])('the designer offers %s with names in three languages', (kind) => {
    expect(FIELD_KINDS).toContain(kind);
    expect(KIND_NAMES[kind].every((name) => name.length > 0)).toBe(true);
    expect(createField(kind, 7).__config__.klxKey).toBe(kind);
  });
});
