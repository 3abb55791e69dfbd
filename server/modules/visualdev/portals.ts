/**
 * Portals (menu type 8, issue 9 §4): the portal kind of the stored boards (its check: the card shapes, then that the
 * models, reports and menus they name exist and are released) and a portal's data for one caller. Each card is read
 * through the guard of what it shows — a count or list through its model's list guard (its column permissions, and
 * its data-permission schemes: only the records the caller's list would show are counted or listed),
 * a chart through its report's, shortcuts filtered by the caller's menus, notices from the caller's own inbox — and a
 * card the caller may not see answers `state: "forbidden"` with no data; the other cards still answer.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Language } from '../../../runtime/core/i18n/languages';
import { displayValues } from '../../../runtime/core/lowcode/display';
import { portalProblems, type CardFilter, type PortalCard, type PortalDefinition } from '../../../runtime/core/lowcode/portal';
import { reportFields, type ReportDefinition, type ReportField } from '../../../runtime/core/lowcode/report';
import { screenTranslator } from '../../../runtime/core/schema/messages';
import type { Db } from '../../db/client';
import { dataReports, modules, portals, records } from '../../db/schema';
import { AppError, fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { MessageType } from '../message/inbox';
import { fieldAccess } from '../permission/field-access';
import { hasModule, loadGrants } from '../permission/grants';
import { rowCondition } from '../permission/data-scope';
import { authorise, authoriseWithRows } from '../resource/guard';
import * as store from '../resource/store';
import { boardMenuEntries, type BoardKind, type BoardProblem } from './boards';
import { liveModel } from './models';
import { withNames } from './picked-labels';
import { valueOf } from './report-query';
import { labelIn, reportData } from './reports';

/** The admin page of portals: onlineDev → visualPortal. */
export const PORTAL_PAGE = { route: 'onlineDev/visualPortal' };

const released = async (db: Db, modelId: string) => {
  try {
    return await liveModel(db, modelId);
  } catch (error) {
    if (error instanceof AppError && (error.errorName === 'modelNotFound' || error.errorName === 'modelNotReleased')) return undefined;
    throw error;
  }
};

/** Checks a portal: the card shapes, then the models, fields, reports and menus the cards name. */
export async function checkPortal(db: Db, definition: unknown, lang: Language): Promise<BoardProblem[]> {
  const problems = portalProblems(definition);
  if (problems.length) return problems;
  for (const card of (definition as PortalDefinition).cards) {
    const params = { card: card.title };
    if (card.kind === 'count' || card.kind === 'list') {
      const model = await released(db, card.modelId!);
      if (!model) return [{ key: 'portal.modelNotReleased', params }];
      const keys = new Set(reportFields(model.screen.schema, lang).filter((field) => !field.subTableSum).map((field) => field.key));
      const named = card.kind === 'count' ? (card.filter ? [card.filter.prop] : []) : (card.columns ?? []);
      const unknown = named.find((prop) => !keys.has(prop));
      if (unknown) return [{ key: 'portal.fieldUnknown', params: { ...params, field: unknown } }];
    }
    if (card.kind === 'chart') {
      const [report] = await db.select({ definition: dataReports.releasedDefinition }).from(dataReports).where(eq(dataReports.id, card.reportId!));
      if (!report?.definition || !(report.definition as { chart?: unknown }).chart) return [{ key: 'portal.reportNotReleased', params }];
    }
    if (card.kind === 'shortcut') {
      const ids = [...new Set(card.menuIds!)];
      const found = await db.select({ id: modules.id }).from(modules).where(inArray(modules.id, ids));
      if (found.length !== ids.length) return [{ key: 'portal.menuUnknown', params }];
    }
  }
  return [];
}

/** Portals as stored boards. */
export const PORTAL_KIND: BoardKind = {
  table: portals,
  lockName: 'base_portal',
  menuType: 8,
  urlPrefix: 'portal',
  icon: 'LayoutOutlined',
  notFound: 'portalNotFound',
  notReleased: 'portalNotReleased',
  check: checkPortal,
  empty: () => ({ cards: [] }),
};

/** Refuses unless the caller may open the portal: a menu entry publishing it, or the portal designer's page. */
export async function assertMayOpenPortal(c: Context<AppEnv>, id: string): Promise<void> {
  const session = c.get('session');
  if (session.isAdministrator) return;
  const db = c.get('services').db;
  const [entries, grants] = await Promise.all([boardMenuEntries(db, PORTAL_KIND, id), loadGrants(db, session.userId)]);
  if (entries.some((entry) => entry.enabledMark === 1 && hasModule(grants, entry.id))) return;
  await authorise(c, PORTAL_PAGE, 'list');
}

/** The condition of a count card's filter. */
function filterCondition(field: ReportField, filter: CardFilter): SQL {
  const value = valueOf(field);
  const numeric = field.kind === 'number' || field.kind === 'date';
  const operand = numeric ? Number(filter.value) : String(typeof filter.value === 'boolean' ? Number(filter.value) : filter.value);
  if (numeric && !Number.isFinite(operand)) return sql`false`;
  switch (filter.op) {
    case 'contains':
      return sql`(${records.data} ->> ${field.key}) ilike ${`%${String(filter.value).replace(/[\\%_]/g, (char) => `\\${char}`)}%`}`;
    case 'ne':
      return sql`${value} is distinct from ${operand}`;
    case 'gt':
      return sql`${value} > ${operand}`;
    case 'gte':
      return sql`${value} >= ${operand}`;
    case 'lt':
      return sql`${value} < ${operand}`;
    case 'lte':
      return sql`${value} <= ${operand}`;
    default:
      return sql`${value} = ${operand}`;
  }
}

type CardState = 'ok' | 'forbidden' | 'missing';

/** Runs a card's reader; a refusal of the guard becomes `forbidden`, a missing model or report `missing`. */
async function guarded(read: () => Promise<unknown>): Promise<{ state: CardState; data?: unknown }> {
  try {
    return { state: 'ok', data: await read() };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.errorName === 'forbidden') return { state: 'forbidden' };
    if (['modelNotFound', 'modelNotReleased', 'reportNotFound', 'reportNotReleased'].includes(error.errorName)) return { state: 'missing' };
    throw error;
  }
}

/** The data of one card for the caller. */
async function cardData(c: Context<AppEnv>, card: PortalCard): Promise<unknown> {
  const services = c.get('services');
  const db = services.db;
  const lang = c.get('lang');
  const userId = c.get('session').userId;
  switch (card.kind) {
    case 'count': {
      const model = await liveModel(db, card.modelId!);
      const { fieldGrants, rows } = await authoriseWithRows(c, model.screen.schema, 'list');
      const access = fieldAccess(model.screen.schema, fieldGrants);
      const visible = rowCondition(rows, store.recordFieldSql);
      const conditions: SQL[] = [eq(records.screen, model.screen.schema.id), ...(visible ? [visible] : [])];
      if (card.filter) {
        // Counting by a field the caller may not see would reveal it.
        if (access.hiddenInLists.has(card.filter.prop)) throw fail('forbidden');
        const field = reportFields(model.screen.schema, lang).find((candidate) => candidate.key === card.filter!.prop);
        if (!field) throw fail('modelNotFound');
        conditions.push(filterCondition(field, card.filter));
      }
      const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(records).where(and(...conditions));
      return { value: row?.n ?? 0 };
    }
    case 'chart': {
      const [row] = await db.select().from(dataReports).where(eq(dataReports.id, card.reportId!));
      if (!row) throw fail('reportNotFound');
      if (!row.releasedDefinition) throw fail('reportNotReleased');
      const answer = await reportData(c, row, row.releasedDefinition as unknown as ReportDefinition, {}, { chartOnly: true });
      // The chart's dimension or measure hidden from the caller: nothing of it may show.
      if (!answer.chart) throw fail('forbidden');
      return answer.chart;
    }
    case 'list': {
      const model = await liveModel(db, card.modelId!);
      const schema = model.screen.schema;
      const { fieldGrants, rows } = await authoriseWithRows(c, schema, 'list');
      const access = fieldAccess(schema, fieldGrants);
      const wanted = card.columns?.length ? card.columns : schema.list.columns.slice(0, 3).map((column) => column.field);
      const shown = wanted.filter((prop) => !access.hiddenInLists.has(prop));
      if (shown.length === 0) throw fail('forbidden');
      const page = await store.listPage(db, schema.id, undefined, { keywordFields: [], keyword: '', order: [], offset: 0, limit: card.limit ?? 5, visible: rowCondition(rows, store.recordFieldSql) });
      const t = screenTranslator(schema, lang);
      // Only the shown values are looked up and answered: people, related records and the like by their names.
      const named = await withNames(c, schema, page.rows.map((stored) => Object.fromEntries(shown.filter((prop) => prop in stored.data).map((prop) => [prop, stored.data[prop]]))));
      return {
        modelId: card.modelId,
        columns: shown.map((prop) => ({ prop, label: t(schema.model.properties[prop]?.title ?? prop) })),
        list: page.rows.map((stored, index) => {
          const values = displayValues(schema, named[index]!, lang);
          return { id: stored.id, ...Object.fromEntries(shown.map((prop) => [prop, values[prop] ?? ''])) };
        }),
      };
    }
    case 'shortcut': {
      const ids = [...new Set(card.menuIds ?? [])];
      const grants = await loadGrants(db, userId);
      const rows = ids.length ? await db.select().from(modules).where(inArray(modules.id, ids)) : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      // Only the entries the caller may open, in the card's order.
      return {
        list: ids
          .map((id) => byId.get(id))
          .filter((row) => row !== undefined && row.enabledMark === 1 && hasModule(grants, row.id))
          .map((row) => ({ id: row!.id, fullName: row!.fullNameI18n[lang] || row!.fullName, enCode: row!.enCode, icon: row!.icon, type: row!.type, urlAddress: row!.urlAddress, linkTarget: row!.linkTarget })),
      };
    }
    case 'notice': {
      const page = await services.inbox.list(userId, { keyword: '', type: MessageType.notice }, { currentPage: 1, pageSize: card.limit ?? 5, order: 'desc' });
      return { list: page.list.map((item) => ({ id: item.id, title: item.title, releaseTime: item.releaseTime, isRead: item.isRead })) };
    }
    default:
      return undefined;
  }
}

/** A portal's cards with each one's data, for the caller. */
export async function portalData(c: Context<AppEnv>, row: { id: string; fullName: string }, definition: PortalDefinition) {
  const lang = c.get('lang');
  const cards = [];
  // One card after another: each is a few queries, and a portal holds few cards.
  for (const card of definition.cards) {
    const result = await guarded(() => cardData(c, card));
    cards.push({ id: card.id, kind: card.kind, title: labelIn(lang, card.title, card.titleI18n, card.id), span: card.span ?? 12, ...result });
  }
  return { id: row.id, fullName: row.fullName, cards };
}
