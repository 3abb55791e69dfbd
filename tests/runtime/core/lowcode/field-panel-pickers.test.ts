/**
 * The pickers' designer properties (issue 11 item 4): every picker kind's panel offers what its widget reads, and
 * what an administrator types there reaches the screen the adapter makes — multiple, the custom select type, the
 * address level, a data picker's interface, keys, columns, parameters and popup, a related-data picker's model,
 * shown field and popup.
 */
import { definitionToScreen } from '../../../../runtime/core/lowcode/adapter';
import type { Definition, DefinitionField } from '../../../../runtime/core/lowcode/definition';
import { applyFieldPanel, fieldPanel, fieldPanelValues } from '../../../../runtime/core/lowcode/field-panel';
import { createField, KIND_PROPERTIES, type DesignerKind, type PropertyName } from '../../../../runtime/core/lowcode/field-kinds';

/** The screen field a new field of `kind` becomes once the panel values are applied. */
function screenField(kind: DesignerKind, values: Record<string, unknown>) {
  const field: DefinitionField = applyFieldPanel(createField(kind, 7), { ...fieldPanelValues(createField(kind, 7)), ...values });
  const definition: Definition = { formData: { fields: [field] }, columnData: { columnList: [{ prop: field.__vModel__! }] } };
  const screen = definitionToScreen(definition, { id: 'picked', route: 'x/picked', api: '/api/x', title: { 'zh-CN': '选择' } });
  return { field, form: screen.form.fields[0]!, model: screen.model.properties[field.__vModel__!]!, column: screen.list.columns[0] };
}

const PICKERS: [DesignerKind, PropertyName[]][] = [
  ['approverSelect', ['multiple']],
  ['userSelect', ['multiple', 'selectType', 'ableIds', 'isAdd', 'currentUser']],
  ['usersSelect', ['multiple', 'selectType', 'ableIds']],
  ['roleSelect', ['multiple']],
  ['posSelect', ['multiple']],
  ['comSelect', ['multiple']],
  ['depSelect', ['multiple']],
  ['groupSelect', ['multiple']],
  ['address', ['multiple', 'level']],
  ['popupSelect', ['interfaceId', 'propsValue', 'labelField', 'columnOptions', 'templateJson', 'multiple', 'popupType', 'popupTitle', 'popupWidth', 'hasPage', 'pageSize']],
  ['autoComplete', ['interfaceId', 'labelField', 'templateJson']],
  ['relationForm', ['modelId', 'modelField', 'columnOptions', 'popupType', 'popupTitle', 'popupWidth', 'hasPage', 'pageSize']],
];

describe('picker properties in the designer', () => {
  it.each(PICKERS)('the %s panel offers %j', (kind, properties) => {
    expect(KIND_PROPERTIES[kind]).toEqual(expect.arrayContaining(properties));
    const panel = fieldPanel(createField(kind, 7));
    for (const name of properties) {
      expect(panel.form.fields.some((field) => field.name === name)).toBe(true);
      // Every property is named in the three languages.
      for (const language of ['zh-CN', 'zh-TW', 'en'] as const) expect(panel.messages[language][`p.${name}`]).toBeTruthy();
    }
  });

  it.each(['approverSelect', 'roleSelect', 'posSelect', 'comSelect', 'depSelect', 'groupSelect'] as DesignerKind[])('%s: several, as typed in the panel, become a list of ids', (kind) => {
    expect(screenField(kind, {}).model.type).toBe('string');
    const { form, model } = screenField(kind, { multiple: 1 });
    expect(model.type).toBe('array');
    expect(form.props?.multiple).toBe(true);
  });

  it('the staff picker takes the custom select type, its conditions, and the add and current-user switches', () => {
    const { form } = screenField('userSelect', { selectType: 'custom', ableIds: 'd1--department, r2--role', isAdd: 0, currentUser: 1 });
    expect(form.props).toMatchObject({ selectType: 'custom', ableIds: 'd1--department,r2--role', isAdd: false, currentUser: true });
  });

  it('the address picker takes its level (district by default)', () => {
    expect(fieldPanelValues(createField('address', 7)).level).toBeUndefined();
    expect(fieldPanel(createField('address', 7)).model.properties.level!.default).toBe(2);
    expect(screenField('address', { level: 1, multiple: 1 }).form.props).toMatchObject({ level: 1, multiple: true });
  });

  it('the popup data picker takes its interface, keys, columns, parameters and popup', () => {
    const { form } = screenField('popupSelect', {
      interfaceId: 'di9',
      propsValue: 'code',
      labelField: 'name',
      columnOptions: [{ value: 'name', label: '名称' }, { value: 'spec' }],
      templateJson: [{ field: 'q', defaultValue: '@keyword' }],
      popupType: 'popover',
      popupTitle: '选设备',
      popupWidth: 900,
      hasPage: 0,
      pageSize: 50,
    });
    expect(form.widget).toBe('popupSelect');
    expect(form.props).toMatchObject({ interfaceId: 'di9', propsValue: 'code', relationField: 'name', popupType: 'popover', popupTitle: '选设备', popupWidth: 900, hasPage: false, pageSize: 50 });
    expect(JSON.parse(String(form.props!.columnOptions))).toEqual([{ value: 'name', label: '名称' }, { value: 'spec', label: 'spec' }]);
    expect(JSON.parse(String(form.props!.templateJson))).toEqual([{ field: 'q', defaultValue: '@keyword' }]);
  });

  it('the related-data picker takes its model, shown field, columns and popup, and lists by the shown field', () => {
    const panel = fieldPanel(createField('relationForm', 7));
    // The shown field is a choice among the chosen model's fields (a dependent choice on modelId).
    expect(panel.form.fields.find((field) => field.name === 'modelField')?.source).toMatchObject({ kind: 'api', url: '/api/visualdev/Base/{modelId}/FormDataFields' });
    const { form, model, column } = screenField('relationForm', { modelId: 'm42', modelField: 'name', columnOptions: [{ value: 'name', label: '名称' }], popupType: 'drawer', required: 1 });
    expect(form.widget).toBe('relationForm');
    expect(form.props).toMatchObject({ modelId: 'm42', relationField: 'name', popupType: 'drawer' });
    expect(form.props).not.toHaveProperty('multiple');
    expect(model).toMatchObject({ type: 'string', minLength: 1 });
    expect(column?.render).toBe('relationForm');
  });

  it.each(PICKERS.map(([kind]) => kind))('opening and saving a %s panel with the values set changes nothing more', (kind) => {
    const { field } = screenField(kind, kind === 'relationForm' ? { modelId: 'm1', popupWidth: 700 } : { multiple: 1 });
    const withWidth = { ...field, popupWidth: '900px' } as DefinitionField;
    expect(applyFieldPanel(withWidth, fieldPanelValues(withWidth))).toEqual(withWidth);
  });
});
