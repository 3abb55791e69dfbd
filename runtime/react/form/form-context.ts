/**
 * What a schema form hands to its widgets through rjsf's `formContext`: the screen's translator, the edited
 * record's id (absent when adding), the values the screen was opened with and the form's current values. Widgets read it from
 * `props.registry.formContext`, so a widget needs no React context of its own beyond the host.
 *
 * The context keeps one identity while the user types: rjsf re-renders a field only when its props change, and the
 * context is one of them, so a context holding the values would re-render every field on every keystroke (issue 13:
 * 180 ms a keystroke on a 200-field form). The current values are a small store instead; the few widgets whose
 * output depends on other fields (dependent choices, codes built from fields) select what they need from it with
 * {@link useFormSelection} and re-render only when that changes.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { Translate } from '../../core/schema/messages';

/** The form's current values, read and watched. */
export interface FormValues {
  get(): Record<string, unknown>;
  subscribe(listener: () => void): () => void;
}

/** The form context of a schema form. */
export interface SchemaFormContext {
  t: Translate;
  schemaId: string;
  /** The edited record's id; undefined when adding. */
  recordId?: string;
  /** Values the screen was opened with (e.g. the selected left-tree node's typeId and isTree). */
  context: Record<string, unknown>;
  /** The form's current values, for sources whose URL names another field (dependent choices). */
  values: FormValues;
}

/** A store of values the form sets after each change; its listeners hear of every new value object. */
export function createFormValues(initial: Record<string, unknown> = {}): FormValues & { set(values: Record<string, unknown>): void } {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(values) {
      if (values === current) return;
      current = values;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Values that never change (forms of one state, e.g. a search bar). */
export function fixedFormValues(values: Record<string, unknown> = {}): FormValues {
  return { get: () => values, subscribe: () => () => undefined };
}

const NO_VALUES = fixedFormValues();

/** Reads the schema form context from a widget's props, with safe defaults for widgets rendered elsewhere. */
export function schemaFormContext(formContext: unknown): SchemaFormContext {
  const value = (formContext ?? {}) as Partial<SchemaFormContext>;
  return { t: value.t ?? ((key) => key), schemaId: value.schemaId ?? '', recordId: value.recordId, context: value.context ?? {}, values: value.values ?? NO_VALUES };
}

/**
 * What a widget derives from the form's current values, re-rendering the widget only when it changes (compared with
 * `Object.is`: select a string or number, not a fresh object). `select` may change identity between renders.
 */
export function useFormSelection<T>(values: FormValues, select: (values: Record<string, unknown>) => T): T {
  const snapshot = useCallback(() => select(values.get()), [values, select]);
  return useSyncExternalStore(values.subscribe, snapshot, snapshot);
}
