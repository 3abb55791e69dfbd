/**
 * Organisation, department and group picker values judged when a record is saved
 * (server/modules/resource/org-picker-values.ts) on a schema-only screen (tests/fixtures/address-schemas/siteVisit.json):
 * an organisation picker takes any organisation, a department picker only departments, a group picker groups that
 * exist, one id or (multiple) unique ids; a numeric range is [min, max] with the minimum not above the maximum. A
 * refusal names the field and changes nothing.
 */
import path from 'node:path';
import { DEFAULT_SCHEMA_DIR } from '../../../server/schemas/loader';
import { ADMIN, DATABASES, call, createTestServer, tableDigest, tokenFor, type TestServer } from '../harness';

const API = '/api/eam/SiteVisit';
const FIXTURES = path.resolve('tests/fixtures/address-schemas');

describe.each(DATABASES)('organisation, department and group picker values on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let groupId: string;
  beforeAll(async () => {
    server = await createTestServer(kind, { schemaDirs: [DEFAULT_SCHEMA_DIR, FIXTURES] });
    admin = await tokenFor(server.app, ADMIN);
    const group = await call<{ id: string }>(server.app, '/api/permission/Group', { token: admin, method: 'POST', body: { fullName: '巡检组', enCode: 'inspect' } });
    groupId = group.data!.id;
  }, 240_000);
  afterAll(() => server.close());

  const save = (body: Record<string, unknown>) => call<{ id: string }>(server.app, API, { token: admin, method: 'POST', body });

  it('stores ids that exist', async () => {
    const saved = await save({ fullName: '走访', owner: 'org_company', dept: 'org_it', teams: [groupId] });
    expect(saved.code, saved.msg).toBe(200);
    const record = await call<Record<string, unknown>>(server.app, `${API}/${saved.data!.id}`, { token: admin });
    expect(record.data).toMatchObject({ owner: 'org_company', dept: 'org_it', teams: [groupId] });
  });

  it.each([
    ['an unknown organisation', { owner: 'nope' }, '负责组织'],
    ['a company as a department', { dept: 'org_company' }, '负责部门'],
    ['an unknown group', { teams: ['nope'] }, '参与分组'],
    ['a group twice', { teams: ['g', 'g'] }, '参与分组'],
  ])('refuses %s and changes nothing', async (_name, values, label) => {
    const before = await tableDigest(server.database);
    const answer = await save({ fullName: '走访二', ...values });
    expect(answer.code).toBe(400);
    expect(answer.msg).toBe(`${label}：所选项不存在`);
    expect(await tableDigest(server.database)).toBe(before);
  });
});

describe.each(DATABASES)('numeric range values on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await createTestServer(kind, { schemaDirs: [DEFAULT_SCHEMA_DIR, FIXTURES] });
    admin = await tokenFor(server.app, ADMIN);
  }, 240_000);
  afterAll(() => server.close());
  const save = (body: Record<string, unknown>) => call<{ id: string }>(server.app, API, { token: admin, method: 'POST', body });

  it('stores a range with an open end', async () => {
    const saved = await save({ fullName: '区间', budget: [100, null] });
    expect(saved.code, saved.msg).toBe(200);
    expect((await call<Record<string, unknown>>(server.app, `${API}/${saved.data!.id}`, { token: admin })).data).toMatchObject({ budget: [100, null] });
  });

  it.each([
    ['a minimum above the maximum', [5, 1]],
    ['one end only', [5]],
    ['a text end', ['5', 6]],
  ])('refuses %s and changes nothing', async (_name, budget) => {
    const before = await tableDigest(server.database);
    const answer = await save({ fullName: '区间二', budget });
    expect(answer.code).toBe(400);
    expect(answer.msg).toBe('预算区间：最小值不能大于最大值');
    expect(await tableDigest(server.database)).toBe(before);
  });
});
