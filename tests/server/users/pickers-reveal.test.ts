/**
 * Pickers reveal only what they show (issue 8 §12): the user picker's keyword searches names and accounts, never
 * mobile numbers it does not answer; the bill-rule picker answers a rule's name, code and category only.
 */
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema';
import { DATABASES, STAFF, call, createTestServer, tokenFor, type TestServer } from '../harness';

describe.each(DATABASES)('pickers on %s', (kind) => {
  let server: TestServer;
  let staff: string;
  beforeAll(async () => {
    server = await createTestServer(kind);
    staff = await tokenFor(server.app, STAFF);
    await server.database.db.update(users).set({ mobilePhone: '13987654321' }).where(eq(users.account, 'admin'));
  }, 300_000);
  afterAll(async () => {
    await server.close();
  });

  it('does not let a mobile-number keyword find anyone in the user pickers', async () => {
    for (const path of ['/api/permission/Users/All', '/api/permission/Users/Selector']) {
      const byNumber = await call<{ list: { id: string; children?: unknown[] }[] }>(server.app, `${path}?keyword=1398765`, { token: staff });
      expect(byNumber.code).toBe(200);
      expect(JSON.stringify(byNumber.data)).not.toContain('user_admin');
      const byAccount = await call<{ list: unknown[] }>(server.app, `${path}?keyword=admin`, { token: staff });
      expect(JSON.stringify(byAccount.data)).toContain('user_admin');
    }
  });

  it('answers only the fields the bill-rule picker shows', async () => {
    const answer = await call<{ list: Record<string, unknown>[] }>(server.app, '/api/system/BillRule/Selector?pageSize=500', { token: staff });
    expect(answer.code).toBe(200);
    expect(answer.data!.list.length).toBeGreaterThan(0);
    // Spec 02's business-rule template: name, code, category and the serial start number.
    for (const rule of answer.data!.list) expect(Object.keys(rule).sort()).toEqual(expect.arrayContaining(['enCode', 'fullName', 'id', 'startNumber']));
    for (const rule of answer.data!.list) for (const key of Object.keys(rule)) expect(['id', 'fullName', 'enCode', 'category', 'startNumber']).toContain(key);
  });
});
