/**
 * A file or image list shown read-only (the detail view, spec 02 "Detail field renderer": file upload, image upload
 * with preview): files by name with a download and a preview each (DocumentPreview.tsx), images as thumbnails that
 * open larger — all through signed links.
 */
import { EyeOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Image, Space, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { FILE_LIST_WIDGETS, readFileList, type FileListItem, type FileListWidget } from '../../runtime/core/files/value';
import type { Translate } from '../../runtime/core/schema/messages';
import { useHost } from '../../runtime/react/host';
import { DocumentPreview } from './DocumentPreview';
import { signedLink, useInlineLinks } from './file-links';

/** The files of a stored value, read-only. */
export function FileListView({ value, widget, t }: { value: unknown; widget: FileListWidget; t: Translate }) {
  const host = useHost();
  const items = readFileList(value, FILE_LIST_WIDGETS[widget]) ?? [];
  const links = useInlineLinks(host.data, widget === 'uploadImg' ? items : []);
  const [previewing, setPreviewing] = useState<FileListItem | undefined>();
  const closePreview = useCallback(() => setPreviewing(undefined), []);
  if (items.length === 0) return null;
  if (widget === 'uploadImg') {
    return (
      <Image.PreviewGroup>
        <Space wrap className="klx-image-list">
          {items.map((item) => (links.get(item.fileId) ? <Image key={item.fileId} width={80} height={80} style={{ objectFit: 'cover' }} src={links.get(item.fileId)} alt={item.name} /> : <span key={item.fileId}>{item.name}</span>))}
        </Space>
      </Image.PreviewGroup>
    );
  }
  return (
    <Space direction="vertical" size={2} className="klx-file-list">
      {items.map((item) => (
        <Space key={item.fileId}>
          <PaperClipOutlined />
          <Typography.Link title={t('file.download')} onClick={() => void signedLink(host.data, item).then(host.download, () => undefined)}>
            {item.name}
          </Typography.Link>
          <Button size="small" type="link" icon={<EyeOutlined />} aria-label={t('file.preview')} onClick={() => setPreviewing(item)}>
            {t('file.preview')}
          </Button>
        </Space>
      ))}
      {previewing ? <DocumentPreview item={previewing} t={t} onClose={closePreview} /> : null}
    </Space>
  );
}
