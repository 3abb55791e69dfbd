/** The texts of column authority in English; ./column-authority-messages.ts gathers the languages. */
import type { ColumnAuthorityMessageKey } from './column-authority-messages.zh-CN';

/** The strings in English, by key. */
export const columnAuthorityMessagesEn: Record<ColumnAuthorityMessageKey, string> = {
  'columnAuthority.moduleNotFound': 'The menu entry does not exist',
  'columnAuthority.notAList': 'The column list must be an array',
  'columnAuthority.tooMany': 'At most {max} columns',
  'columnAuthority.badEntry': 'Column entry {index} is malformed',
  'columnAuthority.unknownColumn': '"{prop}" is not a list column of this menu entry',
  'columnAuthority.duplicateColumn': 'The column "{prop}" is listed twice',
  'columnAuthority.tab': 'Default list layout',
  'columnAuthority.save': 'Save',
  'columnAuthority.restore': 'Restore default',
  'columnAuthority.hint': 'Users who have not chosen their own columns see the list in this order, with these columns shown and pinned; columns they are not granted never show',
  'columnAuthority.empty': 'This menu entry has no list columns',
};
