/**
 * Column authority's rule (runtime/core/permission/column-authority.ts) over generated pages and arrangements: a
 * stored arrangement read back lists every current column exactly once — the arranged ones first in their order,
 * the others after in the page's order — and never a column the caller may not see or the page no longer has.
 */
import { fc, test as propTest } from '@fast-check/vitest';
import { arrangementFor, parseArrangement, type ColumnItem } from '../../../../runtime/core/permission/column-authority';

const page = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'), { minLength: 1 }).map((codes) => codes.map((code): ColumnItem => ({ enCode: code, fullName: code.toUpperCase() })));

describe('column authority', () => {
  propTest.prop([
    page.chain((items) =>
      fc.tuple(
        fc.constant(items),
        fc.shuffledSubarray(items.map((item) => item.enCode), { minLength: 1 }).chain((props) => fc.tuple(...props.map((prop) => fc.record({ prop: fc.constant(prop), visible: fc.boolean(), fixed: fc.constantFrom('left', 'right', '') })))),
        fc.subarray(items.map((item) => item.enCode)),
        fc.subarray(items.map((item) => item.enCode)),
      ),
    ),
  ])('reads back arranged columns first, the rest after, minus removed and unseen ones', ([items, arranged, removed, unseen]) => {
    const parsed = parseArrangement(JSON.stringify(arranged), items);
    if (!('list' in parsed)) throw new Error('a valid arrangement was refused');
    const current = items.filter((item) => !removed.includes(item.enCode));
    const seen = arrangementFor(parsed.list, current, (prop) => !unseen.includes(prop));
    const keep = (prop: string) => !removed.includes(prop) && !unseen.includes(prop);
    const expected = [...arranged.map((entry) => entry.prop).filter(keep), ...current.map((item) => item.enCode).filter((prop) => keep(prop) && !arranged.some((entry) => entry.prop === prop))];
    expect(seen.map((entry) => entry.prop)).toEqual(expected);
    for (const entry of seen) {
      const sent = arranged.find((candidate) => candidate.prop === entry.prop);
      expect(entry.visible).toBe(sent ? sent.visible : true);
      expect(entry.label).toBe(entry.prop.toUpperCase());
    }
  });

  propTest.prop([page, fc.string()])('refuses any prop that is not one of the page’s columns', (items, prop) => {
    fc.pre(!items.some((item) => item.enCode === prop) && prop !== '');
    expect(parseArrangement([{ prop }], items)).toEqual({ problem: { reason: 'unknownColumn', index: 0, prop } });
  });

  it('answers nothing for a page never arranged', () => {
    expect(arrangementFor(undefined, [{ enCode: 'a', fullName: 'A' }])).toEqual([]);
  });
});
