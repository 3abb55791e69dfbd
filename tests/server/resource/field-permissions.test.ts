/**
 * Column and form-field permission on the server (server/modules/permission/field-access.ts), the same rule the
 * client filters by (runtime/react/permissions.ts): a kind is in use on a screen only when the caller's grants on
 * the route's module name one of the screen's columns (form fields); then list answers carry only the granted
 * columns, one-record answers and exports only the granted form fields, and writes ignore the other fields.
 * Embedded screens are exempt; administrators see everything.
 */
import fc from 'fast-check';
import { fc as fcv, test } from '@fast-check/vitest';
import { and, eq, like } from 'drizzle-orm';
import { authorizations, records } from '../../../server/db/schema';
import {
  fieldAccess,
  routeFieldGrants,
  withoutHiddenColumns,
  withoutHiddenFormFields,
  type FieldGrants,
} from '../../../server/modules/permission/field-access';
import type { Grants } from '../../../server/modules/permission/grants';
import { ADMIN, DATABASES, STAFF, call, createTestServer, screensOf, tokenFor, type TestServer } from '../harness';

const screens = screensOf();
const schemaOf = (id: string) => screens.byId.get(id)!.schema;
const columnsOf = (id: string) => schemaOf(id).list.columns.map((column) => column.field);
const formFieldsOf = (id: string) => schemaOf(id).form.fields.map((field) => field.name);

const sameSet = (a: Iterable<string>, b: Iterable<string>) => expect([...new Set(a)].sort()).toEqual([...new Set(b)].sort());

describe('fieldAccess', () => {
  const schema = { list: { columns: ['a', 'b', 'c'].map((field) => ({ field })) }, form: { fields: ['a', 'x', 'y'].map((name) => ({ name })) } } as unknown as Parameters<
    typeof fieldAccess
  >[0];
  const codes = fcv.subarray(['a', 'b', 'c', 'x', 'y', 'other']);

  test.prop([codes, codes])('hides the kinds not granted, or nothing of a kind none of whose names is granted', (columnCodes, formCodes) => {
    const access = fieldAccess(schema, { column: new Set(columnCodes), form: new Set(formCodes) });
    const expectHidden = (names: string[], granted: string[], hidden: ReadonlySet<string>) => {
      const shown = names.filter((name) => granted.includes(name));
      sameSet(hidden, shown.length === 0 ? [] : names.filter((name) => !granted.includes(name)));
    };
    expectHidden(['a', 'b', 'c'], columnCodes, access.hiddenColumns);
    expectHidden(['a', 'x', 'y'], formCodes, access.hiddenFormFields);
  });

  test.prop([codes, codes])('hides nothing from administrators nor on embedded screens', (columnCodes, formCodes) => {
    const grants: FieldGrants = { column: new Set(columnCodes), form: new Set(formCodes) };
    for (const access of [fieldAccess(schema, 'all'), fieldAccess({ ...schema, embedded: true }, grants)]) {
      expect(access.hiddenColumns.size + access.hiddenFormFields.size).toBe(0);
    }
  });

  test.prop([codes, codes])('keeps out of list rows every hidden column and every hidden form field that is not a shown column', (columnCodes, formCodes) => {
    const access = fieldAccess(schema, { column: new Set(columnCodes), form: new Set(formCodes) });
    const row = { id: '1', a: 1, b: 2, c: 3, x: 4, y: 5, z: 6 };
    const kept = Object.keys(withoutHiddenColumns(row, access));
    for (const key of kept) {
      if (key === 'id' || key === 'z') continue;
      // What a list row shows, the user sees either as a column or as a form field.
      expect(access.hiddenColumns.has(key), key).toBe(false);
      if (access.hiddenFormFields.has(key)) expect(['a', 'b', 'c'], key).toContain(key);
    }
    // Nothing the user may see is dropped.
    for (const key of ['a', 'b', 'c'].filter((column) => !access.hiddenColumns.has(column))) expect(kept).toContain(key);
    for (const key of ['x', 'y'].filter((field) => !access.hiddenFormFields.has(field))) expect(kept).toContain(key);
  });

  test.prop([fcv.subarray(['id', 'parentId', 'children', 'hasChildren', 'a', 'b', 'x'], { minLength: 1 })])(
    'drops from a row exactly the hidden keys, never its identity or tree keys',
    (hiddenKeys) => {
      const row = { id: '1', parentId: '0', children: [], hasChildren: false, a: 1, b: 2, x: 3, z: 4 };
      const access = { hiddenColumns: new Set(hiddenKeys), hiddenFormFields: new Set(hiddenKeys), hiddenInLists: new Set(hiddenKeys) };
      sameSet(Object.keys(withoutHiddenColumns(row, access)), Object.keys(row).filter((key) => ['id', 'parentId', 'children', 'hasChildren'].includes(key) || !hiddenKeys.includes(key)));
      sameSet(Object.keys(withoutHiddenFormFields(row, access)), Object.keys(row).filter((key) => key === 'id' || !hiddenKeys.includes(key)));
    },
  );

  it('pools the granted codes of the pages the user holds, and only of enabled items they are granted', () => {
    const grants: Grants = { all: false, systems: new Set(), modules: new Set(['m1', 'm2']), items: new Set(['c1', 'c3', 'f1', 'c9']) };
    const pages = [
      { moduleId: 'm1', buttons: [], columns: [{ id: 'c1', enCode: 'a' }, { id: 'c2', enCode: 'b' }], forms: [{ id: 'f1', enCode: 'x' }] },
      { moduleId: 'm2', buttons: [], columns: [{ id: 'c3', enCode: 'c' }] },
      { moduleId: 'm3', buttons: [], columns: [{ id: 'c9', enCode: 'd' }] },
    ];
    const granted = routeFieldGrants(grants, pages);
    expect(granted).not.toBe('all');
    if (granted === 'all') return;
    sameSet(granted.column, ['a', 'c']);
    sameSet(granted.form, ['x']);
    expect(routeFieldGrants({ ...grants, all: true }, pages)).toBe('all');
  });
});

interface Row {
  id: string;
  children?: Row[];
  [key: string]: unknown;
}

/** Every row of a list answer, children included. */
const rowsOf = (list: Row[]): Row[] => list.flatMap((row) => [row, ...rowsOf(row.children ?? [])]);

describe.each(DATABASES)('column and form permission on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;

  /** Gives staff (personally) exactly these items of a module's kind, taking every other grant of that kind away. */
  const grantOnly = async (moduleCode: string, itemKind: 'column' | 'form', fields: readonly string[]) => {
    const db = server.database.db;
    await db.delete(authorizations).where(like(authorizations.itemId, `p_${moduleCode}_${itemKind}_%`));
    if (fields.length) {
      await db
        .insert(authorizations)
        .values(fields.map((field) => ({ itemType: itemKind, itemId: `p_${moduleCode}_${itemKind}_${field}`, objectType: 'User', objectId: 'user_staff' })));
    }
  };
  const grant = (itemType: string, itemId: string) => ({ itemType, itemId, objectType: 'User', objectId: 'user_staff' });

  beforeAll(async () => {
    server = await createTestServer(kind);
    [admin, staff] = await Promise.all([tokenFor(server.app, ADMIN), tokenFor(server.app, STAFF)]);
    await server.database.db.insert(authorizations).values([
      grant('module', 'm_system.billRule'),
      grant('module', 'm_systemData.dictionary'),
      grant('module', 'm_permission.user'),
      ...['btn_add', 'btn_edit'].map((code) => grant('button', `p_eam.eamPosition_button_${code}`)),
      grant('button', 'p_systemData.dictionary_button_btn_export'),
    ]);
  });
  afterAll(async () => {
    await server.close();
  });

  const list = async (url: string, token: string) => {
    const answer = await call<{ list: Row[] }>(server.app, url, { token });
    expect(answer.code, url).toBe(200);
    return rowsOf(answer.data!.list);
  };
  const storedPosition = async (id: string) =>
    (await server.database.db.select().from(records).where(and(eq(records.screen, 'eamPosition'), eq(records.id, id))))[0]!.data;

  it.each([
    ['/api/eam/EamPosition', 'eamPosition', 'eam.eamPosition'],
    ['/api/eam/EamDatatype', 'eamDatatype', 'eam.eamDatatype'],
    ['/api/system/BillRule', 'billRule', 'system.billRule'],
    ['/api/system/DictionaryData/dt_storageLocation', 'dictionaryData', 'systemData.dictionary'],
    ['/api/permission/Users', 'users', 'permission.user'],
  ])('lists %s with only the granted columns, for any subset granted (every column when none is)', async (url, screenId, moduleCode) => {
    const columns = columnsOf(screenId);
    const full = new Map((await list(url, admin)).map((row) => [row.id, row]));
    await fc.assert(
      fc.asyncProperty(fc.subarray(columns), async (granted) => {
        await grantOnly(moduleCode, 'column', granted);
        const rows = await list(url, staff);
        expect(rows.map((row) => row.id).sort()).toEqual([...full.keys()].sort());
        const seen = granted.length ? granted : columns;
        for (const row of rows) {
          const whole = Object.keys(full.get(row.id)!);
          // The granted columns the record has, and every key that is not a column (id, parent, children…).
          sameSet(Object.keys(row), whole.filter((key) => !columns.includes(key) || seen.includes(key)));
        }
      }),
      { numRuns: 6 },
    );
    await grantOnly(moduleCode, 'column', []);
  });

  it('never searches or sorts by a column hidden from the caller', async () => {
    await grantOnly('eam.eamPosition', 'column', ['fullname']);
    const ids = async (url: string, token: string) => (await list(url, token)).map((row) => row.id);
    // EQ-ADMIN is the equipment administrator's code: a hidden column finds nothing; the visible name still does.
    expect(await ids('/api/eam/EamPosition?keyword=EQ-ADMIN', admin)).toContain('epos_equipment_admin');
    expect(await ids('/api/eam/EamPosition?keyword=EQ-ADMIN', staff)).toEqual([]);
    expect(await ids('/api/eam/EamPosition?keyword=设备管理员', staff)).toContain('epos_equipment_admin');

    await grantOnly('system.billRule', 'column', ['enCode']);
    // Every keyword field but enCode hidden: names find nothing; sorting by a hidden column is the default order.
    const rule = (await list('/api/system/BillRule', admin))[0]!;
    expect(await ids(`/api/system/BillRule?keyword=${encodeURIComponent(String(rule.fullName))}`, staff)).toEqual([]);
    expect(await ids(`/api/system/BillRule?keyword=${encodeURIComponent(String(rule.enCode))}`, staff)).toEqual([rule.id]);
    const byDefault = await ids('/api/system/BillRule', staff);
    expect(await ids('/api/system/BillRule?sidx=prefix&sort=desc', staff)).toEqual(byDefault);
    expect(await ids('/api/system/BillRule?sidx=prefix&sort=desc', admin)).not.toEqual(byDefault);
    await grantOnly('eam.eamPosition', 'column', []);
    await grantOnly('system.billRule', 'column', []);
  });

  it('answers one record with only the granted form fields, and ignores the others on update and create', async () => {
    await grantOnly('eam.eamPosition', 'form', ['parentid', 'fullname']);
    const id = 'epos_finance';
    const before = await storedPosition(id);
    const got = await call<Row>(server.app, `/api/eam/EamPosition/${id}`, { token: staff });
    expect(got.code).toBe(200);
    sameSet(Object.keys(got.data!), ['id', 'parentId', 'parentid', 'fullname']);

    const update = { fullname: '资产会计岗', encode: 'HACKED', sortcode: 99, description: '改了' };
    expect(await call(server.app, `/api/eam/EamPosition/${id}`, { token: staff, method: 'PUT', body: update })).toMatchObject({ code: 200 });
    expect(await storedPosition(id)).toEqual({ ...before, fullname: '资产会计岗' });
    // Clearing a hidden field is ignored too.
    expect(await call(server.app, `/api/eam/EamPosition/${id}`, { token: staff, method: 'PUT', body: { description: null } })).toMatchObject({ code: 200 });
    expect((await storedPosition(id)).description).toBe(before.description);

    const created = await call<{ id: string }>(server.app, '/api/eam/EamPosition', {
      token: staff,
      method: 'POST',
      body: { parentid: '-1', fullname: '员工新建岗', encode: 'STAFF', sortcode: 7, description: '不该写入' },
    });
    expect(created.code).toBe(200);
    expect(await storedPosition(created.data!.id)).toEqual({ parentid: '-1', fullname: '员工新建岗', sortcode: 0 });

    // The administrator still sees and changes everything.
    expect((await call<Row>(server.app, `/api/eam/EamPosition/${id}`, { token: admin })).data).toMatchObject({ encode: before.encode, description: before.description });
    expect(await call(server.app, `/api/eam/EamPosition/${id}`, { token: admin, method: 'PUT', body: { encode: 'FIN-A' } })).toMatchObject({ code: 200 });
    expect((await storedPosition(id)).encode).toBe('FIN-A');
    await grantOnly('eam.eamPosition', 'form', []);
  });

  it('keeps form fields hidden from the caller out of list rows too, unless they are columns the caller sees', async () => {
    await grantOnly('eam.eamDatatype', 'form', ['parentid', 'fullname', 'encode', 'deprecitionType']);
    const rows = await list('/api/eam/EamDatatype', staff);
    expect(rows.length).toBeGreaterThan(0);
    const keys = new Set(rows.flatMap((row) => Object.keys(row)));
    // Form-only fields the caller may not see (service life, residual value, efforts, description) are gone ...
    for (const field of ['serviceLife', 'zcjcz', 'totalEffort', 'yearEffort', 'monthEffort', 'description', 'istree']) expect(keys.has(field), field).toBe(false);
    // ... while the columns staff sees stay, hidden in the form or not.
    for (const field of ['fullname', 'encode', 'unit', 'sortcode', 'deprecitionType']) expect(keys.has(field), field).toBe(true);
    // With the grants gone, form permission is not in use and the rows are whole again.
    await grantOnly('eam.eamDatatype', 'form', []);
    expect(new Set((await list('/api/eam/EamDatatype', staff)).flatMap((row) => Object.keys(row))).has('serviceLife')).toBe(true);
  });

  it('shows and writes every field when the module grants none of the form fields (form permission not in use)', async () => {
    await grantOnly('eam.eamPosition', 'form', []);
    const got = await call<Row>(server.app, '/api/eam/EamPosition/epos_warehouse', { token: staff });
    expect(Object.keys(got.data!)).toEqual(expect.arrayContaining(formFieldsOf('eamPosition')));
    expect(await call(server.app, '/api/eam/EamPosition/epos_warehouse', { token: staff, method: 'PUT', body: { encode: 'WH-2', description: '新描述' } })).toMatchObject({
      code: 200,
    });
    expect(await storedPosition('epos_warehouse')).toMatchObject({ encode: 'WH-2', description: '新描述' });
  });

  it('exempts the embedded dictionary categories, whatever the dictionary page grants', async () => {
    await grantOnly('systemData.dictionary', 'column', ['fullName']);
    await grantOnly('systemData.dictionary', 'form', ['fullName']);
    const [type] = (await list('/api/system/DictionaryType', staff)).filter((row) => row.id === 'dt_sex');
    expect(type).toMatchObject({ fullName: '性别', enCode: 'sex', sortCode: 1 });
    expect((await call<Row>(server.app, '/api/system/DictionaryType/dt_sex', { token: staff })).data).toMatchObject({ enCode: 'sex', parentId: 'dt_system' });
    await grantOnly('systemData.dictionary', 'column', []);
  });

  it('answers a dictionary entry and exports a dictionary with only the granted form fields of the entries', async () => {
    await grantOnly('systemData.dictionary', 'form', ['fullName', 'enabledMark']);
    const info = await call<Row>(server.app, '/api/system/DictionaryData/dd_sex_1/Info', { token: staff });
    sameSet(Object.keys(info.data!), ['id', 'dictionaryTypeId', 'fullName', 'enabledMark']);

    const download = async (token: string) => {
      const response = await server.app.request('/api/system/DictionaryType/dt_sex/Action/Download', { headers: { authorization: token } });
      expect(response.status).toBe(200);
      return (await response.json()) as { record: Row; children: { dictionaryData: Row[] } };
    };
    const file = await download(staff);
    // The category itself is the embedded screen's record: whole.
    expect(file.record).toMatchObject({ id: 'dt_sex', fullName: '性别', enCode: 'sex' });
    expect(file.children.dictionaryData).toHaveLength(2);
    for (const entry of file.children.dictionaryData) sameSet(Object.keys(entry), ['id', 'dictionaryTypeId', 'fullName', 'enabledMark']);
    for (const entry of (await download(admin)).children.dictionaryData) expect(entry).toHaveProperty('enCode');
    await grantOnly('systemData.dictionary', 'form', []);
  });

  it('imports the entries of a dictionary without the form fields hidden from the caller', async () => {
    await server.database.db.insert(authorizations).values(grant('button', 'p_systemData.dictionary_button_btn_import'));
    await grantOnly('systemData.dictionary', 'form', ['parentId', 'fullName', 'enCode']);
    const exported = await server.app.request('/api/system/DictionaryType/dt_education/Action/Download', { headers: { authorization: admin } });
    const file = (await exported.json()) as { record: Row; children: { dictionaryData: Row[] } };
    file.record = { ...file.record, enCode: 'educationCopy', fullName: '学历副本' };
    file.children.dictionaryData = file.children.dictionaryData.map((entry) => ({ ...entry, sortCode: 42, enabledMark: 0, description: '不该写入' }));
    const form = new FormData();
    form.append('file', new File([JSON.stringify(file)], 'education.bdd'));
    const response = await server.app.request('/api/system/DictionaryType/Action/Import', { method: 'POST', headers: { authorization: staff }, body: form });
    const answer = (await response.json()) as { code: number; data?: { id: string } };
    expect(answer.code).toBe(200);
    const entries = await server.database.db.select().from(records).where(and(eq(records.screen, 'dictionaryData'), eq(records.scopeId, answer.data!.id)));
    expect(entries).toHaveLength(file.children.dictionaryData.length);
    for (const entry of entries) {
      expect(entry.data).not.toHaveProperty('description');
      expect(entry.data).not.toMatchObject({ sortCode: 42 });
      expect(entry.data).not.toMatchObject({ enabledMark: 0 });
    }
    await grantOnly('systemData.dictionary', 'form', []);
  });
});
