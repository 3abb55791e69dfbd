/**
 * Organisations as the user screens need them: the tree for the organisation cascader (GET /api/permission/Organize)
 * and, for a user, the id path from the top organisation down to theirs (the cascader's value, `organizeIdTree`).
 */
import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../db/client';
import { organizes } from '../../db/schema';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { parseListQuery, containsKeyword } from '../resource/query';
import { buildTree, descendantIds, withAncestors } from '../resource/tree';

/** An organisation row. */
export type OrganizeRow = typeof organizes.$inferSelect;

/** Every organisation, in sort order (one query; the table is small). */
export function loadOrganizes(db: Db): Promise<OrganizeRow[]> {
  return db.select().from(organizes).orderBy(asc(organizes.sortCode), asc(organizes.fullName));
}

/** The ids from the top organisation down to the given one (empty when it is unknown). */
export function organizePath(rows: readonly OrganizeRow[], organizeId: string): string[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const path: string[] = [];
  let current = byId.get(organizeId);
  while (current && !path.includes(current.id)) {
    path.unshift(current.id);
    current = byId.get(current.parentId);
  }
  return path;
}

/** The organisation and all below it. */
export function organizeSubtree(rows: readonly OrganizeRow[], organizeId: string): string[] {
  return [organizeId, ...descendantIds(rows, organizeId)];
}

/** GET /api/permission/Organize: the enabled organisations as a tree (keyword keeps matches with their parents). */
export function organizeRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const query = parseListQuery(c.req.query(), new Set());
    const rows = (await loadOrganizes(c.get('services').db)).filter((row) => row.enabledMark === 1);
    const nodes = rows.map((row) => ({
      id: row.id,
      parentId: row.parentId,
      fullName: row.fullName,
      enCode: row.enCode,
      type: row.category,
      category: row.category,
      sortCode: row.sortCode,
      enabledMark: row.enabledMark,
      description: row.description,
    }));
    const kept = query.keyword ? withAncestors(nodes, (node) => containsKeyword(node.fullName, query.keyword) || containsKeyword(node.enCode, query.keyword)) : nodes;
    return ok(c, { list: buildTree(kept) });
  });
  return app;
}
