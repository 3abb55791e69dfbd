/**
 * /api/permission/OrganizeAdministrator: grade management (permission → grade, 分级管理). A system administrator
 * makes users the administrators of chosen organisations, with rights on each organisation itself and below it
 * (grade-rules.ts); the organisation module then confines such users' management to those organisations.
 * System administrators only — a grade hands out management rights.
 *
 * | call | what |
 * |---|---|
 * | `GET /?keyword=` | the grade administrators `{ list: [{ id, userId, account, realName, organizeCount }] }` |
 * | `GET /{userId}` | one user's grades `{ userId, list: [{ organizeId, fullName, thisLayerSelect, thisLayerAdd, thisLayerEdit, thisLayerDelete, subLayerSelect, subLayerAdd, subLayerEdit, subLayerDelete }] }` |
 * | `PUT /{userId}` | replaces them: `{ list: [{ organizeId, …the eight rights as 0/1 }] }` (an empty list removes them) |
 * | `DELETE /{userId}` | removes every grade of the user |
 */
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { translate } from '../../../runtime/core/i18n/messages';
import { users } from '../../db/schema';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { readJsonObject } from '../resource/body';
import { parseListQuery } from '../resource/query';
import { existingOrganizes, gradeAdministrators, gradeRows, removeGrades, replaceGrades, RIGHT_FIELDS } from './grade-store';

/** The most organisations one user's grades name. */
const MAX_GRADES = 500;

function administratorOnly(c: Context<AppEnv>) {
  if (!c.get('session').isAdministrator) throw fail('forbidden');
}

/** A 0/1 right from a body (missing: 0); anything else is refused. */
function right(value: unknown): number {
  if (value === undefined || value === null || value === false || value === 0 || value === '0') return 0;
  if (value === true || value === 1 || value === '1') return 1;
  throw fail('badRequest');
}

/** Routes under /api/permission/OrganizeAdministrator. */
export function gradeRoutes() {
  const app = new Hono<AppEnv>();
  const db = (c: Context<AppEnv>) => c.get('services').db;

  app.get('/', async (c) => {
    administratorOnly(c);
    const { keyword } = parseListQuery(c.req.query(), new Set());
    return ok(c, { list: (await gradeAdministrators(db(c), keyword)).map((row) => ({ id: row.userId, ...row })) });
  });

  app.get('/:userId', async (c) => {
    administratorOnly(c);
    return ok(c, { userId: c.req.param('userId'), list: await gradeRows(db(c), c.req.param('userId')) });
  });

  app.put('/:userId', async (c) => {
    administratorOnly(c);
    const userId = c.req.param('userId');
    const body = await readJsonObject(c);
    const [user] = await db(c).select({ isAdministrator: users.isAdministrator }).from(users).where(eq(users.id, userId));
    if (!user) throw fail('userNotFound');
    if (user.isAdministrator) throw fail('gradeForAdministrator');
    const list = body.list ?? [];
    if (!Array.isArray(list)) throw fail('badRequest');
    if (list.length > MAX_GRADES) throw fail('gradeTooMany', { max: MAX_GRADES });
    const byOrganize = new Map<string, Record<string, number> & { organizeId: string }>();
    for (const entry of list) {
      if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw fail('badRequest');
      const { organizeId } = entry as Record<string, unknown>;
      if (typeof organizeId !== 'string' || !organizeId) throw fail('organizeNotFound');
      const rights = Object.fromEntries(RIGHT_FIELDS.map((field) => [field, right((entry as Record<string, unknown>)[field])])) as Record<string, number>;
      byOrganize.set(organizeId, Object.assign(rights, { organizeId }));
    }
    const known = await existingOrganizes(db(c), [...byOrganize.keys()]);
    if ([...byOrganize.keys()].some((id) => !known.has(id))) throw fail('organizeNotFound');
    await replaceGrades(db(c), userId, [...byOrganize.values()]);
    return ok(c, null, translate(c.get('lang'), 'common.updateSuccess'));
  });

  app.delete('/:userId', async (c) => {
    administratorOnly(c);
    if (!(await removeGrades(db(c), c.req.param('userId')))) throw fail('userNotFound');
    return ok(c, null, translate(c.get('lang'), 'common.deleteSuccess'));
  });

  return app;
}
