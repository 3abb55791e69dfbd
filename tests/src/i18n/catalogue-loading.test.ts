/**
 * Issue 13: the browser downloads the strings of the language in use only. Nothing is provided up front here (a
 * node test: the jsdom setup is what hands the component tests all three languages), so what i18next holds is
 * exactly what was loaded.
 */
import { coreMessages } from '../../../runtime/core/i18n/messages';
import { LANGUAGES } from '../../../runtime/core/i18n/languages';
import { i18next, loadCatalogue, setupI18n } from '../../../src/i18n';
import { resources } from '../../../src/i18n/resources';

describe('loading one language’s strings', () => {
  it('starts with the language asked for only, and loads another when it is switched to', async () => {
    await loadCatalogue('en');
    setupI18n('en');
    expect(i18next.t('login.title')).toBe(resources.en['login.title']);
    expect(LANGUAGES.filter((language) => i18next.hasResourceBundle(language, 'translation'))).toEqual(['en']);

    await loadCatalogue('zh-TW');
    setupI18n('zh-TW');
    expect(i18next.language).toBe('zh-TW');
    expect(i18next.t('login.title')).toBe(resources['zh-TW']['login.title']);
    expect(i18next.t('error.accountOrPasswordWrong')).toBe(coreMessages['zh-TW']['error.accountOrPasswordWrong']);
    expect(i18next.hasResourceBundle('zh-CN', 'translation')).toBe(false);
  });
});

describe('each language’s bundle', () => {
  it.each(LANGUAGES)('%s holds the whole shared message catalogue of its language', (language) => {
    expect(resources[language]).toMatchObject(coreMessages[language]);
  });
});
