/** The formula language of spec 02 §5: tokens, number literals, grammar. */
import { fc, test } from '@fast-check/vitest';
import {
  checkFormulaGrammar,
  formulaFieldKeys,
  formulaText,
  parseFormula,
  tokenizeFormula,
  tokensFromList,
  validateFormula,
  type FormulaToken,
} from '../../../../runtime/core/formula/tokens';

/** A number literal that obeys the rule, as text. */
const numberLiteral = fc
  .tuple(fc.constantFrom('', '+', '-'), fc.oneof(fc.constant('0'), fc.integer({ min: 1, max: 999_999 }).map(String)), fc.option(fc.stringMatching(/^\d{1,4}$/), { nil: undefined }))
  .map(([sign, integer, fraction]) => `${sign}${integer}${fraction === undefined ? '' : `.${fraction}`}`);
const fieldReference = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_-]{0,12}$/).map((key) => `{${key}}`);
const operand = fc.oneof(numberLiteral, fieldReference);
const operator = fc.constantFrom('+', '-', '*', '/', '×', '÷');

/** A flat formula as the designer's token list: operand (operator operand)*. */
const flatFormula = fc
  .tuple(operand, fc.array(fc.tuple(operator, operand), { maxLength: 6 }))
  .map(([first, rest]) => [first, ...rest.flat()]);

/** A formula with parentheses, as a token list. */
const nestedFormula: fc.Arbitrary<string[]> = fc.letrec<{ formula: string[] }>((tie) => ({
  formula: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    operand.map((token) => [token]),
    fc.tuple(tie('formula'), operator, tie('formula')).map(([left, op, right]) => [...left, op, ...right]),
    tie('formula').map((inner) => ['(', ...inner, ')']),
  ),
})).formula;

describe('validateFormula', () => {
  it.each([
    ['1+2'],
    ['{price} × {qty}'],
    ['{a} × ({b} - 0.5)'],
    ['-3 ÷ {x}'],
    ['3--2'],
    ['((1))'],
    ['{table-field} * 2'],
    ['0.5 + 0'],
  ])('accepts %s', (text) => {
    expect(validateFormula(text)).toEqual({ ok: true });
  });

  it.each([
    ['', 'empty', 0],
    ['   ', 'empty', 0],
    ['012', 'invalidNumber', 0],
    ['1 + 012', 'invalidNumber', 4],
    ['1.', 'invalidNumber', 0],
    ['.5', 'invalidNumber', 0],
    ['1.2.3', 'invalidNumber', 0],
    ['1 +', 'missingOperand', 2],
    ['+ 1', 'missingOperand', 0],
    ['1 2', 'missingOperator', 1],
    ['{a}{b}', 'missingOperator', 1],
    ['2(3)', 'missingOperator', 1],
    ['(1 + 2', 'unbalancedParentheses', 4],
    ['1 + 2)', 'unbalancedParentheses', 3],
    ['()', 'missingOperand', 1],
    ['-{a}', 'missingOperand', 0],
    ['{}', 'invalidFieldKey', 0],
    ['{a b}', 'invalidFieldKey', 0],
    ['{1a}', 'invalidFieldKey', 0],
    ['{a', 'invalidToken', 0],
    ['abc', 'invalidToken', 0],
    ['price * 2', 'invalidToken', 0],
    ['constructor', 'invalidToken', 0],
    ['2 ^ 3', 'invalidToken', 2],
    ['1 % 2', 'invalidToken', 2],
    ['Math.PI', 'invalidToken', 0],
  ])('refuses %j as %s at %i', (text, reason, position) => {
    expect(validateFormula(text)).toEqual({ ok: false, reason, position });
  });

  it('reads the designer token list, one token per element', () => {
    expect(validateFormula(['{price}', '×', '(', '{qty}', '-', '2', ')'])).toEqual({ ok: true });
    expect(validateFormula(['{price}', '×'])).toEqual({ ok: false, reason: 'missingOperand', position: 2 });
    expect(validateFormula(['1', '-2'])).toEqual({ ok: false, reason: 'missingOperator', position: 1 });
    expect(validateFormula(['1 + 2'])).toEqual({ ok: false, reason: 'invalidToken', position: 0 });
    expect(validateFormula(['012'])).toEqual({ ok: false, reason: 'invalidNumber', position: 0 });
    expect(validateFormula([])).toEqual({ ok: false, reason: 'empty', position: 0 });
  });

  test.prop([flatFormula])('an odd-length list alternating operands and operators is valid', (tokens) => {
    expect(tokens.length % 2).toBe(1);
    expect(validateFormula(tokens)).toEqual({ ok: true });
  });

  test.prop([flatFormula, operator])('an even-length alternating list is invalid', (tokens, trailing) => {
    expect(validateFormula([...tokens, trailing]).ok).toBe(false);
  });

  test.prop([flatFormula.filter((tokens) => tokens.length >= 3), fc.nat()])('dropping any one token of a flat formula makes it invalid', (tokens, seed) => {
    const index = seed % tokens.length;
    expect(validateFormula(tokens.filter((_, i) => i !== index)).ok).toBe(false);
  });

  test.prop([nestedFormula])('parenthesised formulas are valid, and an extra parenthesis breaks them', (tokens) => {
    expect(validateFormula(tokens)).toEqual({ ok: true });
    expect(validateFormula([...tokens, ')'])).toMatchObject({ ok: false, reason: 'unbalancedParentheses' });
    expect(validateFormula(['(', ...tokens])).toMatchObject({ ok: false, reason: 'unbalancedParentheses' });
  });

  test.prop([fc.stringMatching(/^[0-9]{1,8}$/)])('a run of digits is a number exactly when it has no leading zero', (digits) => {
    const ok = digits === '0' || !digits.startsWith('0');
    expect(validateFormula(digits).ok).toBe(ok);
    expect(validateFormula([digits]).ok).toBe(ok);
  });

  test.prop([fc.stringMatching(/^[0-9]{1,4}$/), fc.stringMatching(/^[0-9]{1,4}$/)])('decimals follow the same rule on their integer part', (integer, fraction) => {
    const ok = integer === '0' || !integer.startsWith('0');
    expect(validateFormula(`${integer}.${fraction}`).ok).toBe(ok);
  });
});

describe('tokenizeFormula', () => {
  it('reads signs as part of a number only where an operand is expected', () => {
    const reading = tokenizeFormula('-1 - -2.5 + (+3)');
    expect(reading).toEqual({
      ok: true,
      tokens: [
        { kind: 'number', value: -1, text: '-1' },
        { kind: 'operator', operator: '-' },
        { kind: 'number', value: -2.5, text: '-2.5' },
        { kind: 'operator', operator: '+' },
        { kind: 'open' },
        { kind: 'number', value: 3, text: '+3' },
        { kind: 'close' },
      ],
    });
    expect(tokenizeFormula('3-2')).toMatchObject({ ok: true, tokens: [{ value: 3 }, { operator: '-' }, { value: 2 }] });
  });

  it('maps × and ÷ onto * and /', () => {
    expect(tokenizeFormula('1×2÷3')).toMatchObject({ ok: true, tokens: [{}, { operator: '*' }, {}, { operator: '/' }, {}] });
  });

  test.prop([nestedFormula])('canonical text reads back to the same tokens', (list) => {
    const fromList = tokensFromList(list);
    expect(fromList.ok).toBe(true);
    if (!fromList.ok) return;
    expect(tokenizeFormula(formulaText(fromList.tokens))).toEqual(fromList);
    expect(parseFormula(formulaText(fromList.tokens))).toEqual(fromList);
  });
});

describe('checkFormulaGrammar', () => {
  it('wants at least one token', () => {
    expect(checkFormulaGrammar([])).toEqual({ ok: false, reason: 'empty', position: 0 });
  });

  it('rejects a close before any open', () => {
    const tokens: FormulaToken[] = [{ kind: 'close' }];
    expect(checkFormulaGrammar(tokens)).toEqual({ ok: false, reason: 'missingOperand', position: 0 });
  });
});

describe('formulaFieldKeys', () => {
  it('lists each referenced field once, in order of first use', () => {
    const reading = parseFormula('{b} + {a} * ({b} - 1) / {c}');
    expect(reading.ok && formulaFieldKeys(reading.tokens)).toEqual(['b', 'a', 'c']);
  });
});
