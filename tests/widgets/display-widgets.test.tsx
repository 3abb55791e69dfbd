// @vitest-environment jsdom
/**
 * The read-only parts of the widget kit (issue 11): rich text shown cleaned whatever was stored, barcodes drawn only
 * for letters and digits (spec 02 §5), QR codes drawn as the qrcode library encodes the text, and the list cells of
 * file lists.
 */
import { render, waitFor } from '@testing-library/react';
import QRCode from 'qrcode';
import { barcodeOptions, qrOptions } from '../../runtime/core/format/codes';
import { screenTranslator } from '../../runtime/core/schema/messages';
import { BarcodeView } from '../../widgets/codes/BarcodeView';
import { QrCodeView } from '../../widgets/codes/QrCodeView';
import { RichTextView } from '../../widgets/EditorWidget';
import { fileCells } from '../../widgets/file-cells';

it('shows stored rich text without script or handlers, and takes no input', () => {
  const { container } = render(<RichTextView html={'<p><strong>保养</strong><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">链接</a></p>'} />);
  const view = container.querySelector('fieldset')!;
  expect(view.hasAttribute('disabled')).toBe(true);
  expect(view.querySelector('strong')?.textContent).toBe('保养');
  expect(view.querySelector('script')).toBeNull();
  expect(view.querySelector('img')?.getAttribute('onerror')).toBeNull();
  expect(view.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript');
});

it('draws a barcode of letters and digits as bars, and nothing for other text', async () => {
  const { container, rerender } = render(<BarcodeView text="ABC123" options={barcodeOptions()} />);
  await waitFor(() => expect(container.querySelectorAll('svg rect').length).toBeGreaterThan(10));
  expect(container.querySelector('svg')?.getAttribute('aria-label')).toBe('ABC123');
  rerender(<BarcodeView text="AB-12" options={barcodeOptions()} />);
  expect(container.querySelector('svg')).toBeNull();
});

it('draws a QR code exactly as the library encodes the text', async () => {
  const options = qrOptions({ size: 120, correctLevel: 'M' });
  const { container } = render(<QrCodeView text="KLX-0001" options={options} />);
  const expected = await QRCode.toString('KLX-0001', { type: 'svg', width: 120, margin: 1, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } });
  const path = new DOMParser().parseFromString(expected, 'image/svg+xml').querySelectorAll('path')[1]!.getAttribute('d');
  await waitFor(() => expect(container.querySelectorAll('svg path')[1]?.getAttribute('d')).toBe(path));
});

it('counts and names the files of a list cell', () => {
  const t = screenTranslator(undefined, 'zh-CN');
  const cell = { column: { field: 'files' }, row: {}, t, labels: {} };
  const files = [{ name: 'a.pdf', fileId: 'a.pdf', url: '' }, { name: 'b.txt', fileId: 'b.txt', url: '' }];
  expect(fileCells.fileCount!(files, cell)).toBe('2个文件');
  expect(fileCells.fileNames!(files, cell)).toBe('a.pdf, b.txt');
  expect(fileCells.richText!('<p>一<b>二</b></p><p>三</p>', cell)).toBe('一二三');
  expect(fileCells.fileCount!('bad', cell)).toBe('');
});
