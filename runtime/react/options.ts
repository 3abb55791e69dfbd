/**
 * Options of the choice widgets (select, radio, treeSelect, cascader), from the field's source: static options
 * (labels are message keys), a dictionary by type code (GET /api/system/DictionaryData/All), or an API tree
 * (a selector URL whose `{id}` is the edited record, so the server can leave it out). The edited record and its
 * subtree are also removed on the client, so a record can never be chosen as its own parent.
 */
import { useEffect, useState } from 'react';
import type { OptionSource } from '../core/schema/types';
import type { DataProvider, TreeNode } from './host';
import { schemaFormContext, type SchemaFormContext } from './form/form-context';
import { fillUrl } from './url';

/** A choice, possibly with children (tree widgets). */
export interface ChoiceOption {
  value: string | number;
  label: string;
  children?: ChoiceOption[];
}

/** A dictionary type of `DictionaryData/All`. */
interface DictionaryGroup {
  enCode: string;
  dictionaryList?: { id: string; enCode: string; fullName: string; children?: unknown[] }[];
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

/** Loads a source's options as a tree (flat sources give a one-level list). */
export async function loadOptions(source: OptionSource | undefined, data: DataProvider, form: SchemaFormContext): Promise<ChoiceOption[]> {
  if (!source) return [];
  if (source.kind === 'static') return source.options.map((option) => ({ value: option.value, label: form.t(option.label) }));
  if (source.kind === 'dictionary') {
    const groups = await data.request<{ list?: DictionaryGroup[] } | DictionaryGroup[]>('GET', '/api/system/DictionaryData/All');
    const list = Array.isArray(groups) ? groups : (groups?.list ?? []);
    const group = list.find((candidate) => candidate.enCode === source.typeCode);
    const key = source.valueKey ?? 'enCode';
    return (group?.dictionaryList ?? []).map((item) => ({ value: item[key], label: item.fullName }));
  }
  const url = fillUrl(source.url, { ...form.context, id: form.recordId });
  const nodes = await data.selector(url);
  const options = fromTree(nodes, source.valueKey ?? 'id', source.labelKey ?? 'fullName', source.excludeSelf ? form.recordId : undefined);
  return source.topNode ? [{ value: source.topNode.id, label: form.t(source.topNode.label), children: options }] : options;
}

/** Flattens a tree of options (for select and radio over a tree source). */
export function flattenOptions(options: readonly ChoiceOption[]): ChoiceOption[] {
  return options.flatMap((option) => [{ value: option.value, label: option.label }, ...flattenOptions(option.children ?? [])]);
}

/** The options of a widget's source, loaded once per source, record and context. */
export function useOptions(source: OptionSource | undefined, data: DataProvider, formContext: unknown): { options: ChoiceOption[]; loading: boolean } {
  const form = schemaFormContext(formContext);
  const [state, setState] = useState<{ options: ChoiceOption[]; loading: boolean }>({ options: [], loading: Boolean(source) });
  const key = JSON.stringify([source, form.recordId, form.context]);
  useEffect(() => {
    let live = true;
    setState((previous) => ({ ...previous, loading: true }));
    loadOptions(source, data, form)
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
