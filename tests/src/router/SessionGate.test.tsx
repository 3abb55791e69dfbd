// @vitest-environment jsdom
/** The guard applies the language the user saved on the server when this browser has none chosen. */
import { screen } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema';
import { STAFF, tokenFor } from '../../server/harness';
import { renderSignedInAt, useBackend } from '../render-app';

const backend = useBackend();

describe('SessionGate', () => {
  it('switches to the saved language of the user after loading the user info', async () => {
    await backend.server.database.db.update(users).set({ language: 'en' }).where(eq(users.account, 'staff'));
    renderSignedInAt('/home', await tokenFor(backend.server.app, STAFF));
    expect(await screen.findByText('Hello, 张敏', {}, { timeout: 10_000 })).toBeTruthy();
    expect(localStorage.getItem('klx_language')).toBe('"en"');
  });
});
