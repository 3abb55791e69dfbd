/**
 * A tree picker over a selector tree, optionally under a top node (顶级节点, id -1). The edited record and its
 * subtree are left out, so a record cannot become its own ancestor.
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

const toTreeData = (options: readonly ChoiceOption[]): TreeData[] =>
  options.map((option) => ({ value: option.value, title: option.label, children: option.children ? toTreeData(option.children) : undefined }));

/** The `treeSelect` widget. */
export function TreeSelectWidget(props: WidgetProps) {
  const spec = fieldSpec(props);
  const { data } = useHost();
  const { options, loading } = useOptions(spec.source, data, props.registry.formContext);
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
