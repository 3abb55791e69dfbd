/** The calculate field's debounced recalculation (spec 02 §4: 100 ms), driven by a hand-made clock. */
import { fc, test } from '@fast-check/vitest';
import { createDebouncedRecalc, FORMULA_RECALC_DELAY_MS, type DebounceTimers } from '../../../../runtime/core/formula/debounce';

/** A clock whose time moves only when told. */
function createManualClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const api: DebounceTimers & { advance(ms: number): void; readonly size: number } = {
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
    get size() {
      return timers.size;
    },
  };
  return api;
}

describe('createDebouncedRecalc', () => {
  it('waits 100 ms by default and runs once with the latest arguments', () => {
    const clock = createManualClock();
    const calls: number[] = [];
    const recalc = createDebouncedRecalc((value: number) => calls.push(value), undefined, clock);
    expect(FORMULA_RECALC_DELAY_MS).toBe(100);
    recalc.schedule(1);
    clock.advance(60);
    recalc.schedule(2);
    clock.advance(99);
    expect(calls).toEqual([]);
    expect(recalc.isPending()).toBe(true);
    clock.advance(1);
    expect(calls).toEqual([2]);
    expect(recalc.isPending()).toBe(false);
  });

  it('flush runs a waiting recalculation at once, and cancel drops it', () => {
    const clock = createManualClock();
    const calls: string[] = [];
    const recalc = createDebouncedRecalc((value: string) => calls.push(value), 100, clock);
    recalc.flush();
    expect(calls).toEqual([]);
    recalc.schedule('a');
    recalc.flush();
    expect(calls).toEqual(['a']);
    expect(clock.size).toBe(0);
    recalc.schedule('b');
    recalc.cancel();
    clock.advance(1000);
    expect(calls).toEqual(['a']);
    expect(clock.size).toBe(0);
  });

  test.prop([fc.array(fc.integer({ min: 0, max: 250 }), { minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 200 })])(
    'a burst runs once per pause of at least the delay, with the last arguments of that burst',
    (gaps, delay) => {
      const clock = createManualClock();
      const calls: number[] = [];
      const recalc = createDebouncedRecalc((value: number) => calls.push(value), delay, clock);
      const expected: number[] = [];
      gaps.forEach((gap, index) => {
        recalc.schedule(index);
        clock.advance(gap);
        if (gap >= delay) expected.push(index);
      });
      clock.advance(delay);
      if (gaps.at(-1)! < delay) expected.push(gaps.length - 1);
      expect(calls).toEqual(expected);
      expect(clock.size).toBe(0);
    },
  );
});
