/** Wire shapes of sign-in and the current user (CONTRACT.md "Sign-in and current user", spec 01 §3). */

/** The four layouts; unknown theme values fall back to plain. */
export const LAYOUT_TYPES = ['classic', 'functional', 'blend', 'plain'] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];

/** Normalises a theme from the server: unknown values become plain (spec 01 §3). */
export function normaliseLayout(theme: unknown): LayoutType {
  return (LAYOUT_TYPES as readonly unknown[]).includes(theme) ? (theme as LayoutType) : 'plain';
}

/** Answer of POST /api/oauth/Login. */
export interface LoginResult {
  token: string;
  theme: string;
}

/** Answer of GET /api/oauth/getConfig/{account}. */
export interface LoginConfig {
  enableVerificationCode: 0 | 1;
  verificationCodeNumber: number;
}

/** Menu types of spec 01 §2.2. */
export const MenuType = {
  catalog: 0,
  category: 1,
  page: 2,
  dynamicForm: 3,
  dynamicDictionary: 4,
  dynamicReport: 5,
  dataView: 6,
  externalLink: 7,
  portal: 8,
} as const;

/** A menu tree node as the server sends it. */
export interface MenuItem {
  id: string;
  parentId: string;
  fullName: string;
  /** The name in every language (our server sends it so that a language switch needs no new call). */
  fullNameI18n?: Record<string, string>;
  enCode: string;
  icon: string;
  type: number;
  urlAddress: string;
  linkTarget: string;
  /** JSON text; for types 3, 4, 5, 8 it may carry moduleId and isTree. */
  propertyJson: string;
  sortCode: number;
  hasChildren: boolean;
  children: MenuItem[];
  systemId?: string;
}

/** One granted item of a module (button, column, form field or data resource). */
export interface PermissionItem {
  id: string;
  fullName: string;
  enCode: string;
}

/** What a user may do on one module; `modelId` is the menu id that becomes the route's meta.modelId. */
export interface PermissionEntry {
  modelId: string;
  moduleName: string;
  button: PermissionItem[];
  column: PermissionItem[];
  form: PermissionItem[];
  resource: PermissionItem[];
}

/** A system the user may switch to. */
export interface SystemRef {
  id: string;
  name: string;
  icon: string;
  currentSystem: boolean;
}

/** userInfo of the current user (spec 01 §3). */
export interface UserInfo {
  userId: string;
  userName: string;
  userAccount: string;
  headIcon: string;
  companyNo: string;
  organizeId: string;
  organizeName: string;
  positionIds: { id: string; name: string }[];
  roleIds: string[];
  systemIds: SystemRef[];
  portalId: string;
  signImg: string;
  isAdministrator: boolean;
  changePasswordDate: number | null;
  isActive: number;
  firstLoginUpDate: number;
  prevLogin: number;
  prevLoginTime: number | null;
  prevLoginIPAddress: string;
  prevLoginIPAddressName: string;
  theme: string;
  language: string;
}

/** sysConfigInfo: branding and the site flags of spec 01 §3. */
export interface SysConfigInfo {
  sysName: string;
  sysVersion: string;
  logoIcon: string;
  navigationIcon: string;
  loginIcon: string;
  copyright: string;
  companyName: string;
  themeClass: string;
  layoutType: LayoutType;
  sidebarLogo: boolean;
  showSearch: boolean;
  tagsView: boolean;
  showAppDownload: boolean;
  showLanguage: boolean;
  enableChat: boolean;
  useCache: boolean;
  /** Online edition: shows the service centre and app-download entries. */
  onlineEdition: boolean;
}

/** Answer of GET /api/oauth/CurrentUser. */
export interface CurrentUser {
  menuList: MenuItem[];
  permissionList: PermissionEntry[];
  routerList: MenuItem[];
  userInfo: UserInfo;
  sysConfigInfo: SysConfigInfo;
}
