/** The people pickers' selection rules (spec 02 §4 "Pickers", §3 mixed values, §9 infinite scroll). */
import { fc, test } from '@fast-check/vitest';
import {
  canPick,
  groupPicks,
  GROUP_ORDER,
  isLastPage,
  itemKey,
  pick,
  readMixed,
  mixedValue,
  shouldLoadMore,
  storedValue,
  unpick,
  type PickerMode,
  type PickItem,
  type PickNode,
} from '../../../../runtime/core/pickers/selection';

const kinds = ['user', 'company', 'department', 'role', 'position', 'group', 'global', 'organize'] as const;
const node = fc.record({ id: fc.stringMatching(/^[a-z0-9]{1,4}$/), fullName: fc.string({ maxLength: 6 }), type: fc.constantFrom(...kinds) }) as fc.Arbitrary<PickNode>;
const modes = fc.constantFrom<PickerMode>('approver', 'staff', 'position', 'role', 'mixed');

/** Picks every node in turn. */
const pickAll = (nodes: PickNode[], mode: PickerMode, multiple: boolean, allowed?: ReadonlySet<string>) => nodes.reduce<PickItem[]>((chosen, one) => pick(chosen, one, { mode, multiple, allowed }), []);

describe('which nodes may be chosen', () => {
  test.prop([fc.array(node, { maxLength: 30 }), fc.boolean()])('the approver picker only ever holds users', (nodes, multiple) => {
    const chosen = pickAll(nodes, 'approver', multiple);
    expect(chosen.every((item) => item.kind === 'user')).toBe(true);
    // …and every user offered was taken (multiple) or the last one is (single).
    const users = nodes.filter((one) => one.type === 'user');
    if (multiple) expect(new Set(chosen.map((item) => item.id))).toEqual(new Set(users.map((user) => user.id)));
    else expect(chosen.map((item) => item.id)).toEqual(users.length ? [users.at(-1)!.id] : []);
  });

  test.prop([node])('the staff picker refuses organisations and departments', (one) => {
    expect(canPick('staff', one)).toBe(one.type === 'user');
  });

  it.each([
    ['position', 'position', true],
    ['position', 'role', false],
    ['role', 'role', true],
    ['role', 'global', false],
    ['mixed', 'company', true],
    ['mixed', 'organize', false],
    ['approver', 'department', false],
  ] as const)('in the %s picker a %s node may be chosen: %s', (mode, type, expected) => {
    expect(canPick(mode, { id: 'x', type })).toBe(expected);
  });

  test.prop([fc.array(node, { maxLength: 30 }), fc.array(fc.stringMatching(/^[a-z0-9]{1,4}$/), { maxLength: 10 })])('the custom select type offers only the given ids', (nodes, ids) => {
    const allowed = new Set(ids);
    expect(pickAll(nodes, 'mixed', true, allowed).every((item) => allowed.has(item.id))).toBe(true);
  });

  it('never takes a disabled node', () => {
    expect(pick([], { id: 'u', type: 'user', disabled: true }, { mode: 'approver', multiple: true })).toEqual([]);
  });
});

describe('the chosen list', () => {
  test.prop([fc.array(node, { maxLength: 40 }), modes])('holds each item once', (nodes, mode) => {
    const chosen = pickAll([...nodes, ...nodes], mode, true);
    expect(new Set(chosen.map(itemKey)).size).toBe(chosen.length);
  });

  test.prop([fc.array(node, { maxLength: 40 }), modes])('in single mode holds at most one item', (nodes, mode) => {
    expect(pickAll(nodes, mode, false).length).toBeLessThanOrEqual(1);
  });

  test.prop([fc.array(node, { maxLength: 40 })])('groups by kind in the order department, position, user, group, role, losing nothing', (nodes) => {
    const chosen = pickAll(nodes, 'mixed', true);
    const groups = groupPicks(chosen);
    expect(groups.flatMap((group) => group.items).length).toBe(chosen.length);
    const order = groups.map((group) => GROUP_ORDER.indexOf(group.kind));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const group of groups) expect(group.items.every((item) => (item.kind === 'company' ? 'department' : item.kind) === group.kind)).toBe(true);
  });

  test.prop([fc.array(node, { maxLength: 20 }), fc.nat()])('removing an item keeps the others in order', (nodes, index) => {
    const chosen = pickAll(nodes, 'mixed', true);
    if (!chosen.length) return;
    const gone = chosen[index % chosen.length]!;
    expect(unpick(chosen, gone)).toEqual(chosen.filter((item) => item !== gone));
  });
});

describe('stored values', () => {
  test.prop([fc.array(node, { maxLength: 20 })])('a mixed value reads back as the id and kind chosen (what UserCondition reads)', (nodes) => {
    const chosen = pickAll(nodes, 'mixed', true);
    const value = storedValue(chosen, { mixed: true, multiple: true }) ?? [];
    expect((value as string[]).map((text) => readMixed(text))).toEqual(chosen.map((item) => ({ id: item.id, kind: item.kind })));
  });

  it('stores one id in single mode and nothing for an empty choice', () => {
    expect(storedValue([{ id: 'u1', kind: 'user', fullName: 'a' }], { mixed: false, multiple: false })).toBe('u1');
    expect(storedValue([], { mixed: false, multiple: false })).toBeUndefined();
    expect(mixedValue({ id: 'r1', kind: 'role' })).toBe('r1--role');
    expect(readMixed('r1--nothing')).toBeUndefined();
  });
});

describe('infinite scroll', () => {
  test.prop([fc.nat(5000), fc.integer({ min: 100, max: 800 }), fc.nat(5000)])('loads more exactly within 200 px of the bottom', (scrollTop, clientHeight, extra) => {
    const scrollHeight = scrollTop + clientHeight + extra;
    expect(shouldLoadMore({ scrollTop, clientHeight, scrollHeight }, { loading: false, finished: false })).toBe(extra <= 200);
    expect(shouldLoadMore({ scrollTop, clientHeight, scrollHeight }, { loading: true, finished: false })).toBe(false);
    expect(shouldLoadMore({ scrollTop, clientHeight, scrollHeight }, { loading: false, finished: true })).toBe(false);
  });

  test.prop([fc.nat(40)])('ends on a page shorter than the page size (20)', (received) => {
    expect(isLastPage(received)).toBe(received < 20);
  });
});
