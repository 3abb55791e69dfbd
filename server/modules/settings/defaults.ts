/**
 * System configuration with the shipped defaults of spec 01 §3 (sysVersion 3.4.7, themeClass skyblue, layoutType
 * plain; sidebar logo, search, tab bar and app download on; language switch, chat and page cache off) and the
 * sign-in and password-policy settings the server enforces.
 */

/** Every configuration key with its default value. */
export const SYS_CONFIG_DEFAULTS = {
  sysName: '',
  sysVersion: '3.4.7',
  logoIcon: '',
  navigationIcon: '',
  loginIcon: '',
  copyright: 'Copyright © 2026 KLX',
  companyName: 'KLX',
  themeClass: 'skyblue',
  layoutType: 'plain',
  sidebarLogo: true,
  showSearch: true,
  tagsView: true,
  showAppDownload: true,
  showLanguage: false,
  enableChat: false,
  useCache: false,
  onlineEdition: true,
  /** 1 asks for an image captcha at sign-in. */
  enableVerificationCode: 0,
  verificationCodeNumber: 4,
  /** Minutes of inactivity before a session expires. */
  tokenTimeout: 480,
  /** 1: one session per account (a new sign-in forces the others out); 2: several allowed. */
  singleLogin: 2,
  /** Failed sign-ins in a row that lock the account. */
  passwordErrorsNumber: 5,
  /** 1: locked until an administrator unlocks; 2: locked for lockTime minutes. */
  lockType: 1,
  lockTime: 10,
  /** Failed sign-ins from one address within five minutes before further attempts are refused. */
  addressAttemptLimit: 30,
  /** 1 shows the last-login notice after sign-in. */
  lastLoginTimeSwitch: 1,
  passwordStrengthLimit: 0,
  passwordLengthMin: 1,
  passwordLengthMinNumber: 6,
  containsNumbers: 0,
  includeLowercaseLetters: 0,
  includeUppercaseLetters: 0,
  containsCharacters: 0,
  mandatoryModificationOfInitialPassword: 0,
  /** Message channels (server/modules/message/channels): the SMTP relay and sender address of the mail channel. */
  mailHost: '',
  mailPort: 25,
  mailFrom: '',
  /** The SMS gateway's address and bearer key. */
  smsUrl: '',
  smsKey: '',
  /** The group-robot webhook addresses of the two office-collaboration services. */
  dingWebhookUrl: '',
  weComWebhookUrl: '',
  /** The generic webhook channel: the address posted to and the secret signing each post (HMAC-SHA256). */
  webhookUrl: '',
  webhookSecret: '',
  /**
   * Data interfaces (server/modules/data-interface): the hosts an HTTP interface may call, `host` or `host:port`,
   * separated by commas or new lines; empty allows none.
   */
  dataInterfaceHosts: '',
};

/** The configuration as a typed record. */
export type SysConfigValues = typeof SYS_CONFIG_DEFAULTS;

/** A configuration key. */
export type SysConfigKey = keyof SysConfigValues;
