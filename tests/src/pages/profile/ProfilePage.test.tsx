// @vitest-environment jsdom
/** The profile page and the reset-password dialog against the real server in-process. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { users } from '../../../../server/db/schema';
import { ADMIN, tokenFor } from '../../../server/harness';
import { renderSignedInAt, useBackend } from '../../render-app';

const backend = useBackend();

describe('ProfilePage', () => {
  it('shows the base information, refuses a bad mobile number, and saves an edit to the server', async () => {
    renderSignedInAt('/profile', await tokenFor(backend.server.app, ADMIN));
    expect((await screen.findByTestId('profile-name', {}, { timeout: 10_000 })).textContent).toBe('管理员');
    expect(screen.getByText('信息技术部')).toBeTruthy();
    fireEvent.click(screen.getByTestId('profile-edit'));
    fireEvent.change(screen.getByTestId('profile-realName'), { target: { value: '系统管理员' } });
    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '123' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('请输入正确的手机号码')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '13912345678' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('更新成功', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('profile-name').textContent).toBe('系统管理员'));
    const [row] = await backend.server.database.db.select().from(users).where(eq(users.account, 'admin'));
    expect(row).toMatchObject({ realName: '系统管理员', mobilePhone: '13912345678' });
  });

  it('opens the 600 px reset-password dialog that asks for the old password, the repeat and the code', async () => {
    renderSignedInAt('/profile', await tokenFor(backend.server.app, ADMIN));
    fireEvent.click(await screen.findByTestId('profile-password', {}, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('修改密码')).toBeTruthy();
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('600px');
    fireEvent.click(within(dialog).getByTestId('password-submit'));
    expect(await within(dialog).findByText('旧密码不能为空')).toBeTruthy();
    expect(await within(dialog).findByText('新密码不能为空')).toBeTruthy();
    expect(await within(dialog).findByText('重复密码不能为空')).toBeTruthy();
    expect(await within(dialog).findByText('验证码不能为空')).toBeTruthy();

    // A refusal from the server shows its message and refreshes the captcha.
    const captcha = within(dialog).getByTestId('password-captcha');
    const before = captcha.getAttribute('src');
    fireEvent.change(within(dialog).getByTestId('password-old'), { target: { value: 'Wrong@2026' } });
    fireEvent.change(within(dialog).getByTestId('password-new'), { target: { value: 'Fresh@2026' } });
    fireEvent.change(within(dialog).getByTestId('password-repeat'), { target: { value: 'Fresh@2026' } });
    fireEvent.change(within(dialog).getByTestId('password-code'), { target: { value: 'abcd' } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    fireEvent.click(within(dialog).getByTestId('password-submit'));
    expect(await screen.findByText('验证码已过期，请刷新后重试', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByTestId('password-captcha').getAttribute('src')).not.toBe(before));
    expect((within(dialog).getByTestId('password-code') as HTMLInputElement).value).toBe('');
  });
});
