/**
 * The organisation, department and group pickers' registry parts: the widgets, and cells of the same names that show
 * a stored value by its names (the detail view looks a widget's cell up by the widget's name; a list column names it
 * in `render`).
 */
import { createElement } from 'react';
import type { OrgPickerName } from '../../runtime/core/pickers/org-pickers';
import type { CellRenderer, FormWidget } from '../../runtime/react/registry';
import { OrgPickedNames, orgPickerWidgetsByName } from './OrgPickers';

/** The widgets. */
export const orgPickerWidgets = orgPickerWidgetsByName satisfies Record<OrgPickerName, FormWidget>;

/** The cells. */
export const orgPickerCells: Record<string, CellRenderer> = Object.fromEntries(
  (Object.keys(orgPickerWidgetsByName) as OrgPickerName[]).map((name) => [name, ((value) => createElement(OrgPickedNames, { name, value })) satisfies CellRenderer]),
);
