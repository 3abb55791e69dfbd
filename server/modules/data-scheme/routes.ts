/**
 * The data-permission schemes of a page, in the original product's style (its ModuleDataAuthorize /
 * ModuleDataAuthorizeScheme calls); administrators only — a scheme decides what rows everyone holding it sees.
 *
 * | call | what |
 * |---|---|
 * | `GET /api/system/ModuleDataAuthorize/{moduleId}/List` | the page's fields a condition may name: `{ list: [{ id, field, fieldName, fieldType: text \| number }] }` |
 * | `GET /api/system/ModuleDataAuthorizeScheme/{moduleId}/List` | the page's schemes `{ list }` |
 * | `GET /api/system/ModuleDataAuthorizeScheme/{id}` | one scheme `{ id, moduleId, fullName, enCode, allData, conditionJson, sortCode, enabledMark, description }` |
 * | `POST /api/system/ModuleDataAuthorizeScheme` | create: the same fields (conditionJson an object or JSON text `{ logic, groups: [{ logic, conditions: [{ field, op, value \| variable }] }] }`) |
 * | `PUT`/`DELETE /api/system/ModuleDataAuthorizeScheme/{id}` | update / delete (its grants go with it) |
 */
import { Hono, type Context } from 'hono';
import { translate } from '../../../runtime/core/i18n/messages';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { readJsonObject } from '../resource/body';
import { createScheme, getScheme, listSchemes, removeScheme, schemeFields, updateScheme, type SchemeScreens } from './scheme-service';

function administratorOnly(c: Context<AppEnv>) {
  if (!c.get('session').isAdministrator) throw fail('forbidden');
}

/** Routes under /api/system/ModuleDataAuthorize. */
export function dataAuthorizeFieldRoutes(options: SchemeScreens) {
  const app = new Hono<AppEnv>();
  app.get('/:moduleId/List', async (c) => {
    administratorOnly(c);
    const fields = await schemeFields(c.get('services').db, options, c.req.param('moduleId'), c.get('lang'));
    return ok(c, { list: fields.map((field) => ({ id: field.name, field: field.name, fieldName: field.label, fieldType: field.kind })) });
  });
  return app;
}

/** Routes under /api/system/ModuleDataAuthorizeScheme. */
export function dataSchemeRoutes(options: SchemeScreens) {
  const app = new Hono<AppEnv>();
  const db = (c: Context<AppEnv>) => c.get('services').db;

  app.get('/:moduleId/List', async (c) => {
    administratorOnly(c);
    return ok(c, { list: await listSchemes(db(c), c.req.param('moduleId')) });
  });
  app.get('/:id', async (c) => {
    administratorOnly(c);
    return ok(c, await getScheme(db(c), c.req.param('id')));
  });
  app.post('/', async (c) => {
    administratorOnly(c);
    const id = await createScheme(db(c), options, c.get('lang'), await readJsonObject(c));
    return ok(c, { id }, translate(c.get('lang'), 'common.createSuccess'));
  });
  app.put('/:id', async (c) => {
    administratorOnly(c);
    await updateScheme(db(c), options, c.get('lang'), c.req.param('id'), await readJsonObject(c));
    return ok(c, null, translate(c.get('lang'), 'common.updateSuccess'));
  });
  app.delete('/:id', async (c) => {
    administratorOnly(c);
    await removeScheme(db(c), c.req.param('id'));
    return ok(c, null, translate(c.get('lang'), 'common.deleteSuccess'));
  });
  return app;
}
