// @vitest-environment jsdom
/** The dialog's kinds and closing rules: modal or drawer at the schema's width, never closed by a mask click, closable by Escape or not. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dictionaryData from '../../../../schemas/dictionaryData.json';
import eamPosition from '../../../../schemas/eamPosition.json';
import { screenTranslator } from '../../../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../../../runtime/core/schema/types';
import { FormDialog } from '../../../../runtime/react/form/FormDialog';
import { createMemoryProvider } from '../support/memory-provider';
import { createTestHost, renderWithHost } from '../support/test-host';

function clickMask() {
  const wrap = document.querySelector('.ant-modal-wrap')!;
  fireEvent.mouseDown(wrap);
  fireEvent.mouseUp(wrap);
  fireEvent.click(wrap);
}

function open(schema: ScreenSchema, context?: Record<string, unknown>) {
  const onClose = vi.fn();
  const data = createMemoryProvider();
  renderWithHost(<FormDialog schema={schema} t={screenTranslator(schema, 'zh-CN')} open context={context} onClose={onClose} onSaved={() => undefined} />, createTestHost({ data }));
  return { onClose, data };
}

describe('FormDialog kinds', () => {
  it('opens a modal at the schema width (600 px for positions) that Escape closes at once while nothing was changed', async () => {
    const { onClose } = open(eamPosition as unknown as ScreenSchema);
    const dialog = await screen.findByRole('dialog');
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('600px');
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('keeps a form dialog open on a mask click (issue 14: typed input is not lost)', async () => {
    const { onClose } = open(eamPosition as unknown as ScreenSchema);
    await screen.findByRole('dialog');
    clickMask();
    // Escape afterwards still closes it: had the mask click been going to close it, it would have by then.
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('keeps the dictionary item dialog open on Escape and mask clicks', async () => {
    const { onClose } = open(dictionaryData as unknown as ScreenSchema, { typeId: 't1', isTree: 1 });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新建字典')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    clickMask();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('opens a drawer at the schema width when the dialog kind is drawer', async () => {
    const schema = { ...(eamPosition as unknown as ScreenSchema) };
    schema.form = { ...schema.form, dialog: { ...schema.form.dialog, kind: 'drawer', width: 720 } };
    open(schema);
    const title = await screen.findByText('新建');
    const panel = title.closest('.ant-drawer-content-wrapper') as HTMLElement;
    expect(panel.style.width).toBe('720px');
    expect(within(panel).getByRole('button', { name: /确\s*定/ })).toBeTruthy();
    expect(within(panel).getByText('名称')).toBeTruthy();
  });

  it('asks the selector for the parent tree, leaving the edited record out', async () => {
    const data = createMemoryProvider({ '/api/eam/EamPosition': [{ id: 'p1', parentid: '-1', fullname: '仓库' }, { id: 'p2', parentid: 'p1', fullname: '货架' }] });
    const schema = eamPosition as unknown as ScreenSchema;
    renderWithHost(<FormDialog schema={schema} t={screenTranslator(schema, 'zh-CN')} open recordId="p2" onClose={() => undefined} onSaved={() => undefined} />, createTestHost({ data }));
    await screen.findByDisplayValue('货架');
    expect(data.calls.find((call) => call.op === 'selector')?.api).toBe('/api/eam/EamPosition/Selector/p2');
    fireEvent.mouseDown(screen.getAllByRole('combobox')[0]!);
    expect((await screen.findAllByTitle('仓库')).length).toBeGreaterThan(0);
    expect(screen.queryAllByTitle('货架')).toHaveLength(0);
  });
});
