/**
 * Quill's snow theme writes its pickers' and link tooltip's words into its stylesheet (`content: 'Normal'`,
 * 'Heading 1', 'Visit URL:'…), in English whatever the page's language. The editor sets these custom properties on
 * its wrapper from the catalogue, and quill-editor.css shows them instead: CSS strings, quoted and escaped.
 */
import type { Language } from '../../runtime/core/i18n/languages';
import { translate } from '../../runtime/core/i18n/messages';

/** A CSS string of a text: JSON's quoting and escapes are valid CSS string syntax for any character. */
const cssString = (text: string) => JSON.stringify(text);

/** The custom properties quill-editor.css reads, in the language. */
export function toolbarLabelProperties(language: Language): Record<`--klx-editor-${string}`, string> {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, number>) => cssString(translate(language, key, params));
  const headings = Object.fromEntries([1, 2, 3, 4, 5, 6].map((level) => [`--klx-editor-h${level}`, t('editor.heading', { level })]));
  return {
    '--klx-editor-header-normal': t('editor.headerNormal'),
    ...headings,
    '--klx-editor-size-small': t('editor.sizeSmall'),
    '--klx-editor-size-normal': t('editor.sizeNormal'),
    '--klx-editor-size-large': t('editor.sizeLarge'),
    '--klx-editor-size-huge': t('editor.sizeHuge'),
    '--klx-editor-link-visit': t('editor.linkVisit'),
    '--klx-editor-link-enter': t('editor.linkEnter'),
    '--klx-editor-link-edit': t('editor.linkEdit'),
    '--klx-editor-link-remove': t('editor.linkRemove'),
    '--klx-editor-link-save': t('editor.linkSave'),
  };
}
