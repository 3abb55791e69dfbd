// @vitest-environment jsdom
/** The welcome reminder and the organisation and system switches of the user menu, against the real server in-process. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { reminderLogs, reminders, userRelations, users } from '../../../server/db/schema';
import { reloader } from '../../../src/layout/navbar/UserDropdown';
import { ADMIN, STAFF, tokenFor } from '../../server/harness';
import { renderSignedInAt, useBackend } from '../render-app';

const backend = useBackend();

describe('session notices', () => {
  it('shows the welcome reminder with its texts and phone, and records both as seen when closed', async () => {
    await backend.server.database.db.insert(reminders).values({ organizeId: 'org_asset', description0: '盘点提醒', description1: '报修提醒', phone: '010-1234', updatedAt: new Date(Date.now() - 60_000) });
    renderSignedInAt('/home', await tokenFor(backend.server.app, STAFF));
    expect(await screen.findByText('盘点提醒', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('报修提醒')).toBeTruthy();
    expect(screen.getByText('联系电话：010-1234')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    await waitFor(async () => {
      const logs = await backend.server.database.db.select().from(reminderLogs).where(eq(reminderLogs.userId, 'user_staff'));
      expect(logs.map((log) => log.reminderIndex).sort()).toEqual([0, 1]);
    });
  });

  it('lists the organisations in the user menu and switches, with the server message, then reloads', async () => {
    await backend.server.database.db.insert(userRelations).values({ userId: 'user_staff', objectType: 'Organize', objectId: 'org_finance' });
    const reload = vi.spyOn(reloader, 'reload').mockImplementation(() => undefined);
    renderSignedInAt('/home', await tokenFor(backend.server.app, STAFF));
    const userMenu = await screen.findByTestId('user-menu', {}, { timeout: 10_000 });
    fireEvent.mouseEnter(userMenu);
    fireEvent.mouseEnter(await screen.findByText('切换组织', {}, { timeout: 5000 }));
    // Staff has one system only: no system switch.
    expect(screen.queryByText('切换系统')).toBeNull();
    fireEvent.click(await screen.findByText('财务部', {}, { timeout: 5000 }));
    expect(await screen.findByText('切换成功', {}, { timeout: 5000 })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
    expect(reload).toHaveBeenCalledTimes(1);
    const [row] = await backend.server.database.db.select().from(users).where(eq(users.account, 'staff'));
    expect(row!.organizeId).toBe('org_finance');
    reload.mockRestore();
  });

  it('switches the system and opens the home page, since the page open belongs to the system left', async () => {
    const reload = vi.spyOn(reloader, 'reload').mockImplementation(() => undefined);
    const openHome = vi.spyOn(reloader, 'openHome').mockImplementation(() => undefined);
    renderSignedInAt('/home', await tokenFor(backend.server.app, ADMIN));
    fireEvent.mouseEnter(await screen.findByTestId('user-menu', {}, { timeout: 10_000 }));
    fireEvent.mouseEnter(await screen.findByText('切换系统', {}, { timeout: 5000 }));
    fireEvent.click(await screen.findByText('演示系统', {}, { timeout: 5000 }));
    expect(await screen.findByText('切换成功', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(openHome).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(reload).not.toHaveBeenCalled();
    const [row] = await backend.server.database.db.select().from(users).where(eq(users.account, 'admin'));
    expect(row!.currentSystemId).toBe('sys_demo');
    reload.mockRestore();
    openHome.mockRestore();
  });
});
