/**
 * Print templates beside the engine's CRUD of schemas/printDev.json (spec 03 §7 "Print templates"; the engine serves
 * list, read, create, update, delete, state, copy, and export/import as `.bpd` files):
 *
 * - `GET /api/system/printDev/Selector?type=` — enabled templates grouped by category, names only (the chooser);
 * - `POST /api/system/printDev/getListOptions` `{ ids }` — the enabled ones among `ids` as `{ id, fullName }`;
 * - `GET /api/system/printDev/FormSelector` — the forms a template may print (not shown in the spec; the
 *   visual-development selector, guarded by this page rather than the designer's);
 * - `GET|POST /api/system/printDev/Fields` `formId` — the form's placeholder keys `{ vModel, label }`;
 * - `GET /api/system/printDev/Data?id=&formId=` — `{ printTemplate, printData }`: the template and one record's
 *   display values (`formId` names the record, as spec 02 says), read through the record's model with the caller's
 *   own permission there — buttons, hidden fields and data schemes — so printing never shows what the detail view
 *   would not; `BatchData` does the same for up to 100 records (`formId` comma-separated);
 * - `GET /api/system/printDev/{id}/Actions/Export` — the spec's path for the engine's export;
 * - `POST /api/system/printLog/save` `{ printTitle, printNum, printId }` — recorded after printing; `GET
 *   /api/system/printLog?printId=` lists the records, newest first, paged (not shown in the spec; guarded like the
 *   template list).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { displayValues } from '../../../runtime/core/lowcode/display';
import { pathSegment } from '../../../runtime/core/routing/path-segment';
import { records, users } from '../../db/schema';
import { printLogs } from '../../db/tables/print';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { readJsonObject } from '../resource/body';
import { authorise } from '../resource/guard';
import { parseListQuery } from '../resource/query';
import type { ResourceOptions } from '../resource/routes';
import * as service from '../resource/service';
import * as definitions from '../visualdev/definitions';
import { openModel } from '../visualdev/model-context';
import { withPickedLabels } from '../visualdev/picked-labels';
import { withPickerNames } from '../resource/sheet-picker-names';

/** The schema screen of print templates. */
export const PRINT_SCREEN = 'printDev';

/** Most records one BatchData call prints. */
export const MAX_BATCH = 100;

interface StoredTemplate {
  id: string;
  fullName: string;
  type: number;
  formId: string;
  printTemplate: string;
}

/** An enabled template, or `printTemplateNotFound`. */
async function enabledTemplate(c: Context<AppEnv>, id: string): Promise<StoredTemplate> {
  if (id === '') throw fail('printTemplateNotFound');
  const [row] = await c
    .get('services')
    .db.select({ id: records.id, data: records.data })
    .from(records)
    .where(and(eq(records.screen, PRINT_SCREEN), eq(records.id, id)));
  if (!row || Number(row.data.enabledMark) !== 1) throw fail('printTemplateNotFound');
  return { id: row.id, fullName: String(row.data.fullName ?? ''), type: Number(row.data.type ?? 1), formId: String(row.data.formId ?? ''), printTemplate: String(row.data.printTemplate ?? '') };
}

/** Every enabled template (names and categories), in the list's order. */
async function enabledTemplates(c: Context<AppEnv>) {
  const rows = await c.get('services').db.select({ id: records.id, data: records.data, sortCode: records.sortCode }).from(records).where(eq(records.screen, PRINT_SCREEN));
  return rows
    .filter((row) => Number(row.data.enabledMark) === 1)
    .sort((a, b) => Number(a.sortCode ?? 0) - Number(b.sortCode ?? 0) || String(a.data.fullName).localeCompare(String(b.data.fullName)))
    .map((row) => ({ id: row.id, fullName: String(row.data.fullName ?? ''), type: Number(row.data.type ?? 1) }));
}

/** A template with one record's display values, read with the caller's permission on the record's model. */
async function printOne(c: Context<AppEnv>, template: StoredTemplate, recordId: string) {
  if (template.formId === '') throw fail('printTemplateNotFound');
  const { ctx } = await openModel(c, 'get', template.formId);
  // Related-form and popup values print by their display values, as the record API answers them; people,
  // organisation and address pickers by their names, as the export writes them.
  const [picked] = await withPickedLabels(c, ctx.screen.schema, [await service.getRecord(ctx, recordId)]);
  const [record] = await withPickerNames(c.get('services').db, ctx.screen.schema, [picked!]);
  const { id: _id, ...values } = record!;
  return { printTemplate: template.printTemplate, printData: displayValues(ctx.screen.schema, values, ctx.lang) };
}

/** The record ids a request names: one, or several comma-separated (BatchData). */
function recordIds(value: string | undefined, most: number): string[] {
  const ids = (value ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  if (ids.length === 0 || ids.length > most) throw fail('printRecordsInvalid');
  return [...new Set(ids)];
}

/** `/api/system/printDev`: the calls beside the engine's (mounted before it, so these paths win). */
export function printDevRoutes(options: ResourceOptions) {
  const app = new Hono<AppEnv>();
  const screen = () => {
    const found = options.registry.byId.get(PRINT_SCREEN);
    if (!found) throw fail('apiNotFound', { path: PRINT_SCREEN });
    return found;
  };

  app.get('/Selector', async (c) => {
    const type = c.req.query('type');
    const list = (await enabledTemplates(c)).filter((template) => !type || String(template.type) === type);
    return ok(c, { list: list.map(({ id, fullName }) => ({ id, fullName })) });
  });

  app.post('/getListOptions', async (c) => {
    const body = await readJsonObject(c);
    const ids = Array.isArray(body.ids) ? body.ids.filter((id): id is string => typeof id === 'string') : typeof body.ids === 'string' ? body.ids.split(',') : [];
    const wanted = new Set(ids);
    const list = (await enabledTemplates(c)).filter((template) => wanted.has(template.id));
    return ok(c, list.map(({ id, fullName }) => ({ id, fullName })));
  });

  app.get('/FormSelector', async (c) => {
    await authorise(c, screen().schema, 'list');
    return ok(c, { list: await definitions.definitionSelector(c.get('services').db) });
  });

  const fields = async (c: Context<AppEnv>, formId: unknown) => {
    await authorise(c, screen().schema, 'list');
    if (typeof formId !== 'string' || formId === '') return ok(c, { list: [] });
    return ok(c, { list: definitions.formDataFields(await definitions.findDefinition(c.get('services').db, formId)) });
  };
  app.get('/Fields', (c) => fields(c, c.req.query('formId')));
  app.post('/Fields', async (c) => fields(c, (await readJsonObject(c)).formId));

  app.get('/Data', async (c) => {
    const template = await enabledTemplate(c, c.req.query('id') ?? '');
    const [recordId] = recordIds(c.req.query('formId'), 1);
    return ok(c, await printOne(c, template, recordId!));
  });

  app.get('/BatchData', async (c) => {
    const template = await enabledTemplate(c, c.req.query('id') ?? '');
    const list = [];
    for (const recordId of recordIds(c.req.query('formId'), MAX_BATCH)) list.push(await printOne(c, template, recordId));
    return ok(c, list);
  });

  app.get('/:id/Actions/Export', (c) => c.redirect(`/api/system/printDev/${pathSegment(c.req.param('id'))}/Action/Export`, 307));

  return app;
}

/** `/api/system/printLog`: what was printed — recorded by whoever prints, listed to whoever may see the templates. */
export function printLogRoutes(options: ResourceOptions) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const screen = options.registry.byId.get(PRINT_SCREEN);
    if (!screen) throw fail('apiNotFound', { path: PRINT_SCREEN });
    await authorise(c, screen.schema, 'list');
    const query = parseListQuery(c.req.query(), new Set());
    const printId = c.req.query('printId') ?? '';
    const db = c.get('services').db;
    const where = printId ? eq(printLogs.printId, printId) : undefined;
    const [rows, [count]] = await Promise.all([
      db
        .select({ id: printLogs.id, printId: printLogs.printId, printTitle: printLogs.printTitle, printNum: printLogs.printNum, creatorUser: users.realName, creatorTime: printLogs.createdAt })
        .from(printLogs)
        .leftJoin(users, eq(users.id, printLogs.createdBy))
        .where(where)
        .orderBy(desc(printLogs.createdAt), desc(printLogs.id))
        .limit(query.pageSize)
        .offset((query.currentPage - 1) * query.pageSize),
      db.select({ total: sql<number>`count(*)::int` }).from(printLogs).where(where),
    ]);
    return ok(c, {
      list: rows.map((row) => ({ ...row, creatorUser: row.creatorUser ?? '', creatorTime: row.creatorTime.getTime() })),
      pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: count?.total ?? 0 },
    });
  });
  app.post('/save', async (c) => {
    const body = await readJsonObject(c);
    const { printId, printTitle, printNum } = body;
    if (typeof printId !== 'string' || typeof printTitle !== 'string' || printTitle.trim() === '' || printTitle.length > 200) throw fail('printLogInvalid');
    if (typeof printNum !== 'number' || !Number.isInteger(printNum) || printNum < 1 || printNum > 10_000) throw fail('printLogInvalid');
    await enabledTemplate(c, printId);
    const services = c.get('services');
    await services.db.insert(printLogs).values({ id: crypto.randomUUID(), printId, printTitle: printTitle.trim(), printNum, createdBy: c.get('session').userId, createdAt: services.now() });
    return ok(c, null);
  });
  return app;
}
