/**
 * Cells of the widget kit's values. In lists, by the names a column's `render` gives: `fileCount` (N个文件) and
 * `fileNames` (the names, comma-joined) of a file or image list; `richText` (rich text as plain text, so a list
 * never renders stored markup). In the detail view, by the widget's own name (a cell registered under a widget's
 * name shows its values read-only): files with downloads, images with preview, rich text cleaned, the codes drawn.
 */
import { barcodeOptions, qrOptions } from '../runtime/core/format/codes';
import { dfdPayload, isDynamicCode } from '../runtime/core/format/dfd-payload';
import type { CellRenderer } from '../runtime/react/registry';
import { BarcodeView } from './codes/BarcodeView';
import { QrCodeView } from './codes/QrCodeView';
import { RichTextView } from './EditorWidget';
import { FileListView } from './upload/FileListView';

const files = (value: unknown): { name: string }[] => (Array.isArray(value) ? value.filter((item): item is { name: string } => typeof (item as { name?: unknown })?.name === 'string') : []);

/** Rich text's words without its markup. */
export function plainText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The cells of the widget kit. */
export const fileCells: Record<string, CellRenderer> = {
  fileCount: (value, { t }) => {
    const count = files(value).length;
    return count ? t('file.count', { count }) : '';
  },
  fileNames: (value) =>
    files(value)
      .map((item) => item.name)
      .join(', '),
  richText: (value) => (typeof value === 'string' ? plainText(value) : ''),
  uploadFz: (value, { t }) => <FileListView value={value} widget="uploadFz" t={t} />,
  uploadImg: (value, { t }) => <FileListView value={value} widget="uploadImg" t={t} />,
  editor: (value) => (typeof value === 'string' ? <RichTextView html={value} /> : ''),
  // Spec 02 §9: display items draw with the display defaults (QR 40 px).
  barcode: (value) => (typeof value === 'string' && value ? <BarcodeView text={value} options={barcodeOptions()} /> : ''),
  qrcode: (value, { field, row }) => {
    // A form-type code shows the record's DFD payload (dfd-payload.ts); others their value.
    const text = isDynamicCode(field?.props) ? dfdPayload({ id: row.id, modelId: field?.props?.modelId, modelType: field?.props?.modelType }) : value;
    return typeof text === 'string' && text ? <QrCodeView text={text} options={qrOptions({ size: 40 })} /> : '';
  },
};
