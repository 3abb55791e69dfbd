/**
 * Positions (job posts) as pickers see them: GET /api/permission/Position/Selector lists the enabled positions
 * with their organisation, labelled "name/organisation" so that equal names in two departments stay apart;
 * `?organizeId=` keeps those of one organisation (the user dialog offers the chosen organisation's positions).
 */
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { organizes, positions } from '../../db/schema';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';

/** Routes under /api/permission/Position. A session is enough: only names are answered. */
export function positionRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/Selector', async (c) => {
    const organizeId = c.req.query('organizeId');
    const rows = await c
      .get('services')
      .db.select({ id: positions.id, fullName: positions.fullName, enCode: positions.enCode, organizeId: positions.organizeId, organize: organizes.fullName })
      .from(positions)
      .leftJoin(organizes, eq(organizes.id, positions.organizeId))
      .where(and(eq(positions.enabledMark, 1), organizeId ? eq(positions.organizeId, organizeId) : undefined))
      .orderBy(asc(positions.sortCode), asc(positions.fullName));
    return ok(c, {
      list: rows.map((row) => ({
        ...row,
        organize: row.organize ?? '',
        label: row.organize ? `${row.fullName}/${row.organize}` : row.fullName,
        type: 'position',
        parentId: row.organizeId,
        hasChildren: false,
        isLeaf: true,
      })),
    });
  });
  return app;
}
