/**
 * The reference field's registry parts: the `reference` widget, and a `reference` cell that shows a stored id by
 * the referenced record's label (the detail view looks a widget's cell up by the widget's name; a list column names
 * it in `render`). The cell finds the referenced screen in the column's form field.
 */
import { createElement } from 'react';
import type { CellRenderer, FormWidget } from '../../runtime/react/registry';
import { ReferenceLabel, ReferenceWidget } from './ReferenceWidget';

/** The widget by its name. */
export const referenceWidgets = { reference: ReferenceWidget } satisfies Record<string, FormWidget>;

/** The cell by the widget's name. */
export const referenceCells: Record<string, CellRenderer> = {
  reference: (value, cell) => createElement(ReferenceLabel, { screen: cell.field?.reference?.screen, value, t: cell.t }),
};
