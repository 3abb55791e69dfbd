// @vitest-environment jsdom
/** The login page against the real server in-process. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sysConfig } from '../../../../server/db/schema';
import { session } from '../../../../src/stores/session';
import { renderAppAt, useBackend } from '../../render-app';

const backend = useBackend();

async function typeCredentials(account: string, password: string) {
  fireEvent.change(await screen.findByPlaceholderText('请输入账号'), { target: { value: account } });
  fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
}

describe('LoginPage', () => {
  it('signs in, stores the token and shows the home page with the granted menu', async () => {
    renderAppAt('/login');
    await typeCredentials('admin', 'Klx@2026');
    expect(await screen.findByText('您好，管理员', {}, { timeout: 10_000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/home');
    expect(JSON.parse(localStorage.getItem('klx_token')!)).toBe(session.token);
    expect(screen.getAllByText('系统管理').length).toBeGreaterThan(0);
  });

  it('shows the server message when the password is wrong', async () => {
    renderAppAt('/login');
    await typeCredentials('admin', 'not-the-password');
    expect(await screen.findByText('账号或密码错误，请重新输入', {}, { timeout: 10_000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
    expect(session.token).toBe('');
  });

  it('asks for the required fields before calling the server', async () => {
    renderAppAt('/login');
    fireEvent.click(await screen.findByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
  });

  it('shows the captcha when the server asks for it', async () => {
    await backend.server.database.db.insert(sysConfig).values({ key: 'enableVerificationCode', value: 1 }).onConflictDoUpdate({ target: sysConfig.key, set: { value: 1 } });
    backend.server.advanceClock(10_000);
    renderAppAt('/login');
    const account = await screen.findByPlaceholderText('请输入账号');
    fireEvent.change(account, { target: { value: 'admin' } });
    fireEvent.blur(account);
    expect(await screen.findByPlaceholderText('请输入验证码', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByAltText('验证码').getAttribute('src')).toMatch(/^\/api\/file\/ImageCode\/\d+$/);
    await backend.server.database.db.insert(sysConfig).values({ key: 'enableVerificationCode', value: 0 }).onConflictDoUpdate({ target: sysConfig.key, set: { value: 0 } });
    backend.server.advanceClock(10_000);
  });

  it('sends an unauthenticated deep link to /login with the redirect parameter, then back after sign-in', async () => {
    renderAppAt('/workFlow/flowTodo?x=1');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/workFlow/flowTodo?x=1');
    await typeCredentials('staff', 'Staff@2026');
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/workFlow/flowTodo?x=1'), { timeout: 10_000 });
    expect(await screen.findByTestId('module-placeholder', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
