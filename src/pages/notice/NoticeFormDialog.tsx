/**
 * The announcement dialog of system → notice: title, excerpt, the HTML body (cleaned on the server with an
 * allow-list, and again in the browser when shown), attachments uploaded through the file calls, and the
 * recipients — everyone, or chosen organisations (with everyone below them), roles and users.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Radio, Select, Upload, type UploadFile } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { RichTextInput } from '../../../widgets/EditorWidget';
import { i18next } from '../../i18n';
import { notifyError, notifySuccess } from '../../host/notify';
import { session } from '../../stores/session';
import { settings } from '../../stores/settings';
import { createNotice, getNotice, recipientOptions, updateNotice, type NoticeInput, type RecipientOption } from './notice-api';

/** The dialog's width. */
export const NOTICE_DIALOG_WIDTH = 800;

interface StoredFile {
  name: string;
  url: string;
  fileId?: string;
  fileSize?: number;
}

interface FormValues {
  title: string;
  excerpt?: string;
  bodyText?: string;
  scope: 'everyone' | 'chosen';
  organizes: string[];
  roles: string[];
  users: string[];
}

const EMPTY: FormValues = { title: '', excerpt: '', bodyText: '', scope: 'everyone', organizes: [], roles: [], users: [] };

function parseFiles(text: string): StoredFile[] {
  try {
    const value: unknown = JSON.parse(text || '[]');
    return Array.isArray(value) ? (value as StoredFile[]) : [];
  } catch {
    return [];
  }
}

/** Sends one attachment to the file calls' single upload (type annex); answers the stored file. */
async function uploadAttachment(file: File): Promise<StoredFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(`/api/file/Uploader/annex?n=${Math.floor(Date.now() / 1000)}`, {
    method: 'POST',
    headers: { Authorization: session.token, 'klx-origin': 'pc', 'Accept-Language': i18next.language },
    body: form,
  });
  const envelope = (await response.json()) as { code: number; msg: string; data?: StoredFile };
  if (envelope.code !== 200 || !envelope.data) throw new Error(envelope.msg);
  return { name: envelope.data.name, url: envelope.data.url, fileId: envelope.data.fileId, fileSize: envelope.data.fileSize };
}

/** The dialog: `id` edits that announcement, undefined creates one. */
export function NoticeFormDialog(props: { open: boolean; id?: string; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const { language } = useSnapshot(settings);
  const [form] = Form.useForm<FormValues>();
  const [files, setFiles] = useState<UploadFile<StoredFile>[]>([]);
  const [options, setOptions] = useState<Record<'organize' | 'role' | 'user', RecipientOption[]>>({ organize: [], role: [], user: [] });
  const [saving, setSaving] = useState(false);
  const scope = Form.useWatch('scope', form);
  const { open, id } = props;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(EMPTY);
    setFiles([]);
    recipientOptions().then(setOptions, () => undefined);
    if (!id) return;
    getNotice(id).then(
      (notice) => {
        const of = (kind: string) => notice.toUserIds.filter((entry) => entry.endsWith(`--${kind}`));
        form.setFieldsValue({
          title: notice.title,
          excerpt: notice.excerpt,
          bodyText: notice.bodyText,
          scope: notice.toUserIds.length ? 'chosen' : 'everyone',
          organizes: of('organize'),
          roles: of('role'),
          users: of('user'),
        });
        setFiles(parseFiles(notice.files).map((file, index) => ({ uid: `stored-${index}`, name: file.name, status: 'done', url: file.url, response: file })));
      },
      () => props.onClose(),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, id, form]);

  const submit = async () => {
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const chosen = [...(values.organizes ?? []), ...(values.roles ?? []), ...(values.users ?? [])];
    if (values.scope === 'chosen' && chosen.length === 0) {
      form.setFields([{ name: 'users', errors: [t('notice.recipientsRequired')] }]);
      return;
    }
    const input: NoticeInput = {
      title: values.title.trim(),
      excerpt: values.excerpt ?? '',
      bodyText: values.bodyText ?? '',
      files: JSON.stringify(files.filter((file) => file.status === 'done' && file.response).map((file) => file.response)),
      toUserIds: values.scope === 'everyone' ? [] : chosen,
    };
    setSaving(true);
    try {
      const answer = id ? await updateNotice(id, input) : await createNotice(input);
      notifySuccess(answer.msg, 1);
      props.onClose();
      props.onSaved();
    } catch {
      // The http client has shown the server's message; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };

  const choose = (name: 'organizes' | 'roles' | 'users', label: string, list: RecipientOption[]) => (
    <Form.Item name={name} label={label}>
      <Select mode="multiple" allowClear showSearch optionFilterProp="label" options={list} data-testid={`notice-${name}`} />
    </Form.Item>
  );

  return (
    <Modal
      open={open}
      title={t(id ? 'notice.edit' : 'notice.add')}
      width={NOTICE_DIALOG_WIDTH}
      mask={{ closable: false }}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={props.onClose}
      data-testid="notice-dialog"
    >
      <Form form={form} labelCol={{ span: 4 }} wrapperCol={{ span: 20 }} initialValues={EMPTY}>
        <Form.Item name="title" label={t('notice.title')} rules={[{ required: true, whitespace: true, message: t('notice.titleRequired') }]}>
          <Input maxLength={100} data-testid="notice-title" />
        </Form.Item>
        <Form.Item name="excerpt" label={t('notice.excerpt')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item name="bodyText" label={t('notice.body')} extra={t('notice.bodyHint')}>
          <RichTextInput id="notice-body" height={220} placeholder={t('notice.body')} language={language} />
        </Form.Item>
        <Form.Item label={t('msg.attachments')}>
          <Upload<StoredFile>
            fileList={files}
            multiple
            customRequest={({ file, onSuccess, onError }) => {
              uploadAttachment(file as File).then(
                (stored) => onSuccess?.(stored),
                (error: Error) => {
                  notifyError(error.message);
                  onError?.(error);
                },
              );
            }}
            onChange={({ fileList }) => setFiles(fileList.filter((file) => file.status !== 'error'))}
          >
            <Button icon={<UploadOutlined />}>{t('notice.upload')}</Button>
          </Upload>
        </Form.Item>
        <Form.Item name="scope" label={t('notice.recipients')}>
          <Radio.Group
            options={[
              { value: 'everyone', label: t('notice.everyone') },
              { value: 'chosen', label: t('notice.chosen') },
            ]}
          />
        </Form.Item>
        {scope === 'chosen' ? (
          <>
            {choose('organizes', t('notice.organizes'), options.organize)}
            {choose('roles', t('notice.roles'), options.role)}
            {choose('users', t('notice.users'), options.user)}
          </>
        ) : null}
      </Form>
    </Modal>
  );
}
