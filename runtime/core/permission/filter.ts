/**
 * The client's permission filter (spec 01 §6, spec 02 §5-§6, spec 03 §6): buttons, list columns and form fields
 * are matched against the signed-in user's permission list by the current route's modelId and an enCode.
 *
 * Everything goes through one `can({ modelId, kind, code }) → { can, reason }` function (the access-control shape of
 * STYLE.md §4), built once from the permission list; the filters below only ask it.
 *
 * Decisions:
 * - An item is allowed only when the entry for that modelId lists its code. A module without an entry allows
 *   nothing, and a grant in one module never counts for another.
 * - Form entries are read as grants too: a field stays visible only when its code is listed, and every other field
 *   of a module under form permission is hidden. This is what the original client does (`noShow = !formOperates
 *   .some(o => o.enCode === id)`) and how our server hands out form grants (all fields for the administrator).
 *   The specs' wording "form entries list hidden field codes" reads the other way round; see the report.
 * - Sub-table fields are coded `tableField-subField` (spec 02 §5).
 * - With permission judgement off (`enabled: false`) everything is allowed.
 * - Several entries for the same modelId are merged.
 */

/** One granted item of a permission entry; only its code matters here. */
export interface PermissionItem {
  enCode: string;
}

/** One entry of the permission list of /api/oauth/CurrentUser (structurally the wire contract's entry). */
export interface PermissionEntry {
  modelId: string;
  button?: readonly PermissionItem[];
  column?: readonly PermissionItem[];
  form?: readonly PermissionItem[];
}

/** What kind of item a check is about. */
export type PermissionKind = 'button' | 'column' | 'form';

/** The question put to `can`. */
export interface PermissionQuery {
  /** The current route's meta.modelId (the menu id). */
  modelId: string;
  kind: PermissionKind;
  /** The item's enCode: a button code, a column prop, a form field key. */
  code: string;
}

/** Why `can` said no. */
export type PermissionDenial = 'moduleNotGranted' | 'codeNotGranted';

/** The answer of `can`. */
export interface PermissionVerdict {
  can: boolean;
  reason?: PermissionDenial;
}

/** The permission check used by the filters. */
export type Can = (query: PermissionQuery) => PermissionVerdict;

/** Options of {@link createCan}. */
export interface CanOptions {
  /** Whether permission judgement is on; when off every item is allowed. Default true. */
  enabled?: boolean;
}

/** The button codes of a list page's add, edit and remove actions. */
export const DEFAULT_BUTTON_CODES = ['btn_add', 'btn_edit', 'btn_remove'] as const;

const KINDS: readonly PermissionKind[] = ['button', 'column', 'form'];

const ALLOWED: PermissionVerdict = { can: true };

/** Builds the permission check for a user's permission list. */
export function createCan(permissionList: readonly PermissionEntry[], options: CanOptions = {}): Can {
  if (options.enabled === false) return () => ALLOWED;

  const grants = new Map<string, Record<PermissionKind, Set<string>>>();
  for (const entry of permissionList) {
    let granted = grants.get(entry.modelId);
    if (!granted) {
      granted = { button: new Set(), column: new Set(), form: new Set() };
      grants.set(entry.modelId, granted);
    }
    for (const kind of KINDS) for (const item of entry[kind] ?? []) granted[kind].add(item.enCode);
  }

  return ({ modelId, kind, code }) => {
    const granted = grants.get(modelId);
    if (!granted) return { can: false, reason: 'moduleNotGranted' };
    return granted[kind].has(code) ? ALLOWED : { can: false, reason: 'codeNotGranted' };
  };
}

/** The button codes the user may see on a module's page, in the given order. */
export function filterButtons(can: Can, modelId: string, codes: readonly string[] = DEFAULT_BUTTON_CODES): string[] {
  return codes.filter((code) => can({ modelId, kind: 'button', code }).can);
}

/** The list columns the user may see on a module's page, in the given order; `keyOf` gives a column's code. */
export function filterColumns<Column>(can: Can, modelId: string, columns: readonly Column[], keyOf: (column: Column) => string): Column[] {
  return columns.filter((column) => can({ modelId, kind: 'column', code: keyOf(column) }).can);
}

/** The permission code of a field inside a sub-table (spec 02 §5: `tableField-subField`). */
export function subTableFieldCode(tableField: string, subField: string): string {
  return `${tableField}-${subField}`;
}

/**
 * The form field codes to hide on a module's form, in the given order: those the user is not granted. Pass main
 * fields by key and sub-table fields through {@link subTableFieldCode}.
 */
export function hiddenFormFields(can: Can, modelId: string, fieldCodes: readonly string[]): string[] {
  return fieldCodes.filter((code) => !can({ modelId, kind: 'form', code }).can);
}

/**
 * The names of one kind (list columns or form fields) a user may see on a screen: those granted, or all of them
 * when none is granted — a module whose grants name none of the screen's columns (fields) has no column (form)
 * permission configured, as the original's useColumnPermission / useFormPermission switched off; otherwise such a
 * module would show an empty table. The client's screens and the server's answers both decide with this rule.
 */
export function grantedOrAll(names: readonly string[], isGranted: (name: string) => boolean): string[] {
  const granted = names.filter(isGranted);
  return granted.length === 0 ? [...names] : granted;
}
