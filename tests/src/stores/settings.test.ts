// @vitest-environment jsdom
/** Personal settings persist under their klx_ keys (spec 01 §3) and come back on the next start. */
import { initSettings, loadSettings, settings, SETTINGS_DEFAULTS } from '../../../src/stores/settings';

describe('settings store', () => {
  it('writes every change under its klx_ key and reads it back on the next start', async () => {
    localStorage.clear();
    const stop = initSettings('zh-CN');
    settings.layoutType = 'blend';
    settings.useCache = true;
    settings.theme = '#3eac12';
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(localStorage.getItem('klx_layoutType')).toBe('"blend"');
    expect(localStorage.getItem('klx_useCache')).toBe('true');
    expect(localStorage.getItem('klx_theme')).toBe('"#3eac12"');
    expect(loadSettings('en')).toMatchObject({ layoutType: 'blend', useCache: true, theme: '#3eac12', language: 'en', tagsView: true });
  });

  it('starts from the shipped defaults: plain layout, sidebar open, medium size, page cache off', () => {
    localStorage.clear();
    expect(loadSettings('zh-CN')).toMatchObject({ ...SETTINGS_DEFAULTS, layoutType: 'plain', sidebarOpen: true, size: 'middle', useCache: false });
  });
});
