/**
 * The hooks of a screen: what a module whose screen lives in its own storage (storage.ts) adds to the engine's
 * operations beyond plain storage — checks and work inside a write's transaction, work after it commits, the
 * parameters of its list, the failure a missing record answers and its own spreadsheet handlers. The module
 * contributes them with its storage (registry.ts `withStorage`); the engine calls them at fixed points of every
 * operation (service.ts) and names no screen.
 *
 * A create's or update's hooks run after the engine's guard, validation, rules and check of the caller's rows (a
 * delete's and a toggle's, after the record was found among those rows); a hook that throws (a catalogued failure)
 * refuses the operation, and inside the transaction everything it did is rolled back. What a hook answers to run
 * after the commit (e.g. ending sessions) never runs for a refused operation.
 */
import type { SQL } from 'drizzle-orm';
import type { ErrorName } from '../../errors';
import type { BodyChanges } from './body';
import type { ResourceContext } from './service';
import type { SheetHandlers } from './sheet-routes';
import type { StoredItem } from './storage';
import type { Executor } from './store';

/** Work to run once the operation's transaction has committed. */
export type AfterCommit = () => Promise<void>;

/** A create or update about to be stored, as a write hook sees it. */
export interface WriteEvent {
  /** The write's transaction (it holds the screen's lock). */
  tx: Executor;
  ctx: ResourceContext;
  /** The record's id (a new one on create). */
  id: string;
  /** The validated record about to be stored. */
  record: Readonly<Record<string, unknown>>;
  /** What the body set and cleared among the fields the caller may write. */
  changes: Readonly<BodyChanges>;
  /** The stored record before an update; undefined on create. */
  existing?: StoredItem;
}

/** What a module adds to the engine's operations on its screen (every member optional). */
export interface ScreenHooks {
  /** The failure a record that is missing, or outside the caller's rows, answers (default `recordNotFound`). */
  notFound?: ErrorName;
  /**
   * A condition over the storage from a list request's own parameters (beyond the keyword and the schema's search
   * fields), e.g. "in this organisation and below"; undefined: no condition.
   */
  listCondition?: (db: Executor, values: Readonly<Record<string, unknown>>) => Promise<SQL | undefined>;
  /**
   * Before a create's transaction (or an update's store): checks of the raw body beyond the model, and slow work
   * better done outside the lock (e.g. hashing a password). Answers values for the storage beside the record
   * (`RecordWrite.extra`).
   */
  prepare?: (ctx: ResourceContext, body: Readonly<Record<string, unknown>>, kind: 'create' | 'update') => Promise<Record<string, unknown> | undefined>;
  /** In a create's or update's transaction, after the engine's checks and before the store. */
  beforeWrite?: (event: WriteEvent) => Promise<AfterCommit | void>;
  /** In a delete's transaction, before the store removes the record. */
  beforeRemove?: (tx: Executor, ctx: ResourceContext, existing: StoredItem) => Promise<AfterCommit | void>;
  /** In a state toggle's transaction, before the flip of `field` (the stored record as it is before). */
  beforeToggle?: (tx: Executor, ctx: ResourceContext, existing: StoredItem, field: string) => Promise<AfterCommit | void>;
  /**
   * The module's own spreadsheet handlers, over the engine's (which open the context with the engine's guard, list
   * through the storage and create through `createRecord`): e.g. an import that resolves names into ids.
   */
  sheets?: Partial<SheetHandlers>;
}

/** Runs the work a hook left for after the commit, if any. */
export async function afterCommit(work: AfterCommit | void): Promise<void> {
  if (work) await work();
}
