/** The formula compile seam: arithmetic, precedence, coercion of form values, and refusal of anything else. */
import { fc, test } from '@fast-check/vitest';
import { compileFormula, formulaOperandValue, FormulaSyntaxError, type FormulaValues } from '../../../../runtime/core/formula/compile';

type Operator = '+' | '-' | '*' | '/';
type Node = { literal: string } | { field: string } | { left: Node; operator: Operator; right: Node };

const FIELDS = ['a', 'b', 'c', 'sub-x'];

/** The reference arithmetic: JavaScript's, except that a division by zero gives 0. */
function apply(left: number, operator: Operator, right: number): number {
  switch (operator) {
    case '+':
      return left + right;
    case '-':
      return left - right;
    case '*':
      return left * right;
    case '/':
      return right === 0 ? 0 : left / right;
  }
}

function finiteOrZero(value: number): number {
  return Number.isFinite(value) && value !== 0 ? value : 0;
}

function evaluateTree(node: Node, values: FormulaValues): number {
  if ('literal' in node) return Number(node.literal);
  if ('field' in node) return formulaOperandValue(values[node.field]);
  return apply(evaluateTree(node.left, values), node.operator, evaluateTree(node.right, values));
}

function renderTree(node: Node): string {
  if ('literal' in node) return node.literal;
  if ('field' in node) return `{${node.field}}`;
  return `(${renderTree(node.left)} ${node.operator} ${renderTree(node.right)})`;
}

const literal = fc
  .tuple(fc.constantFrom('', '-'), fc.integer({ min: 0, max: 500 }), fc.option(fc.integer({ min: 0, max: 99 }), { nil: undefined }))
  .map(([sign, integer, fraction]) => `${sign}${integer}${fraction === undefined ? '' : `.${fraction}`}`);
const operand: fc.Arbitrary<Node> = fc.oneof(literal.map((text) => ({ literal: text })), fc.constantFrom(...FIELDS).map((field) => ({ field })));
const operator = fc.constantFrom<Operator>('+', '-', '*', '/');
const tree: fc.Arbitrary<Node> = fc.letrec<{ node: Node }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    operand,
    fc.record({ left: tie('node'), operator, right: tie('node') }),
  ),
})).node;

/** Form values as a form holds them: numbers, numeric text, junk, empties, or nothing at all. */
const formValue = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  fc.integer({ min: -1000, max: 1000 }).map((n) => ` ${n / 4} `),
  fc.constantFrom<string | null | undefined>('', 'abc', '1,000', null, undefined, '0'),
);
const values = fc.dictionary(fc.constantFrom(...FIELDS), formValue) as fc.Arbitrary<FormulaValues>;

describe('compileFormula', () => {
  it.each([
    ['1 + 2 × 3', {}, 7],
    ['(1 + 2) × 3', {}, 9],
    ['10 - 4 - 3', {}, 3],
    ['24 ÷ 4 ÷ 2', {}, 3],
    ['2 * 3 + 4 * 5', {}, 26],
    ['8 - 2 * 3 + 1', {}, 3],
    ['{price} × {qty}', { price: 12.5, qty: '4' }, 50],
    ['{price} × {qty}', { price: 12.5 }, 0],
    ['{a} + {b}', { a: 'abc', b: 2 }, 2],
    ['{a} / {b} + 5', { a: 1, b: 0 }, 5],
    ['{a} / 0', { a: 1 }, 0],
    ['3--2', {}, 5],
    ['-0 * 5', {}, 0],
    ['{a} * {a}', { a: 1e200 }, 0],
    ['{constructor} + {toString} + 1', {}, 1],
  ])('%s with %j gives %d', (formula, input, expected) => {
    const result = compileFormula(formula)(input);
    expect(result).toBe(expected);
    expect(Object.is(result, -0)).toBe(false);
  });

  it('compiles the designer token list', () => {
    expect(compileFormula(['{price}', '×', '(', '{qty}', '-', '1', ')'])({ price: 3, qty: 5 })).toBe(12);
  });

  it.each([
    ['', 'empty'],
    ['1 +', 'missingOperand'],
    ['012', 'invalidNumber'],
    ['Math.max(1, 2)', 'invalidToken'],
    ['this.constructor', 'invalidToken'],
    ['{a}.constructor', 'invalidNumber'],
    ['__proto__', 'invalidToken'],
    ['1; alert(1)', 'invalidToken'],
    ['x = 1', 'invalidToken'],
    ['2 ^ 10', 'invalidToken'],
    ['1 ? 2 : 3', 'invalidToken'],
    ['"a" || "b"', 'invalidToken'],
  ])('refuses %j before it reaches the parser (%s)', (formula, reason) => {
    const thrown = (() => {
      try {
        compileFormula(formula);
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(thrown).toBeInstanceOf(FormulaSyntaxError);
    expect(thrown).toMatchObject({ reason });
  });

  test.prop([tree, values])('a parenthesised formula computes what the reference arithmetic computes', (node, input) => {
    expect(compileFormula(renderTree(node))(input)).toBe(finiteOrZero(evaluateTree(node, input)));
  });

  test.prop([operand, fc.array(fc.tuple(operator, operand), { maxLength: 6 }), values])(
    'without parentheses, × and ÷ bind tighter than + and −, left to right',
    (first, rest, input) => {
      // Reference: split into terms at + and −, fold each term's × and ÷, then add the terms up left to right.
      const terms: { sign: 1 | -1; value: number }[] = [{ sign: 1, value: evaluateTree(first, input) }];
      for (const [op, node] of rest) {
        const value = evaluateTree(node, input);
        if (op === '+' || op === '-') terms.push({ sign: op === '+' ? 1 : -1, value });
        else terms.at(-1)!.value = apply(terms.at(-1)!.value, op, value);
      }
      const expected = terms.slice(1).reduce((sum, term) => (term.sign === 1 ? sum + term.value : sum - term.value), terms[0]!.value);
      const text = [renderTree(first), ...rest.flatMap(([op, node]) => [op, renderTree(node)])].join(' ');
      expect(compileFormula(text)(input)).toBe(finiteOrZero(expected));
    },
  );

  test.prop([tree, values])('always answers a finite number', (node, input) => {
    expect(Number.isFinite(compileFormula(renderTree(node))(input))).toBe(true);
  });
});

describe('formulaOperandValue', () => {
  it.each([
    ['a number', 3, 3],
    ['numeric text with spaces', ' 2.5 ', 2.5],
    ['negative text', '-4', -4],
    ['exponent text', '1e3', 1000],
    ['empty text', '', 0],
    ['words', 'abc', 0],
    ['text with a thousands separator', '1,000', 0],
    ['hexadecimal text', '0x10', 0],
    ['null', null, 0],
    ['undefined', undefined, 0],
    ['NaN', Number.NaN, 0],
    ['Infinity', Number.POSITIVE_INFINITY, 0],
    ['a boolean', true, 0],
  ])('%s counts as its number or 0', (_label, value, expected) => {
    expect(formulaOperandValue(value)).toBe(expected);
  });
});
