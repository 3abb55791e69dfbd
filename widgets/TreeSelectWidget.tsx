/**
 * A tree picker over a selector tree, optionally under a top node (顶级节点, id -1). The edited record and its
 * subtree are left out, so a record cannot become its own ancestor. A record's tree root ("0" for dictionary
 * entries) that is none of the options shows as the first option — the selector's own top (the dictionary type),
 * which the server files at the root — so a new entry shows its first parent preselected, as the dictionary item
 * dialog does, and an entry at the root shows its type, without the value being changed.
 */
import type { WidgetProps } from '@rjsf/utils';
import { TreeSelect } from 'antd';
import { useHost } from '../runtime/react/host';
import { fieldSpec, isLocked, statusOf } from './field-options';
import { useOptions, type ChoiceOption } from '../runtime/react/options';

interface TreeData {
  value: string | number;
  title: string;
  children?: TreeData[];
}

function containsValue(options: readonly ChoiceOption[], value: unknown): boolean {
  return options.some((option) => option.value === value || containsValue(option.children ?? [], value));
}

const toTreeData = (options: readonly ChoiceOption[]): TreeData[] =>
  options.map((option) => ({ value: option.value, title: option.label, children: option.children ? toTreeData(option.children) : undefined }));

/** The `treeSelect` widget. */
export function TreeSelectWidget(props: WidgetProps) {
  const spec = fieldSpec(props);
  const { data } = useHost();
  const { options, loading } = useOptions(spec.source, data, props.registry.formContext);
  const rootId = (props.options as { rootId?: string }).rootId;
  const shown = rootId !== undefined && props.value === rootId && options.length > 0 && !containsValue(options, rootId) ? options[0]!.value : props.value;
  return (
    <TreeSelect
      id={props.id}
      style={{ width: '100%' }}
      value={shown ?? undefined}
      placeholder={props.placeholder}
      disabled={isLocked(props)}
      loading={loading}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      status={statusOf(props)}
      treeData={toTreeData(options)}
      onChange={(value) => props.onChange(value ?? props.options.emptyValue)}
      onBlur={() => props.onBlur(props.id, props.value)}
      onFocus={() => props.onFocus(props.id, props.value)}
    />
  );
}
