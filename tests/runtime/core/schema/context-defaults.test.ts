/** Context defaults (runtime/core/schema/context-defaults.ts): the values a new record takes from its creator and the clock. */
import { fc, test } from '@fast-check/vitest';
import { contextDefaultValues } from '../../../../runtime/core/schema/context-defaults';
import { schemaProblems } from '../../../../runtime/core/schema/consistency';
import type { ContextDefault, FieldSchema, ScreenSchema } from '../../../../runtime/core/schema/types';

const KINDS: ContextDefault[] = ['currentUser', 'currentOrganize', 'currentPosition', 'currentTime', 'currentDate'];
const field = (contextDefault: ContextDefault): FieldSchema => ({ type: ['currentTime', 'currentDate'].includes(contextDefault) ? 'integer' : 'string', title: 't', contextDefault });

const contextArb = fc.record({
  userName: fc.string({ maxLength: 8 }),
  organizeName: fc.string({ maxLength: 8 }),
  positionName: fc.string({ maxLength: 8 }),
  now: fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
});

describe('context defaults', () => {
  test.prop([fc.subarray(KINDS, { minLength: 1 }), contextArb])('each field takes its kind\'s value; empty names stay empty; the date is the day\'s start', (kinds, context) => {
    const model = { properties: Object.fromEntries(kinds.map((kind) => [`f_${kind}`, field(kind)])) };
    const values = contextDefaultValues(model, context);
    const expected: Record<ContextDefault, string | number> = {
      currentUser: context.userName,
      currentOrganize: context.organizeName,
      currentPosition: context.positionName,
      currentTime: context.now.getTime(),
      currentDate: new Date(context.now.getFullYear(), context.now.getMonth(), context.now.getDate()).getTime(),
    };
    for (const kind of kinds) {
      if (expected[kind] === '') expect(values).not.toHaveProperty(`f_${kind}`);
      else expect(values[`f_${kind}`]).toBe(expected[kind]);
    }
    if (kinds.includes('currentDate')) {
      const day = values.f_currentDate as number;
      expect(day).toBeLessThanOrEqual(context.now.getTime());
      expect(context.now.getTime() - day).toBeLessThan(25 * 3_600_000);
      expect(new Date(day).getHours()).toBe(0);
    }
    expect(Object.keys(values).every((key) => key.startsWith('f_'))).toBe(true);
  });

  it('leaves fields without a context default alone', () => {
    expect(contextDefaultValues({ properties: { a: { type: 'string', title: 'a', default: 'x' } } }, { userName: 'u', organizeName: 'o', positionName: 'p', now: new Date() })).toEqual({});
  });

  it.each([
    ['currentUser', 'integer'],
    ['currentTime', 'string'],
  ] as const)('refuses a schema whose %s field is of type %s', (kind, type) => {
    const schema = {
      id: 'x', title: 't', route: 'x', messages: { 'zh-CN': { t: 't' }, 'zh-TW': { t: 't' }, en: { t: 't' } },
      model: { type: 'object', properties: { f: { type, title: 't', contextDefault: kind } } },
      resource: { api: '/api/x', keyword: [], paged: true },
      form: { dialog: { kind: 'modal', width: 600, title: { add: 't', edit: 't' }, successMs: 1000 }, fields: [{ name: 'f', widget: 'input' }] },
      list: { layout: 'table', columns: [], keywordSearch: false, toolbar: [], rowActions: [] },
    } as unknown as ScreenSchema;
    expect(schemaProblems(schema).some((problem) => problem.includes(`context default "${kind}"`))).toBe(true);
  });
});
