/**
 * Every string the client shows in Traditional Chinese: the shared message catalogue and the shell's and features' strings.
 * The browser loads only the bundle of the language in use (issue 13, see ../index.ts); the three bundles list the
 * same parts, so a new catalogue is added to each of them.
 */
import { zhTW as core } from '../../../runtime/core/i18n/catalogue/zh-TW';
import { PATTERN_MESSAGES } from '../../../runtime/core/validation/pattern-messages';
import { RELATIVE_TIME_MESSAGES } from '../../../runtime/core/dates/relative-messages';
import { FILE_MESSAGES } from '../../../runtime/core/files/messages';
import { DATA_SCHEME_MESSAGES } from '../../../runtime/core/permission/data-scheme-messages';
import { GRADE_MESSAGES } from '../../../runtime/core/permission/grade-messages';
import { COLUMN_AUTHORITY_MESSAGES } from '../../../runtime/core/permission/column-authority-messages';
import { BOARD_MESSAGES } from '../../../runtime/core/lowcode/board-messages';
import { zhTW as shell } from '../locales/zh-TW';
import { messagesZhTW } from '../../messages/i18n';
import { chatZhTW } from '../../chat/i18n';
import { schedulesZhTW } from '../../schedules/i18n';
import { designerZhTW } from '../../pages/visualdev/i18n';
import { monitorZhTW } from '../../pages/message-monitor/i18n';

/** The strings, by key. */
export const strings: Record<string, string> = {
  ...core,
  ...PATTERN_MESSAGES['zh-TW'],
  ...RELATIVE_TIME_MESSAGES['zh-TW'],
  ...FILE_MESSAGES['zh-TW'],
  ...DATA_SCHEME_MESSAGES['zh-TW'],
  ...GRADE_MESSAGES['zh-TW'],
  ...COLUMN_AUTHORITY_MESSAGES['zh-TW'],
  ...BOARD_MESSAGES['zh-TW'],
  ...shell,
  ...messagesZhTW,
  ...chatZhTW,
  ...schedulesZhTW,
  ...designerZhTW,
  ...monitorZhTW,
};
