// @vitest-environment jsdom
/**
 * Issue 14, item 4: the language of the sign-in page — detected from the browser or chosen there — carries over
 * into the app, is saved for the user, and the selector shows it.
 */
import { render, fireEvent, screen, waitFor } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { users } from '../../../../server/db/schema';
import { App } from '../../../../src/App';
import { setupI18n } from '../../../../src/i18n';
import { resources } from '../../../../src/i18n/resources';
import { routes } from '../../../../src/router/routes';
import { resetSession } from '../../../../src/stores/session';
import { initSettings, settings } from '../../../../src/stores/settings';
import { ADMIN, tokenFor } from '../../../server/harness';
import { renderAppAt, renderSignedInAt, useBackend } from '../../render-app';

const backend = useBackend();

async function savedLanguageOf(account: string): Promise<string | undefined> {
  const [row] = await backend.server.database.db.select().from(users).where(eq(users.account, account));
  return row?.language;
}

/** The sign-in page as an en-US browser with nothing stored opens it: English, by detection. */
function renderDetectedEnglishLogin() {
  localStorage.clear();
  resetSession();
  window.history.replaceState(null, '', '/login');
  initSettings('en');
  setupI18n('en');
  return render(<App routes={routes} />);
}

describe('the sign-in language carries over', () => {
  it('keeps the detected English after sign-in although the server had zh-CN saved, saves it, and the selector shows it', async () => {
    await backend.server.database.db.update(users).set({ language: 'zh-CN' }).where(eq(users.account, 'admin'));
    renderDetectedEnglishLogin();
    const en = resources.en;
    fireEvent.change(await screen.findByPlaceholderText(en['login.accountPlaceholder']!), { target: { value: 'admin' } });
    fireEvent.change(screen.getByPlaceholderText(en['login.passwordPlaceholder']!), { target: { value: 'Klx@2026' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    const greeting = await screen.findByTestId('home-greeting', {}, { timeout: 15_000 });
    expect(greeting.textContent).toBe(en['home.greeting']!.replace('{{name}}', '管理员'));
    await waitFor(async () => expect(await savedLanguageOf('admin')).toBe('en'), { timeout: 10_000 });
    // Still English once everything has settled, and the navbar's selector marks English as the language in use.
    expect(screen.getByTestId('home-greeting').textContent).toBe(en['home.greeting']!.replace('{{name}}', '管理员'));
    settings.showLanguage = true;
    const selector = await screen.findByTestId('language-select', {}, { timeout: 10_000 });
    expect(selector.getAttribute('data-language')).toBe('en');
    fireEvent.mouseEnter(selector);
    const english = await screen.findByTestId('language-en', {}, { timeout: 10_000 });
    expect(english.closest('.ant-dropdown-menu-item')?.classList.contains('ant-dropdown-menu-item-selected')).toBe(true);
  });

  it('saves a language chosen on the sign-in page for the user and opens the app in it', async () => {
    await backend.server.database.db.update(users).set({ language: 'zh-CN' }).where(eq(users.account, 'staff'));
    renderAppAt('/login');
    fireEvent.mouseEnter(await screen.findByTestId('language-select'));
    fireEvent.click(await screen.findByTestId('language-zh-TW'));
    await waitFor(() => expect(screen.getByTestId('language-select').getAttribute('data-language')).toBe('zh-TW'), { timeout: 10_000 });
    const tw = resources['zh-TW'];
    fireEvent.change(await screen.findByPlaceholderText(tw['login.accountPlaceholder']!), { target: { value: 'staff' } });
    fireEvent.change(screen.getByPlaceholderText(tw['login.passwordPlaceholder']!), { target: { value: 'Staff@2026' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    const greeting = await screen.findByTestId('home-greeting', {}, { timeout: 15_000 });
    expect(greeting.textContent).toBe(tw['home.greeting']!.replace('{{name}}', '张敏'));
    await waitFor(async () => expect(await savedLanguageOf('staff')).toBe('zh-TW'), { timeout: 10_000 });
    expect(document.documentElement.lang).toBe('zh-TW');
  });

  it('still lets the saved language apply on a later start where this browser chose none', async () => {
    await backend.server.database.db.update(users).set({ language: 'zh-TW' }).where(eq(users.account, 'admin'));
    renderSignedInAt('/home', await tokenFor(backend.server.app, ADMIN));
    const greeting = await screen.findByTestId('home-greeting', {}, { timeout: 15_000 });
    await waitFor(() => expect(greeting.textContent).toBe(resources['zh-TW']['home.greeting']!.replace('{{name}}', '管理员')), { timeout: 10_000 });
  });
});
