/** Quoting a refused value back: never throws, never long, only printable scalars. */
import fc from 'fast-check';
import { echoValue } from '../../../server/http/echo';

describe('echoValue', () => {
  it('quotes strings, numbers and booleans up to 40 characters', () => {
    expect(echoValue('plain')).toBe('plain');
    expect(echoValue(12.5)).toBe('12.5');
    expect(echoValue(false)).toBe('false');
    expect(echoValue('x'.repeat(60))).toBe('x'.repeat(40));
  });

  it('answers nothing for objects, arrays, null and undefined, even one whose toString is not a function', () => {
    for (const value of [{ toString: false }, { valueOf: 1, toString: null }, [1, 2], null, undefined, Object.create(null)]) expect(echoValue(value)).toBe('');
  });

  it('never throws and never exceeds 40 characters for any posted value', () => {
    fc.assert(
      fc.property(fc.anything({ withObjectString: true, withNullPrototype: true }), (value) => {
        expect(echoValue(value).length).toBeLessThanOrEqual(40);
      }),
    );
  });
});
