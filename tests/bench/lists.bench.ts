/**
 * Benchmarks of the list calls a screen makes on opening (run with `npm run bench`), on in-memory PGlite through
 * the real app: the guard (session, page, buttons and column/form items), the list query, and the field filter.
 */
import { bench, describe } from 'vitest';
import { ADMIN, STAFF, createTestServer, tokenFor } from '../server/harness';

const server = await createTestServer('pglite');
const adminToken = await tokenFor(server.app, ADMIN);
const staffToken = await tokenFor(server.app, STAFF);

describe('lists', () => {
  bench('positions tree (staff, column permission in use)', async () => {
    await server.app.request('/api/eam/EamPosition', { headers: { authorization: staffToken } });
  });
  bench('positions tree (admin)', async () => {
    await server.app.request('/api/eam/EamPosition', { headers: { authorization: adminToken } });
  });
  bench('asset categories tree (admin)', async () => {
    await server.app.request('/api/eam/EamDatatype', { headers: { authorization: adminToken } });
  });
  bench('users page (admin)', async () => {
    await server.app.request('/api/permission/Users?currentPage=1&pageSize=20', { headers: { authorization: adminToken } });
  });
});
