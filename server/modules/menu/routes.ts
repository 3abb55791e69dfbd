/**
 * The menu screen's calls (spec 03 §2 `system → menu`, §7; the original's /api/system/Menu, ModuleButton,
 * ModuleColumn, ModuleForm), for administrators only — menus decide what every user can reach:
 *
 * - `/api/system/Menu/Systems`: the systems of the left tree (system-service.ts) — `GET` (list), `GET /{id}`, `POST`,
 *   `PUT /{id}`, `PUT /{id}/Actions/State`, `DELETE /{id}`;
 * - `/api/system/Menu`: `GET /{systemId}?keyword=` (a system's entries as a tree),
 *   `GET /{systemId}/Selector/{id}` (the parent picker without entry `{id}` and below), `GET /{id}/Info`, `POST`
 *   (`systemId` in the body), `PUT /{id}`, `DELETE /{id}` (refused while it has children), `PUT /{id}/Actions/State`;
 * - `/api/system/ModuleButton`, `/ModuleColumn`, `/ModuleForm`: a page's items — `GET /{moduleId}?keyword=`,
 *   `GET /{id}/Info`, `POST` (`moduleId` in the body), `PUT /{id}`, `DELETE /{id}`, `PUT /{id}/Actions/State`.
 *
 * The next CurrentUser shows every change (a menu or item change moves the grant version its cache follows).
 */
import { Hono, type Context } from 'hono';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { readJsonObject } from '../resource/body';
import { authorise } from '../resource/guard';
import type { ResourceAction, Screen, ScreenRegistry } from '../resource/registry';
import { successMessage } from '../resource/routes';
import * as menus from './menu-service';
import * as items from './permission-items';
import * as systems from './system-service';

/** The screens this module serves. */
export const MENU_SCREENS = ['menu', 'system', 'moduleButton', 'moduleColumn', 'moduleForm'] as const;

/** Administrators holding the menu page (with the action's button) only. */
async function guard(c: Context<AppEnv>, screen: Screen, action: ResourceAction) {
  if (!c.get('session').isAdministrator) throw fail('forbidden');
  await authorise(c, screen.schema, action);
}

/** Routes under /api/system/Menu. */
export function menuRoutes(registry: ScreenRegistry) {
  const app = new Hono<AppEnv>();
  const screen = registry.byId.get('menu');
  if (!screen) return app;
  const ctx = (c: Context<AppEnv>): menus.MenuContext => ({ db: c.get('services').db, screen, lang: c.get('lang') });

  // Systems are written under the menu page's buttons: the system screen is the menu page's own drawer.
  app.get('/Systems', async (c) => {
    await guard(c, screen, 'list');
    return ok(c, { list: await systems.listSystems(c.get('services').db, c.get('lang')) });
  });
  const systemScreen = registry.byId.get('system');
  if (systemScreen) {
    const systemCtx = (c: Context<AppEnv>): systems.SystemContext => ({ db: c.get('services').db, screen: systemScreen, lang: c.get('lang') });
    app.get('/Systems/:id', async (c) => {
      await guard(c, screen, 'get');
      return ok(c, systems.systemAnswer(await systems.findSystem(c.get('services').db, c.req.param('id')), c.get('lang')));
    });
    app.post('/Systems', async (c) => {
      await guard(c, screen, 'create');
      const id = await systems.createSystem(systemCtx(c), await readJsonObject(c));
      return ok(c, { id }, successMessage(systemScreen, c.get('lang'), 'create'));
    });
    app.put('/Systems/:id/Actions/State', async (c) => {
      await guard(c, screen, 'state');
      const enabledMark = await systems.toggleSystem(c.get('services').db, c.req.param('id'));
      return ok(c, { enabledMark }, successMessage(systemScreen, c.get('lang'), 'update'));
    });
    app.put('/Systems/:id', async (c) => {
      await guard(c, screen, 'update');
      await systems.updateSystem(systemCtx(c), c.req.param('id'), await readJsonObject(c));
      return ok(c, null, successMessage(systemScreen, c.get('lang'), 'update'));
    });
    app.delete('/Systems/:id', async (c) => {
      await guard(c, screen, 'remove');
      await systems.removeSystem(c.get('services').db, c.req.param('id'));
      return ok(c, null, successMessage(systemScreen, c.get('lang'), 'remove'));
    });
  }
  app.get('/:systemId/Selector/:id', async (c) => {
    await guard(c, screen, 'list');
    return ok(c, { list: await menus.menuSelector(ctx(c), c.req.param('systemId'), c.req.param('id')) });
  });
  app.get('/:id/Info', async (c) => {
    await guard(c, screen, 'get');
    return ok(c, menus.menuAnswer(await menus.findMenu(c.get('services').db, c.req.param('id'))));
  });
  app.get('/:systemId', async (c) => {
    await guard(c, screen, 'list');
    return ok(c, { list: await menus.menuTree(ctx(c), c.req.param('systemId'), c.req.query('keyword') ?? '') });
  });
  app.get('/', async (c) => {
    await guard(c, screen, 'list');
    return ok(c, { list: await menus.menuTree(ctx(c), c.req.query('systemId') ?? '', c.req.query('keyword') ?? '') });
  });
  app.post('/', async (c) => {
    await guard(c, screen, 'create');
    const id = await menus.createMenu(ctx(c), await readJsonObject(c));
    return ok(c, { id }, successMessage(screen, c.get('lang'), 'create'));
  });
  app.put('/:id/Actions/State', async (c) => {
    await guard(c, screen, 'state');
    const enabledMark = await menus.toggleMenu(c.get('services').db, c.req.param('id'));
    return ok(c, { enabledMark }, successMessage(screen, c.get('lang'), 'update'));
  });
  app.put('/:id', async (c) => {
    await guard(c, screen, 'update');
    await menus.updateMenu(ctx(c), c.req.param('id'), await readJsonObject(c));
    return ok(c, null, successMessage(screen, c.get('lang'), 'update'));
  });
  app.delete('/:id', async (c) => {
    await guard(c, screen, 'remove');
    await menus.removeMenu(c.get('services').db, c.req.param('id'));
    return ok(c, null, successMessage(screen, c.get('lang'), 'remove'));
  });
  return app;
}

/** Routes of one kind of permission item (mounted at the screen's API). */
export function permissionItemRoutes(registry: ScreenRegistry, screenId: items.ItemScreenId) {
  const app = new Hono<AppEnv>();
  const screen = registry.byId.get(screenId);
  if (!screen) return app;
  const ctx = (c: Context<AppEnv>): items.ItemContext => ({ db: c.get('services').db, screen, lang: c.get('lang'), kind: items.ITEM_KINDS[screenId] });

  app.get('/:id/Info', async (c) => {
    await guard(c, screen, 'get');
    return ok(c, await items.getItem(ctx(c), c.req.param('id')));
  });
  app.get('/:moduleId', async (c) => {
    await guard(c, screen, 'list');
    return ok(c, { list: await items.listItems(ctx(c), c.req.param('moduleId'), c.req.query('keyword') ?? '') });
  });
  app.get('/', async (c) => {
    await guard(c, screen, 'list');
    return ok(c, { list: await items.listItems(ctx(c), c.req.query('moduleId') ?? '', c.req.query('keyword') ?? '') });
  });
  app.post('/', async (c) => {
    await guard(c, screen, 'create');
    const id = await items.createItem(ctx(c), await readJsonObject(c));
    return ok(c, { id }, successMessage(screen, c.get('lang'), 'create'));
  });
  app.put('/:id/Actions/State', async (c) => {
    await guard(c, screen, 'state');
    return ok(c, { enabledMark: await items.toggleItem(ctx(c), c.req.param('id')) }, successMessage(screen, c.get('lang'), 'update'));
  });
  app.put('/:id', async (c) => {
    await guard(c, screen, 'update');
    await items.updateItem(ctx(c), c.req.param('id'), await readJsonObject(c));
    return ok(c, null, successMessage(screen, c.get('lang'), 'update'));
  });
  app.delete('/:id', async (c) => {
    await guard(c, screen, 'remove');
    await items.removeItem(ctx(c), c.req.param('id'));
    return ok(c, null, successMessage(screen, c.get('lang'), 'remove'));
  });
  return app;
}
