/**
 * The file list control (`uploadFz`, spec 02 "Other widgets", "File uploader panel"): an upload button that sends
 * each chosen file through the resumable chunked upload, the panel of uploads in progress (progress, pause, resume,
 * retry, remove), and the field's files with per-file download and delete plus download-all. The value is the list
 * of uploaded files `{ name, fileId, url, fileSize, fileExtension }` (runtime/core/files/value.ts). Files are refused
 * before sending by the field's limit, accepted types and size (spec 02 §5); the server refuses them again.
 */
import { DeleteOutlined, DownloadOutlined, EyeOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { Button, Progress, Space, Typography } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { fieldUploadRules } from '../runtime/core/files/field-rules';
import { formatFileSize } from '../runtime/core/format/file-size';
import { refuseFile } from '../runtime/core/files/rules';
import { FILE_LIST_WIDGETS, readFileList, type FileListItem } from '../runtime/core/files/value';
import { schemaFormContext } from '../runtime/react/form/form-context';
import { useHost } from '../runtime/react/host';
import { fieldSpec, isLocked } from './field-options';
import { DocumentPreview } from './upload/DocumentPreview';
import { packLink, signedLink } from './upload/file-links';
import { useUploadTasks } from './upload/useUploadTasks';
import type { UploadStatus } from './upload/uploader';

const TYPE = FILE_LIST_WIDGETS.uploadFz;

const STATUS_TEXT: Record<UploadStatus, string> = {
  waiting: 'file.statusWaiting',
  verifying: 'file.statusVerifying',
  uploading: 'file.statusUploading',
  paused: 'file.statusPaused',
  error: 'file.statusError',
  success: 'file.statusSuccess',
};

/** The `uploadFz` widget. */
export function UploadFileWidget(props: WidgetProps) {
  const spec = fieldSpec(props);
  const host = useHost();
  const { t, schemaId } = schemaFormContext(props.registry.formContext);
  const files = readFileList(props.value, TYPE) ?? [];
  const rules = fieldUploadRules('uploadFz', spec.props);
  const locked = isLocked(props);
  const input = useRef<HTMLInputElement>(null);
  // Uploads finish one after another, and a render may still carry the value from before the last commit: keep the
  // list as committed, and take the value's only when the value itself changes.
  const current = useRef(files);
  const seenValue = useRef<unknown>(props.value);
  if (props.value !== seenValue.current) {
    seenValue.current = props.value;
    current.current = files;
  }
  const commit = (next: FileListItem[]) => {
    current.current = next;
    props.onChange(next.length ? next : props.options.emptyValue);
  };
  const uploads = useUploadTasks({
    data: host.data,
    type: TYPE,
    extra: { screen: schemaId, field: spec.name ?? props.name },
    failedMessage: t('file.statusError'),
    onDone: (file) => commit([...current.current, { name: file.name, fileId: file.fileId, url: file.url, fileSize: file.fileSize, fileExtension: file.fileExtension, ...(file.fileVersionId ? { fileVersionId: file.fileVersionId } : {}) }]),
  });

  const choose = (chosen: FileList | null) => {
    let held = files.length + uploads.pending;
    for (const file of Array.from(chosen ?? [])) {
      const refusal = refuseFile(rules, file, held);
      if (refusal) {
        host.notify.error(t(refusal.key, refusal.params as Record<string, string | number>));
        continue;
      }
      held += 1;
      uploads.add(file);
    }
    if (input.current) input.current.value = '';
  };
  const download = (item: FileListItem) => void signedLink(host.data, item).then(host.download, () => undefined);
  const [previewing, setPreviewing] = useState<FileListItem | undefined>();
  const closePreview = useCallback(() => setPreviewing(undefined), []);
  const downloadAll = () => {
    if (files.length === 0) {
      host.notify.error(t('file.noneToDownload'));
      return;
    }
    void packLink(host.data, TYPE, files).then(host.download, () => undefined);
  };
  const buttonText = typeof spec.props?.buttonText === 'string' && spec.props.buttonText ? t(spec.props.buttonText) : t('file.upload');

  return (
    <div className="klx-upload-file" id={props.id}>
      <Space wrap>
        <Button icon={<UploadOutlined />} disabled={locked} onClick={() => input.current?.click()}>
          {buttonText}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={downloadAll}>
          {t('file.downloadAll')}
        </Button>
      </Space>
      <input
        ref={input}
        type="file"
        hidden
        data-testid={`${props.id}-input`}
        multiple={rules.limit !== 1}
        accept={rules.accept}
        disabled={locked}
        onChange={(event) => choose(event.target.files)}
      />
      {uploads.snapshots.length > 0 && (
        <ul className="klx-upload-panel" style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
          {uploads.snapshots.map((upload) => (
            <li key={upload.id} data-upload-status={upload.status}>
              <Space wrap>
                <Typography.Text>{upload.name}</Typography.Text>
                <Typography.Text type="secondary">{formatFileSize(upload.size)}</Typography.Text>
                <Typography.Text type={upload.status === 'error' ? 'danger' : 'secondary'}>{upload.status === 'error' && upload.error ? upload.error : t(STATUS_TEXT[upload.status])}</Typography.Text>
                {(upload.status === 'waiting' || upload.status === 'verifying' || upload.status === 'uploading') && (
                  <Button size="small" type="link" onClick={() => uploads.pause(upload.id)}>
                    {t('file.pause')}
                  </Button>
                )}
                {upload.status === 'paused' && (
                  <Button size="small" type="link" onClick={() => uploads.resume(upload.id)}>
                    {t('file.resume')}
                  </Button>
                )}
                {upload.status === 'error' && (
                  <Button size="small" type="link" onClick={() => uploads.retry(upload.id)}>
                    {t('file.retry')}
                  </Button>
                )}
                <Button size="small" type="link" danger onClick={() => uploads.remove(upload.id)}>
                  {t('file.remove')}
                </Button>
              </Space>
              <Progress percent={upload.percent} size="small" status={upload.status === 'error' ? 'exception' : 'active'} />
            </li>
          ))}
        </ul>
      )}
      <ul className="klx-upload-list" style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
        {files.map((item) => (
          <li key={item.fileId} data-file-id={item.fileId}>
            <Space wrap>
              <PaperClipOutlined />
              <Typography.Link onClick={() => download(item)}>{item.name}</Typography.Link>
              {item.fileSize !== undefined && <Typography.Text type="secondary">{formatFileSize(item.fileSize)}</Typography.Text>}
              <Button size="small" type="link" icon={<EyeOutlined />} aria-label={t('file.preview')} onClick={() => setPreviewing(item)}>
                {t('file.preview')}
              </Button>
              <Button size="small" type="link" icon={<DownloadOutlined />} aria-label={t('file.download')} onClick={() => download(item)}>
                {t('file.download')}
              </Button>
              {!locked && (
                <Button size="small" type="link" danger icon={<DeleteOutlined />} aria-label={t('file.remove')} onClick={() => commit(current.current.filter((entry) => entry.fileId !== item.fileId))}>
                  {t('file.remove')}
                </Button>
              )}
            </Space>
          </li>
        ))}
      </ul>
      {previewing ? <DocumentPreview item={previewing} t={t} onClose={closePreview} /> : null}
    </div>
  );
}
