/** Bad input on the current-user and reminder calls: any body, any path segment — the envelope, never a server fault. */
import { fc } from '@fast-check/vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema';
import { STAFF, createTestServer, tokenFor, type TestServer } from '../harness';

const CALLS: [string, string][] = [
  ['PUT', '/api/permission/Users/Current/BaseInfo'],
  ['POST', '/api/permission/Users/Current/Actions/ModifyPassword'],
  ['PUT', '/api/permission/Users/Current/SystemTheme'],
  ['PUT', '/api/permission/Users/Current/SystemLanguage'],
  ['PUT', '/api/permission/Users/Current/major'],
];

describe('bad input on the current-user calls', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await createTestServer('pglite');
    token = await tokenFor(server.app, STAFF);
  });
  afterAll(async () => {
    await server.close();
  });

  const body = fc.oneof(
    fc.json(),
    fc.string(),
    fc.record({ realName: fc.anything(), gender: fc.anything(), email: fc.anything(), theme: fc.anything(), language: fc.anything(), majorId: fc.anything(), majorType: fc.anything() }, { requiredKeys: [] }),
    fc.record({ password: fc.anything(), oldPassword: fc.anything(), code: fc.anything(), timestamp: fc.anything(), passwordShape: fc.anything() }, { requiredKeys: [] }),
  );

  it('answers every random body with an envelope and never a server fault, and leaves the password alone', async () => {
    const [before] = await server.database.db.select().from(users).where(eq(users.account, 'staff'));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CALLS), body, async ([method, path], payload) => {
        const response = await server.app.request(path, {
          method,
          headers: { authorization: token, 'content-type': 'application/json' },
          body: typeof payload === 'string' ? payload : JSON.stringify(payload),
        });
        expect(response.status).toBe(200);
        const answer = (await response.json()) as { code: number; msg: string };
        expect(answer.code).not.toBe(500);
        expect(typeof answer.msg).toBe('string');
      }),
      // Found by this property: an object whose toString is not a function was quoted back with String() and threw.
      { numRuns: 120, examples: [[['PUT', '/api/permission/Users/Current/major'], { majorType: { toString: false } }], [['PUT', '/api/permission/Users/Current/SystemTheme'], { theme: { toString: 1 } }]] },
    );
    const [after] = await server.database.db.select().from(users).where(eq(users.account, 'staff'));
    expect(after!.passwordHash).toBe(before!.passwordHash);
  });

  it('answers odd reminder ids with the catalogued refusal', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 20 }).filter((ids) => !/^[01](,[01])?$/.test(ids)), async (ids) => {
        const response = await server.app.request(`/api/eam/PublicApi/createUpReminderLog/${encodeURIComponent(ids)}`, { method: 'POST', headers: { authorization: token } });
        const answer = (await response.json()) as { code: number };
        expect(answer.code).not.toBe(500);
        expect(answer.code).not.toBe(200);
      }),
      { numRuns: 60 },
    );
  });
});
