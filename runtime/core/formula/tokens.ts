/**
 * The formula language of the calculate field (spec 02 §5 "Expression"), read into tokens and checked.
 *
 * Syntax, one token at a time (whitespace between tokens is ignored):
 * - number literal: an optional sign, digits without a leading zero, optional decimals — `0`, `12`, `-3.5`,
 *   `+0.25`; not `012`, `1.`, `.5`, `1.2.3`.
 * - field reference: `{fieldKey}` — the key a form value is stored under. A key starts with a letter or `_` and
 *   continues with letters, digits, `_` or `-` (sub-table values are keyed `tableField-subField`, spec 02 §3).
 *   Braces keep references apart from numbers and operators; bare identifiers are not references.
 * - operators `+ - * /`, with the designer's `×` and `÷` meaning `*` and `/`.
 * - parentheses `(` and `)`.
 *
 * In text, a `+` or `-` is the sign of a number only where an operand is expected (at the start, after an operator
 * or after `(`) and a digit follows at once; elsewhere it is an operator. So `3-2` is three tokens and `3--2` is
 * `3 - (-2)`. A sign never applies to a field reference or a parenthesis (`-{a}` is rejected).
 *
 * Grammar: `formula := operand (operator operand)*`, `operand := number | field | "(" formula ")"`. Without
 * parentheses this is the spec's rule "odd length, alternating numbers and operators".
 *
 * A formula also arrives as the designer's token list: an array of strings, each exactly one token of the syntax
 * above (`['{price}', '×', '(', '{qty}', '-', '2', ')']`); there each element stands alone, so `'-2'` is a number.
 */

/** An arithmetic operator, after `×` and `÷` were read as `*` and `/`. */
export type FormulaOperator = '+' | '-' | '*' | '/';

/** One token of a formula. */
export type FormulaToken =
  | { kind: 'number'; value: number; text: string }
  | { kind: 'field'; key: string }
  | { kind: 'operator'; operator: FormulaOperator }
  | { kind: 'open' }
  | { kind: 'close' };

/** Why a formula was refused. */
export type FormulaErrorReason =
  /** No tokens at all. */
  | 'empty'
  /** A character (in text) or list element that is no token of the language. */
  | 'invalidToken'
  /** Something number-like that breaks the literal rule (leading zero, dangling or repeated decimal point). */
  | 'invalidNumber'
  /** A `{…}` whose key is empty or has characters a field key cannot have. */
  | 'invalidFieldKey'
  /** An operator, `)` or the end came where a number, field or `(` was expected. */
  | 'missingOperand'
  /** A number, field or `(` came right after an operand, with no operator between. */
  | 'missingOperator'
  /** A `)` without its `(`, or a `(` never closed. */
  | 'unbalancedParentheses';

/**
 * A refusal. `position` is the character offset in text (or the element index in a token list) for reading
 * errors, and the token index for grammar errors (the token count when the formula ends too early).
 */
export interface FormulaFailure {
  ok: false;
  reason: FormulaErrorReason;
  position: number;
}

/** The verdict of {@link validateFormula}. */
export type FormulaCheck = { ok: true } | FormulaFailure;

/** Tokens read from a formula, or why they could not be read. */
export type FormulaReading = { ok: true; tokens: FormulaToken[] } | FormulaFailure;

/** The literal rule for numbers: optional sign, no leading zeros, optional decimals. */
export const NUMBER_LITERAL = /^[+-]?(?:0|[1-9]\d*)(?:\.\d+)?$/;

/** The rule for the key inside a `{…}` field reference. */
export const FIELD_KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;

const OPERATORS: Readonly<Record<string, FormulaOperator>> = { '+': '+', '-': '-', '*': '*', '/': '/', '×': '*', '÷': '/' };

function fail(reason: FormulaErrorReason, position: number): FormulaFailure {
  return { ok: false, reason, position };
}

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '9';
}

/** True where the grammar wants an operand next, which is where a sign belongs to a number. */
function expectsOperand(previous: FormulaToken | undefined): boolean {
  return previous === undefined || previous.kind === 'operator' || previous.kind === 'open';
}

/** Reads one list element or text chunk that must be a single token. */
function readSingleToken(text: string): FormulaToken | FormulaErrorReason {
  if (text in OPERATORS) return { kind: 'operator', operator: OPERATORS[text]! };
  if (text === '(') return { kind: 'open' };
  if (text === ')') return { kind: 'close' };
  if (text.startsWith('{')) {
    if (!text.endsWith('}') || text.length < 2) return 'invalidToken';
    const key = text.slice(1, -1);
    return FIELD_KEY.test(key) ? { kind: 'field', key } : 'invalidFieldKey';
  }
  if (/^[+-]?[\d.]+$/.test(text)) return NUMBER_LITERAL.test(text) ? { kind: 'number', value: Number(text), text } : 'invalidNumber';
  return 'invalidToken';
}

/** Reads formula text into tokens (no grammar check yet). */
export function tokenizeFormula(text: string): FormulaReading {
  const tokens: FormulaToken[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (/\s/.test(char)) {
      index += 1;
      continue;
    }
    const signedNumber = (char === '+' || char === '-') && isDigit(text[index + 1]) && expectsOperand(tokens.at(-1));
    if (isDigit(char) || char === '.' || signedNumber) {
      // Take the whole run of digits and points so that `012` or `1.2.3` is refused as one bad number.
      let end = index + 1;
      while (end < text.length && (isDigit(text[end]) || text[end] === '.')) end += 1;
      const token = readSingleToken(text.slice(index, end));
      if (typeof token === 'string') return fail(token, index);
      tokens.push(token);
      index = end;
      continue;
    }
    if (char === '{') {
      const end = text.indexOf('}', index);
      if (end < 0) return fail('invalidToken', index);
      const token = readSingleToken(text.slice(index, end + 1));
      if (typeof token === 'string') return fail(token, index);
      tokens.push(token);
      index = end + 1;
      continue;
    }
    const token = readSingleToken(char);
    if (typeof token === 'string') return fail(token, index);
    tokens.push(token);
    index += 1;
  }
  return { ok: true, tokens };
}

/** Reads the designer's token list, each element exactly one token (no grammar check yet). */
export function tokensFromList(list: readonly string[]): FormulaReading {
  const tokens: FormulaToken[] = [];
  for (let index = 0; index < list.length; index += 1) {
    const element = list[index];
    const token = typeof element === 'string' ? readSingleToken(element.trim()) : 'invalidToken';
    if (typeof token === 'string') return fail(token, index);
    tokens.push(token);
  }
  return { ok: true, tokens };
}

/** Checks tokens against the grammar: operands and operators alternate, parentheses balance, nothing is empty. */
export function checkFormulaGrammar(tokens: readonly FormulaToken[]): FormulaCheck {
  if (tokens.length === 0) return fail('empty', 0);
  let wantOperand = true;
  let depth = 0;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (wantOperand) {
      if (token.kind === 'number' || token.kind === 'field') wantOperand = false;
      else if (token.kind === 'open') depth += 1;
      else return fail('missingOperand', index);
    } else if (token.kind === 'operator') {
      wantOperand = true;
    } else if (token.kind === 'close') {
      if (depth === 0) return fail('unbalancedParentheses', index);
      depth -= 1;
    } else {
      return fail('missingOperator', index);
    }
  }
  if (wantOperand) return fail('missingOperand', tokens.length);
  if (depth > 0) return fail('unbalancedParentheses', tokens.length);
  return { ok: true };
}

/** Reads a formula (text or token list) and checks its grammar; the tokens come back only when both pass. */
export function parseFormula(formula: string | readonly string[]): FormulaReading {
  const reading = typeof formula === 'string' ? tokenizeFormula(formula) : tokensFromList(formula);
  if (!reading.ok) return reading;
  const check = checkFormulaGrammar(reading.tokens);
  return check.ok ? reading : check;
}

/** Says whether a formula (text or token list) is well formed, and if not, why and where. */
export function validateFormula(formula: string | readonly string[]): FormulaCheck {
  const reading = parseFormula(formula);
  return reading.ok ? { ok: true } : reading;
}

/** The field keys a formula reads, each once, in order of first use — what a recalculation depends on. */
export function formulaFieldKeys(tokens: readonly FormulaToken[]): string[] {
  const keys: string[] = [];
  for (const token of tokens) if (token.kind === 'field' && !keys.includes(token.key)) keys.push(token.key);
  return keys;
}

/** Writes tokens back as canonical formula text (`×`/`÷` as `*`/`/`, one space between tokens). */
export function formulaText(tokens: readonly FormulaToken[]): string {
  return tokens
    .map((token) => {
      switch (token.kind) {
        case 'number':
          return token.text;
        case 'field':
          return `{${token.key}}`;
        case 'operator':
          return token.operator;
        case 'open':
          return '(';
        case 'close':
          return ')';
      }
    })
    .join(' ');
}
