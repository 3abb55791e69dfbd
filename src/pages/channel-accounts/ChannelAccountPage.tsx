/**
 * A channel account of 消息中心 → 账号配置 (mail, SMS, DingTalk-style, WeCom-style robots): the channel's settings
 * in a form, saved with PUT /api/message/ChannelSettings/{channel}, and a test message to oneself through it. The
 * page's route names the channel; the server guards every call by that page too. The SMS key and the webhook
 * secret are write-only: the form shows whether one is set and sends it only when typed.
 */
import { Alert, Button, Form, Input, InputNumber, Space, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { http } from '../../api/client';
import { notifySuccess } from '../../host/notify';

/** The fields each channel page edits, by the last segment of its route. */
const FIELDS: Record<string, { name: string; kind: 'text' | 'port' | 'secret' }[]> = {
  mail: [
    { name: 'mailHost', kind: 'text' },
    { name: 'mailPort', kind: 'port' },
    { name: 'mailFrom', kind: 'text' },
  ],
  shortMsg: [
    { name: 'smsUrl', kind: 'text' },
    { name: 'smsKey', kind: 'secret' },
  ],
  ding: [{ name: 'dingWebhookUrl', kind: 'text' }],
  weCom: [{ name: 'weComWebhookUrl', kind: 'text' }],
  webhook: [
    { name: 'webhookUrl', kind: 'text' },
    { name: 'webhookSecret', kind: 'secret' },
  ],
};

/** The channel account page for the current route. */
export default function ChannelAccountPage() {
  const { t } = useTranslation();
  const channel = useLocation().pathname.split('/').pop() ?? '';
  const fields = FIELDS[channel] ?? [];
  const [form] = Form.useForm<Record<string, string | number>>();
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [keySet, setKeySet] = useState(false);
  const url = `/api/message/ChannelSettings/${encodeURIComponent(channel)}`;

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const values = await http.get<Record<string, string | number | boolean>>(url);
      // A secret reads back only as `{key}Set`.
      setKeySet(fields.some((field) => field.kind === 'secret' && values[`${field.name}Set`] === true));
      form.setFieldsValue(Object.fromEntries(Object.entries(values).filter(([key]) => !key.endsWith('Set'))) as Record<string, string | number>);
    } catch {
      // shown by the http client
    } finally {
      setLoading(false);
    }
  }, [form, url, fields]);
  useEffect(() => void load(), [load]);

  const save = async () => {
    const values = await form.validateFields();
    // An untouched secret stays as it is on the server.
    const secrets = new Set(fields.filter((field) => field.kind === 'secret').map((field) => field.name));
    const body = Object.fromEntries(Object.entries(values).filter(([key, value]) => !(secrets.has(key) && (value === undefined || value === ''))));
    setSaving(true);
    try {
      notifySuccess((await http.send('PUT', url, { data: body })).msg);
      await load();
    } catch {
      // shown by the http client
    } finally {
      setSaving(false);
    }
  };

  const test = async () => {
    setTesting(true);
    try {
      notifySuccess((await http.send('POST', `${url}/Actions/Test`)).msg);
    } catch {
      // shown by the http client
    } finally {
      setTesting(false);
    }
  };

  if (!fields.length) return <Alert type="warning" showIcon message={t('channelAccount.unknown')} style={{ margin: 12 }} />;
  return (
    <div style={{ padding: 12, maxWidth: 640 }} data-testid={`channel-account-${channel}`}>
      <Alert type="info" showIcon message={t(`channelAccount.${channel}.hint`)} style={{ marginBottom: 16 }} />
      <Spin spinning={loading}>
        <Form form={form} layout="vertical">
          {fields.map((field) => (
            <Form.Item key={field.name} name={field.name} label={t(`channelAccount.field.${field.name}`)} extra={field.kind === 'secret' && keySet ? t('channelAccount.keySet') : undefined}>
              {field.kind === 'port' ? <InputNumber min={1} max={65535} precision={0} style={{ width: 160 }} /> : field.kind === 'secret' ? <Input.Password autoComplete="new-password" /> : <Input allowClear />}
            </Form.Item>
          ))}
          <Space>
            <Button type="primary" loading={saving} onClick={() => void save()} data-testid="channel-save">
              {t('channelAccount.save')}
            </Button>
            <Button loading={testing} onClick={() => void test()} data-testid="channel-test">
              {t('channelAccount.test')}
            </Button>
          </Space>
        </Form>
      </Spin>
    </div>
  );
}
