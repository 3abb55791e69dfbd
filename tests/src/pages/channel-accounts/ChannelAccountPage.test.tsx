// @vitest-environment jsdom
/**
 * 消息中心 → 账号配置 in the whole client against the real server in-process: the mail page shows and saves the
 * relay, a bad sender address is refused with the server's message and nothing stored, the SMS page never shows
 * the key but says one is set, 发送测试消息 reaches a local fake SMTP server, and the webhook page edits its address
 * without ever showing its signing secret.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { users } from '../../../../server/db/schema';
import { ADMIN, tokenFor } from '../../../server/harness';
import { startFakeSmtp } from '../../../server/message/channels/fake-servers';
import { renderSignedInAt, useBackend } from '../../render-app';

const backend = useBackend();
const WAIT = { timeout: 20_000 };

describe('ChannelAccountPage', () => {
  it('saves the mail relay, refuses a bad sender address, and sends a test mail to the fake relay', async () => {
    const smtp = await startFakeSmtp();
    try {
      await backend.server.database.db.update(users).set({ email: 'admin@example.test' }).where(eq(users.account, 'admin'));
      const admin = await tokenFor(backend.server.app, ADMIN);
      renderSignedInAt('/msgCenter/accountConfig/mail', admin);
      // The first lazy page of the file loads slowly on a busy machine.
      await screen.findByTestId('channel-account-mail', {}, { timeout: 60_000 });
      const host = await screen.findByLabelText('SMTP 服务器', {}, WAIT);
      await waitFor(() => expect((screen.getByLabelText('端口') as HTMLInputElement).value).toBe('25'), WAIT);

      fireEvent.change(host, { target: { value: '127.0.0.1' } });
      fireEvent.change(screen.getByLabelText('端口'), { target: { value: String(smtp.port) } });
      fireEvent.change(screen.getByLabelText('发件地址'), { target: { value: 'not an address' } });
      fireEvent.click(screen.getByTestId('channel-save'));
      expect(await screen.findByText('设置项格式不正确：mailFrom', {}, WAIT)).toBeTruthy();
      expect((await backend.server.app.services.settings.all()).mailHost).toBe('');

      fireEvent.change(screen.getByLabelText('发件地址'), { target: { value: 'eam@example.test' } });
      fireEvent.click(screen.getByTestId('channel-save'));
      expect(await screen.findByText('更新成功', {}, WAIT)).toBeTruthy();
      expect(await backend.server.app.services.settings.all()).toMatchObject({ mailHost: '127.0.0.1', mailPort: smtp.port, mailFrom: 'eam@example.test' });

      fireEvent.click(screen.getByTestId('channel-test'));
      expect(await screen.findByText('测试消息已发送', {}, WAIT)).toBeTruthy();
      expect(smtp.mails.at(-1)!.to).toEqual(['admin@example.test']);
    } finally {
      await smtp.close();
    }
  }, 90_000);

  it('never shows the SMS key, only that one is set', async () => {
    await backend.server.app.services.settings.update({ smsUrl: 'https://sms.example.test/send', smsKey: 'secret-123' });
    const admin = await tokenFor(backend.server.app, ADMIN);
    renderSignedInAt('/msgCenter/accountConfig/shortMsg', admin);
    await screen.findByTestId('channel-account-shortMsg', {}, WAIT);
    await waitFor(() => expect((screen.getByLabelText('网关地址') as HTMLInputElement).value).toBe('https://sms.example.test/send'), WAIT);
    expect((screen.getByLabelText('密钥') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('已设置密钥；留空则保持不变')).toBeTruthy();
    expect(document.body.textContent).not.toContain('secret-123');
  }, 60_000);

  it('edits the webhook address and keeps the signing secret unseen', async () => {
    await backend.server.app.services.settings.update({ webhookUrl: 'https://hooks.example.test/a', webhookSecret: 'hook-secret-9' });
    const admin = await tokenFor(backend.server.app, ADMIN);
    renderSignedInAt('/msgCenter/accountConfig/webhook', admin);
    await screen.findByTestId('channel-account-webhook', {}, WAIT);
    await waitFor(() => expect((screen.getByLabelText('Webhook 地址') as HTMLInputElement).value).toBe('https://hooks.example.test/a'), WAIT);
    expect((screen.getByLabelText('签名密钥') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('已设置密钥；留空则保持不变')).toBeTruthy();
    expect(document.body.textContent).not.toContain('hook-secret-9');
    fireEvent.change(screen.getByLabelText('Webhook 地址'), { target: { value: 'https://hooks.example.test/b' } });
    fireEvent.click(screen.getByTestId('channel-save'));
    await waitFor(async () => expect(await backend.server.app.services.settings.all()).toMatchObject({ webhookUrl: 'https://hooks.example.test/b', webhookSecret: 'hook-secret-9' }), WAIT);
  }, 60_000);
});
