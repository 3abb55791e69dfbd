/**
 * Every string the client shows in Simplified Chinese: the sign-in strings, the shared message catalogue and the
 * shell's and features' strings. The browser loads the sign-in strings (../sign-in) before the first render and
 * this bundle before anything past the sign-in page renders, only for the language in use (issue 13, see
 * ../index.ts). Each part is a file of that language alone, so no other language comes along; the three bundles
 * list the same parts, so a new catalogue is added to each of them.
 */
import { signInZhCN } from '../sign-in/zh-CN';
import { zhCN as core } from '../../../runtime/core/i18n/catalogue/zh-CN';
import { patternMessagesZhCN } from '../../../runtime/core/validation/pattern-messages.zh-CN';
import { relativeTimeMessagesZhCN } from '../../../runtime/core/dates/relative-messages.zh-CN';
import { fileMessagesZhCN } from '../../../runtime/core/files/messages.zh-CN';
import { dataSchemeMessagesZhCN } from '../../../runtime/core/permission/data-scheme-messages.zh-CN';
import { gradeMessagesZhCN } from '../../../runtime/core/permission/grade-messages.zh-CN';
import { columnAuthorityMessagesZhCN } from '../../../runtime/core/permission/column-authority-messages.zh-CN';
import { boardMessagesZhCN } from '../../../runtime/core/lowcode/board-messages.zh-CN';
import { zhCN as shell } from '../locales/zh-CN';
import { messagesZhCN } from '../../messages/i18n/zh-CN';
import { chatZhCN } from '../../chat/i18n/zh-CN';
import { schedulesZhCN } from '../../schedules/i18n/zh-CN';
import { designerZhCN } from '../../pages/visualdev/i18n/zh-CN';
import { monitorZhCN } from '../../pages/message-monitor/i18n/zh-CN';

/** The strings, by key. */
export const strings: Record<string, string> = {
  ...signInZhCN,
  ...core,
  ...patternMessagesZhCN,
  ...relativeTimeMessagesZhCN,
  ...fileMessagesZhCN,
  ...dataSchemeMessagesZhCN,
  ...gradeMessagesZhCN,
  ...columnAuthorityMessagesZhCN,
  ...boardMessagesZhCN,
  ...shell,
  ...messagesZhCN,
  ...chatZhCN,
  ...schedulesZhCN,
  ...designerZhCN,
  ...monitorZhCN,
};
