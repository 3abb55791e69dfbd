/**
 * The message calls under /api/message (spec 01 §7): the caller's own messages — list, getUnReadMsgNum,
 * ReadInfo/{id} (opens and marks read), Actions/ReadAll, Record (delete from the record) — and the announcement
 * calls of system → notice — Notice (list), create, read, update, delete and {id}/Actions/Release — which need
 * that menu page.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/env';
import { ok, okWith } from '../../http/envelope';
import { fail } from '../../errors';
import { loadRouteGrants, mayUseRoute } from '../permission/grants';
import { parseListQuery } from '../resource/query';
import type { InboxFilter } from './inbox';
import { parseNoticeInput } from './notices';

/** The menu page that manages announcements. */
export const NOTICE_ROUTE = 'system/notice';

async function jsonBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json')) {
    if (type.includes('form')) return (await c.req.parseBody()) as Record<string, unknown>;
    return {};
  }
  let value: unknown;
  try {
    value = await c.req.json();
  } catch {
    throw fail('invalidJson');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw fail('badRequest');
  return value as Record<string, unknown>;
}

function asText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') throw fail('badRequest');
  return value;
}

/** Parses the drawer's filter (keyword, type 1–4 or empty, isRead 0/1 or empty). */
export function parseInboxFilter(source: Record<string, unknown>): InboxFilter {
  const type = asText(source.type)?.trim() ?? '';
  const isRead = asText(source.isRead)?.trim() ?? '';
  if (type !== '' && !/^[1-4]$/.test(type)) throw fail('messageTypeInvalid');
  if (isRead !== '' && isRead !== '0' && isRead !== '1') throw fail('badRequest');
  return {
    keyword: (asText(source.keyword) ?? '').trim().slice(0, 200),
    type: type === '' ? undefined : Number(type),
    isRead: isRead === '' ? undefined : (isRead as '0' | '1'),
  };
}

/** The buttons of the announcement page that guard its actions (the client hides what these refuse). */
export const NOTICE_BUTTONS = { create: 'btn_add', update: 'btn_edit', remove: 'btn_remove', release: 'btn_release' } as const;

/** Refuses a caller without the announcement page, or without the page's button for the action. */
async function requireNoticePage(c: Context<AppEnv>, action?: keyof typeof NOTICE_BUTTONS) {
  const session = c.get('session');
  if (session.isAdministrator) return;
  const { grants, pages } = await loadRouteGrants(c.get('services').db, session.userId, NOTICE_ROUTE);
  if (!mayUseRoute(grants, pages, action ? NOTICE_BUTTONS[action] : undefined)) throw fail('forbidden');
}

function ids(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : undefined;
  if (!list || list.length > 1000 || list.some((id) => typeof id !== 'string')) throw fail('badRequest');
  return (list as string[]).map((id) => id.trim()).filter((id) => id !== '');
}

/** Routes under /api/message. */
export function messageRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const query = c.req.query();
    const page = parseListQuery(query, new Set());
    const { list, total } = await c.get('services').inbox.list(c.get('session').userId, parseInboxFilter(query), page);
    return ok(c, { list, pagination: { currentPage: page.currentPage, pageSize: page.pageSize, total } });
  });

  app.get('/getUnReadMsgNum', async (c) => ok(c, await c.get('services').inbox.unreadCounts(c.get('session').userId)));

  app.get('/ReadInfo/:id', async (c) => {
    const services = c.get('services');
    return ok(c, await services.inbox.open(c.get('session').userId, c.req.param('id'), services.now()));
  });

  app.post('/Actions/ReadAll', async (c) => {
    const services = c.get('services');
    const filter = parseInboxFilter({ ...c.req.query(), ...(await jsonBody(c)) });
    const changed = await services.inbox.readAll(c.get('session').userId, filter, services.now());
    return okWith(c, 'message.readAllSuccess', { count: changed });
  });

  app.delete('/Record', async (c) => {
    const body = await jsonBody(c);
    const list = ids(body.ids ?? c.req.query('ids') ?? '');
    if (list.length === 0) throw fail('messageNotChosen');
    await c.get('services').inbox.remove(c.get('session').userId, list);
    return okWith(c, 'common.deleteSuccess');
  });

  // Announcements (system → notice).
  const noticeList = async (c: Context<AppEnv>, source: Record<string, unknown>) => {
    await requireNoticePage(c);
    const text = Object.fromEntries(Object.entries(source).map(([key, value]) => [key, asText(value)]));
    const page = parseListQuery(text, new Set());
    const { list, total } = await c.get('services').notices.list({ keyword: page.keyword, currentPage: page.currentPage, pageSize: page.pageSize });
    return ok(c, { list, pagination: { currentPage: page.currentPage, pageSize: page.pageSize, total } });
  };
  app.post('/Notice', async (c) => noticeList(c, { ...c.req.query(), ...(await jsonBody(c)) }));
  app.get('/Notice', async (c) => noticeList(c, c.req.query()));

  app.post('/', async (c) => {
    await requireNoticePage(c, 'create');
    const services = c.get('services');
    const input = parseNoticeInput(await jsonBody(c), services.sanitizeHtml);
    const id = await services.notices.create(input, c.get('session').userId, services.now());
    return okWith(c, 'common.createSuccess', { id });
  });

  app.put('/:id/Actions/Release', async (c) => {
    await requireNoticePage(c, 'release');
    const services = c.get('services');
    const reached = await services.notices.release(c.req.param('id'), c.get('session').userId, services.now());
    return okWith(c, 'message.releaseSuccess', { count: reached });
  });

  app.get('/:id', async (c) => {
    await requireNoticePage(c);
    return ok(c, await c.get('services').notices.get(c.req.param('id')));
  });

  app.put('/:id', async (c) => {
    await requireNoticePage(c, 'update');
    const services = c.get('services');
    await services.notices.update(c.req.param('id'), parseNoticeInput(await jsonBody(c), services.sanitizeHtml), services.now());
    return okWith(c, 'common.updateSuccess');
  });

  app.delete('/:id', async (c) => {
    await requireNoticePage(c, 'remove');
    await c.get('services').notices.remove(c.req.param('id'));
    return okWith(c, 'common.deleteSuccess');
  });

  return app;
}
