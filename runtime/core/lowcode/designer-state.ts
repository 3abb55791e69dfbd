/**
 * The form designer's state, without React: the definition being edited, the selected node, and the undo/redo
 * history, changed only through `designerReducer` (add a kind from the palette, move, remove, update a node, change
 * the form or list properties, replace the whole definition from the JSON view, select, undo, redo). The canvas's
 * drag and drop is resolved here too (`resolveDrop`), so the rules — what may hold what, where a drop lands, that a
 * node never moves into itself, that value keys stay unique in their namespace (the form, or one sub-table) — are
 * tested as properties without a DOM.
 *
 * Nodes are identified by `__config__.formId` (the original designer's own field id), given to every field,
 * container and tab/collapse item that lacks one when a definition is opened (`withNodeIds`). Edits that the rules
 * refuse leave the state as it was (the same object), so they never enter the history.
 */
import { isContainerKind, type ColumnData, type Definition, type DefinitionField, type FormData } from './definition';
import { createField, FIELD_KINDS, storesValue, type DesignerKind } from './field-kinds';
import { isValueKey } from './problems';
import { commitEdit, HISTORY_LIMIT, redoEdit, selectPart, undoEdit, type EditHistory } from './edit-history';

/** The id of the form's top level as a drop target. */
export const ROOT = 'root';

export { HISTORY_LIMIT };

/** Drag ids of palette entries: `palette:<kind>`. */
export const PALETTE_PREFIX = 'palette:';

/** Drop ids of the end of a node's (or the root's) children: `zone:<node id | root>`. */
export const ZONE_PREFIX = 'zone:';

/** The designer's state: the definition, the selected node and the undo/redo history (edit-history.ts). */
export type DesignerState = EditHistory<Definition>;

/** What can happen to the state. */
export type DesignerAction =
  | { type: 'add'; kind: DesignerKind; parent: string; index: number }
  | { type: 'move'; id: string; parent: string; index: number }
  | { type: 'remove'; id: string }
  /** Replaces a node's own properties (its id and children stay); `coalesce` merges consecutive edits into one undo step. */
  | { type: 'update'; id: string; field: DefinitionField; coalesce?: string }
  /** Replaces the form's properties (its fields stay). */
  | { type: 'form'; props: Omit<FormData, 'fields'>; coalesce?: string }
  | { type: 'columns'; columnData: ColumnData; coalesce?: string }
  | { type: 'replace'; definition: Definition }
  | { type: 'select'; id: string | null }
  | { type: 'undo' }
  | { type: 'redo' };

/** A node's place: the list holding it, its index there, and its parent's id (ROOT at the top). */
export interface NodePlace {
  node: DefinitionField;
  parent: string;
  index: number;
  list: DefinitionField[];
}

const clone = <T>(value: T): T => structuredClone(value);

/** A node's id. */
export function nodeId(field: DefinitionField): string {
  return String(field.__config__?.formId ?? '');
}

/** The node's kind; tab and collapse items (no kind of their own) answer "item". */
export function nodeKind(field: DefinitionField): string {
  return field.__config__?.klxKey ?? 'item';
}

/** Every node, depth first. */
export function allNodes(fields: readonly DefinitionField[]): DefinitionField[] {
  return fields.flatMap((field) => [field, ...allNodes(field.__config__?.children ?? [])]);
}

/** A copy of the definition where every node has a unique id (existing unique ids are kept). */
export function withNodeIds(definition: Definition): Definition {
  const copy = clone(definition);
  copy.formData ??= { fields: [] };
  copy.formData.fields ??= [];
  copy.columnData ??= {};
  const nodes = allNodes(copy.formData.fields);
  const seen = new Set<string>();
  let next = nextId(nodes);
  for (const node of nodes) {
    node.__config__ ??= { klxKey: undefined as never };
    const id = nodeId(node);
    if (id && !seen.has(id)) seen.add(id);
    else node.__config__.formId = next++;
  }
  return copy;
}

function nextId(nodes: readonly DefinitionField[]): number {
  let max = 100;
  for (const node of nodes) {
    const id = Number(node.__config__?.formId);
    if (Number.isInteger(id) && id > max) max = id;
  }
  return max + 1;
}

/** Where a node is, or undefined. */
export function findNode(fields: DefinitionField[], id: string, parent = ROOT): NodePlace | undefined {
  for (const [index, node] of fields.entries()) {
    if (nodeId(node) === id) return { node, parent, index, list: fields };
    const children = node.__config__?.children;
    if (children) {
      const found = findNode(children, id, nodeId(node));
      if (found) return found;
    }
  }
  return undefined;
}

/** The children list of a parent (the root or a node), or undefined when it holds none. */
function childrenOf(fields: DefinitionField[], parent: string): DefinitionField[] | undefined {
  if (parent === ROOT) return fields;
  const place = findNode(fields, parent);
  if (!place) return undefined;
  const kind = nodeKind(place.node);
  if (kind !== 'item' && !isContainerKind(kind) && kind !== 'table') return undefined;
  place.node.__config__.children ??= [];
  return place.node.__config__.children;
}

/** Kinds a sub-table column may be. */
const COLUMN_KINDS: ReadonlySet<string> = new Set(['comInput', 'textarea', 'numInput', 'switch', 'radio', 'select', 'date', 'calculate']);

/** True when a parent of this kind (ROOT's kind is "root") may hold a child of that kind. */
export function canHold(parentKind: string, childKind: string): boolean {
  if (childKind === 'item') return false;
  if (parentKind === 'table') return COLUMN_KINDS.has(childKind);
  // A tab or collapse holds only its items, which are made with it.
  if (parentKind === 'tab' || parentKind === 'collapse') return false;
  return parentKind === 'root' || parentKind === 'item' || isContainerKind(parentKind);
}

function parentKindOf(fields: DefinitionField[], parent: string): string | undefined {
  if (parent === ROOT) return 'root';
  const place = findNode(fields, parent);
  return place ? nodeKind(place.node) : undefined;
}

/** The id of the sub-table a parent lies in (its own value-key namespace), or ROOT for the form's. */
function namespaceOf(fields: DefinitionField[], parent: string): string {
  let current = parent;
  while (current !== ROOT) {
    const place = findNode(fields, current);
    if (!place) return ROOT;
    if (nodeKind(place.node) === 'table') return current;
    current = place.parent;
  }
  return ROOT;
}

/** The value keys used in a namespace (the form's keys, or one sub-table's columns). */
export function keysIn(fields: DefinitionField[], namespace: string): Set<string> {
  const keys = new Set<string>();
  const walk = (list: readonly DefinitionField[]) => {
    for (const field of list) {
      if (field.__vModel__ && storesValue(nodeKind(field))) keys.add(field.__vModel__);
      if (nodeKind(field) !== 'table') walk(field.__config__?.children ?? []);
    }
  };
  if (namespace === ROOT) walk(fields);
  else walk(findNode(fields, namespace)?.node.__config__.children ?? []);
  return keys;
}

/** A key not yet used: the wanted one, else it with a number appended. */
function freeKey(wanted: string, used: ReadonlySet<string>): string {
  if (!used.has(wanted)) return wanted;
  for (let n = 1; ; n++) if (!used.has(`${wanted}_${n}`)) return `${wanted}_${n}`;
}

/** Keeps the list's references to the form's value keys that still exist (columns, search fields, default sort). */
function pruneColumns(definition: Definition): void {
  const keys = keysIn(definition.formData.fields, ROOT);
  const tables = new Set(allNodes(definition.formData.fields).filter((node) => nodeKind(node) === 'table').map((node) => node.__vModel__));
  const { columnData } = definition;
  if (columnData.columnList) columnData.columnList = columnData.columnList.filter((column) => keys.has(column.prop) && !tables.has(column.prop));
  if (columnData.searchList) columnData.searchList = columnData.searchList.filter((search) => keys.has(search.prop) && !tables.has(search.prop));
  if (columnData.defaultSidx && !keys.has(columnData.defaultSidx)) delete columnData.defaultSidx;
  // A show rule names a field of the form.
  for (const node of allNodes(definition.formData.fields)) if (node.__config__?.showWhen && !keys.has(node.__config__.showWhen.field)) delete node.__config__.showWhen;
  // A sub-table's totals name its own columns.
  for (const table of allNodes(definition.formData.fields).filter((node) => nodeKind(node) === 'table')) {
    if (!table.summaryField) continue;
    const columns = new Set((table.__config__.children ?? []).map((column) => column.__vModel__));
    table.summaryField = table.summaryField.filter((name) => columns.has(name));
  }
}

/** The formula fields of a namespace: the form's (outside sub-tables) or one sub-table's columns. */
function formulasIn(fields: DefinitionField[], namespace: string): DefinitionField[] {
  const out: DefinitionField[] = [];
  const walk = (list: readonly DefinitionField[]) => {
    for (const field of list) {
      if (nodeKind(field) === 'calculate') out.push(field);
      if (nodeKind(field) !== 'table') walk(field.__config__?.children ?? []);
    }
  };
  walk(namespace === ROOT ? fields : (findNode(fields, namespace)?.node.__config__.children ?? []));
  return out;
}

/** Replaces the field names a formula reads ("{a}", "{table-column}") by `rename`. */
function renameInFormula(field: DefinitionField, rename: (name: string) => string): void {
  if (typeof field.expression === 'string') field.expression = field.expression.replace(/\{([^{}]+)\}/g, (_whole, name: string) => `{${rename(name)}}`);
}

/**
 * Follows a renamed value key wherever the definition names it: the list's columns, search fields and default sort,
 * show rules, sub-table totals and formulas ("{key}" in its namespace, "{table-column}" in the form's).
 */
function renameReferences(definition: Definition, namespace: string, from: string, to: string): void {
  const fields = definition.formData.fields;
  if (namespace === ROOT) {
    const { columnData } = definition;
    for (const column of columnData.columnList ?? []) if (column.prop === from) column.prop = to;
    for (const search of columnData.searchList ?? []) if (search.prop === from) search.prop = to;
    if (columnData.defaultSidx === from) columnData.defaultSidx = to;
    for (const node of allNodes(fields)) if (node.__config__?.showWhen?.field === from) node.__config__.showWhen.field = to;
    for (const formula of formulasIn(fields, ROOT)) renameInFormula(formula, (name) => (name === from ? to : name.startsWith(`${from}-`) ? `${to}${name.slice(from.length)}` : name));
    return;
  }
  const table = findNode(fields, namespace)!.node;
  if (table.summaryField) table.summaryField = table.summaryField.map((name) => (name === from ? to : name));
  for (const formula of formulasIn(fields, namespace)) renameInFormula(formula, (name) => (name === from ? to : name));
  const total = `${table.__vModel__}-${from}`;
  for (const formula of formulasIn(fields, ROOT)) renameInFormula(formula, (name) => (name === total ? `${table.__vModel__}-${to}` : name));
}

/** How many columns the list gets by itself as fields are added; past that, the list designer chooses. */
export const AUTO_LIST_COLUMNS = 6;

/**
 * A form value field added outside sub-tables becomes a list column while the list has fewer than
 * AUTO_LIST_COLUMNS, so a new model's list shows its records without a visit to the list designer (a list with no
 * columns shows rows with nothing in them). Removing or renaming the field follows it there as for any column.
 */
function listNewField(definition: Definition, field: DefinitionField, topLevel: boolean): void {
  const kind = nodeKind(field);
  if (!topLevel || kind === 'table' || !storesValue(kind) || !field.__vModel__) return;
  const columns = (definition.columnData.columnList ??= []);
  if (columns.length >= AUTO_LIST_COLUMNS || columns.some((column) => column.prop === field.__vModel__)) return;
  // No label of its own: the list heading is the field's label, whatever it becomes.
  columns.push({ prop: field.__vModel__ });
}

/** True when the node is the only column of its sub-table (a sub-table keeps at least one). */
function isLastColumn(fields: DefinitionField[], place: NodePlace): boolean {
  return place.parent !== ROOT && parentKindOf(fields, place.parent) === 'table' && place.list.length === 1;
}

/** True when `ancestor` is `id` or holds it. */
function holds(fields: DefinitionField[], ancestor: string, id: string): boolean {
  if (ancestor === id) return true;
  const place = findNode(fields, ancestor);
  return place ? allNodes(place.node.__config__.children ?? []).some((node) => nodeId(node) === id) : false;
}

/** A definition after an edit, or undefined when the rules refuse it. */
function edit(definition: Definition, action: Exclude<DesignerAction, { type: 'select' | 'undo' | 'redo' }>): Definition | undefined {
  const next = clone(definition);
  const fields = next.formData.fields;
  switch (action.type) {
    case 'add': {
      const parentKind = parentKindOf(fields, action.parent);
      if (!parentKind || !canHold(parentKind, action.kind) || !FIELD_KINDS.includes(action.kind)) return undefined;
      const list = childrenOf(fields, action.parent)!;
      const id = nextId(allNodes(fields));
      const field = createField(action.kind, id);
      // Its own items and default columns get ids after it.
      let following = id + 1;
      for (const inner of allNodes(field.__config__.children ?? [])) inner.__config__.formId = following++;
      if (field.__vModel__) field.__vModel__ = freeKey(field.__vModel__, keysIn(fields, namespaceOf(fields, action.parent)));
      list.splice(Math.max(0, Math.min(action.index, list.length)), 0, field);
      listNewField(next, field, namespaceOf(fields, action.parent) === ROOT);
      return next;
    }
    case 'move': {
      const place = findNode(fields, action.id);
      if (!place || holds(fields, action.id, action.parent)) return undefined;
      if (action.parent !== place.parent && isLastColumn(fields, place)) return undefined;
      const parentKind = parentKindOf(fields, action.parent);
      if (!parentKind || !canHold(parentKind, nodeKind(place.node))) return undefined;
      const from = namespaceOf(fields, place.parent);
      place.list.splice(place.index, 1);
      const list = childrenOf(fields, action.parent)!;
      const to = namespaceOf(fields, action.parent);
      const node = place.node;
      // A value key is unique within its namespace: a field moving between the form and a sub-table (only leaves
      // cross, see canHold) may need a new one.
      if (from !== to && node.__vModel__ && storesValue(nodeKind(node))) node.__vModel__ = freeKey(node.__vModel__, keysIn(fields, to));
      list.splice(Math.max(0, Math.min(action.index, list.length)), 0, node);
      if (place.parent === action.parent && place.index === list.indexOf(node)) return undefined;
      pruneColumns(next);
      return next;
    }
    case 'remove': {
      const place = findNode(fields, action.id);
      if (!place || nodeKind(place.node) === 'item' || isLastColumn(fields, place)) return undefined;
      place.list.splice(place.index, 1);
      pruneColumns(next);
      return next;
    }
    case 'update': {
      const place = findNode(fields, action.id);
      if (!place) return undefined;
      const old = place.node;
      const field = clone(action.field);
      field.__config__ = { ...field.__config__, formId: old.__config__.formId, klxKey: old.__config__.klxKey };
      if (old.__config__.children) field.__config__.children = old.__config__.children;
      if (!old.__config__.children && nodeKind(old) !== 'item') delete field.__config__.children;
      if (field.__vModel__ !== old.__vModel__) {
        if (!storesValue(nodeKind(old)) || typeof field.__vModel__ !== 'string' || !isValueKey(field.__vModel__)) return undefined;
        const used = keysIn(fields, namespaceOf(fields, place.parent));
        used.delete(old.__vModel__ ?? '');
        if (used.has(field.__vModel__)) return undefined;
        if (old.__vModel__) renameReferences(next, namespaceOf(fields, place.parent), old.__vModel__, field.__vModel__);
      }
      place.list[place.index] = field;
      pruneColumns(next);
      return next;
    }
    case 'form':
      next.formData = { ...clone(action.props), fields };
      return next;
    case 'columns':
      next.columnData = clone(action.columnData);
      pruneColumns(next);
      return next;
    case 'replace':
      return withNodeIds(action.definition);
  }
}

/** A state opening a definition (ids given, nothing selected, no history). */
export function initialDesignerState(definition: Definition): DesignerState {
  return { definition: withNodeIds(definition), selected: null, past: [], future: [] };
}

/** The selection kept when its node still exists. */
function keepSelection(definition: Definition, selected: string | null): string | null {
  return selected !== null && findNode(definition.formData.fields, selected) ? selected : null;
}

/** The next state after an action (the same object when nothing changes). */
export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  switch (action.type) {
    case 'select':
      return selectPart(state, action.id, keepSelection);
    case 'undo':
      return undoEdit(state, keepSelection);
    case 'redo':
      return redoEdit(state, keepSelection);
    default: {
      const definition = edit(state.definition, action);
      if (!definition) return state;
      const coalesce = 'coalesce' in action && action.coalesce ? `${action.type}:${action.coalesce}` : undefined;
      let selected = keepSelection(definition, state.selected);
      if (action.type === 'add') {
        // The new node is selected, so its properties show at once.
        const before = new Set(allNodes(state.definition.formData.fields).map(nodeId));
        selected = allNodes(definition.formData.fields).map(nodeId).find((id) => !before.has(id)) ?? selected;
      }
      return commitEdit(state, definition, selected, coalesce);
    }
  }
}

/**
 * The edit a drop makes: a palette entry dropped adds its kind, a node dropped moves it; over a node it lands
 * before that node (a node moving down its own list lands after it, as sortable lists do), over a zone at the end of
 * that zone's children. Undefined when the drop does nothing.
 */
export function resolveDrop(definition: Definition, active: string, over: string | null): DesignerAction | undefined {
  if (!over || active === over) return undefined;
  const fields = definition.formData.fields;
  let parent: string;
  let index: number;
  if (over.startsWith(ZONE_PREFIX)) {
    parent = over.slice(ZONE_PREFIX.length);
    const list = parent === ROOT ? fields : findNode(fields, parent)?.node.__config__.children;
    if (!list && parent !== ROOT && !findNode(fields, parent)) return undefined;
    index = list?.length ?? 0;
    const moving = active.startsWith(PALETTE_PREFIX) ? undefined : findNode(fields, active);
    if (moving && moving.parent === parent) index -= 1;
  } else {
    const target = findNode(fields, over);
    if (!target) return undefined;
    parent = target.parent;
    index = target.index;
  }
  if (active.startsWith(PALETTE_PREFIX)) {
    const kind = active.slice(PALETTE_PREFIX.length) as DesignerKind;
    return FIELD_KINDS.includes(kind) ? { type: 'add', kind, parent, index } : undefined;
  }
  return findNode(fields, active) ? { type: 'move', id: active, parent, index } : undefined;
}

/** The columns of the form's grid (antd's 24-column row, which the rendered form uses). */
export const GRID_COLUMNS = 24;

/**
 * How many of the 24 grid columns a node takes on the canvas — the span the rendered form gives it: its own span
 * (1…24, the whole row when unset or out of range). A sub-table's columns and the panels of a tab or collapse take
 * the whole row (a sub-table lays its columns out as a table, not on the grid).
 */
export function canvasSpan(node: DefinitionField, parentKind: string): number {
  if (parentKind === 'table' || nodeKind(node) === 'item') return GRID_COLUMNS;
  // Only a number is a span (a definition's check refuses any other), as the rendered form reads it.
  const span = node.__config__?.span;
  return typeof span === 'number' && Number.isInteger(span) && span >= 1 && span <= GRID_COLUMNS ? span : GRID_COLUMNS;
}

/** The id of the container a click on a palette entry adds to: the selected container (or item), else the root. */
export function clickTarget(definition: Definition, selected: string | null): string {
  if (selected === null) return ROOT;
  const place = findNode(definition.formData.fields, selected);
  if (!place) return ROOT;
  const kind = nodeKind(place.node);
  if (kind === 'tab' || kind === 'collapse') return nodeId(place.node.__config__.children?.[0] ?? place.node);
  return kind === 'item' || kind === 'table' || isContainerKind(kind) ? selected : place.parent;
}
