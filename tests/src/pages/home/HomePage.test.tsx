// @vitest-environment jsdom
/** The home page against the real server in-process: the last sign-in reads as a place, not a raw address. */
import { screen } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { users } from '../../../../server/db/schema';
import { ADMIN, tokenFor } from '../../../server/harness';
import { renderSignedInAt, useBackend } from '../../render-app';

const backend = useBackend();

describe('HomePage', () => {
  it.each([
    ['::1', '本机'],
    ['127.0.0.1', '本机'],
    ['10.0.0.1', '10.0.0.1 (内网)'],
  ])('shows a last sign-in from %s as "%s" (issue 14)', async (address, shown) => {
    const token = await tokenFor(backend.server.app, ADMIN);
    await backend.server.database.db.update(users).set({ prevLoginIp: address, prevLoginTime: new Date() }).where(eq(users.account, 'admin'));
    renderSignedInAt('/home', token);
    const lastLogin = await screen.findByTestId('home-last-login', {}, { timeout: 15_000 });
    expect(lastLogin.textContent).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d ${shown.replace(/[.()]/g, '\\$&')}$`));
  });
});
