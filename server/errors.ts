/**
 * The one error catalogue. Every failure the API can answer has a name here, an envelope code and a message key
 * resolved in the caller's language. Handlers throw `fail(name, params)`; the app turns it into the envelope.
 */
import { ResponseCode } from '../runtime/core/contract/envelope';
import type { MessageParams, SharedMessageKey } from '../runtime/core/i18n/messages';

interface CatalogueEntry {
  code: number;
  message: SharedMessageKey;
}

/** Every failure the server answers, by name. */
export const errorCatalogue = {
  sessionMissing: { code: ResponseCode.sessionExpired, message: 'error.sessionExpired' },
  sessionExpired: { code: ResponseCode.sessionExpired, message: 'error.sessionExpired' },
  sessionForcedOut: { code: ResponseCode.forcedOut, message: 'error.sessionForcedOut' },
  signedInElsewhere: { code: ResponseCode.forcedOut, message: 'error.signedInElsewhere' },
  tokenInvalid: { code: ResponseCode.tokenInvalid, message: 'error.tokenInvalid' },
  apiNotFound: { code: ResponseCode.notFound, message: 'error.apiNotFound' },
  internal: { code: ResponseCode.serverError, message: 'error.internal' },
  badRequest: { code: ResponseCode.failure, message: 'error.badRequest' },
  forbidden: { code: ResponseCode.failure, message: 'error.forbidden' },
  accountRequired: { code: ResponseCode.validation, message: 'error.accountRequired' },
  passwordRequired: { code: ResponseCode.validation, message: 'error.passwordRequired' },
  passwordNotHashed: { code: ResponseCode.validation, message: 'error.passwordNotHashed' },
  accountOrPasswordWrong: { code: ResponseCode.failure, message: 'error.accountOrPasswordWrong' },
  accountLocked: { code: ResponseCode.failure, message: 'error.accountLocked' },
  accountLockedFor: { code: ResponseCode.failure, message: 'error.accountLockedFor' },
  accountDisabled: { code: ResponseCode.failure, message: 'error.accountDisabled' },
  tooManyAttempts: { code: ResponseCode.failure, message: 'error.tooManyAttempts' },
  captchaRequired: { code: ResponseCode.failure, message: 'error.captchaRequired' },
  captchaWrong: { code: ResponseCode.failure, message: 'error.captchaWrong' },
  captchaExpired: { code: ResponseCode.failure, message: 'error.captchaExpired' },
  unlockFailed: { code: ResponseCode.failure, message: 'error.unlockFailed' },
  userNotFound: { code: ResponseCode.failure, message: 'error.userNotFound' },
  invalidJson: { code: ResponseCode.failure, message: 'error.invalidJson' },
  /** A field refused by a screen's model; `message` is already resolved in the caller's language. */
  invalidField: { code: ResponseCode.failure, message: 'error.invalidField' },
  invalidPaging: { code: ResponseCode.failure, message: 'error.invalidPaging' },
  recordNotFound: { code: ResponseCode.failure, message: 'error.recordNotFound' },
  /** A write whose record, as stored, would lie outside the caller's data-permission rows. */
  recordOutsideRows: { code: ResponseCode.failure, message: 'error.recordOutsideRows' },
  hasChildren: { code: ResponseCode.failure, message: 'error.hasChildren' },
  hasScopedRecords: { code: ResponseCode.failure, message: 'error.hasScopedRecords' },
  /** The main system is never disabled or deleted: every user's menu starts there. */
  mainSystemLocked: { code: ResponseCode.failure, message: 'error.mainSystemLocked' },
  systemHasMenus: { code: ResponseCode.failure, message: 'error.systemHasMenus' },
  parentIsSelf: { code: ResponseCode.failure, message: 'error.parentIsSelf' },
  parentNotFound: { code: ResponseCode.failure, message: 'error.parentNotFound' },
  scopeNotFound: { code: ResponseCode.failure, message: 'error.scopeNotFound' },
  billRuleNotFound: { code: ResponseCode.failure, message: 'error.billRuleNotFound' },
  billRuleDisabled: { code: ResponseCode.failure, message: 'error.billRuleDisabled' },
  importFileMissing: { code: ResponseCode.failure, message: 'error.importFileMissing' },
  importFileInvalid: { code: ResponseCode.failure, message: 'error.importFileInvalid' },
  importWrongKind: { code: ResponseCode.failure, message: 'error.importWrongKind' },
  importHeaderMismatch: { code: ResponseCode.failure, message: 'error.importHeaderMismatch' },
  importEmpty: { code: ResponseCode.failure, message: 'error.importEmpty' },
  importTooManyRows: { code: ResponseCode.failure, message: 'error.importTooManyRows' },
  importUploadMissing: { code: ResponseCode.failure, message: 'error.importUploadMissing' },
  exportColumnsMissing: { code: ResponseCode.failure, message: 'error.exportColumnsMissing' },
  cannotRemoveSelf: { code: ResponseCode.failure, message: 'error.cannotRemoveSelf' },
  cannotRemoveAdministrator: { code: ResponseCode.failure, message: 'error.cannotRemoveAdministrator' },
  administratorsRequired: { code: ResponseCode.failure, message: 'error.administratorsRequired' },
  cannotDisableSelf: { code: ResponseCode.failure, message: 'error.cannotDisableSelf' },
  cannotDisableAdministrator: { code: ResponseCode.failure, message: 'error.cannotDisableAdministrator' },
  organizeNotFound: { code: ResponseCode.failure, message: 'error.organizeNotFound' },
  departmentNeedsCompany: { code: ResponseCode.failure, message: 'error.departmentNeedsCompany' },
  companyUnderDepartment: { code: ResponseCode.failure, message: 'error.companyUnderDepartment' },
  organizeHasMembers: { code: ResponseCode.failure, message: 'error.organizeHasMembers' },
  organizeHasPositions: { code: ResponseCode.failure, message: 'error.organizeHasPositions' },
  positionHasUsers: { code: ResponseCode.failure, message: 'error.positionHasUsers' },
  roleHasUsers: { code: ResponseCode.failure, message: 'error.roleHasUsers' },
  roleNeedsOrganize: { code: ResponseCode.failure, message: 'error.roleNeedsOrganize' },
  groupNotFound: { code: ResponseCode.failure, message: 'error.groupNotFound' },
  groupHasUsers: { code: ResponseCode.failure, message: 'error.groupHasUsers' },
  authorizeObjectNotFound: { code: ResponseCode.failure, message: 'error.authorizeObjectNotFound' },
  authorizeItemNotFound: { code: ResponseCode.failure, message: 'error.authorizeItemNotFound' },
  grantNotHeld: { code: ResponseCode.failure, message: 'error.grantNotHeld' },
  cannotGrantOwnObject: { code: ResponseCode.failure, message: 'error.cannotGrantOwnObject' },
  // Data permissions (row-level schemes) and grade management (issue 10).
  dataSchemeNotFound: { code: ResponseCode.failure, message: 'dataScheme.notFound' },
  dataSchemePageUnknown: { code: ResponseCode.failure, message: 'dataScheme.pageUnknown' },
  dataSchemeCodeTaken: { code: ResponseCode.failure, message: 'dataScheme.codeTaken' },
  dataSchemeNameRequired: { code: ResponseCode.validation, message: 'dataScheme.nameRequired' },
  dataSchemeCodeRequired: { code: ResponseCode.validation, message: 'dataScheme.codeRequired' },
  gradeNotAllowed: { code: ResponseCode.failure, message: 'grade.notAllowed' },
  gradeForAdministrator: { code: ResponseCode.failure, message: 'grade.forAdministrator' },
  gradeTooMany: { code: ResponseCode.failure, message: 'grade.tooMany' },
  cannotForceOutSelf: { code: ResponseCode.failure, message: 'error.cannotForceOutSelf' },
  sessionNotOnline: { code: ResponseCode.failure, message: 'error.sessionNotOnline' },
  positionNotFound: { code: ResponseCode.failure, message: 'error.positionNotFound' },
  positionNotInOrganize: { code: ResponseCode.failure, message: 'error.positionNotInOrganize' },
  roleNotFound: { code: ResponseCode.failure, message: 'error.roleNotFound' },
  roleNotGrantable: { code: ResponseCode.failure, message: 'error.roleNotGrantable' },
  rightsExceeded: { code: ResponseCode.failure, message: 'error.rightsExceeded' },
  requestTooLarge: { code: ResponseCode.failure, message: 'error.requestTooLarge' },
  malformedInput: { code: ResponseCode.failure, message: 'error.malformedInput' },
  urlInvalid: { code: ResponseCode.validation, message: 'error.urlInvalid' },
  managerNotFound: { code: ResponseCode.failure, message: 'error.managerNotFound' },
  managerIsSelf: { code: ResponseCode.failure, message: 'error.managerIsSelf' },
  // Low-code definitions and their records (issue 9).
  modelNotFound: { code: ResponseCode.failure, message: 'error.modelNotFound' },
  modelNotReleased: { code: ResponseCode.failure, message: 'error.modelNotReleased' },
  definitionInvalid: { code: ResponseCode.failure, message: 'error.definitionInvalid' },
  definitionCodeTaken: { code: ResponseCode.failure, message: 'error.definitionCodeTaken' },
  releaseNeedsMenu: { code: ResponseCode.failure, message: 'error.releaseNeedsMenu' },
  releaseAffectsRecords: { code: ResponseCode.failure, message: 'error.releaseAffectsRecords' },
  idsRequired: { code: ResponseCode.failure, message: 'error.idsRequired' },
  // Data reports and portals (issue 9 §4).
  reportNotFound: { code: ResponseCode.failure, message: 'error.reportNotFound' },
  reportNotReleased: { code: ResponseCode.failure, message: 'error.reportNotReleased' },
  reportSearchInvalid: { code: ResponseCode.failure, message: 'report.searchValueInvalid' },
  portalNotFound: { code: ResponseCode.failure, message: 'error.portalNotFound' },
  portalNotReleased: { code: ResponseCode.failure, message: 'error.portalNotReleased' },
  // Shell: password change, current user, reminders (issue 3).
  passwordRequiredNew: { code: ResponseCode.validation, message: 'password.newRequired' },
  passwordTooShort: { code: ResponseCode.validation, message: 'password.tooShort' },
  passwordNeedsDigit: { code: ResponseCode.validation, message: 'password.needsDigit' },
  passwordNeedsLowercase: { code: ResponseCode.validation, message: 'password.needsLowercase' },
  passwordNeedsUppercase: { code: ResponseCode.validation, message: 'password.needsUppercase' },
  passwordNeedsSpecial: { code: ResponseCode.validation, message: 'password.needsSpecial' },
  oldPasswordRequired: { code: ResponseCode.validation, message: 'password.oldRequired' },
  oldPasswordWrong: { code: ResponseCode.failure, message: 'error.oldPasswordWrong' },
  passwordSameAsOld: { code: ResponseCode.failure, message: 'error.passwordSameAsOld' },
  passwordCodeRequired: { code: ResponseCode.validation, message: 'password.codeRequired' },
  languageInvalid: { code: ResponseCode.failure, message: 'error.languageInvalid' },
  themeInvalid: { code: ResponseCode.failure, message: 'error.themeInvalid' },
  majorTypeInvalid: { code: ResponseCode.failure, message: 'error.majorTypeInvalid' },
  majorNotAllowed: { code: ResponseCode.failure, message: 'error.majorNotAllowed' },
  reminderIdsInvalid: { code: ResponseCode.failure, message: 'error.reminderIdsInvalid' },
  // In-site messages and announcements (issue 12).
  messageNotFound: { code: ResponseCode.failure, message: 'error.messageNotFound' },
  messageTypeInvalid: { code: ResponseCode.failure, message: 'error.messageTypeInvalid' },
  messageNotChosen: { code: ResponseCode.failure, message: 'error.messageNotChosen' },
  recipientsInvalid: { code: ResponseCode.failure, message: 'error.recipientsInvalid' },
  noticeTitleRequired: { code: ResponseCode.validation, message: 'error.noticeTitleRequired' },
  noticeFilesInvalid: { code: ResponseCode.failure, message: 'error.noticeFilesInvalid' },
  noticeAlreadyReleased: { code: ResponseCode.failure, message: 'error.noticeAlreadyReleased' },
  /** A message template whose title or content uses parameters its list does not declare. */
  messageTemplateUnknownParameters: { code: ResponseCode.failure, message: 'error.messageTemplateUnknownParameters' },
  messageTemplateDuplicateParameter: { code: ResponseCode.failure, message: 'error.messageTemplateDuplicateParameter' },
  messageDataTypeUnknown: { code: ResponseCode.failure, message: 'error.messageDataTypeUnknown' },
  messageTemplateTooManyParameters: { code: ResponseCode.failure, message: 'error.messageTemplateTooManyParameters' },
  messageChannelsInvalid: { code: ResponseCode.failure, message: 'error.messageChannelsInvalid' },
  messageTemplateNotFound: { code: ResponseCode.failure, message: 'error.messageTemplateNotFound' },
  messageTemplateInUse: { code: ResponseCode.failure, message: 'error.messageTemplateInUse' },
  messageChannelUnknown: { code: ResponseCode.failure, message: 'error.messageChannelUnknown' },
  messageChannelSettingInvalid: { code: ResponseCode.failure, message: 'error.messageChannelSettingInvalid' },
  messageChannelNotConfigured: { code: ResponseCode.failure, message: 'error.messageChannelNotConfigured' },
  messageChannelNoAddress: { code: ResponseCode.failure, message: 'error.messageChannelNoAddress' },
  messageChannelFailed: { code: ResponseCode.failure, message: 'error.messageChannelFailed' },
  noticeTooLong: { code: ResponseCode.validation, message: 'error.noticeTooLong' },
  // Schedules (issue 12).
  scheduleNotFound: { code: ResponseCode.failure, message: 'error.scheduleNotFound' },
  scheduleNotCreator: { code: ResponseCode.failure, message: 'error.scheduleNotCreator' },
  scheduleScopeRequired: { code: ResponseCode.failure, message: 'error.scheduleScopeRequired' },
  scheduleTitleRequired: { code: ResponseCode.validation, message: 'error.scheduleTitleRequired' },
  scheduleTimeRequired: { code: ResponseCode.validation, message: 'error.scheduleTimeRequired' },
  scheduleTimeInvalid: { code: ResponseCode.validation, message: 'error.scheduleTimeInvalid' },
  scheduleEndBeforeStart: { code: ResponseCode.validation, message: 'error.scheduleEndBeforeStart' },
  scheduleTypeInvalid: { code: ResponseCode.validation, message: 'error.scheduleTypeInvalid' },
  scheduleUrgentInvalid: { code: ResponseCode.validation, message: 'error.scheduleUrgentInvalid' },
  scheduleRepetitionInvalid: { code: ResponseCode.validation, message: 'error.scheduleRepetitionInvalid' },
  scheduleRepeatEndRequired: { code: ResponseCode.validation, message: 'error.scheduleRepeatEndRequired' },
  scheduleRepeatEndBeforeStart: { code: ResponseCode.validation, message: 'error.scheduleRepeatEndBeforeStart' },
  scheduleTooManyOccurrences: { code: ResponseCode.validation, message: 'error.scheduleTooManyOccurrences' },
  scheduleReminderInvalid: { code: ResponseCode.validation, message: 'error.scheduleReminderInvalid' },
  scheduleParticipantsInvalid: { code: ResponseCode.validation, message: 'error.scheduleParticipantsInvalid' },
  scheduleTooLong: { code: ResponseCode.validation, message: 'error.scheduleTooLong' },
  scheduleRangeInvalid: { code: ResponseCode.failure, message: 'error.scheduleRangeInvalid' },
  realNameRequired: { code: ResponseCode.validation, message: 'error.realNameRequired' },
  valueTooLong: { code: ResponseCode.validation, message: 'error.valueTooLong' },
  mobileInvalid: { code: ResponseCode.validation, message: 'error.mobileInvalid' },
  emailInvalid: { code: ResponseCode.validation, message: 'error.emailInvalid' },
  genderInvalid: { code: ResponseCode.validation, message: 'error.genderInvalid' },
  // Files and uploads (issue 11): the spec's texts, shared with the browser's checks (runtime/core/files).
  fileTooLarge: { code: ResponseCode.failure, message: 'file.tooLarge' },
  imageTooLarge: { code: ResponseCode.failure, message: 'file.imageTooLarge' },
  fileWrongType: { code: ResponseCode.failure, message: 'file.wrongType' },
  fileNotImage: { code: ResponseCode.failure, message: 'file.notImage' },
  fileMd5Mismatch: { code: ResponseCode.failure, message: 'file.md5Mismatch' },
  fileChunkInvalid: { code: ResponseCode.failure, message: 'file.chunkInvalid' },
  fileChunksMissing: { code: ResponseCode.failure, message: 'file.chunksMissing' },
  fileTypeInvalid: { code: ResponseCode.failure, message: 'file.typeInvalid' },
  fileLinkInvalid: { code: ResponseCode.failure, message: 'file.linkInvalid' },
  fileNameInvalid: { code: ResponseCode.failure, message: 'file.nameInvalid' },
  fileNotFound: { code: ResponseCode.failure, message: 'file.notFound' },
  fileNoneToDownload: { code: ResponseCode.failure, message: 'file.noneToDownload' },
  fileMissing: { code: ResponseCode.failure, message: 'file.uploadMissing' },
} as const satisfies Record<string, CatalogueEntry>;

/** The name of a catalogued failure. */
export type ErrorName = keyof typeof errorCatalogue;

/** A catalogued failure on its way to the envelope. */
export class AppError extends Error {
  readonly code: number;
  readonly messageKey: SharedMessageKey;
  constructor(
    readonly errorName: ErrorName,
    readonly params?: MessageParams,
  ) {
    super(errorName);
    this.code = errorCatalogue[errorName].code;
    this.messageKey = errorCatalogue[errorName].message;
  }
}

/** Builds a catalogued failure, for `throw fail('name')`. */
export function fail(name: ErrorName, params?: MessageParams): AppError {
  return new AppError(name, params);
}
