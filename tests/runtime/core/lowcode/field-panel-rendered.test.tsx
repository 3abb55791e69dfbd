// @vitest-environment jsdom
/**
 * Every kind in the designer's palette has a descriptor for each of its properties, and its property panel renders
 * them (issue 11 item 4): the panel is the runtime's own SchemaForm over the panel schema, and each property shows
 * its label, so an administrator can configure every kind — the pickers' multiple, level, data interface, keys,
 * model and popup included.
 */
import { cleanup } from '@testing-library/react';
import { FIELD_PROPERTIES, fieldPanel, fieldPanelValues } from '../../../../runtime/core/lowcode/field-panel';
import { createField, FIELD_KINDS, KIND_PROPERTIES } from '../../../../runtime/core/lowcode/field-kinds';
import { screenTranslator } from '../../../../runtime/core/schema/messages';
import { SchemaForm } from '../../../../runtime/react/form/SchemaForm';
import { fieldCell } from '../../react/support/form-queries';
import { createTestHost, renderWithHost } from '../../react/support/test-host';

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => cleanup());

describe('the designer panel of every palette kind', () => {
  it.each(FIELD_KINDS)('%s: every property has a descriptor and its panel shows each by its label', (kind) => {
    for (const name of KIND_PROPERTIES[kind]) expect(FIELD_PROPERTIES[name], `${kind}.${name}`).toBeDefined();
    const field = createField(kind, 11);
    const panel = fieldPanel(field);
    renderWithHost(<SchemaForm schema={panel} t={screenTranslator(panel, 'zh-CN')} values={fieldPanelValues(field)} onChange={() => undefined} mode="edit" />, createTestHost());
    for (const name of KIND_PROPERTIES[kind]) {
      const label = panel.messages['zh-CN'][`p.${name}`]!;
      expect(fieldCell(name).textContent, `${kind}.${name}`).toContain(label);
    }
  });
});
