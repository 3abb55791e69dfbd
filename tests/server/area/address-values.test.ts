/**
 * Address values judged when a record is saved (server/modules/resource/address-values.ts) on a schema-only screen
 * (tests/fixtures/address-schemas/siteVisit.json): a single address is one id-path down to a district (level 2), a
 * multiple one a list of unique paths down to cities (level 1); every path must be a real chain of areas ending
 * where the picker allows. A refusal names the field in the caller's language and changes nothing.
 */
import path from 'node:path';
import { DEFAULT_SCHEMA_DIR } from '../../../server/schemas/loader';
import { ADMIN, DATABASES, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

const API = '/api/eam/SiteVisit';
const FIXTURES = path.resolve('tests/fixtures/address-schemas');

describe.each(DATABASES)('address values on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await createTestServer(kind, { schemaDirs: [DEFAULT_SCHEMA_DIR, FIXTURES] });
    admin = await tokenFor(server.app, ADMIN);
  }, 240_000);
  afterAll(() => server.close());

  const save = (body: Record<string, unknown>, lang = 'zh-CN') => call<{ id: string }>(server.app, API, { token: admin, method: 'POST', body, headers: { 'accept-language': lang } });

  it('stores a district path and unique city paths as sent', async () => {
    const saved = await save({ fullName: '走访一', address: ['44', '4401', '440106'], regions: [['11', '1101'], ['44', '4401']] });
    expect(saved.code, saved.msg).toBe(200);
    const record = await call<Record<string, unknown>>(server.app, `${API}/${saved.data!.id}`, { token: admin });
    expect(record.data).toMatchObject({ address: ['44', '4401', '440106'], regions: [['11', '1101'], ['44', '4401']] });
  });

  it.each([
    ['a path that is no chain', { address: ['44', '1101', '110101'] }, '地址'],
    ['a path that stops above the level', { address: ['44', '4401'] }, '地址'],
    ['an unknown id', { address: ['44', '4401', '999999'] }, '地址'],
    ['a path below the level', { regions: [['44', '4401', '440106']] }, '覆盖地区'],
    ['duplicate paths', { regions: [['11', '1101'], ['11', '1101']] }, '覆盖地区'],
    ['paths in a single field', { address: [['44', '4401', '440106']] }, '地址'],
  ])('refuses %s and changes nothing', async (_name, values, label) => {
    const before = await tableDigest(server.database);
    const answer = await save({ fullName: '走访二', ...values });
    expect(answer.code).toBe(400);
    expect(answer.msg).toBe(`${label}：所选地址无效`);
    expect(await tableDigest(server.database)).toBe(before);
  });

  it('names the field in the caller\'s language', async () => {
    const answer = await save({ fullName: 'x', address: ['nope'] }, 'en');
    expect(answer.msg).toBe('Address: the chosen address is not valid');
  });
});
