/**
 * The schedule calls of spec 03 §7 "Schedules", under /api/system/Schedule: the list for a date range (startTime,
 * endTime as milliseconds or yyyy-MM-dd[ HH:mm]), detail/?groupId=&id=, one occurrence, create, edit with a scope
 * (PUT /{id}/{type}) and delete with a scope (DELETE /{id}/{scope}; without 1, 2 or 3: 请选择日程). Every signed-in
 * user keeps their own schedules; the service decides who may see and change which.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/env';
import { ok, okWith } from '../../http/envelope';
import { fail } from '../../errors';
import { parseScope } from './delete-scope';
import { parseInstant } from './input';

async function jsonBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('form')) return (await c.req.parseBody()) as Record<string, unknown>;
  if (!type.includes('application/json')) return {};
  let value: unknown;
  try {
    value = await c.req.json();
  } catch {
    throw fail('invalidJson');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw fail('badRequest');
  return value as Record<string, unknown>;
}

function instant(value: string | undefined): Date | undefined {
  try {
    return parseInstant(value);
  } catch {
    throw fail('scheduleRangeInvalid');
  }
}

/** Routes under /api/system/Schedule. */
export function scheduleRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const query = c.req.query();
    const from = instant(query.startTime);
    const to = instant(query.endTime);
    if (!from || !to) throw fail('scheduleRangeInvalid');
    // A date without a time names that whole day: the range ends at the end of endTime's day.
    const end = /^\d{4}-\d{2}-\d{2}$/.test(query.endTime?.trim() ?? '') ? new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1) : to;
    const list = await c.get('services').schedules.list(c.get('session').userId, from, end);
    return ok(c, { list });
  });

  // The original client calls detail/?groupId=…&id=… (with the slash); both spellings answer.
  const detail = async (c: Context<AppEnv>) => {
    const id = c.req.query('id')?.trim() ?? '';
    const groupId = c.req.query('groupId')?.trim() ?? '';
    if (!id && !groupId) throw fail('scheduleNotFound');
    return ok(c, await c.get('services').schedules.get(c.get('session').userId, id, groupId));
  };
  app.get('/detail', detail);
  app.get('/detail/', detail);

  app.get('/:id', async (c) => ok(c, await c.get('services').schedules.get(c.get('session').userId, c.req.param('id'))));

  app.post('/', async (c) => {
    const services = c.get('services');
    const created = await services.schedules.create(c.get('session').userId, await jsonBody(c), services.now());
    return okWith(c, 'common.createSuccess', created);
  });

  app.put('/:id/:type?', async (c) => {
    const scope = parseScope(c.req.param('type'));
    if (!scope) throw fail('scheduleScopeRequired');
    const services = c.get('services');
    await services.schedules.update(c.get('session').userId, c.req.param('id'), scope, await jsonBody(c), services.now());
    return okWith(c, 'common.updateSuccess');
  });

  app.delete('/:id/:scope?', async (c) => {
    const scope = parseScope(c.req.param('scope'));
    if (!scope) throw fail('scheduleScopeRequired');
    const services = c.get('services');
    const count = await services.schedules.remove(c.get('session').userId, c.req.param('id'), scope, services.now(), c.get('lang'));
    return okWith(c, 'common.deleteSuccess', { count });
  });

  return app;
}
