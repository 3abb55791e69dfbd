/**
 * The report and portal designers' state, without React (issue 9: "report and portal definitions get the same
 * editor with their own palettes"). A definition is seen as sections of parts — a report's columns, search fields,
 * summaries, its group-by and its chart; a portal's cards — and every change goes through `boardReducer`: add a part
 * from the palette, move it within its section, remove it, replace it from its property panel, change the board's
 * own properties, select, undo and redo (the history the form designer uses, edit-history.ts). Drops from the
 * canvas are resolved here too (`resolveBoardDrop`), so the rules are tested without a DOM. The definitions keep
 * their stored shapes (report.ts, portal.ts): the designer only edits them.
 *
 * A part's id is `<section>:<index>`; moving or removing a part keeps the selection on the same part.
 */
import { commitEdit, redoEdit, selectPart, undoEdit, type EditHistory } from './edit-history';
import type { CardKind, PortalCard, PortalDefinition } from './portal';
import { CARD_KINDS } from './portal';
import type { ReportDefinition } from './report';

/** Which designer. */
export type BoardDesignerKind = 'report' | 'portal';

/** The sections of a report on the canvas, in order. */
export const REPORT_SECTIONS = ['columnList', 'searchList', 'groupBy', 'summaries', 'chart'] as const;
/** A report section. */
export type ReportSection = (typeof REPORT_SECTIONS)[number];

/** What a report's palette offers: one entry per section. */
export const REPORT_PARTS = ['column', 'search', 'groupBy', 'summary', 'chart'] as const;
/** A report palette entry. */
export type ReportPart = (typeof REPORT_PARTS)[number];

/** The section a report palette entry adds to. */
export const PART_SECTION: Record<ReportPart, ReportSection> = { column: 'columnList', search: 'searchList', groupBy: 'groupBy', summary: 'summaries', chart: 'chart' };

/** Sections that hold at most one part (stored as a single value, not a list). */
const SINGLE: ReadonlySet<string> = new Set(['groupBy', 'chart']);

/** The portal's one section. */
export const CARDS = 'cards';

/** A board definition under edit. */
export type BoardDefinition = ReportDefinition | PortalDefinition;

/** The designer's state. */
export type BoardDesignerState<D extends BoardDefinition = BoardDefinition> = EditHistory<D> & { kind: BoardDesignerKind };

/** Drag ids of palette entries: `palette:<part or card kind>`. */
export const BOARD_PALETTE_PREFIX = 'palette:';
/** Drop ids of the end of a section: `zone:<section>`. */
export const BOARD_ZONE_PREFIX = 'zone:';

/** What can happen to the state. */
export type BoardAction =
  /** Adds a palette entry's part to its section at `index` (the end when left out) and selects it. */
  | { type: 'add'; part: string; index?: number }
  /** Moves a part within its section. */
  | { type: 'move'; id: string; index: number }
  | { type: 'remove'; id: string }
  /** Replaces a part (from its property panel); `coalesce` merges consecutive edits into one undo step. */
  | { type: 'update'; id: string; value: unknown; coalesce?: string }
  /** Replaces the board's own properties (a report's source and page size). */
  | { type: 'props'; props: Record<string, unknown>; coalesce?: string }
  | { type: 'replace'; definition: BoardDefinition }
  | { type: 'select'; id: string | null }
  | { type: 'undo' }
  | { type: 'redo' };

/** A part's id. */
export const partId = (section: string, index: number) => `${section}:${index}`;

/** A part id's section and index, or undefined. */
export function parsePartId(id: string): { section: string; index: number } | undefined {
  const at = id.lastIndexOf(':');
  if (at <= 0) return undefined;
  const index = Number(id.slice(at + 1));
  return Number.isInteger(index) && index >= 0 ? { section: id.slice(0, at), index } : undefined;
}

/** The sections of a kind. */
export function sectionsOf(kind: BoardDesignerKind): readonly string[] {
  return kind === 'report' ? REPORT_SECTIONS : [CARDS];
}

/** The palette entries of a kind. */
export function paletteOf(kind: BoardDesignerKind): readonly string[] {
  return kind === 'report' ? REPORT_PARTS : CARD_KINDS;
}

/** The section a palette entry adds to, or undefined when the kind has no such entry. */
export function sectionOfPart(kind: BoardDesignerKind, part: string): string | undefined {
  if (kind === 'report') return (REPORT_PARTS as readonly string[]).includes(part) ? PART_SECTION[part as ReportPart] : undefined;
  return (CARD_KINDS as readonly string[]).includes(part) ? CARDS : undefined;
}

/** The parts of a section, as a list (a single-part section: none or one). */
export function sectionParts(definition: BoardDefinition, section: string): unknown[] {
  const value = (definition as unknown as Record<string, unknown>)[section];
  if (SINGLE.has(section)) return value === undefined || value === null ? [] : [value];
  return Array.isArray(value) ? value : [];
}

/** A part by id, or undefined. */
export function findPart(definition: BoardDefinition, id: string): unknown {
  const ref = parsePartId(id);
  return ref ? sectionParts(definition, ref.section)[ref.index] : undefined;
}

/** True when the palette entry can be added now (a report holds one group-by and one chart). */
export function canAdd(kind: BoardDesignerKind, definition: BoardDefinition, part: string): boolean {
  const section = sectionOfPart(kind, part);
  if (!section) return false;
  if (SINGLE.has(section)) return sectionParts(definition, section).length === 0;
  return kind !== 'portal' || sectionParts(definition, CARDS).length < 40;
}

/** A card id not yet used: `card<n>`. */
function freeCardId(cards: readonly PortalCard[]): string {
  const used = new Set(cards.map((card) => card.id));
  for (let n = cards.length + 1; ; n++) if (!used.has(`card${n}`)) return `card${n}`;
}

/** The names new cards get as their title, per kind (zh-CN: the stored title; the other languages as titleI18n). */
const CARD_TITLES: Record<CardKind, [string, string, string]> = {
  count: ['计数', '計數', 'Count'],
  chart: ['图表', '圖表', 'Chart'],
  list: ['最新记录', '最新記錄', 'Latest records'],
  shortcut: ['快捷入口', '捷徑', 'Shortcuts'],
  notice: ['最新公告', '最新公告', 'Latest notices'],
};

/** A new part of a palette entry. */
export function newPart(kind: BoardDesignerKind, part: string, definition: BoardDefinition): unknown {
  if (kind === 'portal') {
    const cardKind = part as CardKind;
    const [title, zhTW, en] = CARD_TITLES[cardKind];
    const card: PortalCard = { id: freeCardId((definition as PortalDefinition).cards ?? []), kind: cardKind, title, titleI18n: { 'zh-TW': zhTW, en }, span: cardKind === 'chart' || cardKind === 'list' ? 16 : 8 };
    if (cardKind === 'list' || cardKind === 'notice') card.limit = 5;
    return card;
  }
  switch (part as ReportPart) {
    case 'column':
      return { prop: '' };
    case 'search':
      return { prop: '', searchType: 1 };
    case 'groupBy':
      return { prop: '' };
    case 'summary':
      return { fn: 'count' };
    case 'chart':
      return { type: 'bar', dimension: { prop: '' }, measure: { fn: 'count' } };
  }
}

/** Writes a section's parts back in its stored shape. */
function setSection(definition: BoardDefinition, section: string, parts: unknown[]): void {
  const target = definition as unknown as Record<string, unknown>;
  if (SINGLE.has(section)) {
    if (parts.length) target[section] = parts[0];
    else delete target[section];
  } else target[section] = parts;
}

/** A definition after an edit, and the part to select; undefined when the rules refuse it. */
function edit(kind: BoardDesignerKind, definition: BoardDefinition, selected: string | null, action: Exclude<BoardAction, { type: 'select' | 'undo' | 'redo' }>): { next: BoardDefinition; selected: string | null } | undefined {
  const next = structuredClone(definition);
  switch (action.type) {
    case 'add': {
      const section = sectionOfPart(kind, action.part);
      if (!section || !canAdd(kind, definition, action.part)) return undefined;
      const parts = sectionParts(next, section);
      const index = Math.max(0, Math.min(action.index ?? parts.length, parts.length));
      parts.splice(index, 0, newPart(kind, action.part, definition));
      setSection(next, section, parts);
      return { next, selected: partId(section, index) };
    }
    case 'move': {
      const ref = parsePartId(action.id);
      if (!ref) return undefined;
      const parts = sectionParts(next, ref.section);
      if (ref.index >= parts.length) return undefined;
      const index = Math.max(0, Math.min(action.index, parts.length - 1));
      if (index === ref.index) return undefined;
      const [moved] = parts.splice(ref.index, 1);
      parts.splice(index, 0, moved);
      setSection(next, ref.section, parts);
      // The selection follows the part it was on.
      let keep = selected;
      const sel = selected ? parsePartId(selected) : undefined;
      if (sel && sel.section === ref.section) {
        const order = sectionParts(definition, ref.section).map((_, i) => i);
        const [from] = order.splice(ref.index, 1);
        order.splice(index, 0, from!);
        keep = partId(ref.section, order.indexOf(sel.index));
      }
      return { next, selected: keep };
    }
    case 'remove': {
      const ref = parsePartId(action.id);
      if (!ref) return undefined;
      const parts = sectionParts(next, ref.section);
      if (ref.index >= parts.length) return undefined;
      parts.splice(ref.index, 1);
      setSection(next, ref.section, parts);
      const sel = selected ? parsePartId(selected) : undefined;
      let keep = selected;
      if (sel && sel.section === ref.section) keep = sel.index === ref.index ? null : sel.index > ref.index ? partId(ref.section, sel.index - 1) : selected;
      return { next, selected: keep };
    }
    case 'update': {
      const ref = parsePartId(action.id);
      if (!ref || action.value === null || typeof action.value !== 'object') return undefined;
      const parts = sectionParts(next, ref.section);
      if (ref.index >= parts.length) return undefined;
      parts[ref.index] = structuredClone(action.value);
      setSection(next, ref.section, parts);
      return { next, selected };
    }
    case 'props': {
      const sections = new Set(sectionsOf(kind));
      const target = next as unknown as Record<string, unknown>;
      for (const key of Object.keys(target)) if (!sections.has(key)) delete target[key];
      for (const [key, value] of Object.entries(action.props)) if (!sections.has(key) && value !== undefined) target[key] = structuredClone(value);
      return { next, selected };
    }
    case 'replace':
      return { next: structuredClone(action.definition), selected: null };
  }
}

/** A definition as the designer edits it: the sections present (a stored one may lack its optional lists). */
export function openBoard(kind: BoardDesignerKind, definition: Partial<BoardDefinition> | undefined): BoardDefinition {
  const copy = structuredClone(definition ?? {}) as Record<string, unknown>;
  if (kind === 'portal') {
    if (!Array.isArray(copy.cards)) copy.cards = [];
  } else {
    copy.source ??= { kind: 'model', modelId: '' };
    for (const section of ['columnList', 'searchList', 'summaries']) if (!Array.isArray(copy[section])) copy[section] = [];
  }
  return copy as unknown as BoardDefinition;
}

/** A state opening a definition. */
export function initialBoardState(kind: BoardDesignerKind, definition: Partial<BoardDefinition> | undefined): BoardDesignerState {
  return { kind, definition: openBoard(kind, definition), selected: null, past: [], future: [] };
}

/** Keeps a selection whose part still exists. */
const keepPart = (definition: BoardDefinition, selected: string | null) => (selected !== null && findPart(definition, selected) !== undefined ? selected : null);

/** The next state after an action (the same object when nothing changes). */
export function boardReducer(state: BoardDesignerState, action: BoardAction): BoardDesignerState {
  switch (action.type) {
    case 'select':
      return selectPart(state, action.id, keepPart);
    case 'undo':
      return undoEdit(state, keepPart);
    case 'redo':
      return redoEdit(state, keepPart);
    default: {
      const result = edit(state.kind, state.definition, state.selected, action);
      if (!result) return state;
      const coalesce = 'coalesce' in action && action.coalesce ? `${action.type}:${action.coalesce}` : undefined;
      return commitEdit(state, result.next, keepPart(result.next, result.selected), coalesce);
    }
  }
}

/**
 * The edit a drop makes: a palette entry dropped over a part of its section adds before it, over its section's
 * zone adds at the end; a part dropped over another of its section moves there, over its zone to the end.
 * Undefined when the drop does nothing (another section, an entry that cannot be added now).
 */
export function resolveBoardDrop(kind: BoardDesignerKind, definition: BoardDefinition, active: string, over: string | null): BoardAction | undefined {
  if (!over || active === over) return undefined;
  let section: string;
  let index: number;
  if (over.startsWith(BOARD_ZONE_PREFIX)) {
    section = over.slice(BOARD_ZONE_PREFIX.length);
    if (!sectionsOf(kind).includes(section)) return undefined;
    index = sectionParts(definition, section).length;
  } else {
    const ref = parsePartId(over);
    if (!ref || findPart(definition, over) === undefined) return undefined;
    ({ section, index } = ref);
  }
  if (active.startsWith(BOARD_PALETTE_PREFIX)) {
    const part = active.slice(BOARD_PALETTE_PREFIX.length);
    return sectionOfPart(kind, part) === section && canAdd(kind, definition, part) ? { type: 'add', part, index } : undefined;
  }
  const moving = parsePartId(active);
  if (!moving || moving.section !== section || findPart(definition, active) === undefined) return undefined;
  return { type: 'move', id: active, index: Math.min(index, sectionParts(definition, section).length - 1) };
}
