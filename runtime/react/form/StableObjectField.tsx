/**
 * rjsf's object field, given a uiSchema of stable identity. rjsf's SchemaField hands its object field a fresh copy of
 * the uiSchema on every render (it strips the class-name keys), and the object field's callbacks depend on it, so
 * every property of the form re-rendered on every keystroke: on a 200-field form about 200 property renders and 200
 * grid cells a key press (issue 13). Keeping the previous uiSchema while it is deeply equal lets rjsf's memoised
 * properties skip the fields that did not change.
 */
import { getDefaultRegistry } from '@rjsf/core';
import { useDeepCompareMemo, type FieldProps } from '@rjsf/utils';

const { ObjectField } = getDefaultRegistry().fields;

/** The `ObjectField` of schema forms. */
export function StableObjectField(props: FieldProps) {
  const uiSchema = useDeepCompareMemo(props.uiSchema);
  return <ObjectField {...props} uiSchema={uiSchema} />;
}
