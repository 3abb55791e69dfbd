/** Every user-visible string exists in zh-CN, zh-TW and en. */
import { LANGUAGES } from '../../../runtime/core/i18n/languages';
import { MENU_TREE, BUTTONS, COLUMNS, FORM_FIELDS, type MenuSeed } from '../../../server/db/seed/menus';
import { resources } from '../../../src/i18n/resources';

describe('client strings', () => {
  const reference = Object.keys(resources['zh-CN']).sort();

  it.each(LANGUAGES)('%s has exactly the same keys as zh-CN, none empty', (language) => {
    expect(Object.keys(resources[language]).sort()).toEqual(reference);
    for (const [key, value] of Object.entries(resources[language])) expect(value.trim(), key).not.toBe('');
  });

  it.each(LANGUAGES)('%s keeps every interpolation placeholder of zh-CN', (language) => {
    const placeholders = (text: string) => (text.match(/\{\{?\w+\}?\}/g) ?? []).sort();
    for (const key of reference) expect(placeholders(resources[language][key]!), key).toEqual(placeholders(resources['zh-CN'][key]!));
  });

  it('uses the spec texts verbatim in zh-CN', () => {
    expect(resources['zh-CN']['error.requestFailed']).toBe('请求出错，请重试');
    expect(resources['zh-CN']['session.noPermission']).toBe('您的权限不足，请联系管理员');
    expect(resources['zh-CN']['error.sessionExpired']).toBe('登录过期,请重新登录');
  });
});

describe('seeded menu and permission names', () => {
  const walk = (items: MenuSeed[]): MenuSeed[] => items.flatMap((item) => [item, ...walk(item.children ?? [])]);

  it('names every menu entry in three languages', () => {
    for (const item of walk(MENU_TREE)) {
      expect(item.names, item.code).toHaveLength(3);
      for (const name of item.names) expect(name.trim(), item.code).not.toBe('');
    }
  });

  it('names every button, column and form field in three languages', () => {
    for (const items of [...Object.values(BUTTONS), ...Object.values(COLUMNS), ...Object.values(FORM_FIELDS)]) {
      for (const [code, ...names] of items) {
        expect(names, code).toHaveLength(3);
        for (const name of names) expect(name.trim(), code).not.toBe('');
      }
    }
  });
});
