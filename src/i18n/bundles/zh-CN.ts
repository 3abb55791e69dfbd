/**
 * Every string the client shows in Simplified Chinese: the shared message catalogue and the shell's and features' strings.
 * The browser loads only the bundle of the language in use (issue 13, see ../index.ts); the three bundles list the
 * same parts, so a new catalogue is added to each of them.
 */
import { zhCN as core } from '../../../runtime/core/i18n/catalogue/zh-CN';
import { PATTERN_MESSAGES } from '../../../runtime/core/validation/pattern-messages';
import { RELATIVE_TIME_MESSAGES } from '../../../runtime/core/dates/relative-messages';
import { FILE_MESSAGES } from '../../../runtime/core/files/messages';
import { DATA_SCHEME_MESSAGES } from '../../../runtime/core/permission/data-scheme-messages';
import { GRADE_MESSAGES } from '../../../runtime/core/permission/grade-messages';
import { COLUMN_AUTHORITY_MESSAGES } from '../../../runtime/core/permission/column-authority-messages';
import { BOARD_MESSAGES } from '../../../runtime/core/lowcode/board-messages';
import { zhCN as shell } from '../locales/zh-CN';
import { messagesZhCN } from '../../messages/i18n';
import { chatZhCN } from '../../chat/i18n';
import { schedulesZhCN } from '../../schedules/i18n';
import { designerZhCN } from '../../pages/visualdev/i18n';
import { monitorZhCN } from '../../pages/message-monitor/i18n';

/** The strings, by key. */
export const strings: Record<string, string> = {
  ...core,
  ...PATTERN_MESSAGES['zh-CN'],
  ...RELATIVE_TIME_MESSAGES['zh-CN'],
  ...FILE_MESSAGES['zh-CN'],
  ...DATA_SCHEME_MESSAGES['zh-CN'],
  ...GRADE_MESSAGES['zh-CN'],
  ...COLUMN_AUTHORITY_MESSAGES['zh-CN'],
  ...BOARD_MESSAGES['zh-CN'],
  ...shell,
  ...messagesZhCN,
  ...chatZhCN,
  ...schedulesZhCN,
  ...designerZhCN,
  ...monitorZhCN,
};
