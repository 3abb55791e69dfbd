/**
 * The widget props the adapter (adapter.ts) gives the field kinds that take settings beyond a label and a value:
 * file and image lists, barcodes and QR codes, the people pickers and the data pickers (related form, popup,
 * autocomplete). A form field's props hold plain values, so list settings travel as JSON text.
 */
import type { FormField } from '../schema/types';
import type { DefinitionField } from './definition';
import type { Messages } from './screen-messages';

/** The widget props of a file or image list: limit, accepted types, size limit, the button's text (a message). */
export function uploadProps(field: DefinitionField, messages: Messages, key: string): NonNullable<FormField['props']> {
  const props: NonNullable<FormField['props']> = {};
  if (typeof field.limit === 'number' && Number.isInteger(field.limit) && field.limit > 0) props.limit = field.limit;
  if (typeof field.accept === 'string' && field.accept.trim()) props.accept = field.accept.trim();
  if (typeof field.fileSize === 'number' && field.fileSize > 0) props.fileSize = field.fileSize;
  if (field.sizeUnit === 'KB' || field.sizeUnit === 'MB' || field.sizeUnit === 'GB') props.sizeUnit = field.sizeUnit;
  const text = field.buttonText?.trim();
  if (text) props.buttonText = messages.add(`b.${key}`, () => text);
  return props;
}

/** The widget props of a barcode or QR code: what it shows and how it is drawn. */
export function codeProps(field: DefinitionField): NonNullable<FormField['props']> {
  const props: NonNullable<FormField['props']> = {};
  const copy = (from: keyof DefinitionField, to: string = from) => {
    const value = field[from];
    if (typeof value === 'string' ? value.trim() !== '' : typeof value === 'number' && Number.isFinite(value)) props[to] = value as string | number;
  };
  copy('staticText', 'text');
  copy('relationField');
  if (field.__config__.klxKey === 'barcode') {
    copy('format');
    copy('width');
    copy('height');
    copy('lineColor');
    copy('background');
  } else {
    copy('size');
    copy('colorDark');
    copy('colorLight');
    // The record itself as the DFD payload; the model id is the screen's (definitionToScreen adds it).
    if (field.dataType === 'form') props.dataType = 'form';
  }
  return props;
}

/** The widget props of a people picker: multiple, the custom select type and its ids, the staff picker's options. */
export function pickerProps(field: DefinitionField): NonNullable<FormField['props']> {
  const props: NonNullable<FormField['props']> = {};
  if (field.multiple) props.multiple = true;
  if (field.selectType === 'custom') {
    props.selectType = 'custom';
    props.ableIds = (field.ableIds ?? []).filter((id) => typeof id === 'string' && id.trim()).join(',');
  }
  if (field.isAdd === false) props.isAdd = false;
  if (field.currentUser) props.currentUser = true;
  return props;
}

/** The data pickers' props (list props as JSON text: a form field's props hold plain values). */
export function dataPickerProps(field: DefinitionField): NonNullable<FormField['props']> {
  const props: NonNullable<FormField['props']> = {};
  if (typeof field.interfaceId === 'string') props.interfaceId = field.interfaceId;
  if (typeof field.propsValue === 'string' && field.propsValue) props.propsValue = field.propsValue;
  if (typeof field.relationField === 'string' && field.relationField) props.relationField = field.relationField;
  if (Array.isArray(field.columnOptions)) props.columnOptions = JSON.stringify(field.columnOptions);
  if (Array.isArray(field.templateJson)) props.templateJson = JSON.stringify(field.templateJson);
  if (field.popupType === 'drawer' || field.popupType === 'dialog' || field.popupType === 'popover') props.popupType = field.popupType;
  const width = Number(String(field.popupWidth ?? '').replace(/px$/, ''));
  if (Number.isFinite(width) && width > 0) props.popupWidth = width;
  if (typeof field.popupTitle === 'string' && field.popupTitle) props.popupTitle = field.popupTitle;
  if (field.hasPage === false) props.hasPage = false;
  if (typeof field.pageSize === 'number' && field.pageSize > 0) props.pageSize = field.pageSize;
  if (field.multiple) props.multiple = true;
  return props;
}
