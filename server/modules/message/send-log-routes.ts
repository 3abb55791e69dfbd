/**
 * The message monitor (消息中心 → 消息监控, route msgCenter/msgMonitor) under /api/message/MessageMonitor: the send
 * log, paged and newest first, searched by channel, status (1 sent, 0 failed), a time range (startTime, endTime as
 * milliseconds or yyyy-MM-dd[ HH:mm[:ss]]; the end of a bare date is the end of that day) and a keyword (title,
 * content, recipient, address, template); one row; DELETE /{id}; DELETE /batchRemove (ids) and DELETE /empty (all),
 * which need the page's 删除 button. Every call needs the page.
 */
import dayjs from 'dayjs';
import { Hono, type Context } from 'hono';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ok, okWith } from '../../http/envelope';
import { loadRouteGrants, mayUseRoute } from '../permission/grants';
import { readJsonObject } from '../resource/body';
import { parseListQuery } from '../resource/query';
import { Channel } from './channels/types';
import type { SendLogFilter } from './send-log';

/** The monitor's menu page. */
export const MONITOR_ROUTE = 'msgCenter/msgMonitor';

const CHANNELS = new Set<number>(Object.values(Channel));
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2}(?::\d{2})?)?$/;
const FORMATS: Record<number, string> = { 10: 'YYYY-MM-DD', 16: 'YYYY-MM-DD HH:mm', 19: 'YYYY-MM-DD HH:mm:ss' };

async function requirePage(c: Context<AppEnv>, button?: string) {
  const session = c.get('session');
  if (session.isAdministrator) return;
  const { grants, pages } = await loadRouteGrants(c.get('services').db, session.userId, MONITOR_ROUTE);
  if (!mayUseRoute(grants, pages, button)) throw fail('forbidden');
}

/** Reads one time bound; a bare date as an end bound means the end of that day. */
function timeOf(value: string | undefined, end: boolean): Date | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  if (/^\d{1,15}$/.test(text)) return new Date(Number(text));
  const parsed = DATE_TEXT.test(text) ? dayjs(text) : undefined;
  // A date that does not exist (2026-02-30) reads back as another one.
  if (!parsed?.isValid() || parsed.format(FORMATS[text.length]) !== text) throw fail('messageSendLogFilterInvalid');
  if (!end) return parsed.toDate();
  // An end bound reaches to the end of what it names: the day, the minute or the second.
  return parsed.add(1, text.length === 10 ? 'day' : text.length === 16 ? 'minute' : 'second').toDate();
}

/** Parses the monitor's search. */
export function parseSendLogFilter(query: Record<string, string | undefined>): SendLogFilter {
  const channel = query.channel?.trim() ?? '';
  const status = query.status?.trim() ?? '';
  if (channel !== '' && !(/^\d$/.test(channel) && CHANNELS.has(Number(channel)))) throw fail('messageSendLogFilterInvalid');
  if (status !== '' && status !== '0' && status !== '1') throw fail('messageSendLogFilterInvalid');
  const from = timeOf(query.startTime, false);
  const to = timeOf(query.endTime, true);
  if (from && to && from.getTime() >= to.getTime()) throw fail('messageSendLogFilterInvalid');
  return {
    keyword: (query.keyword ?? '').trim().slice(0, 200),
    channel: channel === '' ? undefined : Number(channel),
    status: status === '' ? undefined : Number(status),
    from,
    to,
  };
}

function idList(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : undefined;
  if (!list || list.length > 1000 || list.some((id) => typeof id !== 'string')) throw fail('badRequest');
  return [...new Set((list as string[]).map((id) => id.trim()).filter((id) => id !== ''))];
}

/** Routes under /api/message/MessageMonitor. */
export function sendLogRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    await requirePage(c);
    const query = c.req.query();
    const page = parseListQuery(query, new Set());
    const { list, total } = await c.get('services').sendLog.list(parseSendLogFilter(query), page);
    return ok(c, { list, pagination: { currentPage: page.currentPage, pageSize: page.pageSize, total } });
  });

  app.delete('/empty', async (c) => {
    await requirePage(c, 'btn_remove');
    const count = await c.get('services').sendLog.clear();
    return okWith(c, 'message.monitorClearSuccess', { count });
  });

  app.delete('/batchRemove', async (c) => {
    await requirePage(c, 'btn_remove');
    const body = c.req.header('content-type')?.includes('json') ? await readJsonObject(c) : {};
    const ids = idList(body.ids ?? c.req.query('ids') ?? '');
    if (ids.length === 0) throw fail('badRequest');
    const count = await c.get('services').sendLog.remove(ids);
    return okWith(c, 'common.deleteSuccess', { count });
  });

  app.get('/:id', async (c) => {
    await requirePage(c);
    return ok(c, await c.get('services').sendLog.get(c.req.param('id')));
  });

  app.delete('/:id', async (c) => {
    await requirePage(c, 'btn_remove');
    const count = await c.get('services').sendLog.remove([c.req.param('id')]);
    if (count === 0) throw fail('messageSendLogNotFound');
    return okWith(c, 'common.deleteSuccess');
  });

  return app;
}
