/**
 * The menu module's row action, contributed to the runtime registry (src/modules/registry.ts): "permissionItems"
 * opens a menu entry's buttons, list columns and form fields (PermissionItemsDialog). Its button code is the
 * schema's `permissions.permissionItems` (btn_edit in schemas/menu.json); the server guards the item calls alike.
 */
import type { RowActionDefinition } from '../../../runtime/react/registry';
import { PermissionItemsDialog } from './PermissionItemsDialog';

/** The row actions of the menu screen. */
export const menuRowActions: Record<string, RowActionDefinition> = {
  permissionItems: {
    permission: { key: 'permissionItems', defaultCode: 'btn_edit' },
    label: ({ t }) => t('menu.items'),
    run: (action) => action.openDialog(),
    dialog: PermissionItemsDialog,
  },
};
