/**
 * The field template of schema forms: antd's (a Form.Item with label, help and status) for every field, and none for
 * the form's root object. An antd Form.Item gives its children a new context value each time it renders, and the
 * root renders on every keystroke, so wrapping the root in one re-rendered every field's Form.Item on every key
 * press (issue 13; plain @rjsf/antd does the same). The root has no label, help or status of its own to show.
 */
import { Theme } from '@rjsf/antd';
import type { FieldTemplateProps } from '@rjsf/utils';
import type { ComponentType } from 'react';

const AntdFieldTemplate = Theme.templates!.FieldTemplate as ComponentType<FieldTemplateProps>;

/** The root object's id (rjsf's default id prefix). */
const ROOT_ID = 'root';

/** The `FieldTemplate` of schema forms. */
export function FieldTemplate(props: FieldTemplateProps) {
  if (props.id === ROOT_ID && props.schema.type === 'object') return <div className="klx-form-root">{props.children}</div>;
  return <AntdFieldTemplate {...props} />;
}
