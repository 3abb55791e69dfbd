/**
 * The QR code display item (`qrcode`, spec 02 "Other widgets"): shows the field's value — or the fixed text of its
 * props — as a QR code (100 px, low error correction unless the props say otherwise). With the data type `form` it
 * encodes the edited record itself as the dynamic DFD payload (runtime/core/format/dfd-payload.ts); a record not yet
 * saved has none. It shows, never takes input.
 */
import type { WidgetProps } from '@rjsf/utils';
import { codeText, qrOptions } from '../runtime/core/format/codes';
import { dfdPayload, isDynamicCode } from '../runtime/core/format/dfd-payload';
import { QrCodeView } from './codes/QrCodeView';
import { fieldSpec } from './field-options';
import { schemaFormContext, useFormSelection } from '../runtime/react/form/form-context';

/** The `qrcode` widget. */
export function QrCodeWidget(props: WidgetProps) {
  const spec = fieldSpec(props);
  const context = schemaFormContext(props.registry.formContext);
  // The text may come from another field (relationField): the widget follows that field's value.
  const fromFields = useFormSelection(context.values, (values) => codeText(props.value, spec.props, values));
  const text = isDynamicCode(spec.props)
    ? (dfdPayload({ id: context.recordId, modelId: spec.props?.modelId, modelType: spec.props?.modelType }) ?? '')
    : fromFields;
  return <QrCodeView id={props.id} text={text} options={qrOptions(spec.props)} />;
}
