/**
 * Options of the choice widgets (select, radio, treeSelect, cascader), from the field's source: static options
 * (labels are message keys), a dictionary by type code (its entries from the data provider), or an API tree
 * (a selector URL whose `{id}` is the edited record, so the server can leave it out, and whose other placeholders
 * take the screen's context or the form's values — a dependent choice). The edited record and its
 * subtree are also removed on the client, so a record can never be chosen as its own parent.
 */
import { useCallback, useEffect, useState } from 'react';
import type { OptionSource } from '../core/schema/types';
import type { DataProvider, TreeNode } from './host';
import { schemaFormContext, useFormSelection, type SchemaFormContext } from './form/form-context';
import { fillUrl } from './url';
import { urlPlaceholders } from '../core/schema/dependent-choices';

/** A choice, possibly with children (tree widgets). */
export interface ChoiceOption {
  value: string | number;
  label: string;
  children?: ChoiceOption[];
}

function fromTree(nodes: readonly TreeNode[], valueKey: string, labelKey: string, excludeId?: string): ChoiceOption[] {
  return nodes
    .filter((node) => excludeId === undefined || String(node[valueKey]) !== excludeId)
    .map((node) => {
      const children = Array.isArray(node.children) && node.children.length ? fromTree(node.children, valueKey, labelKey, excludeId) : undefined;
      const option: ChoiceOption = { value: node[valueKey] as string, label: String(node[labelKey] ?? '') };
      if (children?.length) option.children = children;
      return option;
    });
}

/** What loading options reads of a form: its translator, record, context and the values at hand. */
export type OptionsForm = Pick<SchemaFormContext, 't' | 'recordId' | 'context'> & { values: Record<string, unknown> };

/** Loads a source's options as a tree (flat sources give a one-level list). */
export async function loadOptions(source: OptionSource | undefined, data: DataProvider, form: OptionsForm): Promise<ChoiceOption[]> {
  if (!source) return [];
  if (source.kind === 'static') return source.options.map((option) => ({ value: option.value, label: form.t(option.label) }));
  if (source.kind === 'dictionary') {
    const key = source.valueKey ?? 'enCode';
    return (await data.dictionary(source.typeCode)).map((entry) => ({ value: entry[key], label: entry.fullName }));
  }
  const url = sourceUrl(source, form);
  // A dependent choice offers nothing until the fields its URL names have values.
  if (url === undefined) return [];
  const nodes = await data.selector(url);
  const options = fromTree(nodes, source.valueKey ?? 'id', source.labelKey ?? 'fullName', source.excludeSelf ? form.recordId : undefined);
  return source.topNode ? [{ value: source.topNode.id, label: form.t(source.topNode.label), children: options }] : options;
}

/**
 * The URL an API source asks: its placeholders filled from the screen's context, then the form's values, and
 * `{id}` from the edited record; undefined while a placeholder other than `{id}` has no value.
 */
export function sourceUrl(source: Extract<OptionSource, { kind: 'api' }>, form: Omit<OptionsForm, 't'>): string | undefined {
  const values: Record<string, unknown> = { ...form.values, ...form.context, id: form.recordId };
  const missing = urlPlaceholders(source.url).some((name) => name !== 'id' && (values[name] === undefined || values[name] === null || values[name] === ''));
  return missing ? undefined : fillUrl(source.url, values);
}

/** Flattens a tree of options (for select and radio over a tree source). */
export function flattenOptions(options: readonly ChoiceOption[]): ChoiceOption[] {
  return options.flatMap((option) => [{ value: option.value, label: option.label }, ...flattenOptions(option.children ?? [])]);
}

/** The options of a widget's source, loaded once per source, record and context. */
export function useOptions(source: OptionSource | undefined, data: DataProvider, formContext: unknown): { options: ChoiceOption[]; loading: boolean } {
  const form = schemaFormContext(formContext);
  const [state, setState] = useState<{ options: ChoiceOption[]; loading: boolean }>({ options: [], loading: Boolean(source) });
  // The filled URL stands for the values a dependent source reads, so picking another organisation reloads them;
  // the widget re-renders for a change of the form's values only when that URL changes.
  const selectUrl = useCallback(
    (values: Record<string, unknown>) => (source?.kind === 'api' ? (sourceUrl(source, { recordId: form.recordId, context: form.context, values }) ?? null) : null),
    [source, form.recordId, form.context],
  );
  const url = useFormSelection(form.values, selectUrl);
  const key = JSON.stringify([source, form.recordId, form.context, url]);
  useEffect(() => {
    let live = true;
    setState((previous) => ({ ...previous, loading: true }));
    loadOptions(source, data, { ...form, values: form.values.get() })
      .then((options) => live && setState({ options, loading: false }))
      .catch(() => live && setState({ options: [], loading: false }));
    return () => {
      live = false;
    };
    // The key holds everything the load depends on; `form.t` changes identity with the language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, data]);
  return state;
}
