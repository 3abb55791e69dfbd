/**
 * The reset-password dialog of a user row (spec 03: 600 px): a new password typed twice, sent hashed (lowercase hex
 * md5, as every password the client sends) to `POST {api}/{id}/Actions/ResetPassword`. On success the server's
 * message shows and the dialog closes; on failure it stays open. The users module's "resetPassword" row action
 * opens it (./row-actions.ts).
 */
import { Form, Input, Modal } from 'antd';
import SparkMD5 from 'spark-md5';
import { useState } from 'react';
import { pathSegment } from '../../../runtime/core/routing/path-segment';
import { useHost } from '../../../runtime/react/host';
import type { RowActionDialogProps } from '../../../runtime/react/registry';

/** The dialog's width. */
export const RESET_PASSWORD_WIDTH = 600;

/** Resets a user's password (open while rendered). */
export function ResetPasswordDialog({ schema, t, recordId, onClose }: RowActionDialogProps) {
  const host = useHost();
  const [form] = Form.useForm<{ password: string; repeat: string }>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      const password = SparkMD5.hash(values.password);
      await host.data.request('POST', `${schema.resource.api}/${pathSegment(recordId)}/Actions/ResetPassword`, { userPassword: password, validatePassword: password });
      host.notify.success(t('common.resetPasswordSuccess'), 1000);
      form.resetFields();
      onClose();
    } catch {
      // The data provider has shown the error; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t('common.resetPassword')}
      width={RESET_PASSWORD_WIDTH}
      destroyOnHidden
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="password" label={t('common.newPassword')} rules={[{ required: true, message: t('password.newRequired') }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="repeat"
          label={t('common.repeatPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('password.repeatRequired') },
            ({ getFieldValue }) => ({
              validator: (_rule, value) => (!value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('password.mismatch')))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
