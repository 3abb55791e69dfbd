// @vitest-environment jsdom
/**
 * The designer: a palette entry added to the canvas, its label edited in the property panel the runtime's
 * SchemaForm renders, undo and redo by button and keyboard, save, and the server's refusal naming the field.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN, call, tokenFor } from '../../../../server/harness';
import { renderSignedInAt, useBackend } from '../../../render-app';

const backend = useBackend();
const WAIT = { timeout: 60_000 };

interface Stored {
  formData: string;
  columnData: string;
}

/** The labels of the canvas's nodes, in order. */
const canvasTexts = () => [...document.querySelectorAll('[data-testid^="canvas-node-"]')].map((node) => node.textContent ?? '');

describe('DesignerView', () => {
  it('adds a field from the palette, edits it in the panel, undoes and redoes, saves, and shows a refused save naming the field', async () => {
    const token = await tokenFor(backend.server.app, ADMIN);
    const created = await call<{ id: string }>(backend.server.app, '/api/visualdev/Base', { token, method: 'POST', body: { fullName: '设计测试', enCode: 'designerTest' } });
    const id = created.data!.id;
    const stored = async () => JSON.parse((await call<Stored>(backend.server.app, `/api/visualdev/Base/${id}`, { token })).data!.formData) as { fields: { __config__: { klxKey: string; label?: string } }[] };

    renderSignedInAt('/onlineDev/webDesign', token);
    const row = await screen.findByTestId('web-design-row-designerTest', {}, WAIT);
    fireEvent.click(within(row).getByRole('button', { name: /设\s*计/ }));
    const palette = await screen.findByTestId('designer-palette', {}, WAIT);

    // Every kind the adapter knows is offered, containers and context fields included.
    for (const kind of ['comInput', 'numInput', 'table', 'calculate', 'card', 'tab', 'createUser']) expect(within(palette).getByTestId(`palette-${kind}`)).toBeTruthy();

    fireEvent.click(within(palette).getByTestId('palette-comInput'));
    await waitFor(() => expect(document.querySelectorAll('[data-testid^="canvas-node-"][data-kind="comInput"]')).toHaveLength(1), WAIT);
    const panel = await screen.findByTestId('designer-field-panel', {}, WAIT);
    const label = () => panel.querySelector<HTMLInputElement>('#root_label')!;
    await waitFor(() => expect(label().value).toBe('单行输入'), WAIT);

    fireEvent.change(label(), { target: { value: '物品名称' } });
    await waitFor(() => expect(canvasTexts()[0]).toContain('物品名称'), WAIT);

    fireEvent.click(screen.getByTestId('designer-undo'));
    await waitFor(() => expect(canvasTexts()[0]).toContain('单行输入'), WAIT);
    fireEvent.click(screen.getByTestId('designer-redo'));
    await waitFor(() => expect(canvasTexts()[0]).toContain('物品名称'), WAIT);
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true })));
    await waitFor(() => expect(canvasTexts()[0]).toContain('单行输入'), WAIT);
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Z', ctrlKey: true, shiftKey: true })));
    await waitFor(() => expect(canvasTexts()[0]).toContain('物品名称'), WAIT);
    // Undo all the way back: the canvas is empty again; redo brings the field back.
    fireEvent.click(screen.getByTestId('designer-undo'));
    fireEvent.click(screen.getByTestId('designer-undo'));
    await waitFor(() => expect(canvasTexts()).toEqual([]), WAIT);
    fireEvent.click(screen.getByTestId('designer-redo'));
    fireEvent.click(screen.getByTestId('designer-redo'));
    await waitFor(() => expect(canvasTexts()[0]).toContain('物品名称'), WAIT);

    fireEvent.click(screen.getByTestId('designer-save'));
    await waitFor(() => expect(screen.queryByTestId('designer-dirty')).toBeNull(), WAIT);
    expect((await stored()).fields.map((field) => [field.__config__.klxKey, field.__config__.label])).toEqual([['comInput', '物品名称']]);

    // The live preview renders the adapter's screen with the runtime's form.
    fireEvent.click(screen.getByTestId('designer-preview'));
    const preview = await screen.findByTestId('designer-preview-form', {}, WAIT);
    await within(preview).findByText('物品名称', {}, WAIT);
    fireEvent.click(document.querySelector<HTMLElement>('.ant-modal-close')!);

    // Opening the form and list panels changes nothing; a page size typed in the list designer is saved.
    fireEvent.click(screen.getByRole('tab', { name: '表单属性' }));
    await screen.findByTestId('designer-form-panel', {}, WAIT);
    fireEvent.click(screen.getByRole('tab', { name: '列表设计' }));
    const listPanel = await screen.findByTestId('designer-list-panel', {}, WAIT);
    expect(screen.queryByTestId('designer-dirty')).toBeNull();
    fireEvent.change(listPanel.querySelector<HTMLInputElement>('#root_pageSize')!, { target: { value: '50' } });
    await screen.findByTestId('designer-dirty', {}, WAIT);
    fireEvent.click(screen.getByTestId('designer-save'));
    await waitFor(() => expect(screen.queryByTestId('designer-dirty')).toBeNull(), WAIT);
    const columns = JSON.parse((await call<Stored>(backend.server.app, `/api/visualdev/Base/${id}`, { token })).data!.columnData) as { pageSize?: number };
    expect(columns.pageSize).toBe(50);
    fireEvent.click(screen.getByRole('tab', { name: '字段属性' }));

    // A bill-number field without its rule: the server refuses the save and says which field.
    fireEvent.click(within(palette).getByTestId('palette-billRule'));
    await waitFor(() => expect(document.querySelectorAll('[data-testid^="canvas-node-"][data-kind="billRule"]')).toHaveLength(1), WAIT);
    fireEvent.click(screen.getByTestId('designer-save'));
    const refusal = await screen.findByTestId('designer-save-error', {}, WAIT);
    expect(refusal.textContent).toBe('字段“单据组件”未选择单据规则');
    expect((await stored()).fields).toHaveLength(1);

    // Removing it from the canvas makes the definition sound again.
    const billNode = document.querySelector<HTMLElement>('[data-testid^="canvas-node-"][data-kind="billRule"]')!;
    fireEvent.click(within(billNode).getByTestId(`canvas-remove-${billNode.dataset.testid!.slice('canvas-node-'.length)}`));
    await waitFor(() => expect(document.querySelectorAll('[data-kind="billRule"]')).toHaveLength(0), WAIT);
    expect(screen.queryByTestId('designer-problems')).toBeNull();
  }, 400_000);
});
