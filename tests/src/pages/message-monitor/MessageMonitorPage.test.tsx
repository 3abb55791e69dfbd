// @vitest-environment jsdom
/**
 * 消息中心 → 消息监控 in the whole client against the real server in-process: the send log listed newest first with
 * channel and status, narrowed by the status filter and the keyword, a failed row's details with its reason in
 * words, deleting one row after confirmation and clearing the rest; a staff member given the page without its
 * 删除 button sees the list but no delete or clear.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { authorizations, modulePermissions, modules } from '../../../../server/db/schema';
import { writeSendLog } from '../../../../server/modules/message/send-log';
import { ADMIN, STAFF, tokenFor } from '../../../server/harness';
import { renderSignedInAt, useBackend } from '../../render-app';

const backend = useBackend();
const WAIT = { timeout: 20_000 };

const person = (userId: string, realName: string, mobilePhone: string) => ({ userId, realName, email: '', mobilePhone });

async function confirmDialog() {
  const box = await waitFor(() => {
    const boxes = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].filter((element) => !/-leave\b/.test(element.className));
    expect(boxes.length).toBeGreaterThan(0);
    return boxes[boxes.length - 1]!;
  }, WAIT);
  fireEvent.click(within(box).getByRole('button', { name: /确\s*定/ }));
}

const rowOf = async (page: HTMLElement, text: string) => (await within(page).findByText(text, {}, WAIT)).closest('tr') as HTMLElement;

describe('MessageMonitorPage', () => {
  beforeAll(async () => {
    const db = backend.server.database.db;
    await writeSendLog(db, { source: 1, template: { id: 't1', name: '公告模板' } }, [{ channel: 5, recipient: person('user_staff', '张敏', '13800138000'), title: '停电通知', content: '周六停电', ok: true }], new Date(2026, 2, 7, 9, 0));
    await writeSendLog(db, { source: 2 }, [{ channel: 3, recipient: person('user_admin', '管理员', ''), title: '周会提醒', content: '周一 9:00', ok: false, error: 'noAddress' }], new Date(2026, 2, 8, 9, 0));
  }, 60_000);

  it('lists, filters, shows a failed row and deletes and clears with the 删除 button', async () => {
    const admin = await tokenFor(backend.server.app, ADMIN);
    renderSignedInAt('/msgCenter/msgMonitor', admin);
    const page = await screen.findByTestId('message-monitor', {}, WAIT);
    const failed = await rowOf(page, '周会提醒');
    expect(within(failed).getByText('短信')).toBeTruthy();
    expect(within(failed).getByText('失败')).toBeTruthy();
    const sent = await rowOf(page, '停电通知');
    expect(within(sent).getByText('企业微信')).toBeTruthy();
    expect(within(sent).getByText('成功')).toBeTruthy();
    expect(within(sent).getByText('公告模板')).toBeTruthy();
    // Newest first.
    const titles = [...page.querySelectorAll('tr.ant-table-row')].map((row) => row.textContent ?? '');
    expect(titles.findIndex((text) => text.includes('周会提醒'))).toBeLessThan(titles.findIndex((text) => text.includes('停电通知')));

    fireEvent.change(within(page).getByTestId('monitor-keyword'), { target: { value: '停电' } });
    fireEvent.click(within(page).getByTestId('monitor-search'));
    await waitFor(() => expect(within(page).queryByText('周会提醒')).toBeNull(), WAIT);
    expect(within(page).getByText('停电通知')).toBeTruthy();
    fireEvent.click(within(page).getByTestId('monitor-reset'));
    await rowOf(page, '周会提醒');

    const failedRow = await rowOf(page, '周会提醒');
    fireEvent.click(within(failedRow).getByText('详情'));
    const detail = await screen.findByTestId('monitor-detail', {}, WAIT);
    expect(within(detail).getByText('接收人没有该渠道的地址')).toBeTruthy();
    expect(within(detail).getByText('日程提醒')).toBeTruthy();
    expect(within(detail).getByText('周一 9:00')).toBeTruthy();
    fireEvent.click(document.querySelector<HTMLElement>('.ant-modal-close')!);

    const id = (await backend.server.app.services.sendLog.list({ keyword: '周会' }, { currentPage: 1, pageSize: 5 })).list[0]!.id;
    fireEvent.click(within(page).getByTestId(`monitor-delete-${id}`));
    await confirmDialog();
    await waitFor(() => expect(within(page).queryByText('周会提醒')).toBeNull(), WAIT);
    expect(within(page).getByText('停电通知')).toBeTruthy();

    fireEvent.click(within(page).getByTestId('monitor-clear'));
    await confirmDialog();
    expect(await screen.findByText('清空成功', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(within(page).queryByText('停电通知')).toBeNull(), WAIT);
    expect((await backend.server.app.services.sendLog.list({ keyword: '' }, { currentPage: 1, pageSize: 5 })).total).toBe(0);
  }, 120_000);

  it('shows no delete or clear to a staff member given only the page', async () => {
    const db = backend.server.database.db;
    await writeSendLog(db, {}, [{ channel: 2, recipient: person('user_staff', '张敏', ''), title: '测试消息', content: 'x', ok: true }], new Date());
    const [page] = await db.select({ id: modules.id }).from(modules).where(eq(modules.urlAddress, 'msgCenter/msgMonitor'));
    await db.insert(authorizations).values([
      { itemType: 'module', itemId: 'm_msgCenter', objectType: 'Role', objectId: 'role_staff' },
      { itemType: 'module', itemId: page!.id, objectType: 'Role', objectId: 'role_staff' },
    ]);
    expect((await db.select().from(modulePermissions).where(eq(modulePermissions.moduleId, page!.id))).length).toBeGreaterThan(0);
    const staff = await tokenFor(backend.server.app, STAFF);
    renderSignedInAt('/msgCenter/msgMonitor', staff);
    const screenPage = await screen.findByTestId('message-monitor', {}, WAIT);
    await rowOf(screenPage, '测试消息');
    expect(within(screenPage).queryByTestId('monitor-clear')).toBeNull();
    expect(within(screenPage).queryByText('删除')).toBeNull();
  }, 120_000);
});
