/**
 * The sign-in strings in Simplified Chinese (the source language): what the sign-in page shows before the rest of the catalogue has loaded
 * (issue 13) — the page itself, the document title, the route guard's spinner and messages, and the message of a
 * failed request. The browser fetches these alone before the first render; the rest of the language (../bundles)
 * loads before anything past the sign-in page renders (see ../index.ts).
 */
/** The sign-in strings, by key. */
export const signInZhCN = {
  'app.defaultTitle': 'KLX 企业资产管理平台',
  'app.loading': '加载中…',
  'login.title': '账号登录',
  'login.welcome': '欢迎登录',
  'login.account': '账号',
  'login.accountPlaceholder': '请输入账号',
  'login.password': '密码',
  'login.passwordPlaceholder': '请输入密码',
  'login.code': '验证码',
  'login.codePlaceholder': '请输入验证码',
  'login.refreshCode': '看不清，换一张',
  'login.submit': '登录',
  'login.accountRequired': '请输入账号',
  'login.passwordRequired': '请输入密码',
  'login.codeRequired': '请输入验证码',
  'session.hasError': 'Has Error',
  'session.noInfo': '验证失败，请重新登录',
  'session.noPermission': '您的权限不足，请联系管理员',
  'common.requestFailed': '请求出错，请重试',
} as const;

/** A key of the sign-in strings. */
export type SignInMessageKey = keyof typeof signInZhCN;
