/**
 * The chat calls (spec 01 §7): under /api/message/imreply the caller's recent conversations (`GET /` → data.list),
 * removing one (`DELETE /relocation/{id}`) and deleting its chat records (`DELETE /deleteChatRecord/{id}`), `{id}`
 * being the other user; and the contacts (`GET /api/permission/Users/ImUser` with currentPage, pageSize 20 and
 * keyword → data.list and pagination), named after the original's ImUser call. Every call acts on the signed-in
 * caller's own chat only.
 */
import type { SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/env';
import { ok, okWith } from '../../http/envelope';
import { fail } from '../../errors';
import { parseListQuery } from '../resource/query';
import { contacts, conversations, deleteRecords, removeConversation } from './chat-store';

function otherId(id: string): string {
  const trimmed = id.trim();
  if (trimmed === '' || trimmed.length > 100) throw fail('chatContactNotFound');
  return trimmed;
}

/** Routes under /api/message/imreply. */
export function chatReplyRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => ok(c, { list: await conversations(c.get('services').db, c.get('session').userId) }));

  app.delete('/relocation/:id', async (c) => {
    const services = c.get('services');
    await removeConversation(services.db, c.get('session').userId, otherId(c.req.param('id')), services.now());
    return okWith(c, 'common.deleteSuccess');
  });

  app.delete('/deleteChatRecord/:id', async (c) => {
    const services = c.get('services');
    await deleteRecords(services.db, c.get('session').userId, otherId(c.req.param('id')), services.now());
    return okWith(c, 'common.deleteSuccess');
  });

  return app;
}

/**
 * The contacts call, mounted at /api/permission/Users/ImUser. It lists users, so it lists only those
 * `visibleUsers` keeps (the host passes the users pickers' confinement: the caller's users-page rows).
 */
export function chatContactRoutes(options: { visibleUsers: (c: Context<AppEnv>) => Promise<SQL | undefined> }) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const page = parseListQuery(c.req.query(), new Set());
    const { list, total } = await contacts(c.get('services').db, c.get('session').userId, page, await options.visibleUsers(c));
    return ok(c, { list, pagination: { currentPage: page.currentPage, pageSize: page.pageSize, total } });
  });
  return app;
}
