/**
 * Data-permission schemes in runtime/core (issue 10 §4): checking conditions against a page's fields (normalised on
 * success, the first problem naming the field in all three languages), reading stored conditions back (anything
 * malformed gives no rows), and the evaluator's rules for empty values, sets and variables.
 */
import { fc, test as propTest } from '@fast-check/vitest';
import { translate } from '../../../../runtime/core/i18n/messages';
import { LANGUAGES } from '../../../../runtime/core/i18n/languages';
import { checkSchemeConditions, matchesScheme, readStoredConditions, type SchemeContext, type SchemeField } from '../../../../runtime/core/permission/data-scheme';

const FIELDS: SchemeField[] = [
  { name: 'organizeId', kind: 'text', label: '所属组织' },
  { name: 'qty', kind: 'number', label: '数量' },
];
const CONTEXT: SchemeContext = { userId: 'u1', organizeId: 'o1', organizeAndBelow: ['o1', 'o2'], subordinates: ['u2'] };
const one = (condition: Record<string, unknown>) => ({ logic: 'and', groups: [{ logic: 'and', conditions: [condition] }] });

describe('data schemes', () => {
  it('normalises what it accepts: kinds filled in, numeric texts of number fields as numbers, comma lists split', () => {
    const checked = checkSchemeConditions(
      { logic: 'or', groups: [{ conditions: [{ field: 'qty', op: '>=', value: '3', extra: 1 }, { field: 'organizeId', op: 'in', value: 'a, b' }] }] },
      FIELDS,
    );
    expect(checked).toEqual({
      ok: true,
      value: {
        logic: 'or',
        groups: [
          {
            logic: 'and',
            conditions: [
              { field: 'qty', kind: 'number', op: '>=', value: 3 },
              { field: 'organizeId', kind: 'text', op: 'in', value: ['a', 'b'] },
            ],
          },
        ],
      },
    });
  });

  it.each([
    [one({ field: 'organizeId', op: '<', value: 'x' }), 'dataScheme.operatorNotForText'],
    [one({ field: 'qty', op: '==', value: 'many' }), 'dataScheme.valueNotNumber'],
    [one({ field: 'qty', op: '==', variable: 'currentUser' }), 'dataScheme.variableNotForNumber'],
    [one({ field: 'organizeId', op: 'contains', variable: 'currentOrganize' }), 'dataScheme.variableOperator'],
    [one({ field: 'organizeId', op: '==', variable: 'everyone' }), 'dataScheme.variableInvalid'],
    [one({ field: 'organizeId', op: 'like%', value: 'x' }), 'dataScheme.operatorInvalid'],
    [one({ field: 'organizeId', op: '==', value: '' }), 'dataScheme.valueRequired'],
    [one({ field: 'organizeId', op: '==', value: 'x'.repeat(201) }), 'dataScheme.valueTooLong'],
  ])('refuses %j with %s, naming the field in every language', (raw, key) => {
    const checked = checkSchemeConditions(raw, FIELDS);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problem.key).toBe(key);
    for (const language of LANGUAGES) {
      const message = translate(language, checked.problem.key, checked.problem.params);
      expect(message).not.toMatch(/\{\w+\}/);
      expect(message).toMatch(/所属组织|数量/);
    }
  });

  it('refuses malformed shapes, empty groups and unknown fields', () => {
    expect(checkSchemeConditions(null, FIELDS)).toMatchObject({ ok: false, problem: { key: 'dataScheme.notObject' } });
    expect(checkSchemeConditions({ logic: 'xor', groups: [] }, FIELDS)).toMatchObject({ ok: false, problem: { key: 'dataScheme.notObject' } });
    expect(checkSchemeConditions({ groups: [] }, FIELDS)).toMatchObject({ ok: false, problem: { key: 'dataScheme.noConditions' } });
    expect(checkSchemeConditions({ groups: [{ conditions: [] }] }, FIELDS)).toMatchObject({ ok: false, problem: { key: 'dataScheme.groupEmpty', params: { group: 1 } } });
    expect(checkSchemeConditions(one({ field: 'secret', op: '==', value: 1 }), FIELDS)).toMatchObject({ ok: false, problem: { key: 'dataScheme.fieldUnknown', params: { field: 'secret' } } });
  });

  it('reads back what it stored, and nothing malformed (such a scheme gives no rows)', () => {
    const stored = checkSchemeConditions(one({ field: 'organizeId', op: '==', variable: 'currentOrganizeAndBelow' }), FIELDS);
    expect(stored.ok && readStoredConditions(JSON.parse(JSON.stringify(stored.value)))).toEqual(stored.ok && stored.value);
    expect(readStoredConditions({ groups: [{ conditions: [{ field: 'qty', op: '>' }] }] })).toBeUndefined();
    expect(readStoredConditions({ groups: [{ conditions: [{ field: 'qty', kind: 'number', op: '>', value: 'x' }] }] })).toBeUndefined();
    expect(readStoredConditions('{}')).toBeUndefined();
  });

  it('follows the rules for empty values, variables and sets', () => {
    const check = (condition: Record<string, unknown>) => {
      const checked = checkSchemeConditions(one(condition), FIELDS);
      if (!checked.ok) throw new Error(checked.problem.key);
      return (record: Record<string, unknown>) => matchesScheme(checked.value, record, CONTEXT);
    };
    const inMyTree = check({ field: 'organizeId', op: '==', variable: 'currentOrganizeAndBelow' });
    expect([{ organizeId: 'o2' }, { organizeId: 'o3' }, {}, { organizeId: 7 }].map(inMyTree)).toEqual([true, false, false, false]);
    const notMine = check({ field: 'organizeId', op: '!=', variable: 'currentOrganize' });
    expect([{ organizeId: 'o1' }, { organizeId: 'o2' }, {}].map(notMine)).toEqual([false, true, true]);
    const empty = check({ field: 'qty', op: 'null' });
    expect([{ qty: 0 }, { qty: null }, { qty: '5' }, {}].map(empty)).toEqual([false, true, true, true]);
    const below = check({ field: 'qty', op: '<', value: 2 });
    expect([{ qty: 1 }, { qty: 2 }, { qty: '1' }].map(below)).toEqual([true, false, false]);
  });

  propTest.prop([fc.array(fc.constantFrom('o1', 'o2', 'o3', ''), { maxLength: 4 }), fc.constantFrom('o1', 'o2', 'o3', '')])(
    'in and notIn are exact complements, and an empty value is never a member',
    (values, organizeId) => {
      const list = values.filter(Boolean);
      if (list.length === 0) return;
      const build = (op: string) => {
        const checked = checkSchemeConditions(one({ field: 'organizeId', op, value: list }), FIELDS);
        if (!checked.ok) throw new Error(checked.problem.key);
        return checked.value;
      };
      const record = { organizeId };
      expect(matchesScheme(build('in'), record, CONTEXT)).toBe(!matchesScheme(build('notIn'), record, CONTEXT));
      if (organizeId === '') expect(matchesScheme(build('in'), record, CONTEXT)).toBe(false);
    },
  );
});
