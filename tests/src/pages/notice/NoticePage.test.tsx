// @vitest-environment jsdom
/**
 * system → notice in the whole client against the real server in-process (issue 12 §2): the administrator
 * writes an announcement in the dialog, finds it by keyword as a draft, releases it to everyone (staff's unread
 * count rises) and deletes it. The body is written in the rich-text editor (quill, loaded lazily) and stored as
 * its HTML; editing shows it in the editor again.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN, STAFF, call, tokenFor } from '../../../server/harness';
import { renderSignedInAt, useBackend } from '../../render-app';

const backend = useBackend();
const WAIT = { timeout: 20_000 };

type Row = { id: string; title: string; enabledMark: number };

/** Confirms the confirmation dialog on screen (the newest). */
async function confirmDialog() {
  const box = await waitFor(() => {
    const boxes = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].filter((element) => !/-leave\b/.test(element.className));
    expect(boxes.length).toBeGreaterThan(0);
    return boxes[boxes.length - 1]!;
  }, WAIT);
  fireEvent.click(within(box).getByRole('button', { name: /确\s*定/ }));
}

describe('NoticePage', () => {
  it('creates, releases and deletes an announcement', async () => {
    const admin = await tokenFor(backend.server.app, ADMIN);
    const staff = await tokenFor(backend.server.app, STAFF);
    const unread = async () => (await call<{ unreadNoticeCount: number }>(backend.server.app, '/api/message/getUnReadMsgNum', { token: staff })).data!.unreadNoticeCount;
    const before = await unread();
    renderSignedInAt('/system/notice', admin);
    fireEvent.click(await screen.findByTestId('notice-add', {}, WAIT));
    const dialog = (await screen.findByText('新建', { selector: '.ant-modal-title' }, WAIT)).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入标题', {}, WAIT)).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('notice-title'), { target: { value: 'Fire drill on Friday' } });
    expect(within(dialog).queryByRole('textbox', { name: '正文' })?.tagName).not.toBe('TEXTAREA');
    const editable = await waitFor(() => dialog.querySelector<HTMLElement>('#notice-body .ql-editor') ?? Promise.reject(new Error('quill not loaded yet')), WAIT);
    editable.innerHTML = '<p>Meet <strong>outside</strong></p>';
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新建成功', {}, WAIT)).toBeTruthy();

    const page = await screen.findByTestId('notice-page', {}, WAIT);
    const row = (await within(page).findByText('Fire drill on Friday', {}, WAIT)).closest('tr') as HTMLElement;
    expect(within(row).getByText('未发布')).toBeTruthy();
    const stored = (await call<{ list: Row[] }>(backend.server.app, '/api/message/Notice?keyword=Fire%20drill', { token: admin })).data!.list[0]!;
    // Quill keeps the space before the bold word as a no-break space.
    expect((await call<{ bodyText: string }>(backend.server.app, `/api/message/${stored.id}`, { token: admin })).data!.bodyText.replace(/\u00a0|&nbsp;/g, ' ')).toBe('<p>Meet <strong>outside</strong></p>');

    // Editing shows the stored body in the editor.
    fireEvent.click(within(row).getByTestId(`notice-edit-${stored.id}`));
    const editDialog = (await screen.findByText('编辑', { selector: '.ant-modal-title' }, WAIT)).closest('.ant-modal') as HTMLElement;
    await waitFor(() => expect(editDialog.querySelector('#notice-body .ql-editor strong')?.textContent).toBe('outside'), WAIT);
    fireEvent.click(within(editDialog).getByRole('button', { name: /取\s*消/ }));

    fireEvent.click(within(row).getByTestId(`notice-release-${stored.id}`));
    await confirmDialog();
    expect(await screen.findByText('发布成功', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(within(page).getByText('已发布')).toBeTruthy(), WAIT);
    expect(await unread()).toBe(before + 1);

    fireEvent.click(within(page).getByTestId(`notice-delete-${stored.id}`));
    await confirmDialog();
    await waitFor(() => expect(within(page).queryByText('Fire drill on Friday')).toBeNull(), WAIT);
    expect(await unread()).toBe(before);
  }, 120_000);
});
