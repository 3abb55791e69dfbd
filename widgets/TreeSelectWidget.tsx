/**
 * A tree picker over a selector tree, optionally under a top node (顶级节点, id -1). The edited record and its
 * subtree are left out, so a record cannot become its own ancestor. On a new record, a preset value that is none
 * of the options (the dictionary entry's default parent "0" under a type node) gives way to the first option, as
 * the dictionary item dialog preselects its first parent.
 */
import type { WidgetProps } from '@rjsf/utils';
import { TreeSelect } from 'antd';
import { useEffect } from 'react';
import { useHost } from '../runtime/react/host';
import { fieldSpec, isLocked, statusOf } from './field-options';
import { schemaFormContext } from '../runtime/react/form/form-context';
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
  const adding = schemaFormContext(props.registry.formContext).recordId === undefined;
  const stray = adding && !loading && options.length > 0 && props.value !== undefined && !containsValue(options, props.value);
  useEffect(() => {
    if (stray) props.onChange(options[0]!.value);
    // Only when the options or the value change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stray, options]);
  return (
    <TreeSelect
      id={props.id}
      style={{ width: '100%' }}
      value={props.value ?? undefined}
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
