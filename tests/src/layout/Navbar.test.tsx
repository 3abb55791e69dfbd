// @vitest-environment jsdom
/** Navbar tools in jsdom against the real server: the fullscreen warning where the browser cannot, and the language toast. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema';
import { settings } from '../../../src/stores/settings';
import { ADMIN, tokenFor } from '../../server/harness';
import { renderSignedInAt, useBackend } from '../render-app';

const backend = useBackend();

describe('navbar', () => {
  it('warns that full screen is not supported when the browser cannot do it', async () => {
    renderSignedInAt('/home', await tokenFor(backend.server.app, ADMIN));
    fireEvent.click(await screen.findByTestId('fullscreen', {}, { timeout: 10_000 }));
    expect(await screen.findByText('您的浏览器不支持全屏', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('switches the language from the navbar, toasts in the new language and saves it', async () => {
    renderSignedInAt('/home', await tokenFor(backend.server.app, ADMIN));
    await screen.findByTestId('home-greeting', {}, { timeout: 10_000 });
    settings.showLanguage = true;
    fireEvent.mouseEnter(await screen.findByTestId('language-select', {}, { timeout: 10_000 }));
    fireEvent.click(await screen.findByTestId('language-zh-TW', {}, { timeout: 10_000 }));
    expect(await screen.findByText('切換語言成功', {}, { timeout: 10_000 })).toBeTruthy();
    // Applied at once: menu names and the home tab read in Traditional Chinese.
    expect((await screen.findAllByText('首頁', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    await waitFor(async () => {
      const [row] = await backend.server.database.db.select().from(users).where(eq(users.account, 'admin'));
      expect(row!.language).toBe('zh-TW');
    }, { timeout: 10_000 });
    expect(document.documentElement.lang).toBe('zh-TW');
  });
});
