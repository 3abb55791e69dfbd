/**
 * Where a data picker reads, from its field's props — shared by the browser's pickers (widgets/data-picker) and the
 * server, which answers a popup-select value's display text (server/modules/visualdev/picked-labels.ts): the data
 * interface (`interfaceId`), the row key stored as the value (`propsValue`, default id), the key shown
 * (`relationField`, default fullName) and the interface's parameters (`templateJson` or `paramList`).
 */

/** A parameter passed to an interface: `{ field, defaultValue }` (`@keyword` takes the typed text). */
export interface PickerParam {
  field: string;
  defaultValue: string;
}

/** Where a picker reads: the interface, the value and label keys, and the parameters. */
export interface PickerSource {
  interfaceId: string;
  propsValue: string;
  relationField: string;
  paramList: PickerParam[];
}

/** A list prop: an array (a low-code definition), or its JSON text (a schema file's props hold text). */
export function parsedList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** A picker's source from a field's props (`interfaceId`, `propsValue` default id, `relationField` default fullName, `templateJson` or `paramList`, as a list or its JSON text). */
export function sourceOf(props: Record<string, unknown> | undefined): PickerSource {
  const list = parsedList(props?.templateJson ?? props?.paramList);
  const paramList = list.length
    ? list
        .filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object')
        .map((item) => ({ field: String(item.field ?? item.relationField ?? ''), defaultValue: String(item.defaultValue ?? '') }))
        .filter((item) => item.field !== '')
    : [];
  return {
    interfaceId: typeof props?.interfaceId === 'string' ? props.interfaceId : '',
    propsValue: typeof props?.propsValue === 'string' && props.propsValue ? props.propsValue : 'id',
    relationField: typeof props?.relationField === 'string' && props.relationField ? props.relationField : 'fullName',
    paramList,
  };
}

/** A cell's text. */
export const cellText = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The ids a stored value holds: one id, or a list. */
export function idsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(cellText).filter(Boolean);
  const text = cellText(value);
  return text === '' ? [] : [text];
}
