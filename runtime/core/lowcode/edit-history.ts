/**
 * The undo/redo history the designers share (the form designer, designer-state.ts; the report and portal
 * designers, board-designer.ts): the document being edited, the selection, earlier and undone documents, and the
 * coalescing key of the last edit — consecutive edits with the same key (typing in one property panel) make one
 * undo step. An edit the rules refuse leaves the state as it was (the same object), so it never enters the history.
 */

/** How many steps undo can go back. */
export const HISTORY_LIMIT = 100;

/** A document under edit with its selection and history. */
export interface EditHistory<D> {
  definition: D;
  /** The selected part's id, or null. */
  selected: string | null;
  /** Earlier documents, the latest last. */
  past: D[];
  /** Undone documents, the next redo last. */
  future: D[];
  /** The coalescing key of the last edit. */
  lastEdit?: string;
}

/** Keeps a selection when its part still exists in a document. */
export type KeepSelection<D> = (definition: D, selected: string | null) => string | null;

/** The state after an edit made `next` (undefined: refused, nothing changes), selecting `selected`. */
export function commitEdit<D, S extends EditHistory<D>>(state: S, next: D | undefined, selected: string | null, coalesceKey?: string): S {
  if (next === undefined) return state;
  const merge = coalesceKey !== undefined && coalesceKey === state.lastEdit && state.past.length > 0;
  return {
    ...state,
    definition: next,
    selected,
    past: merge ? state.past : [...state.past, state.definition].slice(-HISTORY_LIMIT),
    future: [],
    lastEdit: coalesceKey,
  };
}

/** The state one step back (the same object when there is none). */
export function undoEdit<D, S extends EditHistory<D>>(state: S, keep: KeepSelection<D>): S {
  const previous = state.past.at(-1);
  if (previous === undefined) return state;
  return { ...state, definition: previous, selected: keep(previous, state.selected), past: state.past.slice(0, -1), future: [...state.future, state.definition], lastEdit: undefined };
}

/** The state one step forward again (the same object when there is none). */
export function redoEdit<D, S extends EditHistory<D>>(state: S, keep: KeepSelection<D>): S {
  const next = state.future.at(-1);
  if (next === undefined) return state;
  return { ...state, definition: next, selected: keep(next, state.selected), past: [...state.past, state.definition], future: state.future.slice(0, -1), lastEdit: undefined };
}

/** The state with another selection (the same object when it does not change). */
export function selectPart<D, S extends EditHistory<D>>(state: S, id: string | null, keep: KeepSelection<D>): S {
  const selected = keep(state.definition, id);
  return selected === state.selected ? state : { ...state, selected, lastEdit: undefined };
}
