/**
 * Walks a form's layout (`form.layout`, types.ts): the field names it places, in order, and the message keys its
 * containers and display parts show. Pure, so the consistency check, the message check and the React form read the
 * layout the same way.
 */
import type { FormLayoutItem, FormLayoutPart, MessageKey } from './types';

/** The items a part holds directly (a tabs' or collapse's panes opened). */
export function partChildren(part: FormLayoutPart): FormLayoutItem[] {
  switch (part.kind) {
    case 'row':
    case 'card':
      return part.children;
    case 'tabs':
    case 'collapse':
      return part.items.flatMap((pane) => pane.children);
    default:
      return [];
  }
}

/** The field names a layout places, in the order they show (a name placed twice appears twice). */
export function layoutFieldNames(items: readonly FormLayoutItem[]): string[] {
  const out: string[] = [];
  const walk = (list: readonly FormLayoutItem[]) => {
    for (const item of list) {
      if (typeof item === 'string') out.push(item);
      else walk(partChildren(item));
    }
  };
  walk(items);
  return out;
}

/** The message keys a layout shows (titles, descriptions, texts). */
export function layoutMessageKeys(items: readonly FormLayoutItem[]): MessageKey[] {
  const out: MessageKey[] = [];
  const walk = (list: readonly FormLayoutItem[]) => {
    for (const item of list) {
      if (typeof item === 'string') continue;
      switch (item.kind) {
        case 'card':
        case 'divider':
          if (item.title) out.push(item.title);
          break;
        case 'tabs':
        case 'collapse':
          for (const pane of item.items) out.push(pane.title);
          break;
        case 'groupTitle':
          out.push(item.title);
          break;
        case 'alert':
          out.push(item.title);
          if (item.description) out.push(item.description);
          break;
        case 'text':
          out.push(item.content);
          break;
        default:
          break;
      }
      walk(partChildren(item));
    }
  };
  walk(items);
  return out;
}
