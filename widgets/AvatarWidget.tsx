/**
 * An avatar (`avatar`; the user dialog's headIcon, spec 03 "User / employee form"): the picture shown round, an
 * upload button and a remove button. A picture is checked in the browser (images only, 5 MB — the `userAvatar`
 * upload type's limits, which the server applies again), sent through the single upload, and the field keeps the
 * picture's public address (`/api/file/Image/userAvatar/{fileId}`), which an <img> anywhere can show without a session.
 */
import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { Avatar, Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { refuseFile } from '../runtime/core/files/rules';
import { isSafeUrl } from '../runtime/core/validation/urls';
import { schemaFormContext } from '../runtime/react/form/form-context';
import { useHost } from '../runtime/react/host';
import { isLocked } from './field-options';

/** The upload type of avatars; its pictures are served publicly by id. */
export const AVATAR_TYPE = 'userAvatar';

/** The `avatar` widget. */
export function AvatarWidget(props: WidgetProps) {
  const host = useHost();
  const { t } = schemaFormContext(props.registry.formContext);
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const value = typeof props.value === 'string' && isSafeUrl(props.value) ? props.value : '';
  const locked = isLocked(props);
  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refusal = refuseFile({ image: true, sizeLimit: { size: 5, unit: 'MB' } }, file);
    if (refusal) {
      host.notify.error(t(refusal.key, refusal.params as Record<string, string | number>));
      return;
    }
    setSending(true);
    try {
      const answer = await host.data.upload(`/api/file/Uploader/${AVATAR_TYPE}`, file, {}, file.name);
      const stored = answer.data as { fileId: string };
      props.onChange(`/api/file/Image/${AVATAR_TYPE}/${encodeURIComponent(stored.fileId)}`);
    } catch (error) {
      // The http client shows a refusal itself; a bare transport failure gets 上传失败.
      if (!(error as { final?: boolean })?.final) host.notify.error(t('file.statusError'));
    } finally {
      setSending(false);
    }
  };
  return (
    <Space id={props.id} data-testid={`avatar-${props.name}`} align="center">
      <Avatar size={64} src={value || undefined} icon={<UserOutlined />} />
      <input ref={input} type="file" accept="image/*" hidden disabled={locked} onChange={(event) => void choose(event.target.files?.[0])} />
      <Button icon={<UploadOutlined />} loading={sending} disabled={locked} onClick={() => input.current?.click()}>
        {t('file.uploadImage')}
      </Button>
      {value && !locked ? (
        <Button icon={<DeleteOutlined />} aria-label={t('file.remove')} onClick={() => props.onChange(props.options.emptyValue ?? '')}>
          {t('file.remove')}
        </Button>
      ) : null}
    </Space>
  );
}
