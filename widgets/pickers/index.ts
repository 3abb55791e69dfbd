/**
 * The people pickers' registry parts: the widgets by their names, and cells under the same names that show a stored
 * value by its names (the detail view looks a widget's cell up by the widget's name; a list column names it in
 * `render`).
 */
import { createElement } from 'react';
import type { CellRenderer, FormWidget } from '../../runtime/react/registry';
import { PickedNames } from './PickedNames';
import { ApproverSelectWidget, PEOPLE_PICKER_KINDS, PosSelectWidget, RoleSelectWidget, UserSelectWidget, UsersSelectWidget } from './PeoplePickers';

/** The people picker widgets. */
export const peoplePickerWidgets = {
  approverSelect: ApproverSelectWidget,
  userSelect: UserSelectWidget,
  usersSelect: UsersSelectWidget,
  roleSelect: RoleSelectWidget,
  posSelect: PosSelectWidget,
} satisfies Record<keyof typeof PEOPLE_PICKER_KINDS, FormWidget>;

/** Cells showing a picker's value by its names. */
export const peoplePickerCells: Record<string, CellRenderer> = Object.fromEntries(
  Object.entries(PEOPLE_PICKER_KINDS).map(([name, kind]) => [name, ((value, { t }) => createElement(PickedNames, { value, kind, t })) satisfies CellRenderer]),
);
