/**
 * The data pickers' registry parts: the `popupSelect`, `autoComplete` and `relationForm` widgets, and the
 * `popupSelect` and `relationForm` cells that show a stored value by its label (the detail view looks a widget's cell
 * up by the widget's name; a list column names it in `render`).
 */
import { createElement } from 'react';
import type { CellRenderer, FormWidget } from '../../runtime/react/registry';
import { AutoCompleteWidget } from './AutoCompleteWidget';
import { PopupSelectNames, PopupSelectWidget } from './PopupSelectWidget';
import { RelationFormWidget, RelationNames } from './RelationFormWidget';

/** The widgets by their names. */
export const dataPickerWidgets = { popupSelect: PopupSelectWidget, autoComplete: AutoCompleteWidget, relationForm: RelationFormWidget } satisfies Record<string, FormWidget>;

/** The popup value's cell by the widget's name. */
export const dataPickerCells: Record<string, CellRenderer> = {
  popupSelect: (value, cell) => createElement(PopupSelectNames, { value, props: cell.field?.props ?? (cell.column as { props?: Record<string, unknown> }).props }),
  // A list column gets the form field; the detail view passes the field's props on its column.
  relationForm: (value, cell) => createElement(RelationNames, { value, props: cell.field?.props ?? (cell.column as { props?: Record<string, unknown> }).props }),
};
