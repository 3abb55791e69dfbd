/** Model validation shared by the browser and the server. */
import { fc, test } from '@fast-check/vitest';
import { compileModel } from '../../../../runtime/core/schema/validate';
import type { ModelSchema } from '../../../../runtime/core/schema/types';

const patterns = { mobile: { pattern: '^1[3-9]\\d{9}$', message: 'validation.mobile' } };

const model: ModelSchema = {
  type: 'object',
  required: ['name', 'method'],
  properties: {
    name: { type: 'string', title: 't.name', minLength: 1, maxLength: 5, errorMessage: { required: 't.nameRequired', maxLength: 't.nameTooLong' } },
    phone: { type: 'string', title: 't.phone', pattern: '@mobile' },
    method: { type: 'integer', title: 't.method', enum: [1, 2, 3, 99] },
    life: { type: 'number', title: 't.life', minimum: 0, errorMessage: { required: 't.lifeRequired' } },
  },
  allOf: [{ if: { properties: { method: { enum: [1, 2] } }, required: ['method'] }, then: { required: ['life'] } }],
};

describe('compileModel', () => {
  const validate = compileModel(model, patterns);

  it('accepts a valid record', () => {
    expect(validate({ name: 'abc', method: 99 })).toEqual({ ok: true });
  });

  it('reports the custom required message per missing field', () => {
    expect(validate({})).toEqual({
      ok: false,
      errors: [
        { field: 'name', message: 't.nameRequired' },
        { field: 'method', message: 'validation.required' },
      ],
    });
  });

  it('uses custom keyword messages and library patterns', () => {
    const result = validate({ name: 'abcdefg', method: 99, phone: '123' });
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'name', message: 't.nameTooLong' },
        { field: 'phone', message: 'validation.mobile' },
      ],
    });
  });

  it('requires conditional fields only when the condition holds', () => {
    expect(validate({ name: 'a', method: 1 })).toEqual({ ok: false, errors: [{ field: 'life', message: 't.lifeRequired' }] });
    expect(validate({ name: 'a', method: 3 })).toEqual({ ok: true });
  });

  it('refuses a string where a number belongs, without coercing', () => {
    const result = validate({ name: 'a', method: '1' });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors.map((e) => e.field)).toEqual(['method']);
  });

  test.prop([fc.string({ minLength: 1, maxLength: 5 }), fc.constantFrom(3, 99)])('any short name with a non-depreciating method passes', (name, method) => {
    expect(validate({ name, method })).toEqual({ ok: true });
  });

  test.prop([fc.string({ minLength: 6, maxLength: 40 })])('any name longer than 5 is refused with the length message', (name) => {
    expect(validate({ name, method: 99 })).toEqual({ ok: false, errors: [{ field: 'name', message: 't.nameTooLong' }] });
  });
});
