/**
 * The address picker's selection rules (spec 02 "Address picker"): single mode keeps one path, multiple mode
 * accumulates unique paths whatever the order and repetition of choices; only leaves (or nodes at the level) can
 * be chosen; a stored value reads back as the paths it was written from, and malformed values are refused.
 */
import { fc, test } from '@fast-check/vitest';
import { addAddressPath, addressLevel, addressPathKey, addressValue, DEFAULT_ADDRESS_LEVEL, isAddressLeaf, readAddressValue, removeAddressPath } from '../../../../runtime/core/address/selection';

const id = fc.constantFrom('11', '1101', '110101', '44', '4401', '440106', '31', '3101');
const path = fc.array(id, { minLength: 1, maxLength: 3 });
const choices = fc.array(path, { maxLength: 20 });

const chooseAll = (paths: string[][], multiple: boolean) => paths.reduce<readonly (readonly string[])[]>((selected, next) => addAddressPath(selected, next, multiple), []);

describe('address selection', () => {
  test.prop([choices])('multiple mode keeps each chosen path once, in the order first chosen', (paths) => {
    const selected = chooseAll(paths, true);
    const firstSeen = [...new Map(paths.map((item) => [addressPathKey(item), item])).keys()];
    expect(selected.map(addressPathKey)).toEqual(firstSeen);
  });

  test.prop([choices])('single mode keeps only the last choice', (paths) => {
    const selected = chooseAll(paths, false);
    expect(selected).toEqual(paths.length ? [paths.at(-1)] : []);
  });

  test.prop([choices, path])('choosing a path twice changes nothing in multiple mode', (paths, again) => {
    const once = addAddressPath(chooseAll(paths, true), again, true);
    expect(addAddressPath(once, again, true)).toEqual(once);
  });

  test.prop([choices, fc.boolean()])('a stored value reads back as the chosen paths', (paths, multiple) => {
    const selected = chooseAll(paths, multiple);
    const stored = addressValue(selected, multiple);
    expect(readAddressValue(JSON.parse(JSON.stringify(stored)), multiple)).toEqual(selected.map((item) => [...item]));
  });

  test.prop([choices, path])('removing a path leaves the others in order', (paths, gone) => {
    const selected = chooseAll(paths, true);
    const left = removeAddressPath(selected, gone);
    expect(left.map(addressPathKey)).toEqual(selected.map(addressPathKey).filter((key) => key !== addressPathKey(gone)));
  });

  test.prop([fc.integer({ min: 0, max: 6 }), fc.boolean(), fc.integer({ min: 0, max: 3 })])('a node is a leaf when it has no children or sits at the level or deeper', (depth, isLeaf, level) => {
    expect(isAddressLeaf(depth, isLeaf, level)).toBe(isLeaf || depth >= level);
  });

  it('defaults the level to 2 (districts) and refuses levels out of range', () => {
    expect(DEFAULT_ADDRESS_LEVEL).toBe(2);
    expect([addressLevel(undefined), addressLevel(7), addressLevel(-1), addressLevel(1.5), addressLevel('x'), addressLevel(1), addressLevel('3')]).toEqual([2, 2, 2, 2, 2, 1, 3]);
  });

  it.each([
    ['a string', '11', false],
    ['a path of numbers', [11, 1101], false],
    ['an empty id', ['11', ''], false],
    ['a path too deep', ['1', '2', '3', '4', '5'], false],
    ['paths in single mode', [['11']], false],
    ['one path in multiple mode', ['11', '1101'], true],
    ['duplicate paths', [['11'], ['11']], true],
  ])('refuses %s', (_name, value, multiple) => {
    expect(readAddressValue(value, multiple)).toBeUndefined();
  });
});
