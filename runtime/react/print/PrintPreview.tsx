/**
 * The print preview (spec 02 "Print preview"): a full-screen dialog titled 打印预览 with 下载, 打印 and 取消. It loads
 * the template and the records' values (`printDev/Data`, or `BatchData` for several), fills the template — values
 * escaped, sub-table rows repeated, unfilled placeholders stripped (runtime/core/print/template.ts) — and shows it
 * cleaned with DOMPurify. Printing goes through the host's print effect and is recorded (`printLog/save`); in a
 * function preview (the designer's) it only warns 功能预览不支持打印.
 */
import { Button, Modal, Spin } from 'antd';
import DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';
import { renderPrintTemplate, type PrintData } from '../../core/print/template';
import type { Translate } from '../../core/schema/messages';
import { useHost } from '../host';

/** Props of {@link PrintPreview}. */
export interface PrintPreviewProps {
  /** The template printed. */
  templateId: string;
  /** The records printed, one page each. */
  recordIds: string[];
  /** The document's title (the print log's printTitle and the downloaded file's name). */
  title: string;
  t: Translate;
  /** A function preview: printing only warns. */
  functionPreview?: boolean;
  onClose(): void;
}

interface PrintAnswer {
  printTemplate: string;
  printData: PrintData;
}

/** The filled pages as one cleaned HTML fragment, a page break between records. */
export function printPages(answers: readonly PrintAnswer[]): string {
  return answers
    .map((answer) => DOMPurify.sanitize(renderPrintTemplate(answer.printTemplate, answer.printData)))
    .join('<div style="page-break-after: always"></div>');
}

/** The pages as a standalone document (what is printed and downloaded). */
export function printDocument(body: string, title: string): string {
  const escaped = title.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${escaped}</title><style>body{font-family:sans-serif;margin:16px}table{border-collapse:collapse}td,th{padding:4px}</style></head><body>${body}</body></html>`;
}

/** The preview dialog. */
export function PrintPreview({ templateId, recordIds, title, t, functionPreview, onClose }: PrintPreviewProps) {
  const host = useHost();
  const [pages, setPages] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    const formId = recordIds.join(',');
    const load =
      recordIds.length === 1
        ? host.data.request<PrintAnswer>('GET', '/api/system/printDev/Data', { id: templateId, formId }).then((answer) => [answer])
        : host.data.request<PrintAnswer[]>('GET', '/api/system/printDev/BatchData', { id: templateId, formId });
    load.then((answers) => live && setPages(printPages(answers ?? []))).catch(() => live && onClose());
    return () => {
      live = false;
    };
  }, [host.data, templateId, recordIds, onClose]);

  const print = () => {
    if (functionPreview) {
      (host.notify.warning ?? host.notify.error)(t('print.previewOnly'));
      return;
    }
    if (pages === undefined || !host.print) return;
    host.print(printDocument(pages, title), title);
    // The log is the server's record of the printing; a failure there has shown its message and changes nothing here.
    host.data.request('POST', '/api/system/printLog/save', { printId: templateId, printTitle: title, printNum: recordIds.length }).catch(() => undefined);
  };
  const download = () => {
    if (pages === undefined || !host.save) return;
    host.save(new Blob([printDocument(pages, title)], { type: 'text/html;charset=utf-8' }), `${title || 'print'}.html`);
  };

  return (
    <Modal
      open
      title={t('print.preview')}
      width="100%"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <div style={{ textAlign: 'right' }}>
          <Button style={{ marginRight: 8 }} disabled={pages === undefined || !host.save} onClick={download} data-action="download">
            {t('print.download')}
          </Button>
          <Button type="primary" style={{ marginRight: 8 }} disabled={pages === undefined} onClick={print} data-action="print">
            {t('print.print')}
          </Button>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
        </div>
      }
    >
      {pages === undefined ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        <div className="klx-print-pages" data-testid="print-pages" style={{ background: '#fff', padding: 16, minHeight: 'calc(100vh - 160px)', overflow: 'auto' }} dangerouslySetInnerHTML={{ __html: pages }} />
      )}
    </Modal>
  );
}
