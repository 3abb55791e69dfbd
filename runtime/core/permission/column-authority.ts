/**
 * Column authority (模块列表权限; the original's `GetColumnsByModuleId` / `SetColumnsByModuleId`): per menu page, how
 * an administrator arranged the page's list columns — their order, which are shown, which are pinned. It is the
 * default every user's list starts from (a user's own choices, kept in the browser, still win), and it governs only
 * the page's column permission items (base_module_permission kind `column`, coded by field name): a column that is
 * not one of them cannot be named, and a column the user is not granted never appears, whatever the arrangement says.
 *
 * Decisions:
 * - An arrangement may name a subset: the page's other columns follow in their own order, shown.
 * - A stored arrangement is read against the page's current columns, so a column removed (or recoded) since drops
 *   out and a new one appears — the arrangement never names a column the page no longer has.
 * - Setting an empty list removes the arrangement (the page's own order again).
 */

/** One column's arrangement on the wire: `{ prop, label?, visible, fixed }`. */
export interface ColumnArrangement {
  prop: string;
  label: string;
  visible: boolean;
  fixed: 'left' | 'right' | '';
}

/** A page's column item: its code (the field name) and its name. */
export interface ColumnItem {
  enCode: string;
  fullName: string;
}

/** Why an arrangement was refused, and the entry (0-based) that was refused. */
export type ArrangementProblem =
  | { reason: 'notAList' }
  | { reason: 'tooMany'; max: number }
  | { reason: 'badEntry'; index: number }
  | { reason: 'unknownColumn'; index: number; prop: string }
  | { reason: 'duplicateColumn'; index: number; prop: string };

/** The most entries an arrangement may hold. */
export const MAX_ARRANGED_COLUMNS = 500;

const FIXED = new Set(['left', 'right', '']);

/**
 * Reads an arrangement sent by a client (an array, or the original's JSON text of one) against the page's column
 * items. Answers the arrangement as it is stored (labels from the items), or the first problem.
 */
export function parseArrangement(input: unknown, items: readonly ColumnItem[]): { list: ColumnArrangement[] } | { problem: ArrangementProblem } {
  let value = input;
  if (typeof value === 'string') {
    try {
      value = value.trim() === '' ? [] : JSON.parse(value);
    } catch {
      return { problem: { reason: 'notAList' } };
    }
  }
  if (value === undefined || value === null) value = [];
  if (!Array.isArray(value)) return { problem: { reason: 'notAList' } };
  if (value.length > MAX_ARRANGED_COLUMNS) return { problem: { reason: 'tooMany', max: MAX_ARRANGED_COLUMNS } };
  const byCode = new Map(items.map((item) => [item.enCode, item]));
  const seen = new Set<string>();
  const list: ColumnArrangement[] = [];
  for (const [index, entry] of value.entries()) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return { problem: { reason: 'badEntry', index } };
    const { prop, visible, fixed } = entry as Record<string, unknown>;
    if (typeof prop !== 'string' || prop === '') return { problem: { reason: 'badEntry', index } };
    if (visible !== undefined && typeof visible !== 'boolean') return { problem: { reason: 'badEntry', index } };
    if (fixed !== undefined && fixed !== null && !(typeof fixed === 'string' && FIXED.has(fixed))) return { problem: { reason: 'badEntry', index } };
    const item = byCode.get(prop);
    if (!item) return { problem: { reason: 'unknownColumn', index, prop } };
    if (seen.has(prop)) return { problem: { reason: 'duplicateColumn', index, prop } };
    seen.add(prop);
    list.push({ prop, label: item.fullName, visible: visible !== false, fixed: (fixed || '') as ColumnArrangement['fixed'] });
  }
  return { list };
}

/**
 * A stored arrangement as a caller sees it: read against the page's current column items (gone ones dropped, new
 * ones appended, shown), then only the columns the caller may see (`maysee`: their column grants, see
 * runtime/core/permission/filter.ts grantedOrAll). Empty when nothing is stored.
 */
export function arrangementFor(stored: unknown, items: readonly ColumnItem[], maySee: (prop: string) => boolean = () => true): ColumnArrangement[] {
  if (!Array.isArray(stored) || stored.length === 0) return [];
  const byCode = new Map(items.map((item) => [item.enCode, item]));
  const seen = new Set<string>();
  const out: ColumnArrangement[] = [];
  for (const entry of stored) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { prop, visible, fixed } = entry as Record<string, unknown>;
    if (typeof prop !== 'string' || seen.has(prop)) continue;
    const item = byCode.get(prop);
    if (!item) continue;
    seen.add(prop);
    out.push({ prop, label: item.fullName, visible: visible !== false, fixed: typeof fixed === 'string' && FIXED.has(fixed) ? (fixed as ColumnArrangement['fixed']) : '' });
  }
  for (const item of items) if (!seen.has(item.enCode)) out.push({ prop: item.enCode, label: item.fullName, visible: true, fixed: '' });
  return out.filter((entry) => maySee(entry.prop));
}
