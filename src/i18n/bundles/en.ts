/**
 * Every string the client shows in English: the sign-in strings, the shared message catalogue and the shell's and
 * features' strings. The browser loads the sign-in strings (../sign-in) before the first render and this bundle
 * before anything past the sign-in page renders, only for the language in use (issue 13, see ../index.ts). Each
 * part is a file of that language alone, so no other language comes along; the three bundles list the same parts,
 * so a new catalogue is added to each of them.
 */
import { signInEn } from '../sign-in/en';
import { en as core } from '../../../runtime/core/i18n/catalogue/en';
import { patternMessagesEn } from '../../../runtime/core/validation/pattern-messages.en';
import { relativeTimeMessagesEn } from '../../../runtime/core/dates/relative-messages.en';
import { fileMessagesEn } from '../../../runtime/core/files/messages.en';
import { dataSchemeMessagesEn } from '../../../runtime/core/permission/data-scheme-messages.en';
import { gradeMessagesEn } from '../../../runtime/core/permission/grade-messages.en';
import { columnAuthorityMessagesEn } from '../../../runtime/core/permission/column-authority-messages.en';
import { boardMessagesEn } from '../../../runtime/core/lowcode/board-messages.en';
import { en as shell } from '../locales/en';
import { messagesEn } from '../../messages/i18n/en';
import { chatEn } from '../../chat/i18n/en';
import { schedulesEn } from '../../schedules/i18n/en';
import { designerEn } from '../../pages/visualdev/i18n/en';
import { monitorEn } from '../../pages/message-monitor/i18n/en';

/** The strings, by key. */
export const strings: Record<string, string> = {
  ...signInEn,
  ...core,
  ...patternMessagesEn,
  ...relativeTimeMessagesEn,
  ...fileMessagesEn,
  ...dataSchemeMessagesEn,
  ...gradeMessagesEn,
  ...columnAuthorityMessagesEn,
  ...boardMessagesEn,
  ...shell,
  ...messagesEn,
  ...chatEn,
  ...schedulesEn,
  ...designerEn,
  ...monitorEn,
};
