// @vitest-environment jsdom
/**
 * Typed input is not lost silently (issue 14): closing a form dialog by Escape, the close icon or Cancel after a
 * change asks first, and only a confirmation closes it; without changes (a new record, or a loaded one left as it
 * was) it closes at once. The same holds for the drawer kind.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import eamPosition from '../../../../schemas/eamPosition.json';
import users from '../../../../schemas/users.json';
import { screenTranslator } from '../../../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../../../runtime/core/schema/types';
import { FormDialog } from '../../../../runtime/react/form/FormDialog';
import { createMemoryProvider } from '../support/memory-provider';
import { createTestHost, renderWithHost } from '../support/test-host';

const positions = eamPosition as unknown as ScreenSchema;
const DISCARD = '当前表单有未保存的修改，确定关闭吗？';
const WAIT = { timeout: 10_000 };

function open(schema: ScreenSchema, recordId?: string) {
  const onClose = vi.fn();
  const data = createMemoryProvider({ '/api/eam/EamPosition': [{ id: 'p1', parentid: '-1', fullname: '仓库', encode: 'WH', sortcode: 1 }] });
  const host = createTestHost({ data });
  renderWithHost(<FormDialog schema={schema} t={screenTranslator(schema, 'zh-CN')} open recordId={recordId} onClose={onClose} onSaved={() => undefined} />, host);
  return { onClose, host };
}

const asDrawer = (schema: ScreenSchema): ScreenSchema => ({ ...schema, form: { ...schema.form, dialog: { ...schema.form.dialog, kind: 'drawer' } } });

/** The ways a user closes a dialog, for a modal or a drawer. */
const closeBy: Record<string, (panel: HTMLElement) => void> = {
  Escape: (panel) => fireEvent.keyDown(panel, { key: 'Escape', code: 'Escape', keyCode: 27 }),
  'the close icon': (panel) => fireEvent.click(panel.querySelector('.ant-modal-close, .ant-drawer-close')!),
  Cancel: (panel) => fireEvent.click(within(panel).getByRole('button', { name: /取\s*消/ })),
};

const panelOf = async (kind: 'modal' | 'drawer') =>
  kind === 'modal' ? screen.findByRole('dialog', {}, WAIT) : ((await screen.findByText('新建', {}, WAIT)).closest('.ant-drawer-content-wrapper') as HTMLElement);

describe('FormDialog with unsaved changes', () => {
  it.each([
    ['modal', 'Escape'],
    ['modal', 'the close icon'],
    ['modal', 'Cancel'],
    ['drawer', 'Escape'],
    ['drawer', 'the close icon'],
    ['drawer', 'Cancel'],
  ] as const)('a %s closed by %s after typing asks first and closes only when confirmed', async (kind, way) => {
    const { onClose, host } = open(kind === 'drawer' ? asDrawer(positions) : positions);
    const panel = await panelOf(kind);
    fireEvent.change(panel.querySelector('#root_fullname')!, { target: { value: '机房' } });
    await screen.findByDisplayValue('机房', {}, WAIT);

    host.confirmAnswer = false;
    closeBy[way]!(panel);
    await waitFor(() => expect(host.confirms).toEqual([DISCARD]), WAIT);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByDisplayValue('机房')).toBeTruthy();

    host.confirmAnswer = true;
    closeBy[way]!(panel);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), WAIT);
    expect(host.confirms).toEqual([DISCARD, DISCARD]);
  });

  it.each(['modal', 'drawer'] as const)('a %s without changes closes at once', async (kind) => {
    const { onClose, host } = open(kind === 'drawer' ? asDrawer(positions) : positions);
    closeBy.Escape!(await panelOf(kind));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), WAIT);
    expect(host.confirms).toEqual([]);
  });

  it('closes a loaded record left as it was at once', async () => {
    const { onClose, host } = open(positions, 'p1');
    await screen.findByDisplayValue('仓库', {}, WAIT);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), WAIT);
    expect(host.confirms).toEqual([]);
  });

  it('closes the 24-field user dialog at once when nothing was typed (the defaults it fills in are no change)', async () => {
    const schema = users as unknown as ScreenSchema;
    const onClose = vi.fn();
    const host = createTestHost({ data: createMemoryProvider() });
    renderWithHost(<FormDialog schema={schema} t={screenTranslator(schema, 'zh-CN')} open onClose={onClose} onSaved={() => undefined} />, host);
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await waitFor(() => expect(dialog.querySelectorAll('[data-field]').length).toBeGreaterThan(20), WAIT);
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), WAIT);
    expect(host.confirms).toEqual([]);
  });
});
