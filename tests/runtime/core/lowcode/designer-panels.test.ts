/** The designer's property panels: screen schemas generated from the kinds' descriptors, whose values go both ways. */
import fs from 'node:fs';
import { fc, test } from '@fast-check/vitest';
import Ajv from 'ajv';
import type { DefinitionField } from '../../../../runtime/core/lowcode/definition';
import { definitionToScreen } from '../../../../runtime/core/lowcode/adapter';
import { allNodes, withNodeIds } from '../../../../runtime/core/lowcode/designer-state';
import { applyFormPanel, applyListPanel, formPanel, formPanelValues, listPanel, listPanelValues } from '../../../../runtime/core/lowcode/designer-panels';
import { applyFieldPanel, fieldPanel, fieldPanelValues } from '../../../../runtime/core/lowcode/field-panel';
import { createField, FIELD_KINDS, KIND_PROPERTIES } from '../../../../runtime/core/lowcode/field-kinds';
import { schemaProblems } from '../../../../runtime/core/schema/consistency';
import { REQUISITION_COLUMNS, REQUISITION_FORM } from '../../../fixtures/lowcode/requisition';

const validateMeta = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(fs.readFileSync('schemas/screen.schema.json', 'utf8')) as object);
const requisition = withNodeIds({ formData: REQUISITION_FORM, columnData: REQUISITION_COLUMNS } as never);
const requisitionFields = allNodes(requisition.formData.fields).filter((node) => node.__config__.klxKey);

describe('designer panels', () => {
  it.each(FIELD_KINDS)('the panel of a new %s field is a sound screen schema showing exactly its kind\'s properties', (kind) => {
    const panel = fieldPanel(createField(kind, 101));
    expect(validateMeta(panel), JSON.stringify(validateMeta.errors)).toBe(true);
    expect(schemaProblems(panel)).toEqual([]);
    expect(panel.form.fields.map((field) => field.name)).toEqual(KIND_PROPERTIES[kind]);
  });

  it('the form and list panels are sound screen schemas', () => {
    for (const panel of [formPanel(), listPanel([{ key: 'reason', label: '申请事由' }])]) {
      expect(validateMeta(panel), JSON.stringify(validateMeta.errors)).toBe(true);
      expect(schemaProblems(panel)).toEqual([]);
    }
  });

  it.each([...FIELD_KINDS.map((kind) => createField(kind, 101)), ...requisitionFields].map((field) => [field.__config__.klxKey, field] as const))('writing back what the %s panel read changes nothing', (_kind, field) => {
    expect(applyFieldPanel(field, fieldPanelValues(field))).toEqual(field);
  });

  it('writing back what the form and list panels read changes nothing', () => {
    const { fields: _fields, ...formProps } = requisition.formData;
    expect(applyFormPanel(requisition.formData, formPanelValues(requisition.formData))).toEqual(formProps);
    expect(applyListPanel(requisition.columnData, listPanelValues(requisition.columnData))).toEqual(requisition.columnData);
  });

  test.prop([
    fc.constantFrom(...FIELD_KINDS.filter((kind) => KIND_PROPERTIES[kind].includes('label'))),
    fc.string({ minLength: 1, maxLength: 20 }),
    fc.integer({ min: 1, max: 24 }),
    fc.boolean(),
  ])('a label, span and required flag typed in the panel are what the field then holds and the panel shows', (kind, label, span, required) => {
    const field = createField(kind, 101);
    const values = { ...fieldPanelValues(field), label, span, ...(KIND_PROPERTIES[kind].includes('required') ? { required: required ? 1 : 0 } : {}) };
    const changed: DefinitionField = applyFieldPanel(field, values);
    expect(changed.__config__.label).toBe(label);
    expect(changed.__config__.span).toBe(span);
    if (KIND_PROPERTIES[kind].includes('required')) expect(changed.__config__.required === true).toBe(required);
    expect(fieldPanelValues(changed)).toMatchObject({ label, span });
    expect(changed.__config__.klxKey).toBe(kind);
  });

  it('edits options, regular expressions and tab panels as rows, keeping each panel\'s fields', () => {
    const select = applyFieldPanel(createField('select', 101), { ...fieldPanelValues(createField('select', 101)), options: [{ label: '甲', value: 'a' }, { label: '紧急', labelTw: '緊急', labelEn: 'Urgent', value: 'u' }] });
    expect(select.options).toEqual([{ label: '甲', value: 'a' }, { label: '紧急', value: 'u', labelI18n: { 'zh-TW': '緊急', en: 'Urgent' } }]);
    // The panel shows the other languages' labels back, empty where none was given.
    expect(fieldPanelValues(select).options).toEqual([{ label: '甲', labelTw: '', labelEn: '', value: 'a' }, { label: '紧急', labelTw: '緊急', labelEn: 'Urgent', value: 'u' }]);
    // A released form shows each option in the page's language, falling back to the zh-CN label.
    const screen = definitionToScreen({ formData: { fields: [{ ...select, __vModel__: 'pick' }] }, columnData: { columnList: [] } } as never, { id: 'lc_x', route: 'x', api: '/x', title: { 'zh-CN': 'x' } });
    const labels = (language: 'zh-CN' | 'zh-TW' | 'en') => (screen.form.fields[0]!.source as { options: { label: string }[] }).options.map((option) => screen.messages[language][option.label]);
    expect(labels('zh-CN')).toEqual(['甲', '紧急']);
    expect(labels('zh-TW')).toEqual(['甲', '緊急']);
    expect(labels('en')).toEqual(['甲', 'Urgent']);
    const input = applyFieldPanel(createField('comInput', 101), { regList: [{ pattern: '^\\d+$', message: '只能是数字' }], label: 'x' });
    expect(input.__config__.regList).toEqual([{ pattern: '^\\d+$', message: '只能是数字' }]);
    const tab = createField('tab', 101);
    tab.__config__.children![0]!.__config__.children = [createField('comInput', 200)];
    const renamed = applyFieldPanel(tab, { items: [{ title: '基本信息' }, { title: '其他' }, { title: '附加' }] });
    expect(renamed.__config__.children!.map((item) => item.title)).toEqual(['基本信息', '其他', '附加']);
    expect(renamed.__config__.children![0]!.__config__.children).toHaveLength(1);
  });

  it('sets a show rule over another field, offering the form\'s other fields and storing numbers for number fields', () => {
    const context = { keys: [{ key: 'urgency', label: '紧急程度', kind: 'select' }, { key: 'count', label: '数量', kind: 'numInput' }, { key: 'note', label: '说明', kind: 'textarea' }] };
    const note = { ...createField('textarea', 101), __vModel__: 'note' };
    const panel = fieldPanel(note, context);
    expect(panel.form.fields.find((field) => field.name === 'showWhenField')!.source).toMatchObject({ options: [{ value: 'urgency' }, { value: 'count' }] });
    const onChoice = applyFieldPanel(note, { ...fieldPanelValues(note), showWhenField: 'urgency', showWhenValues: 'urgent, normal' }, context);
    expect(onChoice.__config__.showWhen).toEqual({ field: 'urgency', in: ['urgent', 'normal'] });
    const onNumber = applyFieldPanel(note, { ...fieldPanelValues(note), showWhenField: 'count', showWhenValues: '1,2' }, context);
    expect(onNumber.__config__.showWhen).toEqual({ field: 'count', in: [1, 2] });
    expect(applyFieldPanel(onNumber, { ...fieldPanelValues(onNumber), showWhenField: '' }, context).__config__.showWhen).toBeUndefined();
  });

  it('offers the list panel the form\'s keys for columns, search fields and the default sort', () => {
    const panel = listPanel([{ key: 'reason', label: '申请事由' }]);
    const column = panel.form.fields.find((field) => field.name === 'columnList')!.table!.columns.find((entry) => entry.name === 'prop')!;
    expect(column.source).toMatchObject({ kind: 'static', options: [{ value: 'reason' }] });
    expect(panel.form.fields.find((field) => field.name === 'defaultSidx')!.source).toMatchObject({ options: [{ value: 'reason' }] });
    const columns = applyListPanel({}, { columnList: [{ prop: 'reason', label: '事由', width: 120 }], btnsList: 'add,download', columnBtnsList: 'edit' });
    expect(columns).toMatchObject({ columnList: [{ prop: 'reason', label: '事由', width: 120 }], btnsList: [{ value: 'add' }, { value: 'download' }], columnBtnsList: [{ value: 'edit' }] });
  });
});
