/** Record ↔ form values: empty values absent in the form, emptied fields cleared on save. */
import eamPosition from '../../../../schemas/eamPosition.json';
import type { ModelSchema } from '../../../../runtime/core/schema/types';
import { payloadFromValues, valuesFromRecord } from '../../../../runtime/react/form/record-values';

const model = (eamPosition as { model: unknown }).model as ModelSchema;

describe('record values', () => {
  it('leaves empty values out of the form', () => {
    expect(valuesFromRecord({ id: 'p1', fullname: '仓库', encode: '', description: null, sortcode: 0 })).toEqual({ id: 'p1', fullname: '仓库', sortcode: 0 });
  });

  it('sends null for fields the record had and the form emptied', () => {
    const loaded = { id: 'p1', fullname: '仓库', encode: 'WH', description: '说明', sortcode: 1 };
    expect(payloadFromValues({ fullname: '仓库', sortcode: 1 }, loaded, model)).toEqual({ fullname: '仓库', sortcode: 1, encode: null, description: null });
  });

  it('sends a new record as typed', () => {
    expect(payloadFromValues({ fullname: '仓库' }, undefined, model)).toEqual({ fullname: '仓库' });
  });
});
