/**
 * The data-interface module's row actions, contributed to the runtime registry (src/modules/registry.ts):
 * "preview" opens the test dialog (./PreviewDialog.tsx), "log" the call log (./LogDialog.tsx). Both are guarded by
 * the codes schemas/dataInterface.json names; the server lets anyone with the screen's list permission run them.
 */
import type { RowActionDefinition } from '../../../runtime/react/registry';
import { LogDialog } from './LogDialog';
import { PreviewDialog } from './PreviewDialog';

/** The row actions of the data-interface screen. */
export const dataInterfaceRowActions: Record<string, RowActionDefinition> = {
  preview: {
    permission: { key: 'preview', defaultCode: 'btn_edit' },
    label: ({ t }) => t('dataInterface.preview'),
    run: (action) => action.openDialog(),
    dialog: PreviewDialog,
  },
  log: {
    permission: { key: 'log', defaultCode: 'btn_edit' },
    label: ({ t }) => t('dataInterface.log'),
    run: (action) => action.openDialog(),
    dialog: LogDialog,
  },
};
