/**
 * Every string the client shows in Traditional Chinese: the sign-in strings, the shared message catalogue and the
 * shell's and features' strings. The browser loads the sign-in strings (../sign-in) before the first render and
 * this bundle before anything past the sign-in page renders, only for the language in use (issue 13, see
 * ../index.ts). Each part is a file of that language alone, so no other language comes along; the three bundles
 * list the same parts, so a new catalogue is added to each of them.
 */
import { signInZhTW } from '../sign-in/zh-TW';
import { zhTW as core } from '../../../runtime/core/i18n/catalogue/zh-TW';
import { patternMessagesZhTW } from '../../../runtime/core/validation/pattern-messages.zh-TW';
import { relativeTimeMessagesZhTW } from '../../../runtime/core/dates/relative-messages.zh-TW';
import { fileMessagesZhTW } from '../../../runtime/core/files/messages.zh-TW';
import { dataSchemeMessagesZhTW } from '../../../runtime/core/permission/data-scheme-messages.zh-TW';
import { gradeMessagesZhTW } from '../../../runtime/core/permission/grade-messages.zh-TW';
import { columnAuthorityMessagesZhTW } from '../../../runtime/core/permission/column-authority-messages.zh-TW';
import { boardMessagesZhTW } from '../../../runtime/core/lowcode/board-messages.zh-TW';
import { zhTW as shell } from '../locales/zh-TW';
import { messagesZhTW } from '../../messages/i18n/zh-TW';
import { chatZhTW } from '../../chat/i18n/zh-TW';
import { schedulesZhTW } from '../../schedules/i18n/zh-TW';
import { designerZhTW } from '../../pages/visualdev/i18n/zh-TW';
import { monitorZhTW } from '../../pages/message-monitor/i18n/zh-TW';

/** The strings, by key. */
export const strings: Record<string, string> = {
  ...signInZhTW,
  ...core,
  ...patternMessagesZhTW,
  ...relativeTimeMessagesZhTW,
  ...fileMessagesZhTW,
  ...dataSchemeMessagesZhTW,
  ...gradeMessagesZhTW,
  ...columnAuthorityMessagesZhTW,
  ...boardMessagesZhTW,
  ...shell,
  ...messagesZhTW,
  ...chatZhTW,
  ...schedulesZhTW,
  ...designerZhTW,
  ...monitorZhTW,
};
