/**
 * Read-only model fields (kept by the server, never taken from a request) show in the form but cannot be typed:
 * the users dialog's isLogin (has signed in at least once) is shown disabled when adding and when editing, while the
 * dialog's editable fields stay editable.
 */
import type { ScreenSchema } from '../../../../runtime/core/schema/types';
import { buildUiSchema } from '../../../../runtime/react/form/ui-schema';
import usersSchema from '../../../../schemas/users.json';

const t = (key: string) => key;
const state = (mode: 'add' | 'edit') => ({ mode, hidden: new Set<string>(), ruleHidden: new Set<string>() });

describe('read-only fields in the form', () => {
  it.each(['add', 'edit'] as const)('shows the users dialog’s isLogin disabled and the account editable (%s)', (mode) => {
    const ui = buildUiSchema(usersSchema as unknown as ScreenSchema, t, state(mode));
    expect(ui.isLogin?.['ui:disabled']).toBe(true);
    expect(ui.account?.['ui:disabled']).toBeUndefined();
  });
});
