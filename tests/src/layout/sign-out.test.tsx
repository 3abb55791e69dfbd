// @vitest-environment jsdom
/**
 * Signing out forgets the page (issue 14): an explicit logout goes to /login with no redirect, so the next person
 * to sign in does not land on the previous user's page; only session expiry (600–602) keeps the redirect.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ADMIN, tokenFor } from '../../server/harness';
import { renderSignedInAt, useBackend } from '../render-app';

const backend = useBackend();
const WAIT = { timeout: 10_000 };

describe('signing out', () => {
  it('goes to /login without a redirect after an explicit logout from /profile', async () => {
    renderSignedInAt('/profile', await tokenFor(backend.server.app, ADMIN));
    fireEvent.mouseEnter(await screen.findByTestId('user-menu', {}, WAIT));
    fireEvent.click(await screen.findByText('退出登录', {}, WAIT));
    expect(await screen.findByText('您确定要退出应用程序吗？', {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'), WAIT);
    await screen.findByLabelText('账号', {}, WAIT);
    expect(window.location.search).toBe('');
  });

  it('keeps the page as redirect when the session expired (code 600)', async () => {
    backend.faults.set('/api/oauth/CurrentUser', { code: 600, msg: '登录过期,请重新登录' });
    try {
      renderSignedInAt('/profile', 'expired-token');
      await screen.findByLabelText('账号', {}, WAIT);
      await waitFor(() => expect(window.location.pathname + window.location.search).toBe(`/login?redirect=${encodeURIComponent('/profile')}`), WAIT);
    } finally {
      backend.faults.delete('/api/oauth/CurrentUser');
    }
  });
});
