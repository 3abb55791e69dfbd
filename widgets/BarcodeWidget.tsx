/**
 * The barcode display item (`barcode`, spec 02 "Other widgets"): shows the field's value — or the fixed text of its
 * props — as a barcode (CODE128, bar width 4, height 40, margin 5 unless the props say otherwise). It shows, never
 * takes input.
 */
import type { WidgetProps } from '@rjsf/utils';
import { barcodeOptions, codeText } from '../runtime/core/format/codes';
import { BarcodeView } from './codes/BarcodeView';
import { fieldSpec } from './field-options';
import { schemaFormContext } from '../runtime/react/form/form-context';

/** The `barcode` widget. */
export function BarcodeWidget(props: WidgetProps) {
  const spec = fieldSpec(props);
  return <BarcodeView id={props.id} text={codeText(props.value, spec.props, schemaFormContext(props.registry.formContext).values)} options={barcodeOptions(spec.props)} />;
}
