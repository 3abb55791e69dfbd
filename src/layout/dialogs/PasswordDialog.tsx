/**
 * The password dialog (spec 01 §4.2, §5, §8): the first-login change (580 px, no old-password field, cannot be
 * dismissed) and the reset-password dialog (600 px, with the old password). Rules come from the server's password
 * policy and read as the shared catalogue words them; a failure refreshes the captcha; success resets the token
 * and goes to /login.
 */
import { Button, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isLanguage } from '../../../runtime/core/i18n/languages';
import { translate, type SharedMessageKey } from '../../../runtime/core/i18n/messages';
import { NO_PASSWORD_RULES, PASSWORD_PROBLEM_KEYS, passwordProblems, type PasswordPolicy } from '../../../runtime/core/password/policy';
import { captchaUrl } from '../../api/oauth';
import { getPasswordPolicy, modifyPassword } from '../../api/current-user';
import { notifySuccess } from '../../host/notify';
import { resetSession } from '../../stores/session';

interface PasswordValues {
  oldPassword?: string;
  password: string;
  password2: string;
  code: string;
}

/** The two kinds of password dialog. */
export type PasswordDialogKind = 'firstLogin' | 'reset';

/** The dialog. */
export function PasswordDialog({ kind, open, onClose }: { kind: PasswordDialogKind; open: boolean; onClose?: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<PasswordValues>();
  const [policy, setPolicy] = useState<PasswordPolicy>(NO_PASSWORD_RULES);
  const [timestamp, setTimestamp] = useState(() => Date.now());
  const [saving, setSaving] = useState(false);
  const language = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  const say = (key: SharedMessageKey, params?: Record<string, string | number>) => translate(language, key, params);

  useEffect(() => {
    if (!open) return;
    setTimestamp(Date.now());
    getPasswordPolicy()
      .then(setPolicy)
      .catch(() => undefined);
  }, [open]);

  const submit = async (values: PasswordValues) => {
    setSaving(true);
    try {
      const { msg } = await modifyPassword({ oldPassword: kind === 'reset' ? values.oldPassword : undefined, password: values.password, code: values.code, timestamp });
      notifySuccess(msg, 1.5);
      resetSession();
      navigate('/login', { replace: true });
    } catch {
      setTimestamp(Date.now());
      form.setFieldValue('code', '');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      width={kind === 'firstLogin' ? 580 : 600}
      title={kind === 'firstLogin' ? t('password.firstLoginTitle') : t('password.resetTitle')}
      closable={kind === 'reset'}
      mask={{ closable: false }}
      keyboard={kind === 'reset'}
      onCancel={onClose}
      destroyOnHidden
      data-testid={`password-dialog-${kind}`}
      footer={[
        ...(kind === 'reset' ? [<Button key="cancel" onClick={onClose}>{t('nav.cancel')}</Button>] : []),
        <Button key="ok" type="primary" loading={saving} onClick={() => form.submit()} data-testid="password-submit">
          {t('nav.confirm')}
        </Button>,
      ]}
    >
      {kind === 'firstLogin' && <p className="klx-password__hint">{t('password.firstLoginHint')}</p>}
      <Form form={form} layout="horizontal" labelCol={{ flex: '90px' }} onFinish={submit} autoComplete="off" preserve={false}>
        {kind === 'reset' && (
          <Form.Item name="oldPassword" label={t('password.old')} rules={[{ required: true, message: say('password.oldRequired') }]}>
            <Input.Password placeholder={t('password.oldPlaceholder')} data-testid="password-old" />
          </Form.Item>
        )}
        <Form.Item
          name="password"
          label={t('password.new')}
          required
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const problem = passwordProblems(value ?? '', policy)[0];
                if (!problem) return Promise.resolve();
                return Promise.reject(new Error(say(PASSWORD_PROBLEM_KEYS[problem.kind], problem.kind === 'tooShort' ? { min: problem.min } : undefined)));
              },
            },
          ]}
        >
          <Input.Password placeholder={t('password.newPlaceholder')} data-testid="password-new" />
        </Form.Item>
        <Form.Item
          name="password2"
          label={t('password.repeat')}
          dependencies={['password']}
          rules={[
            { required: true, message: say('password.repeatRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) => (!value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(say('password.mismatch')))),
            }),
          ]}
        >
          <Input.Password placeholder={t('password.repeatPlaceholder')} data-testid="password-repeat" />
        </Form.Item>
        <Form.Item label={t('login.code')} required>
          <div className="klx-password__code">
            <Form.Item name="code" noStyle rules={[{ required: true, whitespace: true, message: say('password.codeRequired') }]}>
              <Input placeholder={t('login.codePlaceholder')} data-testid="password-code" />
            </Form.Item>
            <img src={captchaUrl(timestamp)} alt={t('login.code')} title={t('login.refreshCode')} data-testid="password-captcha" onClick={() => setTimestamp(Date.now())} />
          </div>
        </Form.Item>
      </Form>
    </Modal>
  );
}
