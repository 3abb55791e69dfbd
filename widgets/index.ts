/**
 * The widgets the runtime's registry offers to schema forms, by the names `form.fields[].widget` uses.
 */
import type { WidgetName } from '../runtime/core/schema/types';
import type { FormWidget } from '../runtime/react/registry';
import { BarcodeWidget } from './BarcodeWidget';
import { CascaderWidget } from './CascaderWidget';
import { ComputedWidget } from './ComputedWidget';
import { DateWidget } from './DateWidget';
import { EditorWidget } from './EditorWidget';
import { InputWidget } from './InputWidget';
import { NumberWidget } from './NumberWidget';
import { QrCodeWidget } from './QrCodeWidget';
import { RadioWidget } from './RadioWidget';
import { SelectWidget } from './SelectWidget';
import { SubTableWidget } from './SubTableWidget';
import { SwitchWidget } from './SwitchWidget';
import { TextareaWidget } from './TextareaWidget';
import { TreeSelectWidget } from './TreeSelectWidget';
import { UploadFileWidget } from './UploadFileWidget';
import { UploadImageWidget } from './UploadImageWidget';

/** Every standard widget, one per name of the schema format. */
export const standardWidgets: Record<WidgetName, FormWidget> = {
  input: InputWidget,
  textarea: TextareaWidget,
  number: NumberWidget,
  switch: SwitchWidget,
  select: SelectWidget,
  radio: RadioWidget,
  treeSelect: TreeSelectWidget,
  cascader: CascaderWidget,
  date: DateWidget,
  computed: ComputedWidget,
  subTable: SubTableWidget,
  uploadFz: UploadFileWidget,
  uploadImg: UploadImageWidget,
  editor: EditorWidget,
  barcode: BarcodeWidget,
  qrcode: QrCodeWidget,
};
