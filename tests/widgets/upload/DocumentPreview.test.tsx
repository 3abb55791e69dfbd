// @vitest-environment jsdom
/**
 * The document preview (spec 02: a full-screen dialog with 下载 and 取消; images in an image viewer; a file without a
 * link warns 文件不存在 and closes): PDF in the browser's viewer through a signed inline link, images in antd's
 * viewer, other kinds said to need a download.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { screenTranslator } from '../../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import { DocumentPreview, previewKind } from '../../../widgets/upload/DocumentPreview';
import { createMemoryProvider } from '../../runtime/react/support/memory-provider';
import { createTestHost, renderWithHost } from '../../runtime/react/support/test-host';

const t = screenTranslator({ messages: { 'zh-CN': {}, 'zh-TW': {}, en: {} } } as unknown as ScreenSchema, 'zh-CN');
const item = (name: string) => ({ name, fileId: `20261124abc.${name.split('.').pop()}`, url: `/api/file/Download/annex/20261124abc.${name.split('.').pop()}` });

function show(name: string, link: string) {
  const data = createMemoryProvider();
  data.answers.set(`GET ${item(name).url}`, { url: link });
  const host = createTestHost({ data });
  const onClose = vi.fn();
  renderWithHost(<DocumentPreview item={item(name)} t={t} onClose={onClose} />, host);
  return { host, data, onClose };
}

describe('document preview', () => {
  it('knows which files it can show', () => {
    expect(['a.PNG', 'b.jpg', 'c.jpeg', 'd.bmp', 'e.gif', 'f.pdf', 'g.docx', 'h.xlsx', 'i'].map(previewKind)).toEqual(['image', 'image', 'image', 'image', 'image', 'pdf', 'download', 'download', 'download']);
  });

  it('shows a PDF in the dialog through a signed inline link, and downloads it', async () => {
    const { host, data } = show('合同.pdf', '/api/file/Download?encryption=signed');
    const frame = await screen.findByTestId('document-preview-frame');
    expect(frame.getAttribute('src')).toBe('/api/file/Download?encryption=signed');
    expect(data.calls.find((call) => call.op === 'request')?.values).toEqual({ name: '合同.pdf', inline: '1' });
    expect(screen.getByText('合同.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /下\s*载/ }));
    await waitFor(() => expect(host.downloads).toEqual(['/api/file/Download?encryption=signed']));
  });

  it('says an office file needs a download, and offers it', async () => {
    show('报告.docx', '/api/file/Download?encryption=signed');
    expect(await screen.findByText('该文件暂不支持在线预览，请下载后查看')).toBeTruthy();
    expect(screen.getByRole('button', { name: /下\s*载/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /取\s*消/ })).toBeTruthy();
  });

  it('opens an image in the image viewer', async () => {
    show('照片.png', '/api/file/Download?encryption=img');
    await waitFor(() => expect(document.querySelector('.ant-image-preview img')?.getAttribute('src')).toBe('/api/file/Download?encryption=img'));
  });

  it('warns 文件不存在 and closes when the file has no link', async () => {
    const { host, onClose } = show('丢失.pdf', '');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(host.toasts).toContainEqual({ kind: 'warning', text: '文件不存在' });
  });
});
