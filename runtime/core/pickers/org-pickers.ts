/**
 * The organisation, department and group pickers (spec 02 "Organisation picker (title 选择组织) …; department
 * picker; group picker (title 分组选择)"): which call each reads, which nodes it lets one choose, and the value it
 * stores — an id, or with `multiple` a list of unique ids. Pure rules, shared by the widgets and the server's check.
 */

/** The widgets, by their names in the schema format. */
export type OrgPickerName = 'organizeSelect' | 'departmentSelect' | 'groupSelect';

/** What a picker is made of. */
export interface OrgPickerSpec {
  /** The selector call (a session is enough). */
  url: string;
  /** Node types that may be chosen (undefined: any node). */
  takes?: readonly string[];
  /** The dialog's title (a message key). */
  title: string;
}

/** The three pickers. */
export const ORG_PICKERS: Record<OrgPickerName, OrgPickerSpec> = {
  organizeSelect: { url: '/api/permission/Organize/Department/Selector/0', title: 'orgPicker.organizeTitle' },
  departmentSelect: { url: '/api/permission/Organize/Department/Selector/0', takes: ['department'], title: 'orgPicker.departmentTitle' },
  groupSelect: { url: '/api/permission/Group/Selector', title: 'orgPicker.groupTitle' },
};

/** True for the widgets of this file. */
export function isOrgPicker(widget: string): widget is OrgPickerName {
  return Object.prototype.hasOwnProperty.call(ORG_PICKERS, widget);
}

/** Whether a node of a picker's tree may be chosen. */
export function orgNodeChoosable(name: OrgPickerName, node: { type?: unknown; disabled?: unknown }): boolean {
  const takes = ORG_PICKERS[name].takes;
  return node.disabled !== true && (!takes || takes.includes(String(node.type)));
}

/** The chosen ids after choosing one: single mode replaces, multiple mode adds it unless already there. */
export function chooseOrgId(chosen: readonly string[], id: string, multiple: boolean): string[] {
  if (!multiple) return [id];
  return chosen.includes(id) ? [...chosen] : [...chosen, id];
}

/** The ids of a stored value, or undefined when it has not the mode's shape (an id; a list of unique ids). */
export function readOrgValue(value: unknown, multiple: boolean): string[] | undefined {
  if (multiple) {
    if (!Array.isArray(value) || !value.every((id) => typeof id === 'string' && id !== '')) return undefined;
    return new Set(value).size === value.length ? (value as string[]) : undefined;
  }
  if (value === '') return [];
  return typeof value === 'string' ? [value] : undefined;
}

/** The value to store for chosen ids. */
export function orgValue(chosen: readonly string[], multiple: boolean): string | string[] {
  return multiple ? [...chosen] : (chosen[0] ?? '');
}
