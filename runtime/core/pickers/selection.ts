/**
 * The selection rules of the people pickers (spec 02 "User / role / position / group selector", "Approver picker",
 * "Staff picker", §3 "Tree or list item", §4 "Pickers"), as pure functions over plain values so the dialogs, the
 * server's value check and the property tests share them:
 *
 * - a node may be chosen only when its kind is one the picker takes (users only for the approver and staff pickers,
 *   positions for the position picker, roles for the role picker, any of department, role, position, group and user
 *   for the mixed selector), and, under the custom select type, only when its id is among the allowed ones;
 * - choosing adds a node only when it is not chosen yet; in single mode it replaces the choice;
 * - the chosen list shows grouped by kind in the order department, position, user, group, role;
 * - a mixed value names each item as its id and kind joined by two hyphens ("id--user"), exactly what the server's
 *   `POST /api/permission/Users/UserCondition` reads back (the kinds user, role, position, group, company,
 *   department); a single-kind picker stores bare ids;
 * - the infinite scroll of the custom select type loads the next page within 200 px of the bottom (spec 02 §9) and
 *   stops after a page shorter than the page size.
 */

/** The kinds of things a picker shows (spec 02 §3: user, company, department, role, position, group). */
export type PickKind = 'user' | 'company' | 'department' | 'role' | 'position' | 'group';

/** Every kind a mixed value may name after its "--". */
export const MIXED_KINDS: readonly PickKind[] = ['department', 'company', 'position', 'user', 'group', 'role'];

/** The order of the chosen list's groups (spec 02: department, position, user, group, role). */
export const GROUP_ORDER: readonly PickKind[] = ['department', 'position', 'user', 'group', 'role'];

/** A node of a picker's tree or list, as the server answers it. */
export interface PickNode {
  id: string;
  fullName?: string;
  type?: string;
  [key: string]: unknown;
}

/** A chosen item. */
export interface PickItem {
  id: string;
  fullName: string;
  kind: PickKind;
}

/** Which pickers there are; each takes its own kinds. */
export type PickerMode = 'approver' | 'staff' | 'position' | 'role' | 'mixed';

const TAKES: Record<PickerMode, readonly PickKind[]> = {
  approver: ['user'],
  staff: ['user'],
  position: ['position'],
  role: ['role'],
  // A company counts as a department in the mixed selector (the organisation and everything below it).
  mixed: ['department', 'company', 'position', 'user', 'group', 'role'],
};

/** The kind of a node, when it is one a picker knows. */
export function kindOf(node: Pick<PickNode, 'type'>): PickKind | undefined {
  return (MIXED_KINDS as readonly unknown[]).includes(node.type) ? (node.type as PickKind) : undefined;
}

/**
 * True when the node may be chosen in the mode: its kind is one the mode takes, it is not disabled, and with an
 * allowed set (the custom select type) its id is in it.
 */
export function canPick(mode: PickerMode, node: PickNode, allowed?: ReadonlySet<string>): boolean {
  const kind = kindOf(node);
  if (!kind || !TAKES[mode].includes(kind) || node.disabled === true) return false;
  return !allowed || allowed.has(node.id) || allowed.has(mixedValue({ id: node.id, kind }));
}

/** The identity of an item in a chosen list (a role and a user may share an id). */
export const itemKey = (item: Pick<PickItem, 'id' | 'kind'>): string => `${item.id}--${item.kind}`;

/**
 * The chosen list after picking a node: unchanged when the node may not be chosen or is chosen already; in single
 * mode the node alone; else the node added at the end.
 */
export function pick(chosen: readonly PickItem[], node: PickNode, options: { mode: PickerMode; multiple: boolean; allowed?: ReadonlySet<string> }): PickItem[] {
  if (!canPick(options.mode, node, options.allowed)) return [...chosen];
  const item: PickItem = { id: node.id, fullName: String(node.fullName ?? node.id), kind: kindOf(node)! };
  if (chosen.some((one) => itemKey(one) === itemKey(item))) return [...chosen];
  return options.multiple ? [...chosen, item] : [item];
}

/** The chosen list without one item. */
export function unpick(chosen: readonly PickItem[], item: Pick<PickItem, 'id' | 'kind'>): PickItem[] {
  return chosen.filter((one) => itemKey(one) !== itemKey(item));
}

/** The chosen list in groups by kind, in the spec's order (a company with the departments); empty groups left out. */
export function groupPicks(chosen: readonly PickItem[]): { kind: PickKind; items: PickItem[] }[] {
  const groupOf = (kind: PickKind): PickKind => (kind === 'company' ? 'department' : kind);
  return GROUP_ORDER.map((kind) => ({ kind, items: chosen.filter((item) => groupOf(item.kind) === kind) })).filter((group) => group.items.length > 0);
}

/** A mixed value's text: the id and the kind joined by two hyphens. */
export function mixedValue(item: Pick<PickItem, 'id' | 'kind'>): string {
  return `${item.id}--${item.kind}`;
}

/** A mixed value's id and kind; undefined when it is not one. */
export function readMixed(value: string): { id: string; kind: PickKind } | undefined {
  const at = value.lastIndexOf('--');
  if (at <= 0) return undefined;
  const kind = value.slice(at + 2);
  return (MIXED_KINDS as readonly string[]).includes(kind) ? { id: value.slice(0, at), kind: kind as PickKind } : undefined;
}

/** The special value of the staff picker standing for whoever fills in the form (spec 02: currentUser). */
export const CURRENT_USER = 'currentUser';

/**
 * The ids of a stored picker value: a string (one id, or several joined by commas) or an array of strings; anything
 * else answers undefined (not a picker value).
 */
export function valueIds(value: unknown): string[] | undefined {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') return value.split(',').map((id) => id.trim()).filter(Boolean);
  if (Array.isArray(value) && value.every((id) => typeof id === 'string')) return value.map((id) => id.trim()).filter(Boolean);
  return undefined;
}

/** The value a picker stores for its chosen list: one id (single), or the list; mixed pickers store "id--kind". */
export function storedValue(chosen: readonly PickItem[], options: { mixed: boolean; multiple: boolean }): string | string[] | undefined {
  const ids = chosen.map((item) => (options.mixed ? mixedValue(item) : item.id));
  if (options.multiple) return ids.length ? ids : undefined;
  return ids[0];
}

/** The allowed ids of the custom select type, from a comma-joined prop; undefined when not limited. */
export function allowedIds(selectType: unknown, ableIds: unknown): ReadonlySet<string> | undefined {
  if (selectType !== 'custom') return undefined;
  return new Set(valueIds(ableIds) ?? []);
}

/** Spec 02 §9: the next page loads within this many pixels of the list's bottom. */
export const LOAD_MORE_WITHIN = 200;

/** Spec 02 §9: a picker's page size. */
export const PICKER_PAGE_SIZE = 20;

/** True when a scrolled list should load its next page. */
export function shouldLoadMore(scroll: { scrollTop: number; clientHeight: number; scrollHeight: number }, state: { loading: boolean; finished: boolean }): boolean {
  if (state.loading || state.finished) return false;
  return scroll.scrollHeight - scroll.scrollTop - scroll.clientHeight <= LOAD_MORE_WITHIN;
}

/** True when the list has no more pages: the last page came back shorter than the page size. */
export function isLastPage(received: number, pageSize: number = PICKER_PAGE_SIZE): boolean {
  return received < pageSize;
}
