/**
 * The data-permission compiler against the real database (issue 10): for generated schemes, callers and records,
 * the rows the SQL condition keeps are exactly those the in-memory evaluator (runtime/core/permission/data-scheme.ts)
 * keeps — over lc_record's jsonb (schema screens) and over a table of its own (base_position, the positions page).
 */
import { fc, test as propTest } from '@fast-check/vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  matchesAnyScheme,
  OPERATORS_BY_KIND,
  VARIABLE_OPERATORS,
  SCHEME_VARIABLES,
  type SchemeCondition,
  type SchemeConditions,
  type SchemeContext,
  type SchemeFieldKind,
} from '../../../runtime/core/permission/data-scheme';
import { positions, records } from '../../../server/db/schema';
import { compileSchemes } from '../../../server/modules/permission/data-scheme-sql';
import { namedFieldSql } from '../../../server/modules/permission-objects/named-table';
import { recordFieldSql } from '../../../server/modules/resource/store';
import { DATABASES, createTestServer, type TestServer } from '../harness';

const TEXT_VALUES = ['a', 'b', 'ab', 'ba', 'A', '研发', '研发部', 'x y', '%', '_', "o'k"];
const textValue = fc.oneof(fc.constantFrom(...TEXT_VALUES), fc.string({ minLength: 1, maxLength: 3 }));
const numberValue = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }), fc.constantFrom(0.1, 2.5, -0));

/** A condition on a field of the kind, as checkSchemeConditions would store it. */
function conditionOn(field: string, kind: SchemeFieldKind): fc.Arbitrary<SchemeCondition> {
  const scalar: fc.Arbitrary<string | number> = kind === 'text' ? textValue : numberValue;
  const fixed = fc.constantFrom(...OPERATORS_BY_KIND[kind]).chain((op): fc.Arbitrary<SchemeCondition> => {
    if (op === 'null' || op === 'notNull') return fc.constant({ field, kind, op });
    if (op === 'in' || op === 'notIn') return fc.array(scalar, { minLength: 1, maxLength: 4 }).map((value) => ({ field, kind, op, value: value as string[] | number[] }));
    return scalar.map((value) => ({ field, kind, op, value }));
  });
  if (kind === 'number') return fixed;
  const variable = fc.record({ op: fc.constantFrom(...VARIABLE_OPERATORS), variable: fc.constantFrom(...SCHEME_VARIABLES) }).map(({ op, variable }) => ({ field, kind, op, variable }));
  return fc.oneof(fixed, variable);
}

function schemesOver(fields: readonly [string, SchemeFieldKind][]): fc.Arbitrary<SchemeConditions[]> {
  const condition = fc.constantFrom(...fields).chain(([field, kind]) => conditionOn(field, kind));
  const group = fc.record({ logic: fc.constantFrom('and' as const, 'or' as const), conditions: fc.array(condition, { minLength: 1, maxLength: 3 }) });
  const scheme = fc.record({ logic: fc.constantFrom('and' as const, 'or' as const), groups: fc.array(group, { minLength: 1, maxLength: 3 }) });
  return fc.array(scheme, { minLength: 0, maxLength: 3 });
}

const ids = fc.array(fc.constantFrom(...TEXT_VALUES), { maxLength: 4 });
const context: fc.Arbitrary<SchemeContext> = fc.record({
  userId: fc.constantFrom(...TEXT_VALUES),
  organizeId: fc.constantFrom('', ...TEXT_VALUES),
  organizeAndBelow: ids,
  subordinates: ids,
});

/** A stored value of any kind, so that a field holding the wrong kind is covered too. */
const anyValue = fc.oneof(textValue, fc.constant(''), numberValue, fc.boolean(), fc.constant(null), fc.constant(undefined));
const RECORD_FIELDS: [string, SchemeFieldKind][] = [
  ['dept', 'text'],
  ['owner', 'text'],
  ['qty', 'number'],
  ['price', 'number'],
];
const recordData = fc.record({ dept: anyValue, owner: anyValue, qty: anyValue, price: anyValue }, { requiredKeys: [] });

describe.each(DATABASES)('data-permission compiler on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  }, 120_000);
  afterAll(() => server.close());

  let run = 0;
  propTest.prop([schemesOver(RECORD_FIELDS), context, fc.array(recordData, { minLength: 1, maxLength: 8 })], { numRuns: 60 })(
    'the SQL condition over lc_record keeps exactly the records the evaluator keeps',
    async (schemes, caller, data) => {
      const screen = `fc_scheme_${run++}`;
      const db = server.database.db;
      // Stored as JSON: what the evaluator sees is what a read gives back (undefined keys dropped).
      const stored = data.map((values, index) => ({ id: `${screen}_${index}`, values: JSON.parse(JSON.stringify(values)) as Record<string, unknown> }));
      await db.insert(records).values(stored.map((row) => ({ id: row.id, screen, data: row.values })));
      try {
        const kept = await db.select({ id: records.id }).from(records).where(and(eq(records.screen, screen), compileSchemes(schemes, caller, recordFieldSql)));
        const expected = stored.filter((row) => matchesAnyScheme(schemes, row.values, caller)).map((row) => row.id);
        expect(kept.map((row) => row.id).sort()).toEqual(expected.sort());
      } finally {
        await db.delete(records).where(eq(records.screen, screen));
      }
    },
    600_000,
  );

  const POSITION_FIELDS: [string, SchemeFieldKind][] = [
    ['organizeId', 'text'],
    ['fullName', 'text'],
    ['description', 'text'],
    ['sortCode', 'number'],
  ];
  const positionRow = fc.record({
    organizeId: fc.oneof(fc.constantFrom(...TEXT_VALUES), fc.constant('')),
    fullName: textValue,
    description: fc.oneof(textValue, fc.constant('')),
    sortCode: fc.integer({ min: -3, max: 3 }),
  });
  propTest.prop([schemesOver(POSITION_FIELDS), context, fc.array(positionRow, { minLength: 1, maxLength: 6 })], { numRuns: 40 })(
    'the SQL condition over a table of its own keeps exactly the rows the evaluator keeps',
    async (schemes, caller, rows) => {
      const db = server.database.db;
      const stored = rows.map((row, index) => ({ ...row, id: `fc_position_${run}_${index}`, enCode: `fc-${run}-${index}` }));
      run++;
      await db.insert(positions).values(stored);
      try {
        const kept = await db
          .select({ id: positions.id })
          .from(positions)
          .where(and(inArray(positions.id, stored.map((row) => row.id)), compileSchemes(schemes, caller, namedFieldSql(positions))));
        const expected = stored.filter((row) => matchesAnyScheme(schemes, row, caller)).map((row) => row.id);
        expect(kept.map((row) => row.id).sort()).toEqual(expected.sort());
      } finally {
        await db.delete(positions).where(inArray(positions.id, stored.map((row) => row.id)));
      }
    },
    600_000,
  );
});
