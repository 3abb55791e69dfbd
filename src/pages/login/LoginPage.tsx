/**
 * The sign-in page: account and password, and a captcha when the server asks for one (checked when the account
 * is entered). A failure shows the server's message; success stores the token, keeps the page's language for the
 * user, and returns to the redirect target. It is the entry's page and is drawn without antd (issue 13, see
 * login-controls.tsx); antd's toasts and the language menu load when first shown.
 */
import { GlobalOutlined, LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { redirectTarget } from '../../../runtime/core/routing/guard';
import { captchaUrl, getLoginConfig, login } from '../../api/oauth';
import { session, setToken, signInMarker } from '../../stores/session';
import { settings } from '../../stores/settings';
import { normaliseLayout } from '../../../runtime/core/contract/session';
import { keepLanguageAtSignIn, LANGUAGE_NAMES } from '../../layout/language-choice';
import { LanguageMenuTrigger } from '../../layout/language-menu-trigger';
import { LoginInput, LoginPasswordInput, LoginSubmit } from './login-controls';
import { useLoginFields } from './login-fields';
import './login.css';

/** One field with its message under it, spaced as antd's form items are. */
function Field({ error, children }: { error?: string; children: ReactNode }) {
  return (
    <div className={`klx-login__field${error ? ' has-error' : ''}`}>
      {children}
      <div className="klx-login__error" role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}

/** The language selector at the top right: a text button opening the menu of languages. */
function LoginLanguageSwitch() {
  return (
    <LanguageMenuTrigger
      button={({ current, want }) => (
        <button
          type="button"
          className="klx-login__lang-button"
          aria-label="language"
          title={LANGUAGE_NAMES[current]}
          data-testid="language-select"
          data-language={current}
          onMouseEnter={want}
          onClick={want}
        >
          <GlobalOutlined />
          <span>{LANGUAGE_NAMES[current]}</span>
        </button>
      )}
    />
  );
}

/** The /login page. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const [needCode, setNeedCode] = useState(false);
  const form = useLoginFields(needCode);
  const [codeKey, setCodeKey] = useState(() => Date.now());
  const { sysConfig } = useSnapshot(session);
  const title = sysConfig?.sysName || t('app.defaultTitle');

  const checkConfig = async () => {
    const account = form.values.account;
    if (!account.trim()) return;
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const { account, password, code } = form.values;
    setSubmitting(true);
    try {
      const result = await login({ account, password, code: needCode ? code : undefined, timestamp: needCode ? codeKey : undefined });
      signInMarker.fromLoginPage = true;
      setToken(result.token);
      // The language this page shows is the one the user signs in with (issue 14); saving it need not hold up the way in.
      void keepLanguageAtSignIn();
      settings.layoutType = normaliseLayout(result.theme);
      navigate(redirectTarget(location.search), { replace: true });
    } catch {
      if (needCode) {
        setCodeKey(Date.now());
        form.reset('code');
      }
      void checkConfig();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="klx-login">
      <div className="klx-login__lang">
        <LoginLanguageSwitch />
      </div>
      <div className="klx-login__panel">
        <div className="klx-login__brand">
          <h1>{title}</h1>
          <p>{t('login.welcome')}</p>
        </div>
        <div className="klx-login__form">
          <h2>{t('login.title')}</h2>
          <form onSubmit={(event) => void submit(event)} autoComplete="off" noValidate>
            <Field error={form.errors.account && t(form.errors.account)}>
              <LoginInput
                invalid={Boolean(form.errors.account)}
                prefix={<UserOutlined />}
                placeholder={t('login.accountPlaceholder')}
                aria-label={t('login.account')}
                value={form.values.account}
                onChange={(event) => form.change('account', event.target.value)}
                onBlur={checkConfig}
              />
            </Field>
            <Field error={form.errors.password && t(form.errors.password)}>
              <LoginPasswordInput
                invalid={Boolean(form.errors.password)}
                prefix={<LockOutlined />}
                placeholder={t('login.passwordPlaceholder')}
                aria-label={t('login.password')}
                value={form.values.password}
                onChange={(event) => form.change('password', event.target.value)}
              />
            </Field>
            {needCode && (
              <Field error={form.errors.code && t(form.errors.code)}>
                <div className="klx-login__code">
                  <LoginInput
                    invalid={Boolean(form.errors.code)}
                    prefix={<SafetyOutlined />}
                    placeholder={t('login.codePlaceholder')}
                    aria-label={t('login.code')}
                    value={form.values.code}
                    onChange={(event) => form.change('code', event.target.value)}
                  />
                  <img
                    src={captchaUrl(codeKey)}
                    alt={t('login.code')}
                    title={t('login.refreshCode')}
                    onClick={() => setCodeKey(Date.now())}
                  />
                </div>
              </Field>
            )}
            <Field>
              <LoginSubmit loading={submitting} data-testid="login-submit">
                {t('login.submit')}
              </LoginSubmit>
            </Field>
          </form>
        </div>
      </div>
    </div>
  );
}
