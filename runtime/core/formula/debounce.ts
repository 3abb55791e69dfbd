/**
 * The calculate field's recalculation is debounced (spec 02 §4: "Formula: recalculation debounced 100 ms"): a burst
 * of value changes causes one recalculation, with the latest values, once the changes have paused for `ms`.
 * Timer functions are injected so tests drive time by hand; by default the host's setTimeout/clearTimeout are used.
 */

/** The timer functions the debouncer uses. */
export interface DebounceTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** A debounced recalculation. */
export interface DebouncedRecalc<Args extends unknown[]> {
  /** Asks for a recalculation with these arguments; restarts the wait, and the latest arguments win. */
  schedule(...args: Args): void;
  /** Runs a waiting recalculation now (nothing happens when none waits). */
  flush(): void;
  /** Drops a waiting recalculation, e.g. when the field unmounts. */
  cancel(): void;
  /** True while a recalculation waits. */
  isPending(): boolean;
}

/** The debounce delay of the calculate field, in milliseconds. */
export const FORMULA_RECALC_DELAY_MS = 100;

const hostTimers: DebounceTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]),
};

/** Wraps `fn` so that calls through `schedule` run it once, `ms` after the last of a burst. */
export function createDebouncedRecalc<Args extends unknown[]>(
  fn: (...args: Args) => void,
  ms: number = FORMULA_RECALC_DELAY_MS,
  timers: DebounceTimers = hostTimers,
): DebouncedRecalc<Args> {
  let handle: unknown;
  let waiting: { args: Args } | undefined;

  const run = () => {
    const call = waiting;
    waiting = undefined;
    handle = undefined;
    if (call) fn(...call.args);
  };

  return {
    schedule(...args) {
      if (waiting) timers.clearTimeout(handle);
      waiting = { args };
      handle = timers.setTimeout(run, ms);
    },
    flush() {
      if (!waiting) return;
      timers.clearTimeout(handle);
      run();
    },
    cancel() {
      if (!waiting) return;
      timers.clearTimeout(handle);
      waiting = undefined;
      handle = undefined;
    },
    isPending: () => waiting !== undefined,
  };
}
