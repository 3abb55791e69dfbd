/**
 * Repetition and the delete scopes as properties (issue 12 tests): a schedule's expansion holds exactly the
 * occurrences its rule names, and deleting occurrence k of n with scope 1, 2 or 3 leaves exactly the others, the
 * ones before k, or none — first as the pure rule, then through the API on a real database.
 */
import { fc, test } from '@fast-check/vitest';
import { occurrencesInScope } from '../../../server/modules/schedule/delete-scope';
import { MAX_OCCURRENCES, expandOccurrences } from '../../../server/modules/schedule/recurrence';
import type { ScheduleRecord } from '../../../runtime/core/contract/schedule';
import { ADMIN, call, createTestServer, tokenFor, type TestServer } from '../harness';

const DAY = 24 * 3600_000;
const start = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true }).map((date) => new Date(Math.floor(date.getTime() / 60_000) * 60_000));

describe('expanding a repetition', () => {
  test.prop([start, fc.integer({ min: 1, max: 8 * 60 }), fc.constantFrom<'2' | '3'>('2', '3'), fc.integer({ min: 0, max: 400 * DAY })])(
    'daily and weekly: every step from the start up to the repeat end, each as long as the first',
    (first, minutes, repetition, span) => {
      const end = new Date(first.getTime() + minutes * 60_000);
      const until = new Date(first.getTime() + span);
      const step = repetition === '2' ? DAY : 7 * DAY;
      const occurrences = expandOccurrences({ start: first, end, repetition, repeatUntil: until });
      const expected = Math.min(Math.floor(span / step) + 1, MAX_OCCURRENCES + 1);
      expect(occurrences).toHaveLength(expected);
      occurrences.forEach((occurrence, index) => {
        expect(occurrence.start.getTime()).toBe(first.getTime() + index * step);
        expect(occurrence.end.getTime() - occurrence.start.getTime()).toBe(minutes * 60_000);
      });
    },
  );

  test.prop([start, fc.constantFrom<'4' | '5'>('4', '5'), fc.integer({ min: 0, max: 6 * 365 * DAY })])(
    'monthly and yearly: the same day and time in each month or year that has that day, none after the end',
    (first, repetition, span) => {
      const until = new Date(first.getTime() + span);
      const occurrences = expandOccurrences({ start: first, end: new Date(first.getTime() + 3600_000), repetition, repeatUntil: until });
      expect(occurrences[0]!.start).toEqual(first);
      for (const occurrence of occurrences) {
        expect(occurrence.start.getUTCDate()).toBe(first.getUTCDate());
        expect(occurrence.start.toISOString().slice(11)).toBe(first.toISOString().slice(11));
        if (repetition === '5') expect(occurrence.start.getUTCMonth()).toBe(first.getUTCMonth());
        expect(occurrence.start.getTime()).toBeLessThanOrEqual(until.getTime());
      }
      // Consecutive occurrences are the nearest months (years) that have the day: never more than a step of 3 (8).
      const months = occurrences.map((occurrence) => occurrence.start.getUTCFullYear() * 12 + occurrence.start.getUTCMonth());
      months.slice(1).forEach((month, index) => {
        const gap = month - months[index]!;
        expect(gap).toBeGreaterThanOrEqual(repetition === '4' ? 1 : 12);
        expect(gap).toBeLessThanOrEqual(repetition === '4' ? 2 : 8 * 12);
      });
      // Days 1–28 exist in every month: then nothing is skipped.
      if (first.getUTCDate() <= 28 && repetition === '4') {
        const lastMonth = until.getUTCFullYear() * 12 + until.getUTCMonth();
        const firstMonth = months[0]!;
        const lastFits = new Date(Date.UTC(until.getUTCFullYear(), until.getUTCMonth(), first.getUTCDate(), first.getUTCHours(), first.getUTCMinutes())).getTime() <= until.getTime();
        expect(occurrences).toHaveLength(lastMonth - firstMonth + (lastFits ? 1 : 0));
      }
    },
  );

  it('does not repeat a schedule marked "1", whatever its repeat end', () => {
    const first = new Date('2026-03-01T09:00:00Z');
    expect(expandOccurrences({ start: first, end: new Date('2026-03-01T10:00:00Z'), repetition: '1', repeatUntil: new Date('2027-01-01T00:00:00Z') })).toHaveLength(1);
  });
});

describe('the delete scopes as a rule', () => {
  test.prop([fc.integer({ min: 1, max: 40 }).chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: n - 1 }), fc.constantFrom<1 | 2 | 3>(1, 2, 3), fc.boolean()))])(
    'this one, this and later, all',
    ([n, k, scope, shuffled]) => {
      const series = Array.from({ length: n }, (_, index) => ({ id: `o${index}`, start: new Date(Date.UTC(2026, 0, 1 + index)) }));
      const given = shuffled ? [...series].reverse() : series;
      const removed = new Set(occurrencesInScope(given, series[k]!, scope));
      const left = series.filter((occurrence) => !removed.has(occurrence.id)).map((occurrence) => occurrence.id);
      const expected = scope === 1 ? series.filter((_, index) => index !== k) : scope === 2 ? series.slice(0, k) : [];
      expect(left).toEqual(expected.map((occurrence) => occurrence.id));
    },
  );
});

describe('the delete scopes through the API', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await createTestServer('pglite', { startAt: new Date('2026-01-01T00:00:00Z') });
    admin = await tokenFor(server.app, ADMIN);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  const list = async (from: number, to: number) =>
    (await call<{ list: ScheduleRecord[] }>(server.app, `/api/system/Schedule?startTime=${from}&endTime=${to}`, { token: admin })).data!.list;

  let round = 0;
  test.prop([fc.integer({ min: 1, max: 12 }).chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: n - 1 }), fc.constantFrom(1, 2, 3), fc.constantFrom('2', '3')))], {
    numRuns: 15,
    timeout: 120_000,
  })('deleting occurrence k of n leaves exactly the expected occurrences', async ([n, k, scope, repetition]) => {
    // Each run gets its own stretch of time, so runs never see each other's schedules.
    const step = repetition === '2' ? DAY : 7 * DAY;
    const first = Date.UTC(2027, 0, 1, 9) + round++ * 200 * DAY;
    const created = await call<{ groupId: string; count: number }>(server.app, '/api/system/Schedule', {
      token: admin,
      method: 'POST',
      body: { title: `series ${round}`, startDay: first, endDay: first + 3600_000, repetition, repeatTime: first + (n - 1) * step },
    });
    expect(created.data!.count).toBe(n);
    const before = await list(first, first + n * step);
    expect(before.map((occurrence) => occurrence.startDay)).toEqual(Array.from({ length: n }, (_, index) => first + index * step));
    const removed = await call<{ count: number }>(server.app, `/api/system/Schedule/${before[k]!.id}/${scope}`, { token: admin, method: 'DELETE' });
    expect(removed.code).toBe(200);
    const after = (await list(first, first + n * step)).map((occurrence) => occurrence.id);
    const expected = scope === 1 ? before.filter((_, index) => index !== k) : scope === 2 ? before.slice(0, k) : [];
    expect(after).toEqual(expected.map((occurrence) => occurrence.id));
    expect(removed.data!.count).toBe(n - expected.length);
  });
});
