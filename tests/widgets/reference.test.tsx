// @vitest-environment jsdom
/**
 * The reference field (issue 9 §7) in the browser: the system message template's 短信模板 is chosen by searching the
 * SMS templates by name, and a stored id is shown by the template's name — in the field, in list cells (one label
 * call for the whole page) and in the detail view; an id the caller can no longer see shows as （已删除）.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import systemMessageTemplate from '../../schemas/systemMessageTemplate.json';
import { screenTranslator } from '../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../runtime/core/schema/types';
import { DetailView } from '../../runtime/react/detail/DetailView';
import { SchemaForm } from '../../runtime/react/form/SchemaForm';
import { ScreenPage } from '../../runtime/react/screen/ScreenPage';
import { fieldCell } from '../runtime/react/support/form-queries';
import { createMemoryProvider, type MemoryProvider } from '../runtime/react/support/memory-provider';
import { createTestHost, renderWithHost } from '../runtime/react/support/test-host';

const base = systemMessageTemplate as unknown as ScreenSchema;
/** The screen with its reference listed and a detail view, as a schema using the field would declare them. */
const schema: ScreenSchema = {
  ...base,
  form: { ...base.form, detail: { kind: 'modal', width: 600 } },
  list: { ...base.list, columns: [...base.list.columns, { field: 'smsTemplateId', render: 'reference' }], rowActions: [...base.list.rowActions, 'detail'] },
};
const t = screenTranslator(schema, 'zh-CN');
const TEMPLATES = [
  { id: 's1', fullName: '验证码短信' },
  { id: 's2', fullName: '告警短信' },
];
const PICKER = 'GET /api/system/Reference/smsTemplate';

function provider(): MemoryProvider {
  const data = createMemoryProvider({
    '/api/system/MessageTemplate': [
      { id: 'm1', category: 1, fullName: '锁定通知', enCode: 'LOCK', title: 't', enabledMark: 1, smsTemplateId: 's1' },
      { id: 'm2', category: 1, fullName: '告警通知', enCode: 'ALARM', title: 't', enabledMark: 1, smsTemplateId: 's2' },
      { id: 'm3', category: 1, fullName: '旧通知', enCode: 'OLD', title: 't', enabledMark: 1, smsTemplateId: 'gone' },
    ],
  });
  data.answers.set(PICKER, (payload?: { ids?: string; keyword?: string }) => ({
    list: TEMPLATES.filter((item) => (payload?.ids !== undefined ? payload.ids.split(',').includes(item.id) : item.fullName.includes(payload?.keyword ?? ''))),
  }));
  return data;
}
const pickerCalls = (data: MemoryProvider) => data.calls.filter((call) => call.api === PICKER).map((call) => call.values);

describe('the reference field', () => {
  it('shows each listed id by the record\'s name, asking for the whole page\'s labels at once', async () => {
    const data = provider();
    renderWithHost(<ScreenPage schema={schema} />, createTestHost({ data }));
    const row = (await screen.findByText('锁定通知')).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('验证码短信')).toBeTruthy());
    expect(within(screen.getByText('告警通知').closest('tr')!).getByText('告警短信')).toBeTruthy();
    expect(within(screen.getByText('旧通知').closest('tr')!).getByText('gone（已删除）')).toBeTruthy();
    const labelCalls = pickerCalls(data).filter((values) => values?.ids !== undefined);
    expect(labelCalls).toHaveLength(1);
    expect(String(labelCalls[0]!.ids).split(',').sort()).toEqual(['gone', 's1', 's2']);
  });

  it('shows the reference by name in the detail view', async () => {
    const data = provider();
    renderWithHost(<DetailView schema={schema} t={t} recordId="m2" onClose={() => undefined} />, createTestHost({ data }));
    const detail = await screen.findByRole('dialog');
    await waitFor(() => expect(within(detail).getByText('告警短信')).toBeTruthy());
    expect(within(detail).queryByText('s2')).toBeNull();
  });

  it('searches the referenced screen by the typed keyword and stores the chosen record\'s id', async () => {
    const data = provider();
    const onChange = vi.fn();
    renderWithHost(<SchemaForm schema={schema} t={t} values={{ smsTemplateId: 's1' }} onChange={onChange} mode="edit" recordId="m1" />, createTestHost({ data }));
    const cell = fieldCell('smsTemplateId');
    await waitFor(() => expect(within(cell).getByText('验证码短信')).toBeTruthy());
    fireEvent.mouseDown(cell.querySelector('[role="combobox"]')!);
    fireEvent.change(cell.querySelector('input[role="combobox"]')!, { target: { value: '告警' } });
    await waitFor(() => expect(pickerCalls(data).some((values) => values?.keyword === '告警')).toBe(true));
    fireEvent.click(await screen.findByTitle('告警短信'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ smsTemplateId: 's2' })));
  });
});
