/**
 * Data interfaces beside the engine's CRUD of schemas/dataInterface.json (spec 03 §7 "Data interfaces"; the engine
 * serves list, read, create, update, delete, Selector, state, copy and export/import as `.bdi` files):
 *
 * - `GET /api/system/DataInterface/GetParam/{id}` — the declared parameters `[{ field, dataType, defaultValue, required }]`;
 * - `POST /{id}/Actions/Preview` `{ paramList }` — runs it: `{ list, total }` (the screen's test dialog);
 * - `POST /{id}/Actions/GetFields` `{ paramList }` — the field names of its rows `[{ field }]`;
 * - `POST /{id}/Action/List` — the pickers' page: keyword, currentPage, pageSize, propsValue, relationField,
 *   columnOptions, paramList (a value `@keyword` takes the typed keyword) → `{ list, pagination }`;
 * - `POST /{id}/Action/InfoByIds` `{ ids, propsValue, paramList }` — the rows whose `propsValue` is among `ids`;
 * - `GET /getList` — the enabled interfaces `{ id, fullName, enCode, dataType }` (what a designer chooses from);
 * - `GET|PUT /Hosts` — the administrator's allow-list of hosts for HTTP interfaces (administrators only);
 * - `GET /api/system/DataInterfaceLog/{id}` — the interface's call log, newest first, paged.
 *
 * The screen's parameters and log need the screen's list permission. Running an interface (preview, fields, List,
 * InfoByIds) follows interface-access.ts: administrators, holders of the page's preview button, and holders of a
 * screen whose form uses the interface; the pickers' calls also need the interface enabled.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { translate } from '../../../runtime/core/i18n/messages';
import { dataInterfaceLogs } from '../../db/schema';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { readJsonObject } from '../resource/body';
import { authorise } from '../resource/guard';
import type { ResourceOptions } from '../resource/routes';
import type { RecordRules } from '../resource/rules';
import { assertAdministrator } from '../users/administrators';
import { assertMayRunInterface, schemaScreensUsing, type InterfaceUsers } from './interface-access';
import {
  DATA_INTERFACE_SCREEN,
  DataType,
  assertSqlAcceptable,
  findInterface,
  listInterfaces,
  parseHosts,
  parseParamList,
  runInterface,
  staticRows,
  suppliedValues,
  type DataInterface,
  type Row,
} from './engine';

/** Most rows one picker page shows. */
const MAX_PAGE_SIZE = 10_000;

/** Checks a data interface as it is saved: its parameters, and its SQL, static data or address by kind. */
export const DATA_INTERFACE_RULES: RecordRules = {
  dataInterfaceCheck: (record) => {
    const params = parseParamList(record.requestParameters);
    const dataType = Number(record.dataType ?? DataType.sql);
    if (dataType === DataType.sql) assertSqlAcceptable(String(record.query ?? ''), params, 'postgres');
    if (dataType === DataType.static) staticRows(String(record.staticData ?? ''));
    if (dataType === DataType.http) {
      let url: URL | undefined;
      try {
        url = new URL(String(record.path ?? ''));
      } catch {
        url = undefined;
      }
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) throw fail('dataInterfaceUrlInvalid');
    }
    return { ...record, requestParameters: JSON.stringify(params) };
  },
};

/** A paging number from a body, within bounds. */
function pageNumber(value: unknown, fallback: number, most: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1 || number > most) throw fail('invalidPaging');
  return number;
}

/** A short text from a body ('' when absent). */
function text(value: unknown, most = 200): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' && typeof value !== 'number') throw fail('badRequest');
  const result = String(value);
  if (result.length > most) throw fail('badRequest');
  return result;
}

/** A cell as the keyword search reads it. */
const cellText = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** `/api/system/DataInterface`: the calls beside the engine's (mounted before it, so these paths win). */
export function dataInterfaceRoutes(options: ResourceOptions & { releasedInterfaceUsers?: InterfaceUsers }) {
  const app = new Hono<AppEnv>();
  const schema = () => {
    const found = options.registry.byId.get(DATA_INTERFACE_SCREEN);
    if (!found) throw fail('apiNotFound', { path: DATA_INTERFACE_SCREEN });
    return found.schema;
  };
  /** The screens whose forms use an interface: schema files, and released models when the app supplies them. */
  const interfaceUsers: InterfaceUsers = async (db, interfaceId) => [
    ...schemaScreensUsing(options.registry, interfaceId),
    ...((await options.releasedInterfaceUsers?.(db, interfaceId)) ?? []),
  ];
  /** An interface the screen's users may inspect (enabled or not). */
  const forScreen = async (c: Context<AppEnv>) => {
    await authorise(c, schema(), 'list');
    return findInterface(c.get('services').db, c.req.param('id') ?? '');
  };
  /** An interface (enabled or not) the caller may run: the screen's test dialog. */
  const forPreview = async (c: Context<AppEnv>) => {
    const definition = await findInterface(c.get('services').db, c.req.param('id') ?? '');
    await assertMayRunInterface(c, schema(), definition.id, interfaceUsers);
    return definition;
  };
  /** An enabled interface the caller may run, for the pickers. */
  const enabled = async (c: Context<AppEnv>): Promise<DataInterface> => {
    const definition = await findInterface(c.get('services').db, c.req.param('id') ?? '');
    if (!definition.enabled) throw fail('dataInterfaceNotFound');
    await assertMayRunInterface(c, schema(), definition.id, interfaceUsers);
    return definition;
  };

  app.get('/Hosts', async (c) => {
    assertAdministrator(c.get('session'));
    return ok(c, { hosts: parseHosts((await c.get('services').settings.all()).dataInterfaceHosts) });
  });
  app.put('/Hosts', async (c) => {
    assertAdministrator(c.get('session'));
    const body = await readJsonObject(c);
    const raw = body.hosts;
    if (!(typeof raw === 'string' || (Array.isArray(raw) && raw.every((entry) => typeof entry === 'string'))) || String(raw).length > 5_000) throw fail('dataInterfaceHostsInvalid');
    const hosts = parseHosts(raw);
    const valid = (entry: string) => /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/.test(entry);
    if (hosts.length > 100 || !hosts.every(valid)) throw fail('dataInterfaceHostsInvalid');
    await c.get('services').settings.update({ dataInterfaceHosts: hosts.join('\n') });
    return ok(c, { hosts }, translate(c.get('lang'), 'common.saveSuccess'));
  });

  app.get('/getList', async (c) => {
    return ok(c, { list: await listInterfaces(c.get('services').db) });
  });

  app.get('/GetParam/:id', async (c) => {
    const definition = await forScreen(c);
    return ok(c, definition.params);
  });

  app.post('/:id/Actions/Preview', async (c) => {
    const definition = await forPreview(c);
    const body = await readJsonObject(c);
    const list = await runInterface(c, definition, suppliedValues(body.paramList), 'preview');
    return ok(c, { list, total: list.length });
  });

  app.post('/:id/Actions/GetFields', async (c) => {
    const definition = await forPreview(c);
    const body = await readJsonObject(c);
    const rows = await runInterface(c, definition, suppliedValues(body.paramList), 'fields');
    const fields = new Set<string>();
    for (const row of rows.slice(0, 100)) for (const key of Object.keys(row)) fields.add(key);
    return ok(c, [...fields].map((field) => ({ field })));
  });

  app.post('/:id/Action/List', async (c) => {
    const definition = await enabled(c);
    const body = await readJsonObject(c);
    const keyword = text(body.keyword).trim();
    const currentPage = pageNumber(body.currentPage, 1, 1_000_000);
    const pageSize = pageNumber(body.pageSize, 20, MAX_PAGE_SIZE);
    const relationField = text(body.relationField) || 'fullName';
    const columns = text(body.columnOptions, 2_000)
      .split(',')
      .map((column) => column.trim())
      .filter(Boolean);
    const supplied = suppliedValues(body.paramList);
    for (const [field, value] of supplied) if (value === '@keyword') supplied.set(field, keyword);
    let rows: Row[] = await runInterface(c, definition, supplied, 'list');
    if (keyword !== '') {
      const needle = keyword.toLowerCase();
      const searched = [relationField, ...columns];
      rows = rows.filter((row) => searched.some((field) => cellText(row[field]).toLowerCase().includes(needle)));
    }
    const hasPage = body.hasPage === undefined || body.hasPage === true || body.hasPage === 1 || body.hasPage === '1';
    const list = hasPage ? rows.slice((currentPage - 1) * pageSize, currentPage * pageSize) : rows;
    return ok(c, { list, pagination: { currentPage: hasPage ? currentPage : 1, pageSize: hasPage ? pageSize : rows.length, total: rows.length } });
  });

  app.post('/:id/Action/InfoByIds', async (c) => {
    const definition = await enabled(c);
    const body = await readJsonObject(c);
    const ids = Array.isArray(body.ids) ? body.ids : typeof body.ids === 'string' ? body.ids.split(',') : body.ids === undefined ? [] : null;
    if (!ids || ids.length > 1_000 || !ids.every((id) => typeof id === 'string' || typeof id === 'number')) throw fail('badRequest');
    const propsValue = text(body.propsValue) || 'id';
    const wanted = new Set(ids.map(String));
    if (wanted.size === 0) return ok(c, []);
    const rows = await runInterface(c, definition, suppliedValues(body.paramList), 'infoByIds');
    return ok(c, rows.filter((row) => wanted.has(cellText(row[propsValue]))));
  });

  return app;
}

/** `/api/system/DataInterfaceLog`: an interface's calls, newest first. */
export function dataInterfaceLogRoutes(options: ResourceOptions) {
  const app = new Hono<AppEnv>();
  app.get('/:id', async (c) => {
    const found = options.registry.byId.get(DATA_INTERFACE_SCREEN);
    if (!found) throw fail('apiNotFound', { path: DATA_INTERFACE_SCREEN });
    await authorise(c, found.schema, 'list');
    const db = c.get('services').db;
    const definition = await findInterface(db, c.req.param('id'));
    const currentPage = pageNumber(c.req.query('currentPage'), 1, 1_000_000);
    const pageSize = pageNumber(c.req.query('pageSize'), 20, 500);
    const where = eq(dataInterfaceLogs.interfaceId, definition.id);
    const [{ total }] = (await db.select({ total: count() }).from(dataInterfaceLogs).where(where)) as [{ total: number }];
    const rows = await db
      .select()
      .from(dataInterfaceLogs)
      .where(and(where))
      .orderBy(desc(dataInterfaceLogs.createdAt), desc(dataInterfaceLogs.id))
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize);
    const list = rows.map((row) => ({
      id: row.id,
      invokTime: row.createdAt.getTime(),
      userId: row.userId,
      userName: row.userName,
      invokIp: row.ipAddress,
      invokWasteTime: row.durationMs,
      caller: row.caller,
      rowCount: row.rowCount,
      success: row.success,
      error: row.error,
    }));
    return ok(c, { list, pagination: { currentPage, pageSize, total: Number(total) } });
  });
  return app;
}
