/**
 * The QR code field's panel offers what the code encodes — fixed text, another field's value, or the record itself
 * (the DFD payload of spec 02) — and writes the choice into the definition, which the adapter then turns into a
 * form-type code with the model's id.
 */
import { applyFieldPanel, fieldPanel, fieldPanelValues } from '../../../../runtime/core/lowcode/field-panel';
import { createField } from '../../../../runtime/core/lowcode/field-kinds';

describe('the QR code field panel', () => {
  it('offers the three data types and stores the chosen one', () => {
    const field = createField('qrcode', 3);
    const panel = fieldPanel(field);
    const dataType = panel.form.fields.find((candidate) => candidate.name === 'qrDataType')!;
    expect(dataType.widget).toBe('select');
    expect(dataType.source?.kind === 'static' && dataType.source.options.map((option) => option.value)).toEqual(['static', 'relation', 'form']);
    const written = applyFieldPanel(field, { ...fieldPanelValues(field), qrDataType: 'form' });
    expect(written.dataType).toBe('form');
    expect(fieldPanelValues(written).qrDataType).toBe('form');
  });
});
