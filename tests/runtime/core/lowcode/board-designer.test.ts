/**
 * The report and portal designers' state (issue 9): palette entries add parts to their own section (one group-by,
 * one chart), parts move within their section and are removed, panels replace them, the report's own properties
 * change, selection follows a moved part, undo and redo walk the history, and drops resolve to those edits. The
 * stored shapes stay as they were, so a stored definition opens and saves unchanged.
 */
import { fc, test } from '@fast-check/vitest';
import {
  boardReducer,
  findPart,
  initialBoardState,
  resolveBoardDrop,
  sectionParts,
  type BoardAction,
  type BoardDesignerState,
} from '../../../../runtime/core/lowcode/board-designer';
import { HISTORY_LIMIT } from '../../../../runtime/core/lowcode/edit-history';
import type { PortalDefinition } from '../../../../runtime/core/lowcode/portal';
import type { ReportDefinition } from '../../../../runtime/core/lowcode/report';
import { DEMO_PORTAL, DEMO_REPORT } from '../../../../server/db/seed/demo-boards';

const run = (state: BoardDesignerState, ...actions: BoardAction[]) => actions.reduce(boardReducer, state);
const report = () => initialBoardState('report', DEMO_REPORT);
const portal = () => initialBoardState('portal', DEMO_PORTAL);

describe('board designer state', () => {
  it('opens stored definitions as they are, and a bare one with its lists', () => {
    expect(report().definition).toEqual(DEMO_REPORT);
    expect(portal().definition).toEqual(DEMO_PORTAL);
    expect(initialBoardState('report', undefined).definition).toEqual({ source: { kind: 'model', modelId: '' }, columnList: [], searchList: [], summaries: [] });
    expect(initialBoardState('portal', {}).definition).toEqual({ cards: [] });
  });

  it('adds palette entries to their sections and selects them; a second group-by or chart is refused', () => {
    const bare = initialBoardState('report', { source: { kind: 'model', modelId: 'm' }, columnList: [] });
    const state = run(bare, { type: 'add', part: 'column' }, { type: 'add', part: 'groupBy' }, { type: 'add', part: 'chart' }, { type: 'add', part: 'summary' }, { type: 'add', part: 'search' });
    const definition = state.definition as ReportDefinition;
    expect(definition.columnList).toEqual([{ prop: '' }]);
    expect(definition.groupBy).toEqual({ prop: '' });
    expect(definition.chart).toEqual({ type: 'bar', dimension: { prop: '' }, measure: { fn: 'count' } });
    expect(definition.summaries).toEqual([{ fn: 'count' }]);
    expect(state.selected).toBe('searchList:0');
    expect(run(state, { type: 'add', part: 'groupBy' })).toBe(state);
    expect(run(state, { type: 'add', part: 'chart' })).toBe(state);
    expect(run(state, { type: 'add', part: 'count' })).toBe(state);
  });

  it('adds portal cards with unique ids and their kind\'s defaults', () => {
    const state = run(portal(), { type: 'add', part: 'list', index: 0 }, { type: 'add', part: 'count' });
    const cards = (state.definition as PortalDefinition).cards;
    expect(cards[0]).toEqual({ id: 'card8', kind: 'list', title: '最新记录', titleI18n: { 'zh-TW': '最新記錄', en: 'Latest records' }, span: 16, limit: 5 });
    expect(cards.at(-1)).toMatchObject({ id: 'card9', kind: 'count', span: 8 });
    expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
    expect(run(state, { type: 'add', part: 'column' })).toBe(state);
  });

  it('moves a part within its section with the selection following it, removes it, and undoes and redoes', () => {
    const selected = run(portal(), { type: 'select', id: 'cards:1' });
    const moved = run(selected, { type: 'move', id: 'cards:1', index: 4 });
    expect((moved.definition as PortalDefinition).cards.map((card) => card.id)).toEqual(['requisitions', 'large', 'amountChart', 'shortcuts', 'urgent', 'latest', 'notices']);
    expect(moved.selected).toBe('cards:4');
    const removed = run(moved, { type: 'remove', id: 'cards:0' });
    expect(removed.selected).toBe('cards:3');
    expect(findPart(removed.definition, 'cards:3')).toMatchObject({ id: 'urgent' });
    const back = run(removed, { type: 'undo' }, { type: 'undo' });
    expect(back.definition).toEqual(DEMO_PORTAL);
    expect(run(back, { type: 'redo' }, { type: 'redo' }).definition).toEqual(removed.definition);
    // Removing the chart and the group-by leaves the stored shape without them.
    const bare = run(report(), { type: 'remove', id: 'chart:0' }, { type: 'remove', id: 'groupBy:0' });
    expect(bare.definition).not.toHaveProperty('chart');
    expect(bare.definition).not.toHaveProperty('groupBy');
  });

  it('replaces a part from its panel, merging one panel\'s consecutive edits into one undo step', () => {
    const state = run(
      report(),
      { type: 'update', id: 'columnList:0', value: { prop: 'billNo', label: '编号' }, coalesce: 'columnList:0' },
      { type: 'update', id: 'columnList:0', value: { prop: 'billNo', label: '编号X' }, coalesce: 'columnList:0' },
    );
    expect((state.definition as ReportDefinition).columnList[0]).toEqual({ prop: 'billNo', label: '编号X' });
    expect(state.past).toHaveLength(1);
    expect(run(state, { type: 'undo' }).definition).toEqual(DEMO_REPORT);
    expect(run(state, { type: 'update', id: 'columnList:99', value: {} })).toBe(state);
    expect(run(state, { type: 'update', id: 'columnList:0', value: null })).toBe(state);
  });

  it('changes the report\'s own properties and keeps its sections', () => {
    const state = run(report(), { type: 'props', props: { source: { kind: 'model', modelId: 'other' }, pageSize: 20 } });
    expect(state.definition).toEqual({ ...DEMO_REPORT, source: { kind: 'model', modelId: 'other' }, pageSize: 20 });
    const cleared = run(state, { type: 'props', props: { source: { kind: 'model', modelId: 'other' } } });
    expect(cleared.definition).not.toHaveProperty('pageSize');
    expect(sectionParts(cleared.definition, 'columnList')).toHaveLength(6);
  });

  it('resolves drops: palette entries into their section, parts within theirs, nothing across', () => {
    const definition = report().definition;
    expect(resolveBoardDrop('report', definition, 'palette:column', 'columnList:2')).toEqual({ type: 'add', part: 'column', index: 2 });
    expect(resolveBoardDrop('report', definition, 'palette:column', 'zone:columnList')).toEqual({ type: 'add', part: 'column', index: 6 });
    expect(resolveBoardDrop('report', definition, 'palette:column', 'zone:searchList')).toBeUndefined();
    expect(resolveBoardDrop('report', definition, 'palette:chart', 'zone:chart')).toBeUndefined();
    expect(resolveBoardDrop('report', definition, 'columnList:0', 'columnList:3')).toEqual({ type: 'move', id: 'columnList:0', index: 3 });
    expect(resolveBoardDrop('report', definition, 'columnList:0', 'zone:columnList')).toEqual({ type: 'move', id: 'columnList:0', index: 5 });
    expect(resolveBoardDrop('report', definition, 'columnList:0', 'searchList:0')).toBeUndefined();
    expect(resolveBoardDrop('report', definition, 'columnList:0', null)).toBeUndefined();
    expect(resolveBoardDrop('portal', portal().definition, 'palette:notice', 'cards:0')).toEqual({ type: 'add', part: 'notice', index: 0 });
  });

  test.prop([fc.array(fc.oneof(
    fc.record({ type: fc.constant('add' as const), part: fc.constantFrom('count', 'chart', 'list', 'shortcut', 'notice', 'column'), index: fc.option(fc.integer({ min: -2, max: 12 }), { nil: undefined }) }),
    fc.record({ type: fc.constant('move' as const), id: fc.integer({ min: 0, max: 10 }).map((n) => `cards:${n}`), index: fc.integer({ min: -2, max: 12 }) }),
    fc.record({ type: fc.constant('remove' as const), id: fc.integer({ min: 0, max: 10 }).map((n) => `cards:${n}`) }),
    fc.record({ type: fc.constant('select' as const), id: fc.option(fc.integer({ min: 0, max: 10 }).map((n) => `cards:${n}`), { nil: null }) }),
    fc.constant({ type: 'undo' as const }),
    fc.constant({ type: 'redo' as const }),
  ), { maxLength: 40 })])('keeps card ids unique, the selection on an existing card, and undo back to the start', (actions) => {
    let state = portal();
    for (const action of actions) {
      state = boardReducer(state, action as BoardAction);
      const cards = (state.definition as PortalDefinition).cards;
      expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
      if (state.selected !== null) expect(findPart(state.definition, state.selected)).toBeDefined();
    }
    if (state.past.length < HISTORY_LIMIT) {
      while (state.past.length) state = boardReducer(state, { type: 'undo' });
      expect(state.definition).toEqual(DEMO_PORTAL);
    }
  });
});
