// @vitest-environment jsdom
/**
 * A QR code of data type `form` (spec 02 "QR payload (dynamic mode)") draws exactly what the qrcode library encodes
 * for the record's DFD payload — in the form (the edited record, 100 px) and in the list / detail cell (40 px) —
 * and nothing for a record not yet saved.
 */
import { cleanup, render, waitFor } from '@testing-library/react';
import QRCode from 'qrcode';
import { dfdPayload } from '../../runtime/core/format/dfd-payload';
import { screenTranslator } from '../../runtime/core/schema/messages';
import type { FormField, ScreenSchema } from '../../runtime/core/schema/types';
import { SchemaForm } from '../../runtime/react/form/SchemaForm';
import { fileCells } from '../../widgets/file-cells';
import { fieldCell } from '../runtime/react/support/form-queries';
import { createTestHost, renderWithHost } from '../runtime/react/support/test-host';

const FIELD: FormField = { name: 'qr', widget: 'qrcode', props: { dataType: 'form', modelId: 'model-7' } };
const schema = {
  id: 'dfdTest',
  title: 'common.edit',
  route: 'test/dfd',
  resource: { api: '/api/test/Dfd' },
  model: { type: 'object', properties: { qr: { type: 'string', title: 'common.edit', readOnly: true } } },
  form: { fields: [FIELD] },
  list: { columns: [{ field: 'qr' }] },
} as unknown as ScreenSchema;

/** The second path (the dark modules) of the library's SVG for a text. */
async function expectedModules(text: string, width: number): Promise<string | null> {
  const svg = await QRCode.toString(text, { type: 'svg', width, margin: 1, errorCorrectionLevel: 'L', color: { dark: '#000000', light: '#ffffff' } });
  return new DOMParser().parseFromString(svg, 'image/svg+xml').querySelectorAll('path')[1]!.getAttribute('d');
}

afterEach(() => cleanup());

describe('the dynamic QR code', () => {
  it('encodes the edited record\'s DFD payload in the form', async () => {
    renderWithHost(<SchemaForm schema={schema} t={screenTranslator(schema, 'zh-CN')} values={{}} mode="edit" recordId="rec-42" onChange={() => undefined} />, createTestHost({}));
    const payload = '{"t":"DFD","id":"rec-42","mid":"model-7","mt":2,"fid":"","pid":"","ftid":"","opt":"-1"}';
    expect(dfdPayload({ id: 'rec-42', modelId: 'model-7' })).toBe(payload);
    const modules = await expectedModules(payload, 100);
    await waitFor(() => expect(fieldCell('qr').querySelectorAll('svg path')[1]?.getAttribute('d')).toBe(modules));
    expect(fieldCell('qr').querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(payload);
  });

  it('draws nothing for a record not yet saved', async () => {
    renderWithHost(<SchemaForm schema={schema} t={screenTranslator(schema, 'zh-CN')} values={{}} mode="add" onChange={() => undefined} />, createTestHost({}));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fieldCell('qr').querySelector('svg')).toBeNull();
  });

  it('encodes the row\'s DFD payload in a list or detail cell', async () => {
    const t = screenTranslator(undefined, 'zh-CN');
    const { container } = render(<>{fileCells.qrcode!(undefined, { column: { field: 'qr' }, row: { id: 'rec-9' }, t, labels: {}, field: FIELD })}</>);
    const modules = await expectedModules(dfdPayload({ id: 'rec-9', modelId: 'model-7' })!, 40);
    await waitFor(() => expect(container.querySelectorAll('svg path')[1]?.getAttribute('d')).toBe(modules));
  });
});
