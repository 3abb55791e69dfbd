/**
 * Related-form and popup-select values as field plus `field_id` (issues 9 and 11; spec 02 §3 "Dynamic form record"):
 * a save takes the id from `field_id` when sent, else from `field`; a stored record holds the id under both; a model
 * whose own field is called `field_id` keeps it.
 */
import { fc, test } from '@fast-check/vitest';
import { idKeyOf, idsUnderFieldNames, pickedFields, withStoredIdKeys } from '../../../../runtime/core/lowcode/picked-values';
import type { FormField, ScreenSchema } from '../../../../runtime/core/schema/types';

/** A screen of the given fields (strings in the model). */
const screenOf = (fields: Pick<FormField, 'name' | 'widget'>[]) =>
  ({ form: { fields }, model: { type: 'object', properties: Object.fromEntries(fields.map((field) => [field.name, { type: 'string' }])) } }) as unknown as Pick<ScreenSchema, 'form' | 'model'>;

const SCREEN = screenOf([
  { name: 'code', widget: 'input' },
  { name: 'item', widget: 'relationForm' },
  { name: 'device', widget: 'popupSelect' },
  { name: 'note', widget: 'textarea' },
]);

describe('picked values', () => {
  it('pairs related-form and popup fields only, and not a field whose _id twin is a field of its own', () => {
    expect(pickedFields(SCREEN).map((field) => field.name)).toEqual(['item', 'device']);
    const own = screenOf([
      { name: 'item', widget: 'relationForm' },
      { name: 'item_id', widget: 'input' },
    ]);
    expect(pickedFields(own)).toEqual([]);
    expect(idsUnderFieldNames(own, { item: 'a', item_id: 'b' })).toEqual({ item: 'a', item_id: 'b' });
  });

  it.each([
    ['the id under field_id wins over the display value', { item: '桌子', item_id: 'r1' }, { item: 'r1' }],
    ['the id under field alone is taken as it is', { item: 'r1' }, { item: 'r1' }],
    ['field_id alone is taken', { item_id: 'r1' }, { item: 'r1' }],
    ['field_id null clears the field', { item: '桌子', item_id: null }, { item: null }],
    ['a popup with several ids', { device: '泵, 阀', device_id: ['d1', 'd2'] }, { device: ['d1', 'd2'] }],
    ['other fields pass through; a stray note_id is not a pair', { code: 'L1', note_id: 'x' }, { code: 'L1', note_id: 'x' }],
  ])('a save: %s', (_title, values, expected) => {
    expect(idsUnderFieldNames(SCREEN, values)).toEqual(expected);
  });

  it.each([
    ['the id is stored under both names', { code: 'L1', item: 'r1' }, { code: 'L1', item: 'r1', item_id: 'r1' }],
    ['an emptied field drops its stale id', { item: '', item_id: 'r1' }, { item: '' }],
    ['an absent field has no id', { code: 'L1', device_id: 'old' }, { code: 'L1' }],
    ['several popup ids', { device: ['d1'] }, { device: ['d1'], device_id: ['d1'] }],
  ])('the stored record: %s', (_title, record, expected) => {
    expect(withStoredIdKeys(SCREEN, record)).toEqual(expected);
  });

  test.prop([fc.string({ minLength: 1 }), fc.option(fc.string(), { nil: undefined })])('a saved id reads back from both keys of the stored record', (id, display) => {
    const saved = idsUnderFieldNames(SCREEN, { ...(display === undefined ? {} : { item: display }), item_id: id });
    const stored = withStoredIdKeys(SCREEN, saved);
    expect(stored.item).toBe(id);
    expect(stored[idKeyOf('item')]).toBe(id);
  });
});
