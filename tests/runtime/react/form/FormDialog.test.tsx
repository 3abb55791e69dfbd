// @vitest-environment jsdom
/** The shared add/edit dialog over an in-memory provider: validation, loading state, success and failure. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import eamPosition from '../../../../schemas/eamPosition.json';
import { screenTranslator } from '../../../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../../../runtime/core/schema/types';
import { FormDialog } from '../../../../runtime/react/form/FormDialog';
import { allFieldErrors, fieldError } from '../support/form-queries';
import { createMemoryProvider } from '../support/memory-provider';
import { createTestHost, renderWithHost } from '../support/test-host';

const schema = eamPosition as unknown as ScreenSchema;
const seed = () => ({ '/api/eam/EamPosition': [{ id: 'p1', parentid: '-1', fullname: '仓库', encode: 'WH', sortcode: 1 }] });

function renderDialog(options: { recordId?: string; language?: 'zh-CN' | 'en' } = {}) {
  const data = createMemoryProvider(seed());
  const host = createTestHost({ data, language: options.language });
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const t = screenTranslator(schema, options.language ?? 'zh-CN');
  renderWithHost(<FormDialog schema={schema} t={t} open recordId={options.recordId} onSaved={onSaved} onClose={onClose} />, host);
  return { data, host, onSaved, onClose };
}

const okButton = () => screen.getByRole('button', { name: /确\s*定|OK/ });

describe('FormDialog', () => {
  it('hides the fields form permission does not grant, once the module grants any of them', async () => {
    const host = createTestHost({ data: createMemoryProvider(seed()), permissionList: [{ modelId: 'm1', form: [{ enCode: 'parentid' }, { enCode: 'fullname' }] }] });
    renderWithHost(<FormDialog schema={schema} t={screenTranslator(schema, 'zh-CN')} open onSaved={() => undefined} onClose={() => undefined} />, host);
    await screen.findByText('新建');
    await waitFor(() => expect(document.querySelector('[data-field="fullname"]')).not.toBeNull());
    expect(document.querySelector('[data-field="encode"]')).toBeNull();
    expect(document.querySelector('[data-field="description"]')).toBeNull();
  });

  it('opens in add mode titled 新建 with the top node offered as parent', async () => {
    renderDialog();
    expect(await screen.findByText('新建')).toBeTruthy();
    expect(screen.getByText('上级')).toBeTruthy();
    expect(screen.getByText('名称')).toBeTruthy();
    expect((document.querySelector('textarea') as HTMLTextAreaElement).rows).toBe(4);
  });

  it('validates before saving and shows the messages in Chinese', async () => {
    const { data, onSaved } = renderDialog();
    fireEvent.click(okButton());
    await waitFor(() => expect(fieldError('parentid')).toBe('请选择'));
    expect(fieldError('fullname')).toBe('请输入');
    expect(data.calls.filter((call) => call.op === 'create')).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('logs no console error for an ordinary validation failure (issue 14)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderDialog();
      fireEvent.click(okButton());
      await waitFor(() => expect(fieldError('fullname')).toBe('请输入'));
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });

  it('fills limits into generic messages (no custom message for the length of a name)', async () => {
    renderDialog({ recordId: 'p1' });
    const name = await screen.findByDisplayValue('仓库');
    fireEvent.change(name, { target: { value: '仓'.repeat(51) } });
    fireEvent.click(okButton());
    await waitFor(() => expect(fieldError('fullname')).toBe('最多50个字符'));
  });

  it('shows validation messages in English', async () => {
    renderDialog({ language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(fieldError('parentid')).toBe('Please select'));
    expect(fieldError('fullname')).toBe('Please enter');
  });

  it('loads the record in edit mode and saves it, showing the message for successMs and refreshing', async () => {
    const { data, host, onSaved, onClose } = renderDialog({ recordId: 'p1' });
    expect(await screen.findByText('编辑')).toBeTruthy();
    const name = await screen.findByDisplayValue('仓库');
    fireEvent.change(name, { target: { value: '新仓库' } });
    fireEvent.click(okButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { onTimeout: (error) => new Error(`${error.message}: ${JSON.stringify(allFieldErrors())}`) });
    expect(onClose).toHaveBeenCalled();
    expect(data.rows.get('/api/eam/EamPosition')![0]!.fullname).toBe('新仓库');
    expect(host.toasts).toEqual([{ kind: 'success', text: '更新成功', durationMs: 1000 }]);
  });

  it('shows the loading state while saving and stays open when the save fails', async () => {
    const { data, onSaved, onClose } = renderDialog({ recordId: 'p1' });
    await screen.findByDisplayValue('仓库');
    data.holdWrites = true;
    data.failWrites = true;
    fireEvent.click(okButton());
    await waitFor(() => expect(okButton().className).toMatch(/ant-btn-loading/));
    await act(async () => data.release());
    await waitFor(() => expect(okButton().className).not.toMatch(/ant-btn-loading/));
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
