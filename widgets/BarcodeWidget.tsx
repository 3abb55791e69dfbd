/**
 * The barcode display item (`barcode`, spec 02 "Other widgets"): shows the field's value — or the fixed text of its
 * props — as a barcode (CODE128, bar width 4, height 40, margin 5 unless the props say otherwise). It shows, never
 * takes input.
 */
import type { WidgetProps } from '@rjsf/utils';
import { barcodeOptions, codeText } from '../runtime/core/format/codes';
import { BarcodeView } from './codes/BarcodeView';
import { fieldSpec } from './field-options';
import { schemaFormContext, useFormSelection } from '../runtime/react/form/form-context';

/** The `barcode` widget. */
export function BarcodeWidget(props: WidgetProps) {
  const spec = fieldSpec(props);
  // The text may come from another field (relationField): the widget follows that field's value.
  const text = useFormSelection(schemaFormContext(props.registry.formContext).values, (values) => codeText(props.value, spec.props, values));
  return <BarcodeView id={props.id} text={text} options={barcodeOptions(spec.props)} />;
}
