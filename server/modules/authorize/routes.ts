/**
 * /api/permission/Authority: the authorize screen (permission → authorize). Reading needs that page; saving needs
 * its edit button. A non-administrator gives or takes only what they hold (permission/authorize.ts).
 *
 * | call | what |
 * |---|---|
 * | `GET /Tree` | systems → menus → buttons, columns, form fields, data schemes (`type` says which) |
 * | `GET /Data/{objectType}/{objectId}` | what the object holds, by item type |
 * | `PUT /Data/{objectType}/{objectId}` | replaces the object's grants: `{ system, module, button, column, form, resource }` |
 * | `GET /Holders/{itemId}` | who holds the item (reverse view) |
 * | `GET /Explain?userId=&itemId=` | why the user holds or lacks the item, object by object, what the guard does with it (a field shown or not, the page's rows) and the user's grades (permission/explain.ts) |
 * | `GET /GetColumnsByModuleId/{moduleId}` · `PUT /SetColumnsByModuleId` | a page's column arrangement (column-authority.ts) |
 */
import { Hono, type Context } from 'hono';
import { translate } from '../../../runtime/core/i18n/messages';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { grantableTree, holdersOf, isObjectType, ITEM_TYPES, objectGrants, objectName, saveObjectGrants, type GrantSet } from '../permission/authorize';
import { readJsonObject } from '../resource/body';
import { authorise } from '../resource/guard';
import { columnsByModule, setColumnsByModule } from './column-authority';
import { explainFully } from '../permission/explain';

/** The authorize page's route. */
export const AUTHORIZE_ROUTE = 'permission/authorize';

const page = { route: AUTHORIZE_ROUTE };

function objectOf(c: Context<AppEnv>) {
  const objectType = c.req.param('objectType');
  if (!isObjectType(objectType)) throw fail('authorizeObjectNotFound');
  return { objectType, objectId: c.req.param('objectId')! };
}

/** Routes under /api/permission/Authority. */
export function authorizeRoutes() {
  const app = new Hono<AppEnv>();
  const db = (c: Context<AppEnv>) => c.get('services').db;

  app.get('/Tree', async (c) => {
    await authorise(c, page, 'list');
    return ok(c, { list: await grantableTree(db(c), c.get('lang')) });
  });
  app.get('/Data/:objectType/:objectId', async (c) => {
    await authorise(c, page, 'list');
    const { objectType, objectId } = objectOf(c);
    const fullName = await objectName(db(c), objectType, objectId);
    return ok(c, { objectType, objectId, fullName, ...(await objectGrants(db(c), objectType, objectId)) });
  });
  app.put('/Data/:objectType/:objectId', async (c) => {
    await authorise(c, page, 'update');
    const { objectType, objectId } = objectOf(c);
    const body = await readJsonObject(c);
    const wanted: Partial<GrantSet> = {};
    for (const type of ITEM_TYPES) {
      const value = body[type];
      if (value === undefined) continue;
      if (!Array.isArray(value) || !value.every((id) => typeof id === 'string')) throw fail('badRequest');
      wanted[type] = value as string[];
    }
    const saved = await saveObjectGrants(db(c), c.get('session'), objectType, objectId, wanted);
    return ok(c, saved, translate(c.get('lang'), 'authorize.saved'));
  });
  app.get('/Holders/:itemId', async (c) => {
    await authorise(c, page, 'list');
    return ok(c, { list: await holdersOf(db(c), c.req.param('itemId')) });
  });
  app.get('/Explain', async (c) => {
    await authorise(c, page, 'list');
    const userId = c.req.query('userId');
    const itemId = c.req.query('itemId');
    if (!userId || !itemId) throw fail('badRequest');
    return ok(c, await explainFully(db(c), userId, itemId));
  });
  app.get('/GetColumnsByModuleId/:moduleId', async (c) => ok(c, await columnsByModule(c, c.req.param('moduleId'))));
  app.put('/SetColumnsByModuleId', async (c) => {
    await setColumnsByModule(c, await readJsonObject(c));
    return ok(c, null, translate(c.get('lang'), 'common.updateSuccess'));
  });
  return app;
}
