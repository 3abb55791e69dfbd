/**
 * Builds rjsf's uiSchema from a screen's form spec: field order, labels and placeholders in the user's language,
 * descriptions, the widget of each field (looked up in the registry, which throws for unknown names), spans, fields disabled on
 * edit or unless the dialog's mode matches, fields shown only while another field has certain values, and fields
 * hidden by form permission. Model properties the form does not list are hidden (kept in the data, not shown).
 */
import type { UiSchema } from '@rjsf/utils';
import { isShown } from '../../core/lowcode/record';
import type { Translate } from '../../core/schema/messages';
import type { FormField, ScreenSchema, WidgetName } from '../../core/schema/types';
import type { FormWidget, Registry } from '../registry';

/** How the form is opened. */
export interface FormState {
  mode: 'add' | 'edit';
  /** The dialog's mode argument (e.g. whether the dictionary category is a tree). */
  modeArg?: number;
  /** Fields hidden by form permission. */
  hidden: ReadonlySet<string>;
  /** Fields hidden by their own rules for the current values (noShow, visibleWhen: {@link hiddenByRules}). */
  ruleHidden: ReadonlySet<string>;
}

const CHOICE_WIDGETS: ReadonlySet<WidgetName> = new Set(['select', 'radio', 'treeSelect', 'cascader', 'date']);

/** True when a field shows for these values. */
export function isFieldVisible(field: FormField, values: Record<string, unknown>): boolean {
  // The same rule the server applies before storing a record (runtime/core/lowcode/record.ts).
  if (field.props?.noShow === true) return false;
  return isShown(field, values);
}

/** The form's fields that their own rules hide for these values, in form order. */
export function hiddenByRules(schema: ScreenSchema, values: Record<string, unknown>): string[] {
  return schema.form.fields.filter((field) => !isFieldVisible(field, values)).map((field) => field.name);
}

/** True when a field cannot be changed in this state. */
export function isFieldDisabled(field: FormField, state: Pick<FormState, 'mode' | 'modeArg'>): boolean {
  if (field.disabledOnEdit && state.mode === 'edit') return true;
  if (field.enabledWhenMode !== undefined && state.modeArg !== field.enabledWhenMode) return true;
  return field.widget === 'computed';
}

/** The widgets a schema's form uses, looked up once (unknown names throw here, naming field and schema). */
export function formWidgets(schema: ScreenSchema, registry: Registry): Record<string, FormWidget> {
  const out: Record<string, FormWidget> = {};
  for (const field of schema.form.fields) out[field.widget] = registry.widget(field.widget, { field: field.name, schemaId: schema.id });
  return out;
}

/** The uiSchema of a screen's form in a state. */
export function buildUiSchema(schema: ScreenSchema, t: Translate, state: FormState): UiSchema {
  const ui: UiSchema = {
    'ui:order': [...schema.form.fields.map((field) => field.name), '*'],
    'ui:submitButtonOptions': { norender: true },
    // The layout reaches the root's object template (GridObjectTemplate), which places the fields in it.
    ...(schema.form.layout ? { 'ui:options': { layout: schema.form.layout } } : {}),
  };
  const listed = new Set(schema.form.fields.map((field) => field.name));
  // The tree parent's widget learns the root id, to show a record at the root.
  const tree = schema.resource.tree;
  for (const name of Object.keys(schema.model.properties)) if (!listed.has(name)) ui[name] = { 'ui:widget': 'hidden' };
  for (const field of schema.form.fields) {
    const property = schema.model.properties[field.name];
    if (state.hidden.has(field.name) || state.ruleHidden.has(field.name)) {
      ui[field.name] = { 'ui:widget': 'hidden' };
      continue;
    }
    const placeholder = field.placeholder ? t(field.placeholder) : t(CHOICE_WIDGETS.has(field.widget) ? 'validation.pleaseSelect' : 'validation.pleaseEnter');
    ui[field.name] = {
      'ui:widget': field.widget,
      'ui:title': property ? t(property.title) : field.name,
      'ui:placeholder': field.widget === 'computed' ? '' : placeholder,
      'ui:options': { field, span: field.span ?? 24, ...(tree?.parentKey === field.name ? { rootId: tree.rootId } : {}) },
    };
    if (property?.description) ui[field.name]!['ui:description'] = t(property.description);
    // Only a true value is set: an explicit false would override the form's own disabled state.
    // Context defaults are set on create by the server, and read-only fields kept by it: shown, never typed.
    if (isFieldDisabled(field, state) || property?.contextDefault || property?.readOnly) ui[field.name]!['ui:disabled'] = true;
  }
  return ui;
}
