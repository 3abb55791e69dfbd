/** Dependent choices: which fields a choice's options depend on, and clearing the choice when they change. */
import fc from 'fast-check';
import { choiceDependencies, clearStaleChoices, urlPlaceholders } from '../../../../runtime/core/schema/dependent-choices';
import type { FormField } from '../../../../runtime/core/schema/types';

const api = (name: string, url: string): FormField => ({ name, widget: 'select', source: { kind: 'api', url } });

describe('choiceDependencies', () => {
  it('names the record fields a source URL reads, never {id}, itself, or a value of the screen context', () => {
    const fields: FormField[] = [
      api('positionId', '/api/permission/Position/Selector?organizeId={organizeId}'),
      api('parentId', '/api/system/DictionaryData/{typeId}/Selector/{id}'),
      api('self', '/api/x/{self}'),
      { name: 'gender', widget: 'select', source: { kind: 'dictionary', typeCode: 'sex' } },
    ];
    const deps = choiceDependencies(fields, new Set(['positionId', 'organizeId', 'parentId', 'self', 'gender']));
    expect([...deps]).toEqual([['positionId', ['organizeId']]]);
  });

  it('reads placeholders in order', () => {
    expect(urlPlaceholders('/a/{x}/b/{y}?c={x}')).toEqual(['x', 'y', 'x']);
  });
});

describe('clearStaleChoices', () => {
  const deps = new Map([['positionId', ['organizeId']]]);

  it('clears the positions when the organisation changes, and keeps them otherwise', () => {
    const before = { organizeId: 'org_asset', positionId: 'pos_clerk', realName: '王' };
    expect(clearStaleChoices(before, { ...before, organizeId: 'org_it' }, deps)).toEqual({ organizeId: 'org_it', realName: '王' });
    const renamed = { ...before, realName: '王工' };
    expect(clearStaleChoices(before, renamed, deps)).toBe(renamed);
  });

  it('never touches other fields, and clears exactly when a dependency changed', () => {
    const value = fc.oneof(fc.constant(undefined), fc.constantFrom('', 'a', 'b'), fc.array(fc.constantFrom('a', 'b'), { maxLength: 2 }));
    const record = fc.record({ organizeId: value, positionId: value, other: value }, { requiredKeys: [] });
    fc.assert(
      fc.property(record, record, (previous, next) => {
        const out = clearStaleChoices(previous, next, deps);
        const { positionId: _a, ...restOut } = out;
        const { positionId: _b, ...restNext } = next;
        expect(restOut).toEqual(restNext);
        const blank = (v: unknown) => v === undefined || v === '';
        const changed = JSON.stringify(previous.organizeId) !== JSON.stringify(next.organizeId) && !(blank(previous.organizeId) && blank(next.organizeId));
        if (changed) expect(out).not.toHaveProperty('positionId');
        else expect(out).toBe(next);
      }),
    );
  });
});
