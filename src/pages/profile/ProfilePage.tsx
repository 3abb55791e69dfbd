/**
 * /profile (spec 01 §2.1): the signed-in user's information — view, edit the fields a user may change, and change
 * the password through the reset-password dialog (600 px).
 */
import { Button, Card, Descriptions, Form, Input, Radio, Space, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeAddress } from '../../../runtime/core/format/address';
import { matchesPattern } from '../../../runtime/core/validation/patterns';
import { getBaseInfo, updateBaseInfo, type BaseInfo, type BaseInfoChanges } from '../../api/current-user';
import { notifySuccess } from '../../host/notify';
import { PasswordDialog } from '../../layout/dialogs/PasswordDialog';
import { session } from '../../stores/session';

const GENDER_KEYS: Record<string, string> = { '1': 'profile.male', '2': 'profile.female', '3': 'profile.secret' };

/** The profile page. */
export function ProfilePage() {
  const { t } = useTranslation();
  const [info, setInfo] = useState<BaseInfo | null>(null);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [form] = Form.useForm<BaseInfoChanges>();

  const load = () => getBaseInfo().then(setInfo).catch(() => undefined);
  useEffect(() => {
    void load();
  }, []);

  const save = async (values: BaseInfoChanges) => {
    setSaving(true);
    try {
      const { msg } = await updateBaseInfo(values);
      notifySuccess(msg, 1);
      setEditing(false);
      await load();
      if (session.userInfo && values.realName) session.userInfo.userName = values.realName;
    } catch {
      // the http client showed why; the form stays open
    } finally {
      setSaving(false);
    }
  };

  if (!info) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return (
    <div className="klx-page" data-testid="profile-page">
      <Card
        title={t('route.profile')}
        extra={
          <Space>
            {!editing && (
              <Button onClick={() => (form.setFieldsValue(info), setEditing(true))} data-testid="profile-edit">
                {t('profile.edit')}
              </Button>
            )}
            <Button onClick={() => setPasswordOpen(true)} data-testid="profile-password">
              {t('profile.changePassword')}
            </Button>
          </Space>
        }
      >
        {editing ? (
          <Form form={form} layout="vertical" onFinish={save} style={{ maxWidth: 560 }} data-testid="profile-form">
            <Form.Item name="realName" label={t('user.realName')} rules={[{ required: true, whitespace: true, message: t('profile.realNameRequired') }, { max: 50 }]}>
              <Input data-testid="profile-realName" />
            </Form.Item>
            <Form.Item name="gender" label={t('user.gender')}>
              <Radio.Group options={Object.entries(GENDER_KEYS).map(([value, key]) => ({ value, label: t(key) }))} />
            </Form.Item>
            <Form.Item
              name="mobilePhone"
              label={t('user.mobilePhone')}
              rules={[{ validator: (_, value?: string) => (!value || matchesPattern('mobile', value) ? Promise.resolve() : Promise.reject(new Error(t('profile.mobileInvalid')))) }]}
            >
              <Input />
            </Form.Item>
            <Form.Item name="landline" label={t('user.landline')} rules={[{ max: 30 }]}>
              <Input />
            </Form.Item>
            <Form.Item
              name="email"
              label={t('user.email')}
              rules={[{ validator: (_, value?: string) => (!value || matchesPattern('email', value) ? Promise.resolve() : Promise.reject(new Error(t('profile.emailInvalid')))) }]}
            >
              <Input />
            </Form.Item>
            <Form.Item name="postalAddress" label={t('user.postalAddress')} rules={[{ max: 200 }]}>
              <Input />
            </Form.Item>
            <Form.Item name="description" label={t('user.description')} rules={[{ max: 500 }]}>
              <Input.TextArea rows={3} />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-save">
                {t('profile.save')}
              </Button>
              <Button onClick={() => setEditing(false)}>{t('nav.cancel')}</Button>
            </Space>
          </Form>
        ) : (
          <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle">
            <Descriptions.Item label={t('profile.account')}>{info.account}</Descriptions.Item>
            <Descriptions.Item label={t('user.realName')}>
              <span data-testid="profile-name">{info.realName}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('user.gender')}>{GENDER_KEYS[info.gender] ? t(GENDER_KEYS[info.gender]!) : '—'}</Descriptions.Item>
            <Descriptions.Item label={t('profile.organize')}>{info.organizeName || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('profile.positions')}>{info.positionNames.map((name) => <Tag key={name}>{name}</Tag>)}</Descriptions.Item>
            <Descriptions.Item label={t('profile.roles')}>{info.roleNames.map((name) => <Tag key={name}>{name}</Tag>)}</Descriptions.Item>
            <Descriptions.Item label={t('user.mobilePhone')}>{info.mobilePhone || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('user.landline')}>{info.landline || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('user.email')}>{info.email || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('user.postalAddress')}>{info.postalAddress || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('user.description')} span={2}>{info.description || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('profile.passwordChanged')}>
              {info.changePasswordDate ? dayjs(info.changePasswordDate).format('YYYY-MM-DD HH:mm') : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('home.lastLogin')}>
              {info.prevLoginTime ? `${dayjs(info.prevLoginTime).format('YYYY-MM-DD HH:mm')} ${describeAddress(info.prevLoginIPAddress, t)}` : '—'}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      <PasswordDialog kind="reset" open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </div>
  );
}
