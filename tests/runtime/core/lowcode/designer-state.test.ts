/** The designer's state: any sequence of edits keeps the definition sound and undo takes every one of them back. */
import fs from 'node:fs';
import { fc, test } from '@fast-check/vitest';
import Ajv from 'ajv';
import { definitionToScreen } from '../../../../runtime/core/lowcode/adapter';
import type { Definition, DefinitionField } from '../../../../runtime/core/lowcode/definition';
import {
  allNodes,
  designerReducer,
  findNode,
  initialDesignerState,
  keysIn,
  nodeId,
  nodeKind,
  PALETTE_PREFIX,
  resolveDrop,
  ROOT,
  AUTO_LIST_COLUMNS,
  ZONE_PREFIX,
  clickTarget,
  type DesignerAction,
  type DesignerState,
} from '../../../../runtime/core/lowcode/designer-state';
import { FIELD_KINDS } from '../../../../runtime/core/lowcode/field-kinds';
import { definitionProblems } from '../../../../runtime/core/lowcode/problems';
import { schemaProblems } from '../../../../runtime/core/schema/consistency';
import { REQUISITION_COLUMNS, REQUISITION_FORM } from '../../../fixtures/lowcode/requisition';

const validateMeta = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(fs.readFileSync('schemas/screen.schema.json', 'utf8')) as object);
const options = { id: 'vdDesigner', route: 'model/designer', api: '/api/visualdev/OnlineDev/designer', title: { 'zh-CN': '设计' } };

const EMPTY: Definition = { formData: { fields: [] }, columnData: {} };
const REQUISITION = { formData: REQUISITION_FORM, columnData: REQUISITION_COLUMNS } as unknown as Definition;

/** An edit chosen by picks that are resolved against the state it applies to. */
type Step =
  | { t: 'add'; kind: number; parent: number; index: number }
  | { t: 'move'; node: number; parent: number; index: number }
  | { t: 'drop'; active: number; over: number; zone: boolean }
  | { t: 'remove'; node: number }
  | { t: 'rename'; node: number; key: string }
  | { t: 'label'; node: number; label: string }
  | { t: 'undo' }
  | { t: 'redo' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ t: fc.constant('add' as const), kind: fc.nat(100), parent: fc.nat(100), index: fc.nat(10) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('move' as const), node: fc.nat(100), parent: fc.nat(100), index: fc.nat(10) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('drop' as const), active: fc.nat(100), over: fc.nat(100), zone: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('remove' as const), node: fc.nat(100) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('rename' as const), node: fc.nat(100), key: fc.constantFrom('name', 'qty', 'reason', 'total', 'items', 'x1', '1bad', '') }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('label' as const), node: fc.nat(100), label: fc.string({ maxLength: 6 }) }) },
  { weight: 1, arbitrary: fc.constant({ t: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'redo' as const }) },
);

const pick = <T>(list: readonly T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);

/** The action a step makes in a state (undefined: nothing to do). */
function actionOf(state: DesignerState, step: Step): DesignerAction | undefined {
  const nodes = allNodes(state.definition.formData.fields);
  const ids = nodes.map(nodeId);
  const parents = [ROOT, ...ids];
  switch (step.t) {
    case 'add':
      return { type: 'add', kind: pick(FIELD_KINDS, step.kind)!, parent: pick(parents, step.parent)!, index: step.index };
    case 'move': {
      const id = pick(ids, step.node);
      return id ? { type: 'move', id, parent: pick(parents, step.parent)!, index: step.index } : undefined;
    }
    case 'drop': {
      const actives = [...FIELD_KINDS.map((kind) => `${PALETTE_PREFIX}${kind}`), ...ids];
      const overs = step.zone ? parents.map((id) => `${ZONE_PREFIX}${id}`) : ids;
      return resolveDrop(state.definition, pick(actives, step.active)!, pick(overs, step.over) ?? null);
    }
    case 'remove': {
      const id = pick(ids, step.node);
      return id ? { type: 'remove', id } : undefined;
    }
    case 'rename':
    case 'label': {
      const node = pick(nodes, step.node);
      if (!node) return undefined;
      const field = structuredClone(node);
      if (step.t === 'rename') field.__vModel__ = step.key;
      else field.__config__.label = step.label;
      return { type: 'update', id: nodeId(node), field, coalesce: nodeId(node) };
    }
    default:
      return { type: step.t };
  }
}

function run(start: Definition, steps: Step[]): DesignerState[] {
  const states = [initialDesignerState(start)];
  for (const step of steps) {
    const action = actionOf(states.at(-1)!, step);
    states.push(action ? designerReducer(states.at(-1)!, action) : states.at(-1)!);
  }
  return states;
}

/** Every namespace's value keys are unique, and every node id is. */
function assertUnique(definition: Definition): void {
  const nodes = allNodes(definition.formData.fields);
  expect(new Set(nodes.map(nodeId)).size).toBe(nodes.length);
  const namespaces = [ROOT, ...nodes.filter((node) => nodeKind(node) === 'table').map(nodeId)];
  for (const namespace of namespaces) {
    const list: string[] = [];
    const walk = (fields: readonly DefinitionField[]) => {
      for (const field of fields) {
        if (field.__vModel__ && !['row', 'card', 'tab', 'collapse', 'item', 'groupTitle', 'divider', 'alert', 'text'].includes(nodeKind(field))) list.push(field.__vModel__);
        if (nodeKind(field) !== 'table') walk(field.__config__.children ?? []);
      }
    };
    walk(namespace === ROOT ? definition.formData.fields : (findNode(definition.formData.fields, namespace)!.node.__config__.children ?? []));
    expect(new Set(list).size, `${namespace}: ${list.join(',')}`).toBe(list.length);
    expect(keysIn(definition.formData.fields, namespace).size).toBe(list.length);
  }
}

/**
 * The definition with what a palette field still needs before it saves — a rule on every bill-number field, a
 * screen on every reference field — and, when asked, plain formulas.
 */
function withRules(definition: Definition, plainFormulas: boolean): Definition {
  const copy = structuredClone(definition);
  for (const node of allNodes(copy.formData.fields)) {
    if (nodeKind(node) === 'billRule') node.__config__.rule = 'demo';
    if (nodeKind(node) === 'reference') node.referenceScreen = 'smsTemplate';
    if (plainFormulas && nodeKind(node) === 'calculate') node.expression = '1';
  }
  return copy;
}

const startArb = fc.constantFrom(EMPTY, REQUISITION);

describe('designer state', () => {
  test.prop([startArb, fc.array(stepArb, { maxLength: 40 })], { numRuns: 80 })('after any edits, undoing every step restores the opened definition', (start, steps) => {
    let state = run(start, steps).at(-1)!;
    const opened = initialDesignerState(start).definition;
    while (state.past.length) state = designerReducer(state, { type: 'undo' });
    expect(state.definition).toEqual(opened);
  });

  test.prop([startArb, fc.array(stepArb, { maxLength: 40 })], { numRuns: 80 })('every state keeps node ids and value keys unique and converts into a schema that passes the meta-schema', (start, steps) => {
    for (const state of run(start, steps)) {
      assertUnique(state.definition);
      // The one thing edits may leave broken is a formula naming a field that was removed: the save names it.
      const ruled = withRules(state.definition, false);
      const problems = definitionProblems(ruled.formData, ruled.columnData);
      expect(problems.filter((problem) => problem.key !== 'lowcode.formulaFieldUnknown')).toEqual([]);
      const definition = withRules(state.definition, problems.length > 0);
      expect(definitionProblems(definition.formData, definition.columnData)).toEqual([]);
      const schema = definitionToScreen(definition, options);
      expect(validateMeta(schema), JSON.stringify(validateMeta.errors)).toBe(true);
      expect(schemaProblems(schema)).toEqual([]);
    }
  });

  test.prop([startArb, fc.array(stepArb, { maxLength: 30 }), fc.nat(30)], { numRuns: 60 })('redo after undo returns to the same definition, and a new edit clears what could be redone', (start, steps, back) => {
    let state = run(start, steps).at(-1)!;
    const latest = state.definition;
    const redoable = state.future;
    const count = Math.min(back, state.past.length);
    for (let i = 0; i < count; i++) state = designerReducer(state, { type: 'undo' });
    for (let i = 0; i < count; i++) state = designerReducer(state, { type: 'redo' });
    expect(state.definition).toEqual(latest);
    expect(state.future).toEqual(redoable);
    if (count > 0) {
      state = designerReducer(state, { type: 'undo' });
      state = designerReducer(state, { type: 'add', kind: 'comInput', parent: ROOT, index: 0 });
      expect(state.future).toEqual([]);
    }
  });

  test.prop([startArb, fc.array(stepArb, { maxLength: 30 })], { numRuns: 60 })('the selection always names an existing node or nothing', (start, steps) => {
    for (const state of run(start, steps)) {
      if (state.selected !== null) expect(findNode(state.definition.formData.fields, state.selected)).toBeDefined();
    }
  });

  it('adds a field dropped from the palette before the node it is dropped on, and selects it', () => {
    let state = initialDesignerState(REQUISITION);
    const card = state.definition.formData.fields[0]!;
    const first = card.__config__.children![0]!;
    state = designerReducer(state, resolveDrop(state.definition, `${PALETTE_PREFIX}numInput`, nodeId(first))!);
    const added = state.definition.formData.fields[0]!.__config__.children![0]!;
    expect(added.__config__.klxKey).toBe('numInput');
    expect(state.selected).toBe(nodeId(added));
    expect(added.__vModel__).toMatch(/^numInput\d+$/);
  });

  it('moves a node down its own list as a sortable list does, and refuses to move a container into itself', () => {
    let state = initialDesignerState(EMPTY);
    for (const kind of ['comInput', 'numInput', 'card'] as const) state = designerReducer(state, { type: 'add', kind, parent: ROOT, index: 99 });
    const [a, b, card] = state.definition.formData.fields.map(nodeId) as [string, string, string];
    state = designerReducer(state, resolveDrop(state.definition, a, b)!);
    expect(state.definition.formData.fields.map(nodeId)).toEqual([b, a, card]);
    const before = state;
    expect(designerReducer(state, { type: 'move', id: card, parent: card, index: 0 })).toBe(before);
    state = designerReducer(state, resolveDrop(state.definition, a, `${ZONE_PREFIX}${card}`)!);
    expect(findNode(state.definition.formData.fields, a)!.parent).toBe(card);
  });

  it('keeps containers and bill numbers out of a sub-table and renames a column that moves out onto a taken key', () => {
    let state = initialDesignerState(REQUISITION);
    const table = nodeId(state.definition.formData.fields[1]!);
    const before = state;
    expect(designerReducer(state, { type: 'add', kind: 'card', parent: table, index: 0 })).toBe(before);
    expect(designerReducer(state, { type: 'add', kind: 'billRule', parent: table, index: 0 })).toBe(before);
    state = designerReducer(state, { type: 'add', kind: 'comInput', parent: ROOT, index: 0 });
    const top = state.definition.formData.fields[0]!;
    state = designerReducer(state, { type: 'update', id: nodeId(top), field: { ...top, __vModel__: 'name' } });
    const nameColumn = state.definition.formData.fields[2]!.__config__.children![0]!;
    state = designerReducer(state, { type: 'move', id: nodeId(nameColumn), parent: ROOT, index: 0 });
    expect(state.definition.formData.fields[0]!.__vModel__).toBe('name_1');
  });

  it('refuses a rename onto a key in use and follows a rename in the list columns', () => {
    let state = initialDesignerState(REQUISITION);
    const reason = state.definition.formData.fields[0]!.__config__.children![1]!;
    const before = state;
    expect(designerReducer(state, { type: 'update', id: nodeId(reason), field: { ...reason, __vModel__: 'urgency' } })).toBe(before);
    state = designerReducer(state, { type: 'update', id: nodeId(reason), field: { ...reason, __vModel__: 'purpose' } });
    expect(state.definition.columnData.columnList!.map((column) => column.prop)).toContain('purpose');
    expect(state.definition.columnData.searchList).toEqual([{ prop: 'purpose', searchType: 2 }]);
  });

  it('lists the first value fields added to a new model, not sub-table columns, containers or fields past the limit', () => {
    let state = initialDesignerState(EMPTY);
    state = designerReducer(state, { type: 'add', kind: 'card', parent: ROOT, index: 99 });
    const card = nodeId(state.definition.formData.fields[0]!);
    state = designerReducer(state, { type: 'add', kind: 'comInput', parent: card, index: 0 });
    state = designerReducer(state, { type: 'add', kind: 'table', parent: ROOT, index: 99 });
    const table = nodeId(state.definition.formData.fields[1]!);
    state = designerReducer(state, { type: 'add', kind: 'numInput', parent: table, index: 99 });
    const reason = state.definition.formData.fields[0]!.__config__.children![0]!;
    expect(state.definition.columnData.columnList).toEqual([{ prop: reason.__vModel__ }]);
    for (let i = 0; i < AUTO_LIST_COLUMNS + 2; i++) state = designerReducer(state, { type: 'add', kind: 'numInput', parent: ROOT, index: 99 });
    expect(state.definition.columnData.columnList).toHaveLength(AUTO_LIST_COLUMNS);
    // A rename is followed there, as for a column the list designer made.
    state = designerReducer(state, { type: 'update', id: nodeId(reason), field: { ...reason, __vModel__: 'reason' } });
    expect(state.definition.columnData.columnList![0]).toEqual({ prop: 'reason' });
  });

  it('drops the list columns of a removed field', () => {
    let state = initialDesignerState(REQUISITION);
    const card = state.definition.formData.fields[0]!;
    state = designerReducer(state, { type: 'remove', id: nodeId(card) });
    expect(state.definition.columnData.columnList!.map((column) => column.prop)).toEqual(['total']);
    expect(state.definition.columnData.defaultSidx).toBeUndefined();
  });

  it('makes consecutive edits of one property one undo step', () => {
    let state = initialDesignerState(EMPTY);
    state = designerReducer(state, { type: 'add', kind: 'comInput', parent: ROOT, index: 0 });
    const id = state.selected!;
    for (const label of ['a', 'ab', 'abc']) {
      const node = findNode(state.definition.formData.fields, id)!.node;
      state = designerReducer(state, { type: 'update', id, field: { ...node, __config__: { ...node.__config__, label } }, coalesce: id });
    }
    expect(state.past).toHaveLength(2);
    state = designerReducer(state, { type: 'undo' });
    expect(findNode(state.definition.formData.fields, id)!.node.__config__.label).toBe('单行输入');
  });

  it('adds a clicked palette entry into the selected container, or beside the selected field', () => {
    let state = initialDesignerState(REQUISITION);
    const card = nodeId(state.definition.formData.fields[0]!);
    expect(clickTarget(state.definition, card)).toBe(card);
    const reason = nodeId(state.definition.formData.fields[0]!.__config__.children![1]!);
    expect(clickTarget(state.definition, reason)).toBe(card);
    expect(clickTarget(state.definition, null)).toBe(ROOT);
    state = designerReducer(state, { type: 'add', kind: 'tab', parent: ROOT, index: 0 });
    const tab = state.definition.formData.fields[0]!;
    expect(clickTarget(state.definition, nodeId(tab))).toBe(nodeId(tab.__config__.children![0]!));
  });
});
