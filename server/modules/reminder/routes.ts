/** The reminder calls of spec 01 §7: GET …/Organize/getReminderWarning and POST …/PublicApi/createUpReminderLog/{ids}. */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { ok, okWith } from '../../http/envelope';
import { parseReminderIds, recordReminderSeen, reminderFor } from './reminders';

/** Routes under /api/permission/Organize that belong to the reminder. */
export function reminderWarningRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/getReminderWarning', async (c) => ok(c, await reminderFor(c.get('services').db, c.get('session').userId)));
  return app;
}

/** Routes under /api/eam/PublicApi that belong to the reminder. */
export function reminderLogRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/createUpReminderLog/:ids', async (c) => {
    const services = c.get('services');
    await recordReminderSeen(services.db, c.get('session').userId, parseReminderIds(c.req.param('ids')), services.now());
    return okWith(c, 'common.reminderRecorded');
  });
  return app;
}
