/**
 * The sign-in strings in English: what the sign-in page shows before the rest of the catalogue has loaded
 * (issue 13) — the page itself, the document title, the route guard's spinner and messages, and the message of a
 * failed request. The browser fetches these alone before the first render; the rest of the language (../bundles)
 * loads before anything past the sign-in page renders (see ../index.ts).
 */
import type { SignInMessageKey } from './zh-CN';

/** The sign-in strings, by key. */
export const signInEn: Record<SignInMessageKey, string> = {
  'app.defaultTitle': 'KLX Enterprise Asset Management',
  'app.loading': 'Loading…',
  'login.title': 'Account sign-in',
  'login.welcome': 'Welcome',
  'login.account': 'Account',
  'login.accountPlaceholder': 'Please enter the account',
  'login.password': 'Password',
  'login.passwordPlaceholder': 'Please enter the password',
  'login.code': 'Verification code',
  'login.codePlaceholder': 'Please enter the code',
  'login.refreshCode': 'Hard to read? Get another',
  'login.submit': 'Sign in',
  'login.accountRequired': 'Please enter the account',
  'login.passwordRequired': 'Please enter the password',
  'login.codeRequired': 'Please enter the verification code',
  'session.hasError': 'Has Error',
  'session.noInfo': 'Verification failed, please sign in again',
  'session.noPermission': 'Insufficient permission, please contact the administrator',
  'common.requestFailed': 'Request error, please retry',
};
