/**
 * The one compile seam of the formula engine (STYLE.md §6: expressions never become JavaScript).
 *
 * A formula is first read and checked by our own rules (tokens.ts). Only then is it handed to expr-eval-fork, and
 * even then not as the author wrote it: every operand (number literal or field reference) becomes a generated
 * variable `v0`, `v1`, …, so the parser only ever sees those names, `+ - * /` and parentheses. The parser runs
 * with member access off, no functions, no constants and no operators beyond the four; values are plain numbers.
 * There is no eval and no `new Function` anywhere on this path.
 *
 * Arithmetic follows the calculate field of the original (CONTRACT.md: "treats NaN as 0"; spec 02 §8: "Formula
 * errors log a warning and use 0"):
 * - a missing, empty or non-numeric value counts as 0;
 * - a division by zero gives 0 for that division (so `{a} / {b} + 5` with b = 0 is 5);
 * - a result that is NaN or infinite gives 0.
 * Rounding to the field's precision is the caller's step (format.ts `roundTo`), not the evaluator's.
 */
import { Parser } from 'expr-eval-fork';
import { parseFormula, type FormulaFailure, type FormulaToken } from './tokens';

/** The form values a formula reads, by field key. */
export type FormulaValues = Readonly<Record<string, number | string | null | undefined>>;

/** A compiled formula: form values in, a finite number out. */
export type FormulaEvaluator = (values: FormulaValues) => number;

/** Thrown by {@link compileFormula} for a formula our rules refuse; carries the reason and position. */
export class FormulaSyntaxError extends Error {
  readonly reason: FormulaFailure['reason'];
  readonly position: number;

  constructor(failure: FormulaFailure) {
    super(`Invalid formula: ${failure.reason} at ${failure.position}`);
    this.name = 'FormulaSyntaxError';
    this.reason = failure.reason;
    this.position = failure.position;
  }
}

/** The parts of expr-eval's parser that its typings leave out. */
interface ParserTables {
  unaryOps: Record<string, unknown>;
  binaryOps: Record<string, (left: number, right: number) => number>;
  ternaryOps: Record<string, unknown>;
  functions: Record<string, unknown>;
  consts: Record<string, unknown>;
}

/** A parser that knows the four operators and nothing else. */
function createArithmeticParser(): Parser {
  const parser = new Parser({
    allowMemberAccess: false,
    operators: {
      add: true, subtract: true, multiply: true, divide: true,
      comparison: false, concatenate: false, conditional: false, factorial: false, logical: false, power: false,
      remainder: false, in: false, assignment: false, fndef: false, length: false, random: false, min: false, max: false,
    },
  });
  const tables = parser as unknown as ParserTables;
  tables.unaryOps = {};
  tables.ternaryOps = {};
  tables.functions = {};
  tables.consts = {};
  tables.binaryOps = {
    '+': (left, right) => left + right,
    '-': (left, right) => left - right,
    '*': (left, right) => left * right,
    '/': (left, right) => (right === 0 ? 0 : left / right),
  };
  return parser;
}

const arithmetic = createArithmeticParser();

const NUMERIC_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The number a form value contributes to a formula: finite numbers and numeric text as they are, anything else 0. */
export function formulaOperandValue(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!NUMERIC_TEXT.test(text)) return 0;
    const number = Number(text);
    return Number.isFinite(number) ? number : 0;
  }
  return 0;
}

type Operand = Extract<FormulaToken, { kind: 'number' } | { kind: 'field' }>;

/**
 * Compiles a formula (text or the designer's token list, see tokens.ts) into an evaluator. Throws
 * {@link FormulaSyntaxError} when the formula breaks the rules; the evaluator itself never throws.
 */
export function compileFormula(formula: string | readonly string[]): FormulaEvaluator {
  const reading = parseFormula(formula);
  if (!reading.ok) throw new FormulaSyntaxError(reading);

  const operands: Operand[] = [];
  const source = reading.tokens
    .map((token) => {
      switch (token.kind) {
        case 'number':
        case 'field':
          operands.push(token);
          return `v${operands.length - 1}`;
        case 'operator':
          return token.operator;
        case 'open':
          return '(';
        case 'close':
          return ')';
      }
    })
    .join(' ');
  const expression = arithmetic.parse(source);

  return (values) => {
    const scope: Record<string, number> = {};
    operands.forEach((operand, index) => {
      scope[`v${index}`] =
        operand.kind === 'number'
          ? operand.value
          : formulaOperandValue(Object.prototype.hasOwnProperty.call(values, operand.key) ? values[operand.key] : undefined);
    });
    const result: unknown = expression.evaluate(scope);
    if (typeof result !== 'number' || !Number.isFinite(result) || result === 0) return 0; // also turns -0 into 0
    return result;
  };
}
