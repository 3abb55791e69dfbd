/**
 * The users module's own actions on the users screen, guarded like the engine's: the key of the schema's
 * `permissions` and the button code when it names none — the same as the client's row actions
 * (src/modules/users/row-actions.ts).
 */
import type { ModuleAction } from '../resource/registry';

/** Reset a user's password (POST {api}/{id}/Actions/ResetPassword). */
export const RESET_PASSWORD: ModuleAction = { key: 'resetPassword', defaultCode: 'btn_resetPassword' };

/** Unlock a locked user (PUT {api}/{id}/Actions/unlock). */
export const UNLOCK: ModuleAction = { key: 'unlock', defaultCode: 'btn_unlock' };
