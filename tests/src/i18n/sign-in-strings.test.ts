/**
 * Issue 13: before the first render the browser fetches only the sign-in strings of the language in use; the rest
 * of the language loads before a page past the sign-in page renders, and a language switch loads both parts. No
 * string is lost in the split: each language's bundle still holds every catalogue of that language whole. Nothing
 * is provided up front here (a node test), so what i18next holds is exactly what was loaded.
 */
import { LANGUAGES, type Language } from '../../../runtime/core/i18n/languages';
import { coreMessages } from '../../../runtime/core/i18n/messages';
import { i18next, loadCatalogue, loadCatalogueInUse, loadSignInStrings, setupI18n } from '../../../src/i18n';
import { resources } from '../../../src/i18n/resources';
import { zhCN as shellZhCN } from '../../../src/i18n/locales/zh-CN';
import { zhTW as shellZhTW } from '../../../src/i18n/locales/zh-TW';
import { en as shellEn } from '../../../src/i18n/locales/en';
import { signInZhCN } from '../../../src/i18n/sign-in/zh-CN';
import { signInZhTW } from '../../../src/i18n/sign-in/zh-TW';
import { signInEn } from '../../../src/i18n/sign-in/en';
import { messagesZhCN } from '../../../src/messages/i18n/zh-CN';
import { messagesZhTW } from '../../../src/messages/i18n/zh-TW';
import { messagesEn } from '../../../src/messages/i18n/en';
import { chatZhCN } from '../../../src/chat/i18n/zh-CN';
import { chatZhTW } from '../../../src/chat/i18n/zh-TW';
import { chatEn } from '../../../src/chat/i18n/en';
import { schedulesZhCN } from '../../../src/schedules/i18n/zh-CN';
import { schedulesZhTW } from '../../../src/schedules/i18n/zh-TW';
import { schedulesEn } from '../../../src/schedules/i18n/en';
import { designerZhCN } from '../../../src/pages/visualdev/i18n/zh-CN';
import { designerZhTW } from '../../../src/pages/visualdev/i18n/zh-TW';
import { designerEn } from '../../../src/pages/visualdev/i18n/en';
import { monitorZhCN } from '../../../src/pages/message-monitor/i18n/zh-CN';
import { monitorZhTW } from '../../../src/pages/message-monitor/i18n/zh-TW';
import { monitorEn } from '../../../src/pages/message-monitor/i18n/en';

const SIGN_IN: Record<Language, Record<string, string>> = { 'zh-CN': signInZhCN, 'zh-TW': signInZhTW, en: signInEn };

/** Every catalogue of each language, as its own file holds it. */
const CATALOGUES: Record<Language, Record<string, Record<string, string>>> = {
  'zh-CN': { signIn: signInZhCN, shared: coreMessages['zh-CN'], shell: shellZhCN, messages: messagesZhCN, chat: chatZhCN, schedules: schedulesZhCN, designer: designerZhCN, monitor: monitorZhCN },
  'zh-TW': { signIn: signInZhTW, shared: coreMessages['zh-TW'], shell: shellZhTW, messages: messagesZhTW, chat: chatZhTW, schedules: schedulesZhTW, designer: designerZhTW, monitor: monitorZhTW },
  en: { signIn: signInEn, shared: coreMessages.en, shell: shellEn, messages: messagesEn, chat: chatEn, schedules: schedulesEn, designer: designerEn, monitor: monitorEn },
};

describe('each language’s strings in two parts', () => {
  it.each(LANGUAGES)('%s: the bundle holds every catalogue whole, and nothing else', (language) => {
    const catalogues = Object.values(CATALOGUES[language]);
    for (const catalogue of catalogues) expect(resources[language]).toMatchObject(catalogue);
    expect(Object.keys(resources[language]).sort()).toEqual([...new Set(catalogues.flatMap((catalogue) => Object.keys(catalogue)))].sort());
  });

  it.each(LANGUAGES)('%s: the sign-in strings are the same keys in every language, and a small part of the whole', (language) => {
    expect(Object.keys(SIGN_IN[language]).sort()).toEqual(Object.keys(signInZhCN).sort());
    for (const [key, value] of Object.entries(SIGN_IN[language])) expect(value.trim(), key).not.toBe('');
    expect(Object.keys(SIGN_IN[language]).length).toBeLessThan(Object.keys(resources[language]).length / 20);
  });
});

describe('loading the two parts', () => {
  it('draws the sign-in page from the sign-in strings alone, and completes the language before the pages after it', async () => {
    await loadSignInStrings('en');
    setupI18n('en');
    expect(i18next.t('login.title')).toBe(signInEn['login.title']);
    expect(i18next.t('common.requestFailed')).toBe(signInEn['common.requestFailed']);
    expect(i18next.exists('nav.logout')).toBe(false);
    expect(LANGUAGES.filter((language) => i18next.hasResourceBundle(language, 'translation'))).toEqual(['en']);

    await loadCatalogueInUse();
    expect(i18next.t('login.title')).toBe(signInEn['login.title']);
    expect(i18next.t('nav.logout')).toBe(resources.en['nav.logout']);
    expect(i18next.t('error.accountOrPasswordWrong')).toBe(coreMessages.en['error.accountOrPasswordWrong']);
    for (const key of Object.keys(resources.en)) expect(i18next.exists(key), key).toBe(true);
    expect(LANGUAGES.filter((language) => i18next.hasResourceBundle(language, 'translation'))).toEqual(['en']);
  });

  it('loads both parts of a language switched to', async () => {
    await loadCatalogue('zh-TW');
    setupI18n('zh-TW');
    expect(i18next.t('login.title')).toBe(signInZhTW['login.title']);
    expect(i18next.t('nav.logout')).toBe(resources['zh-TW']['nav.logout']);
    expect(i18next.hasResourceBundle('zh-CN', 'translation')).toBe(false);
  });
});
