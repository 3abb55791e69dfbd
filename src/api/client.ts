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
  // The shell's copy of the message, not the shared catalogue's: it is among the sign-in strings (issue 13), there
  // before the rest of the catalogue has loaded.
  defaultErrorMessage: () => i18next.t('common.requestFailed'),
});
