/** The app's http client, wired to the session store, the language, toasts and navigation. */
import { i18next } from '../i18n';
import { notifyError } from '../host/notify';
import { navigateTo } from '../host/navigation';
import { resetSession, session } from '../stores/session';
import { createHttpClient } from './http';

/** The shared http client. */
export const http = createHttpClient({
  getToken: () => session.token,
  getLanguage: () => i18next.language || 'zh-CN',
  notifyError,
  onSessionInvalid: () => {
    resetSession();
    const here = window.location.pathname + window.location.search;
    navigateTo(here.startsWith('/login') ? here : `/login?redirect=${encodeURIComponent(here)}`);
  },
  defaultErrorMessage: () => i18next.t('error.requestFailed'),
});
