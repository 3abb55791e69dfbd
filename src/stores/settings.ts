/**
 * Personal settings kept in the browser (spec 01 §3 and §2.7), each under its own `klx_` key so that a change
 * survives a reload. Defaults follow the shipped system configuration.
 */
import { proxy, subscribe } from 'valtio';
import type { LayoutType } from '../../runtime/core/contract/session';
import type { Language } from '../../runtime/core/i18n/languages';
import { readStored, writeStored } from './storage';

/** Every personal setting. */
export interface SettingsState {
  theme: string;
  layoutType: LayoutType;
  tagsView: boolean;
  tagsIcon: boolean;
  showLanguage: boolean;
  showAppDownload: boolean;
  showSearch: boolean;
  useCache: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  themeClass: string;
  slideClass: 'dark' | 'lightWhite' | 'lightSkyblue';
  loginNeedCode: boolean;
  sidebarOpen: boolean;
  language: Language;
  size: 'large' | 'middle' | 'small';
}

/** The defaults before anything is chosen. */
export const SETTINGS_DEFAULTS: SettingsState = {
  theme: '#409EFF',
  layoutType: 'plain',
  tagsView: true,
  tagsIcon: true,
  showLanguage: false,
  showAppDownload: true,
  showSearch: true,
  useCache: false,
  fixedHeader: true,
  sidebarLogo: true,
  themeClass: 'skyblue',
  slideClass: 'dark',
  loginNeedCode: false,
  sidebarOpen: true,
  language: 'zh-CN',
  size: 'middle',
};

/** Builds the settings store from storage, with the given starting language. */
export function loadSettings(language: Language): SettingsState {
  const state = {} as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(SETTINGS_DEFAULTS)) state[key] = readStored(key, fallback);
  state.language = language;
  return state as unknown as SettingsState;
}

/** The settings store (valtio proxy); every change is written back under its klx_ key. */
export const settings = proxy<SettingsState>({ ...SETTINGS_DEFAULTS });

/** Starts the store from storage and persists every later change. */
export function initSettings(language: Language): () => void {
  Object.assign(settings, loadSettings(language));
  // valtio 2 reports no operations unless asked to, so compare with what was last written.
  const written: Record<string, unknown> = { ...settings };
  return subscribe(settings, () => {
    for (const [key, value] of Object.entries(settings)) {
      if (written[key] === value) continue;
      written[key] = value;
      writeStored(key, value);
    }
  });
}
