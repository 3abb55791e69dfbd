/**
 * Roles as pickers see them: GET /api/permission/Role/Selector lists the enabled roles (id, name, code) for the
 * user dialog's role field. The role management screen itself comes with the permission screens.
 */
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { roles } from '../../db/schema';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';

/** Routes under /api/permission/Role. A session is enough: only names and codes are answered. */
export function roleRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/Selector', async (c) => {
    const rows = await c
      .get('services')
      .db.select({ id: roles.id, fullName: roles.fullName, enCode: roles.enCode })
      .from(roles)
      .where(eq(roles.enabledMark, 1))
      .orderBy(asc(roles.sortCode), asc(roles.fullName));
    return ok(c, { list: rows.map((row) => ({ ...row, type: 'role', parentId: '0', hasChildren: false, isLeaf: true })) });
  });
  return app;
}
