/**
 * The standard registry: the standard widgets, cell renderers (the widget kit's file and rich-text cells among them) and row actions, and no compute rules (those are
 * modules' contributions). The app extends it with its modules' parts (src/modules/registry.ts).
 */
import { standardRowActions } from '../runtime/react/list/row-actions';
import { createRegistry, type Registry } from '../runtime/react/registry';
import { standardCells } from '../runtime/react/table/cells';
import { fileCells } from './file-cells';
import { standardWidgets } from './index';
import { peoplePickerCells } from './pickers';
import { addressCells } from './address';
import { dataPickerCells } from './data-picker';
import { orgPickerCells } from './org-pickers';
import { referenceCells } from './reference';

/** A new registry with the standard parts. */
export function createStandardRegistry(): Registry {
  return createRegistry({ widgets: standardWidgets, cells: { ...standardCells, ...fileCells, ...peoplePickerCells, ...addressCells, ...orgPickerCells, ...dataPickerCells, ...referenceCells }, rowActions: standardRowActions });
}
