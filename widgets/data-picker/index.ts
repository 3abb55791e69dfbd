/**
 * The data pickers' registry parts: the `popupSelect`, `autoComplete` and `relationForm` widgets, and the
 * `popupSelect` and `relationForm` cells that show a stored value by the display value the server answers for it
 * (the detail view looks a widget's cell up by the widget's name; a list column names it in `render`). A related
 * record's cell links to its read-only detail by the id answered beside it (`field_id`).
 */
import { createElement } from 'react';
import { idKeyOf } from '../../runtime/core/lowcode/picked-values';
import { cellText } from '../../runtime/core/pickers/data-source';
import type { CellRenderer, FormWidget } from '../../runtime/react/registry';
import { AutoCompleteWidget } from './AutoCompleteWidget';
import { PopupSelectWidget } from './PopupSelectWidget';
import { RelationFormWidget, RelationLink } from './RelationFormWidget';

/** The widgets by their names. */
export const dataPickerWidgets = { popupSelect: PopupSelectWidget, autoComplete: AutoCompleteWidget, relationForm: RelationFormWidget } satisfies Record<string, FormWidget>;

/** The data pickers' cells by the widget's name. */
export const dataPickerCells: Record<string, CellRenderer> = {
  popupSelect: (value) => createElement('span', { className: 'klx-popup-names' }, cellText(value)),
  // A list column gets the form field; the detail view passes the field's props on its column.
  relationForm: (value, cell) => {
    const props = cell.field?.props ?? (cell.column as { props?: Record<string, unknown> }).props;
    return createElement(RelationLink, {
      label: cellText(value),
      modelId: typeof props?.modelId === 'string' ? props.modelId : '',
      recordId: cellText(cell.row[idKeyOf(cell.column.field)]),
    });
  },
};
