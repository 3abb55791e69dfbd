/**
 * Checks a low-code definition before it is saved: the shape of `formData` / `columnData`, every field's kind,
 * value key, span, patterns, options, formula and show rule, and the list's columns. Each problem is a message key
 * of the shared catalogue (`lowcode.*`) with the field it names, so the server's refusal says which field is wrong
 * in the caller's language. An empty answer means the adapter can convert the definition.
 */
import { FIELD_KEY, validateFormula } from '../formula/tokens';
import type { CoreMessageKey } from '../i18n/messages';
import { formulaFields } from './adapter';
import { isContainerKind, isContextKind, isDisplayKind, isValueKind, valueFields, type DefinitionField } from './definition';

/** One problem: a catalogue key and its values. */
export interface DefinitionProblem {
  key: CoreMessageKey;
  params?: Record<string, string>;
}

const NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const RESERVED = new Set(['id', 'data', 'parentId', 'flowId', 'creatorUserId', 'creatorTime']);
const POPUP_TYPES = new Set(['general', 'fullScreen', 'drawer']);

/** True for a value key a field may have: a letter, then letters, digits and underscores, and not a reserved key. */
export function isValueKey(name: string): boolean {
  return NAME.test(name) && !RESERVED.has(name);
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/** The label a problem names a field by. */
const nameOf = (field: DefinitionField, index: number) => String(field.__config__?.label || field.__vModel__ || `#${index + 1}`);

/** Checks fields (recursively through containers); `names` collects value keys of one level. */
function checkFields(list: unknown, problems: DefinitionProblem[], names: Map<string, string>, inTable: boolean): void {
  if (!Array.isArray(list)) {
    problems.push({ key: 'lowcode.fieldsInvalid' });
    return;
  }
  list.forEach((raw, index) => {
    // The items of a tab or collapse: a title and children, no kind of their own.
    if (!inTable && isObject(raw) && isObject(raw.__config__) && raw.__config__.klxKey === undefined && Array.isArray(raw.__config__.children)) {
      checkFields(raw.__config__.children, problems, names, false);
      return;
    }
    if (!isObject(raw) || !isObject(raw.__config__) || typeof raw.__config__.klxKey !== 'string') {
      problems.push({ key: 'lowcode.fieldKindMissing', params: { field: `#${index + 1}` } });
      return;
    }
    const field = raw as unknown as DefinitionField;
    const config = field.__config__;
    const label = nameOf(field, index);
    const kind = config.klxKey;
    if (config.span !== undefined && (!Number.isInteger(config.span) || config.span < 1 || config.span > 24)) problems.push({ key: 'lowcode.spanInvalid', params: { field: label } });
    if (isContainerKind(kind) || isDisplayKind(kind)) {
      if (inTable) problems.push({ key: 'lowcode.fieldKindInTable', params: { field: label, kind } });
      else if (config.children !== undefined) checkFields(config.children, problems, names, false);
      return;
    }
    if (!isValueKind(kind) && !isContextKind(kind)) {
      problems.push({ key: 'lowcode.fieldKindUnknown', params: { field: label, kind } });
      return;
    }
    if (inTable && (kind === 'table' || isContextKind(kind))) {
      problems.push({ key: 'lowcode.fieldKindInTable', params: { field: label, kind } });
      return;
    }
    const name = field.__vModel__;
    if (typeof name !== 'string' || !NAME.test(name)) {
      problems.push({ key: 'lowcode.fieldNameInvalid', params: { field: label } });
      return;
    }
    if (RESERVED.has(name)) problems.push({ key: 'lowcode.fieldNameReserved', params: { field: label, name } });
    if (names.has(name)) problems.push({ key: 'lowcode.fieldNameDuplicate', params: { field: label, name } });
    names.set(name, kind);
    if (config.label !== undefined && typeof config.label !== 'string') problems.push({ key: 'lowcode.labelInvalid', params: { field: name } });
    for (const rule of Array.isArray(config.regList) ? config.regList : []) {
      if (!isObject(rule) || typeof rule.pattern !== 'string' || !compiles(rule.pattern)) problems.push({ key: 'lowcode.patternInvalid', params: { field: label } });
    }
    if (config.regList !== undefined && !Array.isArray(config.regList)) problems.push({ key: 'lowcode.patternInvalid', params: { field: label } });
    if (kind === 'radio' || kind === 'select') {
      const options = field.options;
      if (!Array.isArray(options) || options.length === 0 || options.some((option) => !isObject(option) || typeof option.label !== 'string' || (typeof option.value !== 'string' && typeof option.value !== 'number'))) {
        problems.push({ key: 'lowcode.optionsInvalid', params: { field: label } });
      }
    }
    if (kind === 'billRule' && (typeof config.rule !== 'string' || config.rule.trim() === '')) problems.push({ key: 'lowcode.billRuleMissing', params: { field: label } });
    if (kind === 'reference' && (typeof field.referenceScreen !== 'string' || field.referenceScreen.trim() === '')) problems.push({ key: 'lowcode.referenceScreenMissing', params: { field: label } });
    if (kind === 'numInput' && typeof field.min === 'number' && typeof field.max === 'number' && field.min > field.max) problems.push({ key: 'lowcode.rangeInvalid', params: { field: label } });
    if (kind === 'table') {
      const columns = new Map<string, string>();
      checkFields(config.children ?? [], problems, columns, true);
      if (columns.size === 0) problems.push({ key: 'lowcode.tableEmpty', params: { field: label } });
      for (const column of Array.isArray(field.summaryField) ? field.summaryField : []) {
        if (!columns.has(String(column))) problems.push({ key: 'lowcode.summaryUnknown', params: { field: label, name: String(column) } });
      }
      // Formulas of a row read the row's cells.
      for (const column of (config.children ?? []) as DefinitionField[]) {
        if (column?.__config__?.klxKey === 'calculate') checkFormula(column, nameOf(column, 0), new Set(columns.keys()), problems);
      }
    }
  });
}

function checkFormula(field: DefinitionField, label: string, known: ReadonlySet<string>, problems: DefinitionProblem[]): void {
  const expression = field.expression;
  if (typeof expression !== 'string' || expression.trim() === '' || !validateFormula(expression).ok) {
    problems.push({ key: 'lowcode.formulaInvalid', params: { field: label } });
    return;
  }
  for (const name of formulaFields(expression)) {
    if (!FIELD_KEY.test(name) || !known.has(name)) problems.push({ key: 'lowcode.formulaFieldUnknown', params: { field: label, name } });
  }
}

/** Everything wrong with a definition (empty when it is sound). */
export function definitionProblems(formData: unknown, columnData: unknown): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  if (!isObject(formData)) return [{ key: 'lowcode.formDataInvalid' }];
  if (!isObject(columnData)) return [{ key: 'lowcode.columnDataInvalid' }];
  if (formData.popupType !== undefined && !POPUP_TYPES.has(String(formData.popupType))) problems.push({ key: 'lowcode.popupTypeInvalid' });
  const names = new Map<string, string>();
  checkFields(formData.fields, problems, names, false);
  if (problems.length) return problems;
  const fields = valueFields(formData.fields as DefinitionField[]);
  // Formulas of the form read its fields and the totals of sub-table columns ("{table-column}").
  const known = new Set<string>(names.keys());
  for (const field of fields) {
    if (field.__config__.klxKey !== 'table') continue;
    for (const column of field.__config__.children ?? []) if (column.__vModel__) known.add(`${field.__vModel__}-${column.__vModel__}`);
  }
  for (const field of fields) {
    const label = nameOf(field, 0);
    if (field.__config__.klxKey === 'calculate') checkFormula(field, label, known, problems);
    const rule = field.__config__.showWhen;
    if (rule !== undefined) {
      if (!isObject(rule) || typeof rule.field !== 'string' || !Array.isArray(rule.in) || !names.has(rule.field) || rule.field === field.__vModel__) {
        problems.push({ key: 'lowcode.showRuleInvalid', params: { field: label } });
      }
    }
  }
  for (const [index, column] of (Array.isArray(columnData.columnList) ? columnData.columnList : []).entries()) {
    const prop = isObject(column) ? String(column.prop ?? '') : '';
    if (!names.has(prop)) problems.push({ key: 'lowcode.columnUnknown', params: { field: prop || `#${index + 1}` } });
  }
  if (columnData.columnList !== undefined && !Array.isArray(columnData.columnList)) problems.push({ key: 'lowcode.columnDataInvalid' });
  for (const search of Array.isArray(columnData.searchList) ? columnData.searchList : []) {
    const prop = isObject(search) ? String(search.prop ?? '') : '';
    if (!names.has(prop)) problems.push({ key: 'lowcode.columnUnknown', params: { field: prop || '?' } });
  }
  if (columnData.pageSize !== undefined && (!Number.isInteger(columnData.pageSize) || (columnData.pageSize as number) < 1 || (columnData.pageSize as number) > 500)) {
    problems.push({ key: 'lowcode.pageSizeInvalid' });
  }
  return problems;
}
