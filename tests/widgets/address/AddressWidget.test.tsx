// @vitest-environment jsdom
/**
 * The address picker (spec 02 "Address picker dialog") in a schema form against the real server in-process: the
 * 800 px dialog titled 省市区 loads the areas one level at a time, only leaves at the field's level can be chosen,
 * single mode keeps one address, multiple mode keeps unique ones with per-item delete and 清空列表, cancel keeps the
 * previous value, and the value is shown — in the field and read-only — by its names.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useState } from 'react';
import { screenTranslator } from '../../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import { SchemaForm } from '../../../runtime/react/form/SchemaForm';
import type { Row } from '../../../runtime/react/host';
import { AddressNames } from '../../../widgets/address/AddressWidget';
import { ADMIN, createTestServer, type TestServer } from '../../server/harness';
import { signInProvider, type ServerSession } from '../../runtime/react/support/server-provider';
import { createTestHost, renderWithHost } from '../../runtime/react/support/test-host';
import { fieldCell } from '../../runtime/react/support/form-queries';

const schema = JSON.parse(readFileSync(path.resolve('tests/fixtures/address-schemas/siteVisit.json'), 'utf8')) as ScreenSchema;

let server: TestServer;
let admin: ServerSession;
beforeAll(async () => {
  server = await createTestServer('pglite');
  admin = await signInProvider(server, ADMIN.account, ADMIN.password);
}, 240_000);
afterAll(async () => {
  cleanup();
  await server.close();
});
afterEach(() => cleanup());

function renderForm(initial: Row = {}) {
  const seen: Row[] = [];
  function Harness() {
    const [values, setValues] = useState<Row>(initial);
    return (
      <SchemaForm
        schema={schema}
        t={screenTranslator(schema, 'zh-CN')}
        values={values}
        onChange={(next) => {
          seen.push(next);
          setValues(next);
        }}
        mode="add"
      />
    );
  }
  renderWithHost(<Harness />, createTestHost({ data: admin.data }));
  return { seen };
}

const openPicker = async (field: string) => {
  fireEvent.click(fieldCell(field).querySelector('button[data-picker="address"]')!);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('省市区')).toBeTruthy();
  return dialog;
};
/** Opens a node of the dialog's tree (its children load from the server). */
const expand = async (dialog: HTMLElement, name: string) => {
  const node = (await within(dialog).findByText(name, {}, { timeout: 20_000 })).closest('.ant-tree-treenode')!;
  fireEvent.click(node.querySelector('.ant-tree-switcher')!);
};
const chosenTexts = (dialog: HTMLElement) => [...within(dialog).getByTestId('address-chosen').querySelectorAll('.klx-address-chosen-item')].map((item) => item.textContent);

describe('the address picker', () => {
  it('chooses one district in single mode and shows it by its names', async () => {
    const { seen } = renderForm();
    const dialog = await openPicker('address');
    await expand(dialog, '广东省');
    await expand(dialog, '广州市');
    // A city is not a leaf at level 2: clicking it chooses nothing.
    fireEvent.click(within(dialog).getByText('广州市'));
    expect(chosenTexts(dialog)).toEqual([]);
    fireEvent.click(await within(dialog).findByText('天河区', {}, { timeout: 20_000 }));
    fireEvent.click(within(dialog).getByText('越秀区'));
    expect(chosenTexts(dialog)).toEqual(['广东省/广州市/越秀区']);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(seen.at(-1)?.address).toEqual(['44', '4401', '440104']));
    await waitFor(() => expect(fieldCell('address').textContent).toContain('广东省/广州市/越秀区'), { timeout: 20_000 });
  }, 90_000);

  it('keeps unique cities in multiple mode, deletes and clears, and cancel keeps the value', async () => {
    const { seen } = renderForm({ regions: [['11', '1101']] });
    await waitFor(() => expect(fieldCell('regions').textContent).toContain('北京市/市辖区'), { timeout: 20_000 });
    let dialog = await openPicker('regions');
    expect(chosenTexts(dialog)).toEqual(['北京市/市辖区']);
    await expand(dialog, '广东省');
    // At level 1 a city is a leaf: it has no expand button and can be chosen, twice to no effect.
    fireEvent.click(await within(dialog).findByText('广州市', {}, { timeout: 20_000 }));
    fireEvent.click(within(dialog).getByText('广州市'));
    fireEvent.click(within(dialog).getByText('深圳市'));
    expect(chosenTexts(dialog)).toEqual(['北京市/市辖区', '广东省/广州市', '广东省/深圳市']);
    const first = within(dialog).getByTestId('address-chosen').querySelector('.klx-address-chosen-item [role="button"]')!;
    fireEvent.click(first);
    expect(chosenTexts(dialog)).toEqual(['广东省/广州市', '广东省/深圳市']);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(seen.at(-1)?.regions).toEqual([['44', '4401'], ['44', '4403']]));

    dialog = await openPicker('regions');
    fireEvent.click(within(dialog).getByText('清空列表'));
    expect(chosenTexts(dialog)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.at(-1)?.regions).toEqual([['44', '4401'], ['44', '4403']]);
  }, 90_000);

  it('shows a stored value read-only by its names', async () => {
    renderWithHost(<AddressNames value={[['11', '1101', '110101'], ['44', '4401']]} />, createTestHost({ data: admin.data }));
    expect(await screen.findByText('北京市/市辖区/东城区, 广东省/广州市', {}, { timeout: 20_000 })).toBeTruthy();
  }, 60_000);
});
