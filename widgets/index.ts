/**
 * The widgets the runtime's registry offers to schema forms, by the names `form.fields[].widget` uses.
 */
import type { WidgetName } from '../runtime/core/schema/types';
import type { FormWidget } from '../runtime/react/registry';
import { AvatarWidget } from './AvatarWidget';
import { BarcodeWidget } from './BarcodeWidget';
import { CascaderWidget } from './CascaderWidget';
import { ComputedWidget } from './ComputedWidget';
import { DateWidget } from './DateWidget';
import { EditorWidget } from './EditorWidget';
import { HtmlTemplateWidget } from './HtmlTemplateWidget';
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
import { peoplePickerWidgets } from './pickers';
import { addressWidgets } from './address';
import { orgPickerWidgets } from './org-pickers';
import { NumberRangeWidget } from './NumberRangeWidget';
import { dataPickerWidgets } from './data-picker';
import { referenceWidgets } from './reference';
import { BillRuleSelectWidget } from './bill-rule/BillRuleSelectWidget';

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
  htmlTemplate: HtmlTemplateWidget,
  avatar: AvatarWidget,
  barcode: BarcodeWidget,
  qrcode: QrCodeWidget,
  ...peoplePickerWidgets,
  ...addressWidgets,
  ...orgPickerWidgets,
  numberRange: NumberRangeWidget,
  ...dataPickerWidgets,
  ...referenceWidgets,
  billRuleSelect: BillRuleSelectWidget,
};
