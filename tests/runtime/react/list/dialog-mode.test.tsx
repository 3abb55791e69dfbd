// @vitest-environment jsdom
/**
 * The dialog's mode argument is declared by the schema (`form.modeParam`), not a context key the list page knows:
 * the dictionary page's entry parent is choosable only in a tree type, and a screen naming another key, or none,
 * gets exactly what it declares (issue 9 §7, dictionary conventions declared).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dictionaryData from '../../../../schemas/dictionaryData.json';
import type { ScreenSchema } from '../../../../runtime/core/schema/types';
import { ScreenPage } from '../../../../runtime/react/screen/ScreenPage';
import { fieldCell } from '../support/form-queries';
import { createMemoryProvider } from '../support/memory-provider';
import { createTestHost, renderWithHost } from '../support/test-host';

const entries = dictionaryData as unknown as ScreenSchema;
const withModeParam = (modeParam: string | undefined): ScreenSchema => {
  const { modeParam: _declared, ...form } = entries.form;
  const { leftTree: _tree, ...list } = entries.list;
  return { ...entries, form: modeParam ? { ...form, modeParam } : form, list: { ...list, layout: 'treeTable' } };
};

async function parentDisabled(schema: ScreenSchema, context: Record<string, unknown>): Promise<boolean> {
  const data = createMemoryProvider({ '/api/system/DictionaryData': [] });
  renderWithHost(<ScreenPage schema={schema} context={context} />, createTestHost({ data }));
  fireEvent.click(await screen.findByRole('button', { name: /新\s*建/ }));
  await screen.findByRole('dialog');
  let disabled = false;
  await waitFor(() => {
    const input = fieldCell('parentId').querySelector('input');
    expect(input).not.toBeNull();
    disabled = input!.hasAttribute('disabled');
  });
  return disabled;
}

describe('the dialog mode argument', () => {
  it('is declared by the dictionary entries schema as the isTree the page passes', () => {
    expect(entries.form.modeParam).toBe('isTree');
  });

  it.each([
    [{ typeId: 't1', isTree: 1 }, false],
    [{ typeId: 't1', isTree: 0 }, true],
    [{ typeId: 't1' }, true],
  ])('enables the dictionary entry parent only in a tree type (context %j → disabled %s)', async (context, disabled) => {
    expect(await parentDisabled(withModeParam('isTree'), context)).toBe(disabled);
  });

  it('reads the key the schema names, not a fixed one', async () => {
    expect(await parentDisabled(withModeParam('treeMode'), { typeId: 't1', treeMode: 1 })).toBe(false);
  });

  it('is absent when the schema declares none, whatever the context holds', async () => {
    expect(await parentDisabled(withModeParam(undefined), { typeId: 't1', isTree: 1 })).toBe(true);
  });
});
