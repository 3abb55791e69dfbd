/**
 * The address picker's registry parts: the `address` widget, and a cell of the same name that shows a stored value
 * by its names (the detail view looks a widget's cell up by the widget's name; a list column names it in `render`).
 */
import { createElement } from 'react';
import type { CellRenderer, FormWidget } from '../../runtime/react/registry';
import { AddressNames, AddressWidget } from './AddressWidget';

/** The address widget by its name. */
export const addressWidgets = { address: AddressWidget } satisfies Record<string, FormWidget>;

/** The address cell by the widget's name. */
export const addressCells: Record<string, CellRenderer> = {
  address: (value, { t }) => createElement(AddressNames, { value, t }),
};
