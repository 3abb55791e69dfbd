/**
 * The session store: the token and lock flag (kept in local storage, spec 01 §4.1) and what CurrentUser returned
 * (kept in memory only). Resetting clears all of it, as logout and 600–602 answers require.
 */
import { proxy, ref } from 'valtio';
import type { CurrentUser, MenuItem, PermissionEntry, SysConfigInfo, UserInfo } from '../../runtime/core/contract/session';
import type { Language } from '../../runtime/core/i18n/languages';
import { menuForSystem } from '../../runtime/core/routing/menu-routes';
import { readStored, writeStored } from './storage';
import { resetViews } from './tabs';

/** The signed-in user's state. */
export interface SessionState {
  token: string;
  /** 1 while the screen is locked. */
  locked: number;
  userInfo: UserInfo | null;
  menuList: MenuItem[];
  routerList: MenuItem[];
  permissionList: PermissionEntry[];
  sysConfig: SysConfigInfo | null;
  /** True after an explicit sign-out (until the next sign-in): /login then carries no redirect back. */
  signedOut: boolean;
}

/** The session store (valtio proxy). */
export const session = proxy<SessionState>({
  token: readStored<string>('token', ''),
  locked: readStored<number>('lock', 0),
  userInfo: null,
  menuList: [],
  routerList: [],
  permissionList: [],
  sysConfig: readStored<SysConfigInfo | null>('sysConfig', null),
  signedOut: false,
});

/** Stores a new token after sign-in. */
export function setToken(token: string): void {
  session.token = token;
  session.signedOut = false;
  writeStored('token', token);
}

/** Keeps what CurrentUser returned. */
export function setCurrentUser(data: CurrentUser): void {
  session.userInfo = data.userInfo;
  // With several systems the current one's subtree is the menu (spec 01 §2.2).
  const menu = data.routerList?.length ? menuForSystem(data.routerList, data.userInfo.systemIds ?? []) : data.menuList;
  session.menuList = ref(menu.length ? menu : data.menuList) as MenuItem[];
  session.routerList = ref(data.routerList) as MenuItem[];
  session.permissionList = ref(data.permissionList) as PermissionEntry[];
  session.sysConfig = data.sysConfigInfo;
  writeStored('sysConfig', data.sysConfigInfo);
}

/** Sets or clears the lock flag. */
export function setLocked(locked: boolean, from?: string): void {
  // Where the user locked from, so unlocking returns there (kept across a reload while locked).
  if (locked) writeStored('lockFrom', from);
  session.locked = locked ? 1 : 0;
  writeStored('lock', locked ? 1 : undefined);
}

/** The page the screen was locked from (a same-site path), or "/"; forgotten once read. */
export function takeLockOrigin(): string {
  const from = readStored<string | null>('lockFrom', null);
  writeStored('lockFrom', undefined);
  return from && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

/**
 * Clears the token, lock flag, user info, menus, permissions and open tabs (logout, or a 600–602 answer).
 * `signedOut` marks an explicit sign-out, after which the sign-in page does not return to the page left.
 */
export function resetSession(options: { signedOut?: boolean } = {}): void {
  session.signedOut = options.signedOut ?? false;
  session.token = '';
  session.locked = 0;
  session.userInfo = null;
  session.menuList = [];
  session.routerList = [];
  session.permissionList = [];
  writeStored('token', undefined);
  writeStored('lock', undefined);
  resetViews();
}

/**
 * Marks that the next shell start follows a sign-in from the login page: for the last-login notice (spec 01 §2.8),
 * and the language the user signed in with, which the session guard keeps instead of the server's (issue 14).
 */
export const signInMarker: { fromLoginPage: boolean; language?: Language } = { fromLoginPage: false };
