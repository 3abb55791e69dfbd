/**
 * i18next set up with the shell strings and the shared message catalogue in the three languages. The language
 * comes from storage, else the browser (spec 01 §1); changing it updates <html lang> and the document title.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { coreMessages } from '../../runtime/core/i18n/messages';
import { detectLanguage, LANGUAGES, type Language } from '../../runtime/core/i18n/languages';
import { readStored } from '../stores/storage';
import { en } from './locales/en';
import { zhCN } from './locales/zh-CN';
import { zhTW } from './locales/zh-TW';
import { messagesEn, messagesZhCN, messagesZhTW } from '../messages/i18n';
import { chatEn, chatZhCN, chatZhTW } from '../chat/i18n';
import { designerEn, designerZhCN, designerZhTW } from '../pages/visualdev/i18n';
import { schedulesEn, schedulesZhCN, schedulesZhTW } from '../schedules/i18n';
import { monitorEn, monitorZhCN, monitorZhTW } from '../pages/message-monitor/i18n';

/** Every string the client shows, per language. */
export const resources: Record<Language, Record<string, string>> = {
  'zh-CN': { ...coreMessages['zh-CN'], ...zhCN, ...messagesZhCN, ...chatZhCN, ...schedulesZhCN, ...designerZhCN, ...monitorZhCN },
  'zh-TW': { ...coreMessages['zh-TW'], ...zhTW, ...messagesZhTW, ...chatZhTW, ...schedulesZhTW, ...designerZhTW, ...monitorZhTW },
  en: { ...coreMessages.en, ...en, ...messagesEn, ...chatEn, ...schedulesEn, ...designerEn, ...monitorEn },
};

/** The language the app starts in. */
export function initialLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : readStored<string | null>('language', null);
  const browser = typeof navigator === 'undefined' ? null : navigator.language;
  return detectLanguage(stored, browser);
}

/** Starts i18next; safe to call more than once. */
export function setupI18n(language: Language = initialLanguage()) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { translation: resources[lng] }])),
      lng: language,
      fallbackLng: 'zh-CN',
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18next;
}

export { i18next };
