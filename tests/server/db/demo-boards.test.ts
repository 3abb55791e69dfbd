/**
 * The demo report and portal (issue 9 §8) reach data directories made before they existed: the next start adds and
 * releases whichever is missing, but never one an administrator deleted, and never one whose model is gone.
 */
import { eq } from 'drizzle-orm';
import { dataReports, portals, visualDevs } from '../../../server/db/schema';
import { DEMO_PORTAL_ID, DEMO_REPORT_ID, seedDemoBoards } from '../../../server/db/seed/demo-boards';
import { seedDatabase } from '../../../server/db/seed/seed';
import { ADMIN, DATABASES, STAFF, call, createTestServer, tokenFor, type TestServer } from '../harness';

describe.each(DATABASES)('demo report and portal on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  }, 240_000);
  afterAll(async () => {
    await server.close();
  });
  const db = () => server.database.db;
  const restart = () => seedDatabase(db(), { adminPassword: ADMIN.password, staffPassword: STAFF.password, passwordIterations: 1000 });
  const reportRow = async () => (await db().select().from(dataReports).where(eq(dataReports.id, DEMO_REPORT_ID)))[0];
  const portalRow = async () => (await db().select().from(portals).where(eq(portals.id, DEMO_PORTAL_ID)))[0];

  it('adds and releases the missing demo report and portal on the next start of an older data directory', async () => {
    // The data directory as an earlier version made it: no report, no portal.
    await db().delete(portals).where(eq(portals.id, DEMO_PORTAL_ID));
    await db().delete(dataReports).where(eq(dataReports.id, DEMO_REPORT_ID));
    expect(await restart()).toBe(false);
    expect(await reportRow()).toMatchObject({ fullName: '资产领用统计', state: 1, releasedDefinition: expect.any(Object) });
    expect(await portalRow()).toMatchObject({ fullName: '资产门户', state: 1, releasedDefinition: expect.any(Object) });
    const token = await tokenFor(server.app, ADMIN);
    expect(await call(server.app, `/api/visualdev/DataReport/${DEMO_REPORT_ID}/Data`, { token, method: 'POST', body: {} })).toMatchObject({ code: 200 });
    // Present: nothing more is added, and what is there is left alone.
    await db().update(dataReports).set({ fullName: '改过的报表' }).where(eq(dataReports.id, DEMO_REPORT_ID));
    expect(await seedDemoBoards(db(), new Date())).toEqual([]);
    expect((await reportRow())!.fullName).toBe('改过的报表');
  });

  it('never brings back a demo board an administrator deleted', async () => {
    const token = await tokenFor(server.app, ADMIN);
    expect(await call(server.app, `/api/visualdev/Portal/${DEMO_PORTAL_ID}`, { token, method: 'DELETE' })).toMatchObject({ code: 200 });
    expect(await restart()).toBe(false);
    expect(await portalRow()).toBeUndefined();
    expect(await reportRow()).toBeDefined();
  });

  it('adds no report whose model is gone', async () => {
    await db().delete(dataReports).where(eq(dataReports.id, DEMO_REPORT_ID));
    const [model] = await db().select().from(visualDevs).where(eq(visualDevs.id, 'vd_asset_requisition'));
    await db().delete(visualDevs).where(eq(visualDevs.id, 'vd_asset_requisition'));
    try {
      expect(await seedDemoBoards(db(), new Date())).toEqual([]);
      expect(await reportRow()).toBeUndefined();
    } finally {
      await db().insert(visualDevs).values(model!);
    }
    expect(await seedDemoBoards(db(), new Date())).toEqual([DEMO_REPORT_ID]);
  });
});
