/**
 * Shared messages in Simplified Chinese — the source language. The spec's Chinese literals are these values,
 * verbatim. The server answers with them and the client shows them; the other languages mirror these keys.
 */
export const zhCN = {
  'common.success': 'Success',
  'common.createSuccess': '新建成功',
  'common.updateSuccess': '更新成功',
  'common.deleteSuccess': '删除成功',
  'common.logoutSuccess': '退出成功',
  'common.localMachine': '本机',
  'common.intranet': '内网',
  'common.unlockSuccess': '解锁成功',
  'error.requestFailed': '请求出错，请重试',
  'error.sessionExpired': '登录过期,请重新登录',
  'error.sessionForcedOut': '您已被强制下线，请重新登录',
  'error.signedInElsewhere': '您的账号已在其他地方登录，请重新登录',
  'error.tokenInvalid': '登录凭证无效，请重新登录',
  'error.apiNotFound': '请求的接口不存在：{path}',
  'error.internal': '服务器出错了，请稍后重试',
  'error.badRequest': '请求参数有误',
  'error.forbidden': '您没有此操作的权限',
  'error.accountRequired': '请输入账号',
  'error.passwordRequired': '请输入密码',
  'error.passwordNotHashed': '密码格式不正确',
  'error.accountOrPasswordWrong': '账号或密码错误，请重新输入',
  'error.accountLocked': '账号已被锁定，请联系管理员解锁',
  'error.accountLockedFor': '账号已被锁定，请{minutes}分钟后再试',
  'error.accountDisabled': '账号已被禁用，请联系管理员',
  'error.tooManyAttempts': '登录尝试过于频繁，请{seconds}秒后再试',
  'error.captchaRequired': '请输入验证码',
  'error.captchaWrong': '验证码错误，请重新输入',
  'error.captchaExpired': '验证码已过期，请刷新后重试',
  'error.unlockFailed': '密码错误，解锁失败',
  'error.userNotFound': '用户不存在',
} as const;

/** A key of the shared message catalogue. */
export type CoreMessageKey = keyof typeof zhCN;
