// @vitest-environment jsdom
/**
 * A related-form value in the edit dialog (issues 9 and 11): the record API answers the related record's name under
 * the field and its id under `field_id`; the dialog edits the id — the picker shows the name — and saves the id under
 * the field, without the `field_id` it loaded.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { definitionToScreen } from '../../../../runtime/core/lowcode/adapter';
import type { Definition } from '../../../../runtime/core/lowcode/definition';
import { screenTranslator } from '../../../../runtime/core/schema/messages';
import { FormDialog } from '../../../../runtime/react/form/FormDialog';
import { fieldCell } from '../support/form-queries';
import { createMemoryProvider } from '../support/memory-provider';
import { createTestHost, renderWithHost } from '../support/test-host';

vi.setConfig({ testTimeout: 120_000 });

const definition: Definition = {
  formData: {
    fields: [
      { __config__: { klxKey: 'comInput', label: '单号' }, __vModel__: 'code' },
      { __config__: { klxKey: 'relationForm', label: '物品' }, __vModel__: 'item', modelId: 'm1', relationField: 'name' },
    ],
  },
  columnData: {},
};
const schema = definitionToScreen(definition, { id: 'vdLoans', route: 'model/loans', api: '/api/visualdev/OnlineDev/loans', title: { 'zh-CN': '领用' } });

describe('a related-form value in the form dialog', () => {
  it('edits the id answered under item_id, shows the name, and saves the id under item', async () => {
    const data = createMemoryProvider({ '/api/visualdev/OnlineDev/loans': [{ id: 'r1', code: 'L1', item: '泵7', item_id: 'p7' }] });
    data.answers.set('POST /api/visualdev/Relation/m1/List', (payload?: { ids?: string[] }) => ({ list: payload?.ids?.includes('p7') ? [{ id: 'p7', name: '泵7' }] : [] }));
    renderWithHost(<FormDialog schema={schema} t={screenTranslator(schema, 'zh-CN')} open recordId="r1" onSaved={() => undefined} onClose={() => undefined} />, createTestHost({ data }));
    await waitFor(() => expect(data.calls.find((call) => call.api === 'POST /api/visualdev/Relation/m1/List')?.values).toMatchObject({ ids: ['p7'] }));
    await waitFor(() => expect(fieldCell('item').querySelector('button[data-picker="relationForm"]')?.textContent).toContain('泵7'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(data.calls.find((call) => call.op === 'update')).toBeDefined());
    const saved = data.calls.find((call) => call.op === 'update')!.values as Record<string, unknown>;
    expect(saved).toMatchObject({ code: 'L1', item: 'p7' });
    expect(saved).not.toHaveProperty('item_id');
  });
});
