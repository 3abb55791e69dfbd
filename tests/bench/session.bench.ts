/**
 * Benchmarks of the session paths every page load takes (run with `npm run bench`): CurrentUser and an
 * authenticated call, on in-memory PGlite, through the real app. Sign-in is dominated by PBKDF2 by design.
 */
import { bench, describe } from 'vitest';
import { ADMIN, STAFF, createTestServer, tokenFor } from '../server/harness';

const server = await createTestServer('pglite');
const adminToken = await tokenFor(server.app, ADMIN);
const staffToken = await tokenFor(server.app, STAFF);

describe('session', () => {
  bench('CurrentUser (admin, full menu)', async () => {
    await server.app.request('/api/oauth/CurrentUser', { headers: { authorization: adminToken } });
  });
  bench('CurrentUser (staff, granted subset)', async () => {
    await server.app.request('/api/oauth/CurrentUser', { headers: { authorization: staffToken } });
  });
  bench('authenticated call answering 404 (session check only)', async () => {
    await server.app.request('/api/none', { headers: { authorization: staffToken } });
  });
});
