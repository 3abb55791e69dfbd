/**
 * The sign-in page: account and password, and a captcha when the server asks for one (checked when the account
 * is entered). A failure shows the server's message; success stores the token, keeps the page's language for the
 * user, and returns to the redirect target.
 */
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { redirectTarget } from '../../../runtime/core/routing/guard';
import { captchaUrl, getLoginConfig, login } from '../../api/oauth';
import { session, setToken, signInMarker } from '../../stores/session';
import { settings } from '../../stores/settings';
import { normaliseLayout } from '../../../runtime/core/contract/session';
import { keepLanguageAtSignIn, LanguageSwitch } from '../../layout/LanguageSwitch';
import './login.css';

interface LoginValues {
  account: string;
  password: string;
  code?: string;
}

/** The /login page. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm<LoginValues>();
  const [submitting, setSubmitting] = useState(false);
  const [needCode, setNeedCode] = useState(false);
  const [codeKey, setCodeKey] = useState(() => Date.now());
  const { sysConfig } = useSnapshot(session);
  const title = sysConfig?.sysName || t('app.defaultTitle');

  const checkConfig = async () => {
    const account = form.getFieldValue('account') as string | undefined;
    if (!account?.trim()) return;
    try {
      const config = await getLoginConfig(account);
      const enabled = config.enableVerificationCode === 1;
      setNeedCode(enabled);
      settings.loginNeedCode = enabled;
      if (enabled) setCodeKey(Date.now());
    } catch {
      // The toast already told the user; sign-in itself will report any real problem.
    }
  };

  const submit = async (values: LoginValues) => {
    setSubmitting(true);
    try {
      const result = await login({ ...values, timestamp: needCode ? codeKey : undefined });
      signInMarker.fromLoginPage = true;
      setToken(result.token);
      // The language this page shows is the one the user signs in with (issue 14); saving it need not hold up the way in.
      void keepLanguageAtSignIn();
      settings.layoutType = normaliseLayout(result.theme);
      navigate(redirectTarget(location.search), { replace: true });
    } catch {
      if (needCode) {
        setCodeKey(Date.now());
        form.setFieldValue('code', '');
      }
      void checkConfig();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="klx-login">
      <div className="klx-login__lang">
        <LanguageSwitch />
      </div>
      <div className="klx-login__panel">
        <div className="klx-login__brand">
          <h1>{title}</h1>
          <p>{t('login.welcome')}</p>
        </div>
        <div className="klx-login__form">
          <h2>{t('login.title')}</h2>
          <Form form={form} onFinish={submit} size="large" autoComplete="off">
            <Form.Item name="account" rules={[{ required: true, whitespace: true, message: t('login.accountRequired') }]}>
              <Input prefix={<UserOutlined />} placeholder={t('login.accountPlaceholder')} aria-label={t('login.account')} onBlur={checkConfig} />
            </Form.Item>
            <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
              <Input.Password prefix={<LockOutlined />} placeholder={t('login.passwordPlaceholder')} aria-label={t('login.password')} />
            </Form.Item>
            {needCode && (
              <Form.Item>
                <div className="klx-login__code">
                  <Form.Item name="code" noStyle rules={[{ required: true, whitespace: true, message: t('login.codeRequired') }]}>
                    <Input prefix={<SafetyOutlined />} placeholder={t('login.codePlaceholder')} aria-label={t('login.code')} />
                  </Form.Item>
                  <img
                    src={captchaUrl(codeKey)}
                    alt={t('login.code')}
                    title={t('login.refreshCode')}
                    onClick={() => setCodeKey(Date.now())}
                  />
                </div>
              </Form.Item>
            )}
            <Form.Item>
              <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
                {t('login.submit')}
              </Button>
            </Form.Item>
          </Form>
        </div>
      </div>
    </div>
  );
}
