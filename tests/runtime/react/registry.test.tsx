// @vitest-environment jsdom
/** The widget registry: a value, extended explicitly, failing loudly on duplicates and unknown names. */
import { render } from '@testing-library/react';
import eamPosition from '../../../schemas/eamPosition.json';
import { screenTranslator } from '../../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import { SchemaForm } from '../../../runtime/react/form/SchemaForm';
import { HostProvider } from '../../../runtime/react/host';
import { createRegistry, RegistryProvider, UnknownWidgetError, useRegistry, type FormWidget } from '../../../runtime/react/registry';
import { standardWidgets } from '../../../widgets';
import { createTestHost } from './support/test-host';

const Fake: FormWidget = () => null;

describe('createRegistry', () => {
  it('offers the widgets it was built with', () => {
    const registry = createRegistry({ widgets: { input: Fake } });
    expect(registry.widget('input', { field: 'a', schemaId: 's' })).toBe(Fake);
  });

  it('names the widget, the field and the schema when a lookup fails', () => {
    const registry = createRegistry({ widgets: { input: Fake } });
    expect(() => registry.widget('slider', { field: 'volume', schemaId: 'player' })).toThrow(UnknownWidgetError);
    expect(() => registry.widget('slider', { field: 'volume', schemaId: 'player' })).toThrow(/"slider".*"volume".*"player"/);
  });

  it('refuses a second registration of a name unless the override is explicit', () => {
    const registry = createRegistry({ widgets: { input: Fake } });
    const Other: FormWidget = () => null;
    expect(() => registry.extend({ widgets: { input: Other } })).toThrow(/already registered/);
    expect(registry.extend({ widgets: { input: Other } }, { override: true }).widget('input', { field: 'a', schemaId: 's' })).toBe(Other);
    expect(registry.widget('input', { field: 'a', schemaId: 's' })).toBe(Fake);
  });

  it('keeps registries apart: extending one leaves the other unchanged', () => {
    const base = createRegistry({ widgets: { input: Fake } });
    const extended = base.extend({ widgets: { textarea: Fake } });
    expect(Object.keys(base.widgets)).toEqual(['input']);
    expect(Object.keys(extended.widgets).sort()).toEqual(['input', 'textarea']);
  });

  it('is passed down through context', () => {
    const registry = createRegistry({ widgets: { input: Fake } });
    let seen: unknown;
    const Probe = () => {
      seen = useRegistry();
      return null;
    };
    render(
      <RegistryProvider registry={registry}>
        <Probe />
      </RegistryProvider>,
    );
    expect(seen).toBe(registry);
  });

  it('makes a schema form with an unregistered widget fail loudly', () => {
    const schema = eamPosition as unknown as ScreenSchema;
    const { textarea: _left, ...withoutTextarea } = standardWidgets;
    const registry = createRegistry({ widgets: withoutTextarea });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <RegistryProvider registry={registry}>
          <HostProvider host={createTestHost()}>
            <SchemaForm schema={schema} t={screenTranslator(schema, 'zh-CN')} values={{}} onChange={() => undefined} mode="add" />
          </HostProvider>
        </RegistryProvider>,
      ),
    ).toThrow(/Unknown widget "textarea" for field "description" of schema "eamPosition"/);
  });

  it('holds cells, row actions and compute rules by kind, each lookup failing loudly with the kind, name and schema', () => {
    const registry = createRegistry({ widgets: {}, cells: { money: (value) => `¥${String(value)}` }, computeRules: { twice: (values) => Number(values.a) * 2 } });
    expect(registry.cell('money', { field: 'price', schemaId: 's' })(3, { column: { field: 'price' }, row: {}, t: (key) => key, labels: {} })).toBe('¥3');
    expect(registry.computeRule('twice', { field: 'b', schemaId: 's' })({ a: 4 }, new Date())).toBe(8);
    expect(() => registry.cell('stars', { field: 'rating', schemaId: 'shop' })).toThrow(/Unknown cell renderer "stars" for field "rating" of schema "shop"/);
    expect(() => registry.rowAction('archive', { field: 'list.rowActions', schemaId: 'shop' })).toThrow(/Unknown row action "archive".*"shop"/);
    expect(() => registry.computeRule('vat', { field: 'tax', schemaId: 'shop' })).toThrow(/Unknown compute rule "vat" for field "tax" of schema "shop"/);
  });

  it('refuses a module part whose name its kind already holds, and keeps the kinds apart', () => {
    const base = createRegistry({ widgets: { input: Fake }, cells: { text: () => 'a' } });
    expect(() => base.extend({ cells: { text: () => 'b' } })).toThrow(/Cell renderer "text" is already registered/);
    // The same name in another kind is no clash.
    const extended = base.extend({ computeRules: { text: () => 1 } });
    expect(Object.keys(extended.computeRules)).toEqual(['text']);
    expect(Object.keys(base.computeRules)).toEqual([]);
  });
});
