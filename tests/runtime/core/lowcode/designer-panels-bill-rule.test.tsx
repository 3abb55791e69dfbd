// @vitest-environment jsdom
/**
 * The bill-rule field's panel (issue 9 §6) offers the bill rules by name, loaded through the descriptor's options
 * source from the bill-rule selector (which lists the enabled rules only: tests/server/bill-rule), instead of a code
 * typed by hand; choosing one stores the rule's code in the definition.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { DefinitionField } from '../../../../runtime/core/lowcode/definition';
import { applyFieldPanel, fieldPanel, fieldPanelValues } from '../../../../runtime/core/lowcode/designer-panels';
import { createField } from '../../../../runtime/core/lowcode/field-kinds';
import { screenTranslator } from '../../../../runtime/core/schema/messages';
import { SchemaForm } from '../../../../runtime/react/form/SchemaForm';
import type { Row } from '../../../../runtime/react/host';
import { fieldCell } from '../../../runtime/react/support/form-queries';
import { createMemoryProvider } from '../../../runtime/react/support/memory-provider';
import { createTestHost, renderWithHost } from '../../../runtime/react/support/test-host';

/** What the selector answers: the enabled rules' name, code and category. */
const ENABLED_RULES = [
  { id: 'r1', fullName: '资产入库单', enCode: 'AssetIn', category: 'asset' },
  { id: 'r2', fullName: '资产领用单', enCode: 'AssetUse', category: 'asset' },
];

describe('the bill-rule field panel', () => {
  it('declares the rule a select over the bill-rule selector, storing the rule code', () => {
    const panel = fieldPanel(createField('billRule', 7));
    const rule = panel.form.fields.find((field) => field.name === 'rule')!;
    expect(rule.widget).toBe('select');
    expect(rule.source).toMatchObject({ kind: 'api', valueKey: 'enCode', labelKey: 'fullName' });
    expect(rule.source?.kind === 'api' && rule.source.url.startsWith('/api/system/BillRule/Selector')).toBe(true);
  });

  it('offers the rules the selector lists, by name, and writes the chosen rule\'s code into the field', async () => {
    const field = createField('billRule', 7) as DefinitionField;
    const schema = fieldPanel(field);
    const source = schema.form.fields.find((candidate) => candidate.name === 'rule')!.source!;
    const data = createMemoryProvider();
    if (source.kind === 'api') data.answers.set(`GET ${source.url}`, ENABLED_RULES);
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

    fireEvent.mouseDown(fieldCell('rule').querySelector('[role="combobox"]')!);
    const option = (await screen.findAllByTitle('资产领用单')).at(-1)!;
    expect(screen.queryAllByTitle('资产入库单').length).toBeGreaterThan(0);
    fireEvent.click(option);
    await waitFor(() => expect(written.field.__config__.rule).toBe('AssetUse'));
    expect(fieldCell('rule').textContent).toContain('资产领用单');
  });
});
