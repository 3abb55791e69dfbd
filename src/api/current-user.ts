/** The signed-in user's own account calls (spec 01 §7, spec 03 §7 "Current user") and the reminder calls. */
import SparkMD5 from 'spark-md5';
import { passwordShape, type PasswordPolicy } from '../../runtime/core/password/policy';
import type { BaseInfo } from '../../runtime/core/contract/profile';
import type { LayoutType } from '../../runtime/core/contract/session';
import type { Language } from '../../runtime/core/i18n/languages';
import { http } from './client';

const BASE = '/api/permission/Users/Current';

export type { BaseInfo };

/** The fields a user may edit about themself. */
export type BaseInfoChanges = Partial<Pick<BaseInfo, 'realName' | 'gender' | 'mobilePhone' | 'telePhone' | 'landline' | 'email' | 'postalAddress' | 'description'>>;

/** The password policy with the user's first-login flag. */
export type PasswordPolicyAnswer = PasswordPolicy & { firstLoginUpDate: number };

/** The password-change form as typed (passwords in clear; they travel hashed). */
export interface PasswordChangeInput {
  oldPassword?: string;
  password: string;
  code: string;
  timestamp: number;
}

/** What updatePasswordMessage answers. */
export interface PasswordState {
  firstLoginUpDate: number;
  changePasswordDate: number | null;
  mandatoryModificationOfInitialPassword: number;
  mustChange: boolean;
}

/** The reminder texts (spec 01 §3). */
export interface ReminderWarning {
  description0: string;
  description1: string;
  phone: string;
}

/** Reads the user's base information. */
export const getBaseInfo = () => http.get<BaseInfo>(`${BASE}/BaseInfo`);

/** Saves the user's base information; resolves with the server message. */
export const updateBaseInfo = (changes: BaseInfoChanges) => http.send<void>('PUT', `${BASE}/BaseInfo`, { data: changes });

/** The password policy. */
export const getPasswordPolicy = () => http.get<PasswordPolicyAnswer>(`${BASE}/PasswordPolicy`);

/** Changes the password: both passwords hashed, with the captcha and the new password's shape for the server's policy check. */
export function modifyPassword(input: PasswordChangeInput) {
  return http.send<void>('POST', `${BASE}/Actions/ModifyPassword`, { data: {
    oldPassword: input.oldPassword ? SparkMD5.hash(input.oldPassword) : undefined,
    password: SparkMD5.hash(input.password),
    passwordShape: passwordShape(input.password),
    code: input.code,
    timestamp: input.timestamp,
    type: '2',
  } });
}

/** Saves the layout theme. */
export const saveSystemTheme = (theme: LayoutType) => http.put<void>(`${BASE}/SystemTheme`, { theme });

/** Saves the language. */
export const saveSystemLanguage = (language: Language) => http.send<void>('PUT', `${BASE}/SystemLanguage`, { data: { language } });

/** The organisations the user belongs to. */
export const getUserOrganizes = () => http.get<{ list: { id: string; name: string }[] }>(`${BASE}/Organizes`);

/** Switches the current system or main organisation. */
export const switchMajor = (majorType: 'System' | 'Organize', majorId: string) => http.send<void>('PUT', `${BASE}/major`, { data: { majorType, majorId } });

/** Whether the password must be changed now. */
export const getPasswordState = () => http.post<PasswordState>('/api/oauth/updatePasswordMessage');

/** The reminder texts not yet seen. */
export const getReminderWarning = () => http.get<ReminderWarning>('/api/permission/Organize/getReminderWarning');

/** Records which reminder texts were seen: "0", "1" or "0,1". */
export const createReminderLog = (ids: string) => http.post<void>(`/api/eam/PublicApi/createUpReminderLog/${ids}`);
