/**
 * Portals as data (menu type 8; issue 9 §4): a dashboard of cards in a 24-column grid, in the order given. A card is
 * a count (the number of a model's records, optionally filtered by one field), a chart (a released report's chart),
 * a list (the latest records of a model), shortcuts (menu pages — each user sees only those they may open) or
 * notices (the latest announcements the user received). The server answers every card's data through the guard of
 * what it reads (server/modules/visualdev/portal-data.ts); this file holds the format and its check.
 */
import type { Language } from '../i18n/languages';
import type { ReportMessageKey } from './board-messages';

/** The card kinds. */
export const CARD_KINDS = ['count', 'chart', 'list', 'shortcut', 'notice'] as const;
/** A card kind. */
export type CardKind = (typeof CARD_KINDS)[number];

/** Comparisons of a count card's filter. */
export const FILTER_OPS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'contains'] as const;
/** A comparison. */
export type FilterOp = (typeof FILTER_OPS)[number];

/** A count card's filter: one field compared with a value. */
export interface CardFilter {
  prop: string;
  op: FilterOp;
  value: string | number | boolean;
}

/** A card of a portal. */
export interface PortalCard {
  /** Unique within the portal. */
  id: string;
  kind: CardKind;
  /** The title (zh-CN). */
  title: string;
  titleI18n?: Partial<Record<Language, string>>;
  /** Grid columns out of 24 (6, 8, 12, 16, 24…); 12 when absent. */
  span?: number;
  /** count and list: the form model. */
  modelId?: string;
  /** count: an optional filter. */
  filter?: CardFilter;
  /** chart: the released report whose chart the card shows. */
  reportId?: string;
  /** list and notice: how many (1–20; 5 when absent). */
  limit?: number;
  /** list: the columns shown (value keys of the model; its first three list columns when absent). */
  columns?: string[];
  /** shortcut: menu entry ids. */
  menuIds?: string[];
}

/** A portal definition (what `base_portal.definition` holds). */
export interface PortalDefinition {
  cards: PortalCard[];
}

/** One problem of a portal definition. */
export interface PortalProblem {
  key: ReportMessageKey;
  params?: Record<string, string>;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const ID = /^[A-Za-z0-9_-]{1,40}$/;

/** Checks a portal definition's shape (that its models and reports exist is checked by the server). */
export function portalProblems(value: unknown): PortalProblem[] {
  if (!isObject(value) || !Array.isArray(value.cards)) return [{ key: 'portal.definitionInvalid' }];
  if (value.cards.length > 40) return [{ key: 'portal.tooManyCards' }];
  const problems: PortalProblem[] = [];
  const ids = new Set<string>();
  value.cards.forEach((card, index) => {
    const where = `#${index + 1}`;
    if (!isObject(card)) {
      problems.push({ key: 'portal.cardInvalid', params: { card: where } });
      return;
    }
    const name = typeof card.title === 'string' && card.title.trim() ? card.title.trim() : where;
    if (typeof card.id !== 'string' || !ID.test(card.id)) problems.push({ key: 'portal.cardIdInvalid', params: { card: name } });
    else if (ids.has(card.id)) problems.push({ key: 'portal.cardIdDuplicate', params: { card: name } });
    else ids.add(card.id);
    if (typeof card.title !== 'string' || !card.title.trim() || card.title.length > 50) problems.push({ key: 'portal.cardTitleInvalid', params: { card: where } });
    if (!(CARD_KINDS as readonly unknown[]).includes(card.kind)) {
      problems.push({ key: 'portal.cardKindInvalid', params: { card: name } });
      return;
    }
    if (card.span !== undefined && !(Number.isInteger(card.span) && (card.span as number) >= 1 && (card.span as number) <= 24)) problems.push({ key: 'portal.spanInvalid', params: { card: name } });
    if (card.limit !== undefined && !(Number.isInteger(card.limit) && (card.limit as number) >= 1 && (card.limit as number) <= 20)) problems.push({ key: 'portal.limitInvalid', params: { card: name } });
    if ((card.kind === 'count' || card.kind === 'list') && (typeof card.modelId !== 'string' || !card.modelId)) problems.push({ key: 'portal.modelRequired', params: { card: name } });
    if (card.kind === 'chart' && (typeof card.reportId !== 'string' || !card.reportId)) problems.push({ key: 'portal.reportRequired', params: { card: name } });
    if (card.kind === 'shortcut' && (!Array.isArray(card.menuIds) || card.menuIds.length === 0 || card.menuIds.length > 30 || card.menuIds.some((id) => typeof id !== 'string' || !id)))
      problems.push({ key: 'portal.menusRequired', params: { card: name } });
    if (card.kind === 'list' && card.columns !== undefined && (!Array.isArray(card.columns) || card.columns.length > 10 || card.columns.some((column) => typeof column !== 'string' || !column)))
      problems.push({ key: 'portal.columnsInvalid', params: { card: name } });
    if (card.kind === 'count' && card.filter !== undefined) {
      const filter = card.filter;
      const valueOk = isObject(filter) && (typeof filter.value === 'string' || typeof filter.value === 'boolean' || (typeof filter.value === 'number' && Number.isFinite(filter.value)));
      if (!isObject(filter) || typeof filter.prop !== 'string' || !filter.prop || !(FILTER_OPS as readonly unknown[]).includes(filter.op) || !valueOk)
        problems.push({ key: 'portal.filterInvalid', params: { card: name } });
    }
  });
  return problems;
}
