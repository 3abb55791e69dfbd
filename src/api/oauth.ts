/** Sign-in and session calls (spec 01 §7). */
import SparkMD5 from 'spark-md5';
import type { CurrentUser, LoginConfig, LoginResult } from '../../runtime/core/contract/session';
import { http } from './client';

/** The sign-in form as typed. */
export interface LoginInput {
  account: string;
  password: string;
  code?: string;
  timestamp?: number;
}

/** Signs in; the password travels as its md5 (spec 01 §5). */
export function login(input: LoginInput) {
  return http.postForm<LoginResult>('/api/oauth/Login', {
    account: input.account.trim(),
    password: SparkMD5.hash(input.password),
    code: input.code,
    timestamp: input.timestamp,
    origin: input.code ? 'password' : undefined,
    client_id: 'admin',
    client_secret: '123456',
    scope: 'all',
    grant_type: 'password',
  });
}

/** Whether sign-in needs a captcha for this account. */
export function getLoginConfig(account: string) {
  return http.get<LoginConfig>(`/api/oauth/getConfig/${encodeURIComponent(account.trim() || '-')}`);
}

/** The signed-in user's info, menus and permissions. */
export function getCurrentUser() {
  return http.get<CurrentUser>('/api/oauth/CurrentUser');
}

/** Ends the session on the server. */
export function logout() {
  return http.get<void>('/api/oauth/Logout');
}

/** Re-verifies account and password to unlock the screen. */
export function unlockScreen(account: string, password: string) {
  return http.send<void>('POST', '/api/oauth/LockScreen', { data: { account, password: SparkMD5.hash(password) } });
}

/** The captcha image address for a random key. */
export function captchaUrl(key: number): string {
  return `/api/file/ImageCode/${key}`;
}
