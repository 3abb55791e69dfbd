/**
 * Fuzzes every registered API route (issue 8 §6): the routes are read from the app itself (`app.routes`), so a
 * route added later is walked without touching this file. Each route is called as the administrator, as staff and
 * anonymously, with fast-check path ids, queries and bodies — wrong types, NUL, lone surrogates, deep nesting, huge
 * strings, prototype keys. Every answer must be the envelope (or, for a file route, a non-5xx answer), never code
 * 500, and a refused write must leave the database as it was. Runs are bounded per route (KLX_FUZZ_RUNS, default 3)
 * so the whole walk stays fast enough for CI.
 */
import { fc } from '@fast-check/vitest';
import { createSessionService } from '../../../server/auth/session-service';
import { DATABASES, createTestServer, tableDigest, type TestServer } from '../harness';

const RUNS = Number(process.env.KLX_FUZZ_RUNS) || 3;

const nasty = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('a\u0000b', 'x\ud800y', '\udc00', '__proto__', 'constructor', 'prototype', '-1', '0', '../..', '%', '%zz', "'; drop table base_user; --"),
  fc.constant('h'.repeat(20_000)),
  fc.integer().map(String),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(nasty, nasty, { maxKeys: 3 }),
);
const FIELDS = ['account', 'password', 'realName', 'fullName', 'enCode', 'parentId', 'id', 'code', 'timestamp', 'roleId', 'positionId', 'organizeId', 'organizeIdTree', 'headIcon', 'theme', 'language', 'majorType', 'majorId', 'userPassword', 'oldPassword', 'enabledMark', 'keyword', 'dictionaryTypeId', '__proto__', 'constructor'];

/** A JSON body as text, so that nesting deeper than JSON.stringify can take is sent too. */
const jsonBody = fc.oneof(
  fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), nasty), value, { maxKeys: 6 }).map((body) => JSON.stringify(body)),
  fc.constantFrom(`{"realName":${'['.repeat(20_000)}${']'.repeat(20_000)}}`, '[1,2]', '"text"', '{"a":', 'null', '{"__proto__":{"isAdministrator":true}}'),
);
const formBody = fc.dictionary(fc.constantFrom(...FIELDS), nasty, { maxKeys: 5 }).map((body) => new URLSearchParams(body).toString());
const query = fc.dictionary(fc.constantFrom('keyword', 'currentPage', 'pageSize', 'sidx', 'sort', 'organizeId', 'typeId', 'ids', '__proto__'), nasty, { maxKeys: 3 });

/** A path segment as it goes on the wire (a lone surrogate cannot be percent-encoded: its UTF-8 bytes are sent). */
function encodeSegment(segment: string): string {
  try {
    return encodeURIComponent(segment);
  } catch {
    return '%ED%A0%80';
  }
}

describe.each(DATABASES)('every route under fuzzed input on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  }, 300_000);
  afterAll(async () => {
    await server.close();
  });

  const fingerprint = () => tableDigest(server.database);

  it('answers every route with the envelope, never 500, and changes nothing it refuses', async () => {
    const routes = [...new Map(server.app.routes.filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL').map((route) => [`${route.method} ${route.path}`, route])).values()];
    // The walk covers what the app registers, including routes other modules add later.
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(expect.arrayContaining(['POST /api/oauth/Login', 'PUT /api/permission/Users/:id', 'GET /api/file/ImageCode/:random']));
    const sessions = createSessionService(server.database.db);
    const tokenOf = async (userId: string) => (await sessions.create(userId, { ip: '10.9.9.9', userAgent: 'fuzz', lifetimeMinutes: 60 })).token;

    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom<'admin' | 'staff' | 'anonymous'>('admin', 'staff', 'anonymous'),
          fc.array(nasty, { minLength: 3, maxLength: 3 }),
          query,
          fc.oneof(jsonBody.map((text) => ({ type: 'application/json', text })), formBody.map((text) => ({ type: 'application/x-www-form-urlencoded', text }))),
          async (role, ids, search, body) => {
            let n = 0;
            const path = route.path.replace(/:[A-Za-z0-9_]+(\{[^}]*\})?\??/g, () => encodeSegment(ids[n++ % ids.length]!));
            const url = `${path}?${Object.entries(search).map(([key, text]) => `${encodeSegment(key)}=${encodeSegment(text)}`).join('&')}`;
            const headers: Record<string, string> = {};
            if (role !== 'anonymous') headers.authorization = await tokenOf(role === 'admin' ? 'user_admin' : 'user_staff');
            const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
            if (hasBody) headers['content-type'] = body.type;
            const before = hasBody ? await fingerprint() : '';
            const response = await server.app.request(url, { method: route.method, headers, body: hasBody ? body.text : undefined });
            const where = `${route.method} ${url.slice(0, 120)} as ${role}`;
            expect(response.status, where).toBeLessThan(500);
            if ((response.headers.get('content-type') ?? '').includes('application/json')) {
              const answer = (await response.json()) as { code: unknown; msg: unknown };
              expect(typeof answer.code, where).toBe('number');
              expect(typeof answer.msg, where).toBe('string');
              expect(answer.code, `${where}: ${String(answer.msg)}`).not.toBe(500);
              if (hasBody && answer.code !== 200) expect(await fingerprint(), `${where} changed data: ${String(answer.msg)}`).toBe(before);
            } else {
              await response.arrayBuffer();
            }
          },
        ),
        { numRuns: RUNS },
      );
    }
  }, 900_000);
});
