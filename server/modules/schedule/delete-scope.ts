/**
 * The scopes of deleting (and editing) one occurrence of a repeating schedule (spec 03 "Schedule view dialog",
 * §4, §9): 1 this one, 2 this and later ones, 3 all of the series. Occurrences are rows sharing a group id.
 */
import type { ScheduleScope as Scope } from '../../../runtime/core/contract/schedule';

/** An occurrence as far as the scopes care. */
export interface ScopedOccurrence {
  id: string;
  start: Date;
}

/** The ids of the series' occurrences a scope reaches from `target` (which must be one of them). */
export function occurrencesInScope(series: readonly ScopedOccurrence[], target: ScopedOccurrence, scope: Scope): string[] {
  if (scope === 1) return [target.id];
  if (scope === 3) return series.map((occurrence) => occurrence.id);
  // "This and later": by start, so the choice means the same whatever order the rows come in; an occurrence
  // starting at the same instant as the target (an edited copy) goes with it.
  return series.filter((occurrence) => occurrence.start.getTime() >= target.start.getTime()).map((occurrence) => occurrence.id);
}

/** Reads a scope from a path or query value; undefined when it is not 1, 2 or 3. */
export function parseScope(value: string | undefined): Scope | undefined {
  return value === '1' || value === '2' || value === '3' ? (Number(value) as Scope) : undefined;
}
