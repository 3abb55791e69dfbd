/**
 * The editor's own words (quill's heading and size pickers, its link tooltip) in each language: the custom
 * properties the wrapper carries are CSS strings of the catalogue's texts, and the stylesheet shows every one of
 * them in place of quill's English.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../../runtime/core/i18n/languages';
import { toolbarLabelProperties } from '../../../widgets/editor/toolbar-labels';

const css = readFileSync(path.resolve('widgets/editor/quill-editor.css'), 'utf8');

describe('the rich-text editor toolbar labels', () => {
  it('says the pickers’ and link tooltip’s words in the page’s language', () => {
    expect(toolbarLabelProperties('zh-CN')).toMatchObject({ '--klx-editor-header-normal': '"正文"', '--klx-editor-h3': '"标题3"', '--klx-editor-size-huge': '"超大"', '--klx-editor-link-enter': '"输入链接："' });
    expect(toolbarLabelProperties('zh-TW')).toMatchObject({ '--klx-editor-header-normal': '"內文"', '--klx-editor-h1': '"標題1"', '--klx-editor-link-save': '"儲存"' });
    expect(toolbarLabelProperties('en')).toMatchObject({ '--klx-editor-header-normal': '"Normal"', '--klx-editor-h6': '"Heading 6"', '--klx-editor-size-small': '"Small"' });
  });

  it('gives every language the same properties, each a quoted string, all shown by the stylesheet', () => {
    const names = Object.keys(toolbarLabelProperties('zh-CN')).sort();
    const used = [...css.matchAll(/var\((--klx-editor-[a-z0-9-]+)\)/g)].map((match) => match[1]);
    expect([...new Set(used)].sort()).toEqual(names);
    for (const language of LANGUAGES) {
      const properties = toolbarLabelProperties(language);
      expect(Object.keys(properties).sort()).toEqual(names);
      for (const value of Object.values(properties)) expect(value).toMatch(/^"[^"\\]+"$/);
    }
  });
});
