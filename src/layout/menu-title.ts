/** A menu entry's title in the current language (the server sends every language), falling back to fullName. */
import type { MenuItem } from '../../runtime/core/contract/session';

/** The title to show for a menu entry. */
export function menuTitle(item: Pick<MenuItem, 'fullName'> & { fullNameI18n?: Record<string, string> }, language: string): string {
  return item.fullNameI18n?.[language] || item.fullName;
}
