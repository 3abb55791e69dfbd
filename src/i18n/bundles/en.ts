/**
 * Every string the client shows in English: the shared message catalogue and the shell's and features' strings.
 * The browser loads only the bundle of the language in use (issue 13, see ../index.ts); the three bundles list the
 * same parts, so a new catalogue is added to each of them.
 */
import { en as core } from '../../../runtime/core/i18n/catalogue/en';
import { PATTERN_MESSAGES } from '../../../runtime/core/validation/pattern-messages';
import { RELATIVE_TIME_MESSAGES } from '../../../runtime/core/dates/relative-messages';
import { FILE_MESSAGES } from '../../../runtime/core/files/messages';
import { DATA_SCHEME_MESSAGES } from '../../../runtime/core/permission/data-scheme-messages';
import { GRADE_MESSAGES } from '../../../runtime/core/permission/grade-messages';
import { COLUMN_AUTHORITY_MESSAGES } from '../../../runtime/core/permission/column-authority-messages';
import { BOARD_MESSAGES } from '../../../runtime/core/lowcode/board-messages';
import { en as shell } from '../locales/en';
import { messagesEn } from '../../messages/i18n';
import { chatEn } from '../../chat/i18n';
import { schedulesEn } from '../../schedules/i18n';
import { designerEn } from '../../pages/visualdev/i18n';
import { monitorEn } from '../../pages/message-monitor/i18n';

/** The strings, by key. */
export const strings: Record<string, string> = {
  ...core,
  ...PATTERN_MESSAGES.en,
  ...RELATIVE_TIME_MESSAGES.en,
  ...FILE_MESSAGES.en,
  ...DATA_SCHEME_MESSAGES.en,
  ...GRADE_MESSAGES.en,
  ...COLUMN_AUTHORITY_MESSAGES.en,
  ...BOARD_MESSAGES.en,
  ...shell,
  ...messagesEn,
  ...chatEn,
  ...schedulesEn,
  ...designerEn,
  ...monitorEn,
};
