/**
 * The document preview (spec 02 "Other widgets": a full-screen dialog with 下载 and 取消; images open in an image
 * viewer). Images (png, jpg, jpeg, bmp, gif) open in antd's viewer, PDF files in the browser's own PDF viewer inside
 * the dialog, both through a signed inline link; other kinds have no converter here, so the dialog says so and offers
 * the download. A file whose link cannot be had warns 文件不存在 and the preview closes (spec 02 §8).
 */
import { Button, Image, Modal, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { extensionOf, PREVIEW_IMAGE_EXTENSIONS } from '../../runtime/core/files/rules';
import type { FileListItem } from '../../runtime/core/files/value';
import type { Translate } from '../../runtime/core/schema/messages';
import { useHost } from '../../runtime/react/host';
import { signedLink } from './file-links';

/** How a file is previewed, by its name. */
export function previewKind(name: string): 'image' | 'pdf' | 'download' {
  const extension = extensionOf(name);
  if ((PREVIEW_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'image';
  return extension === 'pdf' ? 'pdf' : 'download';
}

/** The preview of one stored file; closed by `onClose`. */
export function DocumentPreview({ item, t, onClose }: { item: FileListItem; t: Translate; onClose(): void }) {
  const host = useHost();
  const kind = previewKind(item.name);
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    if (kind === 'download') return;
    let live = true;
    const missing = () => {
      if (!live) return;
      (host.notify.warning ?? host.notify.error)(t('file.notFound'));
      onClose();
    };
    signedLink(host.data, item, true).then((link) => (link ? live && setUrl(link) : missing()), missing);
    return () => {
      live = false;
    };
  }, [host, item, kind, t, onClose]);

  if (kind === 'image') {
    return url ? <Image style={{ display: 'none' }} src={url} alt={item.name} preview={{ open: true, onOpenChange: (open) => !open && onClose() }} /> : null;
  }
  const download = () => void signedLink(host.data, item).then(host.download, () => undefined);
  return (
    <Modal
      open
      title={item.name}
      width="100%"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <div style={{ textAlign: 'right' }}>
          <Button style={{ marginRight: 8 }} onClick={download} data-action="download">
            {t('file.download')}
          </Button>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
        </div>
      }
    >
      {kind === 'pdf' ? (
        url ? (
          <iframe data-testid="document-preview-frame" title={item.name} src={url} style={{ width: '100%', height: 'calc(100vh - 160px)', border: 0 }} />
        ) : (
          <Spin style={{ display: 'block', margin: '48px auto' }} />
        )
      ) : (
        <Result status="info" title={t('file.noPreview')} data-testid="document-preview-unsupported" />
      )}
    </Modal>
  );
}
