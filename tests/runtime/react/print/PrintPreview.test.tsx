// @vitest-environment jsdom
/**
 * Printing from the detail view (spec 02 "Print preview", "Print template chooser"): the print button opens the
 * 400 px chooser when the form names several templates and goes straight to the preview with one; the preview fills
 * the template (values escaped, unfilled placeholders stripped), prints through the host and records the printing;
 * in a function preview printing only warns 功能预览不支持打印.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { definitionToScreen } from '../../../../runtime/core/lowcode/adapter';
import type { Definition } from '../../../../runtime/core/lowcode/definition';
import { screenTranslator } from '../../../../runtime/core/schema/messages';
import { DetailView } from '../../../../runtime/react/detail/DetailView';
import { createMemoryProvider } from '../support/memory-provider';
import { createTestHost, renderWithHost } from '../support/test-host';

const API = '/api/visualdev/OnlineDev/printable';

const definitionWith = (printId: string[]): Definition => ({
  formData: {
    hasPrintBtn: true,
    printId,
    printButtonText: '打印单据',
    fields: [
      { __config__: { klxKey: 'comInput', label: '名称' }, __vModel__: 'name' },
      { __config__: { klxKey: 'comInput', label: '备注' }, __vModel__: 'note' },
    ],
  },
  columnData: {},
});

function open(printId: string[], functionPreview = false) {
  const schema = definitionToScreen(definitionWith(printId), { id: 'vdPrintable', route: 'model/printable', api: API, title: { 'zh-CN': '领用单' } });
  const data = createMemoryProvider({ [API]: [{ id: 'r1', name: '笔记本<b>', note: '' }] });
  data.answers.set('POST /api/system/printDev/getListOptions', [
    { id: 't1', fullName: '领用单模板' },
    { id: 't2', fullName: '简版模板' },
  ]);
  data.answers.set('GET /api/system/printDev/Data', { printTemplate: '<h3>领用单</h3><p>名称：{{name}}</p><p>审批：{{approver}}</p>', printData: { name: '笔记本<b>' } });
  data.answers.set('POST /api/system/printLog/save', null);
  const host = createTestHost({ data });
  renderWithHost(<DetailView schema={schema} t={screenTranslator(schema, 'zh-CN')} recordId="r1" functionPreview={functionPreview} onClose={() => undefined} />, host);
  return { host, data };
}

const printButton = async () => {
  await screen.findByTestId('detail-view');
  return screen.getByRole('button', { name: '打印单据' });
};

describe('printing a record', () => {
  it('asks which template when the form names several, then previews the filled template and prints it', async () => {
    const { host, data } = open(['t1', 't2']);
    fireEvent.click(await printButton());
    const chooser = await screen.findByTestId('print-template-chooser');
    expect(screen.getByText('选择打印模板')).toBeTruthy();
    expect(within(chooser).getByText('简版模板')).toBeTruthy();
    fireEvent.click(within(chooser).getByText('领用单模板'));
    const pages = await screen.findByTestId('print-pages');
    expect(screen.getByText('打印预览')).toBeTruthy();
    // The value is text, never markup; the placeholder with no value is gone.
    expect(pages.textContent).toContain('名称：笔记本<b>');
    expect(pages.querySelector('b')).toBeNull();
    expect(pages.textContent).toContain('审批：');
    expect(pages.textContent).not.toContain('{{');
    expect(data.calls.find((call) => call.api === 'GET /api/system/printDev/Data')?.values).toEqual({ id: 't1', formId: 'r1' });

    fireEvent.click(screen.getByRole('button', { name: /打\s*印$/ }));
    expect(host.prints).toHaveLength(1);
    expect(host.prints[0]!.html).toContain('名称：笔记本&lt;b&gt;');
    expect(host.prints[0]!.title).toBe('领用单');
    await waitFor(() => expect(data.calls.find((call) => call.api === 'POST /api/system/printLog/save')?.values).toEqual({ printId: 't1', printTitle: '领用单', printNum: 1 }));

    fireEvent.click(screen.getByRole('button', { name: /下\s*载/ }));
    expect(host.saves.map((file) => file.fileName)).toEqual(['领用单.html']);
  });

  it('uses the one template named without asking', async () => {
    const { data } = open(['t2']);
    fireEvent.click(await printButton());
    await screen.findByTestId('print-pages');
    expect(screen.queryByText('选择打印模板')).toBeNull();
    expect(data.calls.some((call) => call.api === 'POST /api/system/printDev/getListOptions')).toBe(false);
    expect(data.calls.find((call) => call.api === 'GET /api/system/printDev/Data')?.values).toEqual({ id: 't2', formId: 'r1' });
  });

  it('only warns when printing in a function preview', async () => {
    const { host, data } = open(['t1'], true);
    fireEvent.click(await printButton());
    await screen.findByTestId('print-pages');
    fireEvent.click(screen.getByRole('button', { name: /打\s*印$/ }));
    expect(host.toasts).toContainEqual({ kind: 'warning', text: '功能预览不支持打印' });
    expect(host.prints).toEqual([]);
    expect(data.calls.some((call) => call.api === 'POST /api/system/printLog/save')).toBe(false);
  });
});
