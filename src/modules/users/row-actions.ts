/**
 * The users module's row actions, contributed to the runtime registry (src/modules/registry.ts): "resetPassword"
 * opens the reset-password dialog, "unlock" confirms and calls `PUT {api}/{id}/Actions/unlock`. Their button codes
 * default to btn_resetPassword and btn_unlock — the same keys and defaults the server's users routes guard with
 * (server/modules/users/actions.ts).
 */
import { pathSegment } from '../../../runtime/core/routing/path-segment';
import { confirmThen } from '../../../runtime/react/list/row-actions';
import type { RowActionDefinition } from '../../../runtime/react/registry';
import { ResetPasswordDialog } from './ResetPasswordDialog';

/** The row actions of the users screen. */
export const userRowActions: Record<string, RowActionDefinition> = {
  resetPassword: {
    permission: { key: 'resetPassword', defaultCode: 'btn_resetPassword' },
    label: ({ t }) => t('common.resetPassword'),
    run: (action) => action.openDialog(),
    dialog: ResetPasswordDialog,
  },
  unlock: {
    permission: { key: 'unlock', defaultCode: 'btn_unlock' },
    label: ({ t }) => t('common.unlock'),
    run: (action) =>
      void confirmThen(
        action.host,
        action.t,
        action.t('common.unlockConfirm'),
        () => action.host.data.request('PUT', `${action.schema.resource.api}/${pathSegment(action.id)}/Actions/unlock`),
        'common.unlockSuccess',
        action.reload,
      ),
  },
};
