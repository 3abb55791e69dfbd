// @vitest-environment jsdom
/**
 * The bill-rule field's panel (issue 9 §6, issue 11: the business-rule template picker) offers the bill rules in the
 * 1000 px picker over the bill-rule selector (which lists the enabled rules only: tests/server/bill-rule), instead of
 * a code typed by hand; choosing one stores the rule's code in the definition and shows the rule's name.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { DefinitionField } from '../../../../runtime/core/lowcode/definition';
import { applyFieldPanel, fieldPanel, fieldPanelValues } from '../../../../runtime/core/lowcode/field-panel';
import { createField } from '../../../../runtime/core/lowcode/field-kinds';
import { screenTranslator } from '../../../../runtime/core/schema/messages';
import { SchemaForm } from '../../../../runtime/react/form/SchemaForm';
import type { Row } from '../../../../runtime/react/host';
import { fieldCell } from '../../../runtime/react/support/form-queries';
import { createMemoryProvider } from '../../../runtime/react/support/memory-provider';
import { createTestHost, renderWithHost } from '../../../runtime/react/support/test-host';

/** What the selector answers: the enabled rules' name, code, category and start number. */
const ENABLED_RULES = [
  { id: 'r1', fullName: '资产入库单', enCode: 'AssetIn', category: 'asset', startNumber: '1' },
  { id: 'r2', fullName: '资产领用单', enCode: 'AssetUse', category: 'asset', startNumber: '100' },
];

describe('the bill-rule field panel', () => {
  it('declares the rule a business-rule template picker', () => {
    const panel = fieldPanel(createField('billRule', 7));
    const rule = panel.form.fields.find((field) => field.name === 'rule')!;
    expect(rule.widget).toBe('billRuleSelect');
  });

  it('offers the rules the selector lists, by name, and writes the chosen rule\'s code into the field', async () => {
    const field = createField('billRule', 7) as DefinitionField;
    const schema = fieldPanel(field);
    const data = createMemoryProvider();
    data.answers.set('GET /api/system/BillRule/Selector', { list: ENABLED_RULES, pagination: { total: 2 } });
    const written: { field: DefinitionField } = { field };
    function Harness() {
      const [values, setValues] = useState<Row>(fieldPanelValues(field));
      return (
        <SchemaForm
          schema={schema}
          t={screenTranslator(schema, 'zh-CN')}
          values={values}
          mode="edit"
          onChange={(next) => {
            setValues(next);
            written.field = applyFieldPanel(field, next);
          }}
        />
      );
    }
    renderWithHost(<Harness />, createTestHost({ data }));

    fireEvent.click(fieldCell('rule').querySelector('button[data-picker="billRuleSelect"]')!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByText('资产领用单'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(written.field.__config__.rule).toBe('AssetUse'));
    expect(fieldCell('rule').textContent).toContain('资产领用单');
  });
});
