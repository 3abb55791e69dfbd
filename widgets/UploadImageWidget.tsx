/**
 * The image list control (`uploadImg`, spec 02 "Other widgets"): picture cards of the field's images with preview
 * and delete, and a card to add more, each sent whole through the single upload (`POST /api/file/Uploader/annexpic`).
 * The value is the list `{ name, fileId, url }` (runtime/core/files/value.ts); images are shown through signed,
 * short-lived links. Non-images, images over the size and more than the limit are refused before sending (spec 02
 * §5: 请上传图片, 图片大小超过N单位, 当前限制最多可以上传N张图片) and again by the server.
 */
import { PlusOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { Modal, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { fieldUploadRules } from '../runtime/core/files/field-rules';
import { refuseFile } from '../runtime/core/files/rules';
import { FILE_LIST_WIDGETS, readFileList, type FileListItem } from '../runtime/core/files/value';
import { schemaFormContext } from '../runtime/react/form/form-context';
import { useHost } from '../runtime/react/host';
import { fieldSpec, isLocked } from './field-options';
import { useInlineLinks } from './upload/file-links';
import type { UploadedFile } from './upload/uploader';

const TYPE = FILE_LIST_WIDGETS.uploadImg;

/** The `uploadImg` widget. */
export function UploadImageWidget(props: WidgetProps) {
  const spec = fieldSpec(props);
  const host = useHost();
  const { t, schemaId } = schemaFormContext(props.registry.formContext);
  const images = readFileList(props.value, TYPE) ?? [];
  const rules = fieldUploadRules('uploadImg', spec.props);
  const locked = isLocked(props);
  const links = useInlineLinks(host.data, images);
  const [sending, setSending] = useState<UploadFile[]>([]);
  const [preview, setPreview] = useState<{ name: string; src: string } | undefined>();
  // Uploads finish one after another, and a render may still carry the value from before the last commit: keep the
  // list as committed, and take the value's only when the value itself changes.
  const current = useRef(images);
  const seenValue = useRef<unknown>(props.value);
  if (props.value !== seenValue.current) {
    seenValue.current = props.value;
    current.current = images;
  }
  // Files chosen together are judged together: each one counts the ones accepted before it.
  const accepted = useRef(0);
  const commit = (next: FileListItem[]) => {
    current.current = next;
    props.onChange(next.length ? next : props.options.emptyValue);
  };

  const fileList: UploadFile[] = [
    ...images.map((item): UploadFile => ({ uid: item.fileId, name: item.name, status: 'done', url: links.get(item.fileId), thumbUrl: links.get(item.fileId) })),
    ...sending,
  ];

  return (
    <div className="klx-upload-img" id={props.id}>
      <Upload
        listType="picture-card"
        accept={rules.accept ?? 'image/*'}
        multiple={rules.limit !== 1}
        disabled={locked}
        fileList={fileList}
        showUploadList={{ showRemoveIcon: !locked, showPreviewIcon: true, showDownloadIcon: false }}
        beforeUpload={(file) => {
          const refusal = refuseFile(rules, file, current.current.length + sending.length + accepted.current);
          if (refusal) {
            host.notify.error(t(refusal.key, refusal.params as Record<string, string | number>));
            return Upload.LIST_IGNORE;
          }
          accepted.current += 1;
          queueMicrotask(() => (accepted.current = 0));
          return true;
        }}
        customRequest={({ file }) => {
          const chosen = file as File & { uid: string };
          setSending((list) => [...list, { uid: chosen.uid, name: chosen.name, status: 'uploading', percent: 50 }]);
          const done = () => setSending((list) => list.filter((entry) => entry.uid !== chosen.uid));
          host.data
            .upload(`/api/file/Uploader/${TYPE}`, chosen, { screen: schemaId, field: spec.name ?? props.name }, chosen.name)
            .then((answer) => {
              const result = answer.data as UploadedFile;
              done();
              commit([...current.current, { name: result.name, fileId: result.fileId, url: result.url }]);
            })
            .catch((error: unknown) => {
              done();
              // The app's http client shows a refusal itself; a bare transport failure gets 上传失败.
              if (!(error as { final?: boolean })?.final) host.notify.error(t('file.statusError'));
            });
        }}
        onRemove={(removed) => {
          if (locked) return false;
          commit(current.current.filter((item) => item.fileId !== removed.uid));
          return true;
        }}
        onPreview={(shown) => {
          const src = links.get(shown.uid);
          if (src) setPreview({ name: shown.name, src });
          else host.notify.error(t('file.notFound'));
        }}
      >
        {rules.limit !== undefined && images.length + sending.length >= rules.limit ? null : (
          <div>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t('file.uploadImage')}</div>
          </div>
        )}
      </Upload>
      <Modal open={preview !== undefined} title={preview?.name ?? t('file.preview')} footer={null} onCancel={() => setPreview(undefined)} destroyOnHidden>
        {preview && <img alt={preview.name} src={preview.src} style={{ width: '100%' }} />}
      </Modal>
    </div>
  );
}
