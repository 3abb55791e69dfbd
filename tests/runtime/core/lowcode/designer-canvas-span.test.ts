/** The designer canvas's grid (issue 9): a node takes the span the rendered form gives it, out of 24. */
import { fc, test } from '@fast-check/vitest';
import type { DefinitionField } from '../../../../runtime/core/lowcode/definition';
import { canvasSpan, GRID_COLUMNS } from '../../../../runtime/core/lowcode/designer-state';

const field = (klxKey: string | undefined, span?: unknown): DefinitionField => ({ __config__: { klxKey: klxKey as never, ...(span === undefined ? {} : { span: span as number }) } });

describe('canvasSpan', () => {
  it.each([
    ['a half-width field', field('comInput', 12), 'root', 12],
    ['a field without a span (the whole row)', field('comInput'), 'root', 24],
    ['a container with its span', field('card', 8), 'root', 8],
    ['a field inside a row', field('date', 6), 'row', 6],
    ['a sub-table column, whatever its span', field('numInput', 6), 'table', 24],
    ['a tab panel', field(undefined), 'tab', 24],
  ])('%s', (_name, node, parentKind, expected) => {
    expect(canvasSpan(node, parentKind)).toBe(expected);
  });

  test.prop([fc.oneof(fc.integer({ min: -50, max: 80 }), fc.double(), fc.string(), fc.constant(null)), fc.constantFrom('root', 'row', 'card', 'item')])('is always a whole number of grid columns, the stored span when valid', (span, parentKind) => {
    const result = canvasSpan(field('comInput', span), parentKind);
    expect(Number.isInteger(result) && result >= 1 && result <= GRID_COLUMNS).toBe(true);
    if (Number.isInteger(span) && (span as number) >= 1 && (span as number) <= 24) expect(result).toBe(span);
    else expect(result).toBe(24);
  });
});
