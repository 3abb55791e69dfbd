/**
 * The QR code display item (`qrcode`, spec 02 "Other widgets"): shows the field's value — or the fixed text of its
 * props — as a QR code (100 px, low error correction unless the props say otherwise). It shows, never takes input.
 */
import type { WidgetProps } from '@rjsf/utils';
import { codeText, qrOptions } from '../runtime/core/format/codes';
import { QrCodeView } from './codes/QrCodeView';
import { fieldSpec } from './field-options';
import { schemaFormContext } from '../runtime/react/form/form-context';

/** The `qrcode` widget. */
export function QrCodeWidget(props: WidgetProps) {
  const spec = fieldSpec(props);
  return <QrCodeView id={props.id} text={codeText(props.value, spec.props, schemaFormContext(props.registry.formContext).values)} options={qrOptions(spec.props)} />;
}
