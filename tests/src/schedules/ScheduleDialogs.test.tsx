// @vitest-environment jsdom
/**
 * The schedule dialogs in the whole client against the real server in-process (issue 12 tests): the home card
 * lists today's schedules; 查看日程 is 600 px and closes neither on Escape nor on a click outside; deleting a
 * repeating schedule asks the scope in 删除确认 (380 px), says 请选择日程 without a choice and deletes "this and
 * later"; a schedule that does not repeat asks 此操作将删除日程，是否继续？; 新建日程 creates one; editing a
 * repeating one asks 修改确认 (380 px); and a reminder message opens the viewer without the delete button, which
 * closes again when the schedule is gone.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { ScheduleRecord } from '../../../runtime/core/contract/schedule';
import { ADMIN, call, tokenFor } from '../../server/harness';
import { renderSignedInAt, useBackend } from '../render-app';

const backend = useBackend();
const WAIT = { timeout: 20_000 };
const HOUR = 3600_000;

/** Today at a given hour (local time, as the card shows it). */
const todayAt = (hour: number) => dayjs().startOf('day').add(hour, 'hour').valueOf();

async function createSchedule(token: string, body: Record<string, unknown>) {
  const answer = await call<{ id: string; groupId: string }>(backend.server.app, '/api/system/Schedule', { token, method: 'POST', body });
  expect(answer.code).toBe(200);
  return answer.data!;
}

async function schedulesToday(token: string, title: string) {
  const answer = await call<{ list: ScheduleRecord[] }>(backend.server.app, `/api/system/Schedule?startTime=${todayAt(0) - 7 * 24 * HOUR}&endTime=${todayAt(0) + 14 * 24 * HOUR}`, { token });
  return answer.data!.list.filter((item) => item.title === title);
}

/** The antd dialog (the .ant-modal element) holding a title. */
async function dialogTitled(title: RegExp | string) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' }, WAIT);
  return heading.closest('.ant-modal') as HTMLElement;
}

/** A closed antd dialog is gone, hidden (its wrapper display: none) or leaving (jsdom never ends the animation). */
const isClosed = (dialog: HTMLElement) =>
  !dialog.isConnected || (dialog.closest('.ant-modal-wrap') as HTMLElement | null)?.style.display === 'none' || /-leave\b/.test(dialog.className);

describe('schedule dialogs', () => {
  it('views a repeating schedule in a 600 px dialog that Escape and the mask do not close, and deletes "this and later"', async () => {
    const token = await tokenFor(backend.server.app, ADMIN);
    const start = todayAt(10);
    await createSchedule(token, { title: 'Card series', urgent: 2, content: 'Room 3', startDay: start, endDay: start + HOUR, repetition: '2', repeatTime: start + 3 * 24 * HOUR });
    renderSignedInAt('/home', token);
    const card = await screen.findByTestId('schedule-card', {}, WAIT);
    fireEvent.click(await within(card).findByText('Card series', {}, WAIT));

    const view = await dialogTitled('查看日程');
    expect(view.style.width).toBe('600px');
    const shown = await within(view).findByTestId('schedule-view', {}, WAIT);
    expect(shown.textContent).toContain('Room 3');
    expect(shown.textContent).toContain('重要');
    expect(shown.textContent).toContain(dayjs(start).format('YYYY-MM-DD HH:mm'));
    expect(shown.textContent).toContain('管理员/admin');

    // Escape (antd listens on the window; a dialog with keyboard on closes here) and a click outside.
    fireEvent.keyDown(view, { key: 'Escape', code: 'Escape', keyCode: 27 });
    fireEvent.keyDown(window, { key: 'Escape', code: 'Escape', keyCode: 27 });
    const wrap = view.closest('.ant-modal-wrap') as HTMLElement;
    fireEvent.mouseDown(wrap);
    fireEvent.click(wrap);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(isClosed(view)).toBe(false);
    expect(within(view).getByTestId('schedule-view')).toBeTruthy();

    fireEvent.click(within(view).getByTestId('schedule-view-delete'));
    const scope = await dialogTitled('删除确认');
    expect(scope.style.width).toBe('380px');
    expect(within(scope).getByText('此日程')).toBeTruthy();
    expect(within(scope).getByText('此日程及后续')).toBeTruthy();
    expect(within(scope).getByText('所有日程')).toBeTruthy();
    fireEvent.click(within(scope).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请选择日程', {}, WAIT)).toBeTruthy();

    // Today's occurrence is the first of four: "this and later" leaves none.
    const before = await schedulesToday(token, 'Card series');
    expect(before).toHaveLength(4);
    fireEvent.click(within(scope).getByText('此日程及后续'));
    fireEvent.click(within(scope).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(isClosed(view)).toBe(true), WAIT);
    expect(await schedulesToday(token, 'Card series')).toEqual([]);
    await waitFor(() => expect(within(card).queryByText('Card series')).toBeNull(), WAIT);
  }, 120_000);

  it('asks 此操作将删除日程，是否继续？ before deleting a schedule that does not repeat', async () => {
    const token = await tokenFor(backend.server.app, ADMIN);
    const start = todayAt(14);
    await createSchedule(token, { title: 'Card once', startDay: start, endDay: start + HOUR });
    renderSignedInAt('/home', token);
    const card = await screen.findByTestId('schedule-card', {}, WAIT);
    fireEvent.click(await within(card).findByText('Card once', {}, WAIT));
    const view = await dialogTitled('查看日程');
    await within(view).findByTestId('schedule-view', {}, WAIT);
    fireEvent.click(within(view).getByTestId('schedule-view-delete'));
    const confirm = await screen.findByText('此操作将删除日程，是否继续？', {}, WAIT);
    const confirmBox = confirm.closest('.ant-modal') as HTMLElement;
    expect(within(confirmBox).getAllByText('提示').length).toBeGreaterThan(0);
    fireEvent.click(within(confirmBox).getByRole('button', { name: /确\s*定/ }));
    await waitFor(async () => expect(await schedulesToday(token, 'Card once')).toEqual([]), WAIT);
  }, 120_000);

  it('creates a schedule from 新建日程 and refuses one without a title', async () => {
    const token = await tokenFor(backend.server.app, ADMIN);
    renderSignedInAt('/home', token);
    fireEvent.click(await screen.findByTestId('schedule-add', {}, WAIT));
    const form = await dialogTitled('新建日程');
    fireEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));
    expect(await within(form).findByText('请输入日程标题', {}, WAIT)).toBeTruthy();
    fireEvent.change(within(form).getByTestId('schedule-title'), { target: { value: 'Made in the dialog' } });
    fireEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('新建成功', {}, WAIT)).toBeTruthy();
    const made = await call<{ list: ScheduleRecord[] }>(backend.server.app, `/api/system/Schedule?startTime=${todayAt(0)}&endTime=${todayAt(0) + 3 * 24 * HOUR}`, { token });
    const created = made.data!.list.find((item) => item.title === 'Made in the dialog');
    expect(created).toMatchObject({ urgent: 1, repetition: '1', reminderTime: -1 });
    expect(created!.endDay - created!.startDay).toBe(HOUR);
    // The calendar marks the day and shows its number once (antd draws the number; the marker goes under it).
    const day = dayjs(created!.startDay).format('YYYY-MM-DD');
    const marker = await screen.findByTestId(`schedule-day-${day}`, {}, WAIT);
    const cell = marker.closest('td') as HTMLElement;
    expect(cell.textContent?.trim()).toBe(day.slice(8));
  }, 120_000);

  it('asks which occurrences an edit of a repeating schedule is for (修改确认) and changes all of them', async () => {
    const token = await tokenFor(backend.server.app, ADMIN);
    const start = todayAt(16);
    const { id } = await createSchedule(token, { title: 'Edit series', startDay: start, endDay: start + HOUR, repetition: '2', repeatTime: start + 2 * 24 * HOUR });
    renderSignedInAt('/home', token);
    fireEvent.click(await screen.findByTestId(`schedule-edit-${id}`, {}, WAIT));
    const form = await dialogTitled('编辑日程');
    await waitFor(() => expect((within(form).getByTestId('schedule-title') as HTMLInputElement).value).toBe('Edit series'), WAIT);
    fireEvent.change(within(form).getByTestId('schedule-title'), { target: { value: 'Edited series' } });
    fireEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));
    const scope = await dialogTitled('修改确认');
    expect(scope.style.width).toBe('380px');
    fireEvent.click(within(scope).getByText('所有日程'));
    fireEvent.click(within(scope).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('更新成功', {}, WAIT)).toBeTruthy();
    expect((await schedulesToday(token, 'Edited series')).map((item) => item.startDay)).toEqual([start, start + 24 * HOUR, start + 48 * HOUR]);
    expect(await schedulesToday(token, 'Edit series')).toEqual([]);
  }, 120_000);

  it('opens a reminder message in the viewer, without the delete button', async () => {
    const token = await tokenFor(backend.server.app, ADMIN);
    const start = Date.now() + 10 * 60_000;
    const { id } = await createSchedule(token, { title: 'Reminded in the record', startDay: start, endDay: start + HOUR, reminderTime: 15 });
    expect(await backend.server.app.services.scheduleReminders.deliverDue()).toBeGreaterThanOrEqual(1);
    renderSignedInAt('/messageRecord', token);
    const page = await screen.findByTestId('message-record', {}, WAIT);
    const row = (await within(page).findByText('Reminded in the record', {}, WAIT)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByTestId('record-open'));
    const view = await dialogTitled('查看日程');
    expect((await within(view).findByTestId('schedule-view', {}, WAIT)).textContent).toContain('Reminded in the record');
    expect(within(view).queryByTestId('schedule-view-delete')).toBeNull();
    fireEvent.click(within(view).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(isClosed(view)).toBe(true), WAIT);

    // The schedule is deleted meanwhile: opening the reminder again fails to load it, says so, and closes.
    expect((await call(backend.server.app, `/api/system/Schedule/${id}/3`, { token, method: 'DELETE' })).code).toBe(200);
    fireEvent.click(within(row).getByTestId('record-open'));
    expect(await screen.findByText('日程不存在或已被删除', {}, WAIT)).toBeTruthy();
    await waitFor(() => {
      const open = [...document.querySelectorAll<HTMLElement>('.ant-modal')].filter((dialog) => dialog.textContent?.includes('查看日程') && !isClosed(dialog));
      expect(open).toEqual([]);
    }, WAIT);
  }, 120_000);
});
