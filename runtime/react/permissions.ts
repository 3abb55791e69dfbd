/**
 * What a screen shows the signed-in user, by the permission check of the host (spec 03 §6, spec 02 §5): a toolbar
 * or row action needs its button code (the schema's `permissions`, else the server's defaults); columns and form
 * fields are matched by their field names.
 *
 * Column and form permission are in use on a screen only when the user's grants name at least one of its columns
 * (form fields): a module whose grants list none of them has no column (form) permission configured, as the
 * original's useColumnPermission / useFormPermission switched off — otherwise a module without column grants would
 * show an empty table. An embedded screen (opened inside another screen, e.g. the dictionary categories drawer) has
 * no column or form items of its own in the module's grants, so only its buttons are checked.
 */
import { grantedOrAll } from '../core/permission/filter';
import type { ScreenSchema } from '../core/schema/types';
import type { Host } from './host';

/** An action guarded by a button code: a key of the schema's `permissions`. */
export type GuardedAction = string;

/**
 * The button codes of the generic actions when the schema does not name one (the server's defaults). A module's
 * own action (a row action it contributes) carries its default code in its registry entry.
 */
export const DEFAULT_ACTION_CODES: Readonly<Record<string, string>> = {
  add: 'btn_add',
  edit: 'btn_edit',
  remove: 'btn_remove',
  state: 'btn_edit',
  export: 'btn_export',
  import: 'btn_import',
};

/** The button code guarding an action on a screen: the schema's, else `defaultCode`, else the generic default. */
export function actionCode(schema: Pick<ScreenSchema, 'permissions'>, action: GuardedAction, defaultCode?: string): string {
  return schema.permissions?.[action] ?? defaultCode ?? DEFAULT_ACTION_CODES[action] ?? `btn_${action}`;
}

/** True when the user may take the action on this screen. */
export function mayAct(host: Pick<Host, 'can' | 'modelId'>, schema: Pick<ScreenSchema, 'permissions'>, action: GuardedAction, defaultCode?: string): boolean {
  return host.can({ modelId: host.modelId, kind: 'button', code: actionCode(schema, action, defaultCode) }).can;
}

/** The names among `names` the user may see for a kind, or all of them when that kind is not in use here. */
function granted(host: Pick<Host, 'can' | 'modelId'>, kind: 'column' | 'form', names: readonly string[]): string[] {
  return grantedOrAll(names, (code) => host.can({ modelId: host.modelId, kind, code }).can);
}

/** The list columns the user may see, by field name. */
export function visibleColumnNames(host: Pick<Host, 'can' | 'modelId'>, schema: Pick<ScreenSchema, 'list' | 'embedded'>): Set<string> {
  const names = schema.list.columns.map((column) => column.field);
  return new Set(schema.embedded ? names : granted(host, 'column', names));
}

/** The form fields hidden from the user, by name. */
export function hiddenFormFieldNames(host: Pick<Host, 'can' | 'modelId'>, schema: Pick<ScreenSchema, 'form' | 'embedded'>): Set<string> {
  const names = schema.form.fields.map((field) => field.name);
  if (schema.embedded) return new Set();
  const allowed = new Set(granted(host, 'form', names));
  return new Set(names.filter((name) => !allowed.has(name)));
}
