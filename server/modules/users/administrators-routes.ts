/** Routes under /api/system/SysConfig for the system administrators list (administrators only). */
import { Hono } from 'hono';
import { translate } from '../../../runtime/core/i18n/messages';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { readJsonObject } from '../resource/body';
import { assertAdministrator, listAdministrators, setAdministrators } from './administrators';
import { pickedUsers, pickerIds } from './picked-user';

export function administratorRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/getAdminList', async (c) => {
    assertAdministrator(c.get('session'));
    const db = c.get('services').db;
    return ok(c, { list: await pickedUsers(db, await listAdministrators(db)) });
  });

  app.put('/setAdminList', async (c) => {
    assertAdministrator(c.get('session'));
    const body = await readJsonObject(c);
    const services = c.get('services');
    const change = await setAdministrators(services.db, c.get('session'), pickerIds(body.adminIds));
    // Those who stop being administrators lose every right they held through it: their sessions end.
    if (change.removed.length) await services.sessions.endAccessOf(change.removed);
    return ok(c, null, translate(c.get('lang'), 'common.saveSuccess'));
  });

  return app;
}
