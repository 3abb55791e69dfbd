/**
 * The sign-in strings in Traditional Chinese: what the sign-in page shows before the rest of the catalogue has loaded
 * (issue 13) — the page itself, the document title, the route guard's spinner and messages, and the message of a
 * failed request. The browser fetches these alone before the first render; the rest of the language (../bundles)
 * loads before anything past the sign-in page renders (see ../index.ts).
 */
import type { SignInMessageKey } from './zh-CN';

/** The sign-in strings, by key. */
export const signInZhTW: Record<SignInMessageKey, string> = {
  'app.defaultTitle': 'KLX 企業資產管理平臺',
  'app.loading': '載入中…',
  'login.title': '帳號登入',
  'login.welcome': '歡迎登入',
  'login.account': '帳號',
  'login.accountPlaceholder': '請輸入帳號',
  'login.password': '密碼',
  'login.passwordPlaceholder': '請輸入密碼',
  'login.code': '驗證碼',
  'login.codePlaceholder': '請輸入驗證碼',
  'login.refreshCode': '看不清，換一張',
  'login.submit': '登入',
  'login.accountRequired': '請輸入帳號',
  'login.passwordRequired': '請輸入密碼',
  'login.codeRequired': '請輸入驗證碼',
  'session.hasError': 'Has Error',
  'session.noInfo': '驗證失敗，請重新登入',
  'session.noPermission': '您的權限不足，請聯絡管理員',
  'common.requestFailed': '請求出錯，請重試',
};
