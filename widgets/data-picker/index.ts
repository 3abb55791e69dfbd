/**
 * The data-interface pickers' registry parts: the `popupSelect` and `autoComplete` widgets, and a `popupSelect` cell
 * that shows a stored value by its label (the detail view looks a widget's cell up by the widget's name).
 */
import { createElement } from 'react';
import type { CellRenderer, FormWidget } from '../../runtime/react/registry';
import { AutoCompleteWidget } from './AutoCompleteWidget';
import { PopupSelectNames, PopupSelectWidget } from './PopupSelectWidget';

/** The widgets by their names. */
export const dataPickerWidgets = { popupSelect: PopupSelectWidget, autoComplete: AutoCompleteWidget } satisfies Record<string, FormWidget>;

/** The popup value's cell by the widget's name. */
export const dataPickerCells: Record<string, CellRenderer> = {
  popupSelect: (value, cell) => createElement(PopupSelectNames, { value, props: (cell.column as { props?: Record<string, unknown> }).props }),
};
