// @vitest-environment jsdom
/**
 * The message-template and sending-setting screens (schemas/messageTemplate.json, sendMessageConfig.json) against
 * the real server in-process: the list shows a template with its type's label, an edit that uses an undeclared
 * parameter is refused with the server's message naming it and the dialog stays open, a corrected edit is stored;
 * the sending settings list shows what a setting is for.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import messageTemplate from '../../schemas/messageTemplate.json';
import sendMessageConfig from '../../schemas/sendMessageConfig.json';
import { createCan } from '../../runtime/core/permission/filter';
import type { ScreenSchema } from '../../runtime/core/schema/types';
import { ScreenPage } from '../../runtime/react/screen/ScreenPage';
import { ADMIN, call, createTestServer, tokenFor, type TestServer } from '../server/harness';
import { signInProvider, type ServerSession } from '../runtime/react/support/server-provider';
import { createTestHost, renderWithHost } from '../runtime/react/support/test-host';

const templates = messageTemplate as unknown as ScreenSchema;
const settings = sendMessageConfig as unknown as ScreenSchema;

let server: TestServer;
let admin: ServerSession;
let templateId: string;
beforeAll(async () => {
  server = await createTestServer('pglite');
  admin = await signInProvider(server, ADMIN.account, ADMIN.password);
  const token = await tokenFor(server.app, ADMIN);
  const created = await call<{ id: string }>(server.app, '/api/message/MessageTemplateConfig', {
    token,
    method: 'POST',
    body: { fullName: '会议提醒模板', enCode: 'MEETING', messageType: 4, title: '提醒：{title}', content: '{title} 开始于 {startTime}', parameters: [{ field: 'title' }, { field: 'startTime' }] },
  });
  templateId = created.data!.id;
  await call(server.app, '/api/message/SendMessageConfig', { token, method: 'POST', body: { fullName: '日程提醒发送', enCode: 'SCHEDULE_SEND', messageSource: 2, templateId, channels: [1, 2] } });
}, 240_000);
afterAll(async () => {
  cleanup();
  await server.close();
});
afterEach(() => cleanup());

function hostFor(session: ServerSession, schema: ScreenSchema) {
  return { ...createTestHost({ data: session.data }), can: createCan(session.permissionList), modelId: session.modelIdOf(`/${schema.route}`) };
}
const okIn = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /确\s*定/ });

describe('the message template screen', () => {
  it('refuses an edit that uses an undeclared parameter, naming it, and stores the corrected edit', async () => {
    const host = hostFor(admin, templates);
    renderWithHost(<ScreenPage schema={templates} />, host);
    const row = (await screen.findByText('会议提醒模板', {}, { timeout: 20_000 })).closest('tr')!;
    expect(within(row).getByText('日程')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    const content = await within(dialog).findByDisplayValue('{title} 开始于 {startTime}', {}, { timeout: 20_000 });
    fireEvent.change(content, { target: { value: '{title} 在 {place} 开始' } });
    const before = admin.failures.length;
    fireEvent.click(okIn(dialog));
    await waitFor(() => expect(admin.failures.length).toBe(before + 1), { timeout: 20_000 });
    expect(admin.failures.at(-1)).toBe('模板使用了未声明的参数：{place}');
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.change(within(dialog).getByDisplayValue('{title} 在 {place} 开始'), { target: { value: '{title} 于 {startTime} 开始' } });
    fireEvent.click(okIn(dialog));
    await waitFor(() => expect(host.toasts).toContainEqual({ kind: 'success', text: '更新成功', durationMs: 1000 }), { timeout: 20_000 });
    const stored = await call<{ content: string }>(server.app, `/api/message/MessageTemplateConfig/${templateId}`, { token: await tokenFor(server.app, ADMIN) });
    expect(stored.data!.content).toBe('{title} 于 {startTime} 开始');
  }, 90_000);
});

describe('the sending settings screen', () => {
  it('lists a setting with what it is for and its channels by name', async () => {
    renderWithHost(<ScreenPage schema={settings} />, hostFor(admin, settings));
    const row = (await screen.findByText('日程提醒发送', {}, { timeout: 20_000 })).closest('tr')!;
    expect(within(row).getByText('日程提醒')).toBeTruthy();
    expect(within(row).getByText('SCHEDULE_SEND')).toBeTruthy();
    expect(row.textContent).toMatch(/站内消息.*邮件/);
  }, 60_000);
});
