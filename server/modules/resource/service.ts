/**
 * The operations of a schema screen: list (paged, keyword, sort; trees with ancestors kept), get, create, update,
 * delete, selector and state toggle, over the screen's storage (storage.ts: `lc_record`, or a module's own table).
 * Each check a write depends on (scope, parent, tree shape, uniqueness) runs in the same transaction as the write,
 * under the screen's lock; a refusal changes nothing.
 *
 * Lists answer only the columns the caller may see and search or sort by no other column; one record answers only
 * the form fields the caller may see, and writes ignore the others (permission/field-access.ts).
 *
 * Every read and write sees only the caller's rows (data permissions, permission/data-scope.ts): a record outside
 * them is "not found" to get, update, delete, state and export, and lists, their totals, keyword searches and
 * selectors leave it out.
 *
 * A cascader field's last id goes into its `lastIdInto` field on every write, as the form does, so the two never
 * disagree. What a module adds beyond plain storage (its checks in a write's transaction, work after the commit,
 * its list parameters, its "not found") comes through the screen's hooks (hooks.ts), called at fixed points here.
 */
import { and, type SQL } from 'drizzle-orm';
import type { Language } from '../../../runtime/core/i18n/languages';
import type { Db } from '../../db/client';
import { fail } from '../../errors';
import type { SessionContext } from '../../http/env';
import { afterCommit, type AfterCommit } from './hooks';
import { assertWithinRows, rowCondition, type RowScope } from '../permission/data-scope';
import { fieldAccess, visibleListFields, withoutHiddenColumns, withoutHiddenFormFields, type FieldAccess, type FieldGrants } from '../permission/field-access';
import { listOrder, toAnswer, wireAnswer } from './answers';
import { applyChanges, assertValid, modelPart, screenMessages, writableChanges } from './body';
import { parseSearch, searchCondition } from './list-search';
import type { ListQuery } from './query';
import type { Screen, ScreenRegistry } from './registry';
import { creationDefaults } from './creation-context';
import { applyRules, type RecordRules } from './rules';
import { checkWidgetValues, type WidgetValueServices } from './widget-values';
import * as store from './store';
import { storageOf } from './storage';
import { buildTree, descendantIds } from './tree';

/** What an operation needs to know about the request. */
export interface ResourceContext {
  db: Db;
  screen: Screen;
  registry: ScreenRegistry;
  rules: RecordRules;
  lang: Language;
  userId: string;
  now: Date;
  /** The column and form-field codes the caller holds on the request's route (from authorise). */
  fieldGrants: FieldGrants;
  /** The rows the caller may see on the request's route (from authoriseWithRows). */
  rows: RowScope;
  /** The file store and the HTML sanitiser, for the values judged by their widget (widget-values.ts). */
  widgetValues: WidgetValueServices;
  /** The caller's session, when the request has one: what a module's hooks judge the caller by (hooks.ts). */
  session?: SessionContext;
}

/** The failure of a record that is missing or outside the caller's rows: the screen's own (hooks.ts), else recordNotFound. */
function notFound(screen: Screen) {
  return fail(screen.hooks?.notFound ?? 'recordNotFound');
}

/** The condition the screen's module draws from a list request's own parameters (hooks.ts), if any. */
async function listCondition(ctx: ResourceContext, values: Readonly<Record<string, unknown>> | undefined): Promise<SQL | undefined> {
  return ctx.screen.hooks?.listCondition?.(ctx.db, values ?? {});
}

/** The record with each cascader path's last id in the field its form field names (`lastIdInto`), as the form does. */
function withLastIds(screen: Screen, record: Record<string, unknown>): Record<string, unknown> {
  let out = record;
  for (const field of screen.schema.form.fields) {
    if (!field.lastIdInto) continue;
    const path = record[field.name];
    const tail: unknown = Array.isArray(path) && path.length ? path[path.length - 1] : undefined;
    if (typeof tail === 'string' || typeof tail === 'number') out = { ...out, [field.lastIdInto]: String(tail) };
  }
  return out;
}

/** The SQL condition keeping the caller's rows of the request's screen (undefined: all rows). */
export function visibleRows(ctx: Pick<ResourceContext, 'rows' | 'screen'>): SQL | undefined {
  return rowCondition(ctx.rows, storageOf(ctx.screen).fieldSql);
}

/** What of a screen is hidden from the caller (the request's screen unless another one is named). */
export function accessOf(ctx: Pick<ResourceContext, 'screen' | 'fieldGrants'>, screen: Screen = ctx.screen): FieldAccess {
  return fieldAccess(screen.schema, ctx.fieldGrants);
}

/** A list query as the caller may put it: searching and sorting only by fields that are not hidden columns. */
function allowedSearch(screen: Screen, access: FieldAccess, query: Pick<ListQuery, 'keyword' | 'sidx' | 'values'>, lang: Language) {
  const keywordFields = visibleListFields(screen.schema.resource.keyword, access);
  const conditions = parseSearch(screen, query.values ?? {}, lang);
  return {
    keywordFields,
    conditions,
    // Every keyword field hidden, or a search field hidden: a search finds nothing (it would otherwise match by what
    // the caller cannot see).
    findsNothing: (query.keyword !== '' && keywordFields.length === 0 && screen.schema.resource.keyword.length > 0) || conditions.some((condition) => access.hiddenColumns.has(condition.field)),
    sidx: query.sidx !== undefined && access.hiddenColumns.has(query.sidx) ? undefined : query.sidx,
  };
}

/** The most records an unpaged list answers (master data is far smaller; this only bounds a runaway table). */
const UNPAGED_LIMIT = 100_000;

/** A list answer: paged or whole. */
export type ListAnswer = { list: unknown[]; pagination?: { currentPage: number; pageSize: number; total: number } };

/** The id that means "no parent" in a tree screen. */
function rootIdOf(screen: Screen): string {
  return screen.schema.resource.tree?.rootId ?? '';
}

/** Screens whose records are scoped to this screen's records (e.g. dictionary entries of a type). */
export function scopedChildren(registry: ScreenRegistry, screenId: string): Screen[] {
  return registry.screens.filter((screen) => screen.schema.resource.scope?.parentResource === screenId);
}

/** Lists records; trees come back as trees (paged trees page over their roots). */
export async function listRecords(ctx: ResourceContext, query: ListQuery, scopeId: string | undefined): Promise<ListAnswer> {
  const { screen } = ctx;
  const { resource } = screen.schema;
  const paging = (total: number) => ({ currentPage: query.currentPage, pageSize: query.pageSize, total });
  if (!resource.tree) {
    const access = accessOf(ctx);
    const search = allowedSearch(screen, access, query, ctx.lang);
    const page = search.findsNothing
      ? { rows: [], total: 0 }
      : await storageOf(screen).page(ctx.db, screen, scopeId, {
          keywordFields: search.keywordFields,
          keyword: query.keyword,
          order: listOrder(screen, search.sidx, query.order),
          offset: resource.paged ? (query.currentPage - 1) * query.pageSize : 0,
          limit: resource.paged ? query.pageSize : UNPAGED_LIMIT,
          visible: and(visibleRows(ctx), searchCondition(search.conditions, storageOf(screen).fieldSql), await listCondition(ctx, query.values)),
        });
    const list = page.rows.map((row) => withoutHiddenColumns(wireAnswer(screen, toAnswer(screen, row)), access));
    return resource.paged ? { list, pagination: paging(page.total) } : { list };
  }
  const tree = buildTree(await sortedItems(ctx, query, scopeId, true));
  if (!resource.paged) return { list: tree };
  const start = (query.currentPage - 1) * query.pageSize;
  return { list: tree.slice(start, start + query.pageSize), pagination: paging(tree.length) };
}

/**
 * Every record of the screen (within the scope) as list rows, in list order (the same SQL order as a flat page),
 * filtered by the keyword — keeping the ancestors of matches when `withParents` (so a tree still reaches them) —
 * without the columns hidden from the caller.
 */
export async function sortedItems(ctx: ResourceContext, query: Pick<ListQuery, 'keyword' | 'sidx' | 'order' | 'values'>, scopeId: string | undefined, withParents: boolean) {
  const { screen } = ctx;
  const access = accessOf(ctx);
  const search = allowedSearch(screen, access, query, ctx.lang);
  if (search.findsNothing) return [];
  const rows = await storageOf(screen).ordered(ctx.db, screen, scopeId, {
    keywordFields: search.keywordFields,
    keyword: query.keyword,
    order: listOrder(screen, search.sidx, query.order),
    // The search fields filter the rows themselves: a tree searched by them shows the matches with the ancestors
    // that match too (the keyword, which keeps every ancestor, is the way to find a row deep in a tree).
    visible: and(visibleRows(ctx), searchCondition(search.conditions, storageOf(screen).fieldSql), await listCondition(ctx, query.values)),
    withAncestors: withParents,
  });
  return rows.map((row) => withoutHiddenColumns(toAnswer(screen, row), access));
}

/** One record, or `recordNotFound` (the screen's own failure, hooks.ts `notFound`). */
export async function getRecord(ctx: ResourceContext, id: string): Promise<Record<string, unknown>> {
  const row = await storageOf(ctx.screen).find(ctx.db, ctx.screen, id, visibleRows(ctx));
  if (!row) throw notFound(ctx.screen);
  return withoutHiddenFormFields(wireAnswer(ctx.screen, toAnswer(ctx.screen, row)), accessOf(ctx));
}

/** The selector tree `{ id, fullName, parentId, hasChildren, children }` without the node and its descendants. */
export async function selectorTree(ctx: ResourceContext, excludeId: string, scopeId: string | undefined) {
  const { screen } = ctx;
  const labelField = screen.schema.resource.selector?.labelField ?? 'fullName';
  const rows = await storageOf(screen).ordered(ctx.db, screen, scopeId, { keywordFields: [], keyword: '', order: listOrder(screen, undefined, 'asc'), visible: visibleRows(ctx) });
  const items = rows.map((row) => toAnswer(screen, row));
  const excluded = excludeId && excludeId !== '0' ? new Set([excludeId, ...descendantIds(items, excludeId)]) : new Set<string>();
  return buildTree(
    items.filter((item) => !excluded.has(item.id)).map((item) => ({ id: item.id, fullName: String(item[labelField] ?? ''), parentId: item.parentId })),
  );
}

/** Moves the scope into place and reads the tree parent ("the scope's own id as parent" means the root). */
function placeRecord(screen: Screen, record: Record<string, unknown>, scopeId: string): { record: Record<string, unknown>; parentId: string } {
  const tree = screen.schema.resource.tree;
  if (!tree) return { record, parentId: '' };
  const parent = record[tree.parentKey];
  if (screen.schema.resource.scope && parent === scopeId) {
    const placed = { ...record, [tree.parentKey]: tree.rootId };
    return { record: placed, parentId: tree.rootId };
  }
  return { record, parentId: typeof parent === 'string' ? parent : tree.rootId };
}

/** The sort value lifted into its column: the first default-order field when it is a whole number. */
function sortValue(screen: Screen, record: Record<string, unknown>): number {
  const field = screen.schema.resource.sort?.[0]?.field;
  const value = field ? record[field] : undefined;
  return typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) < 2 ** 31 ? value : 0;
}

/** Checks scope, parent, tree shape and uniqueness inside the write transaction. */
async function checkPlacement(tx: store.Executor, ctx: ResourceContext, record: Record<string, unknown>, parentId: string, scopeId: string, selfId?: string) {
  const { screen } = ctx;
  const storage = storageOf(screen);
  const { resource } = screen.schema;
  if (resource.scope) {
    const owner = ctx.registry.byId.get(resource.scope.parentResource);
    const found = owner ? await storageOf(owner).find(tx, owner, scopeId) : await store.findRecord(tx, resource.scope.parentResource, scopeId);
    if (!found) throw fail('scopeNotFound');
  }
  if (resource.tree && parentId !== rootIdOf(screen)) {
    if (selfId && parentId === selfId) throw fail('parentIsSelf');
    const siblings = await storage.ordered(tx, screen, scopeId, { keywordFields: [], keyword: '', order: [] });
    if (!siblings.some((row) => row.id === parentId)) throw fail('parentNotFound');
    if (selfId && descendantIds(siblings, selfId).has(parentId)) throw fail('parentIsSelf');
  }
  for (const unique of resource.unique ?? []) {
    const values = Object.fromEntries(unique.fields.map((field) => [field, record[field]]));
    if (await storage.duplicate(tx, screen, scopeId, values, selfId)) {
      throw fail('invalidField', { message: screenMessages(screen, ctx.lang)(unique.message) });
    }
  }
}

/** The scope of a new record: the body's scope field, else the query's scope parameter. */
export function scopeFrom(screen: Screen, body: Record<string, unknown>, query: Record<string, string | undefined>): string {
  const scope = screen.schema.resource.scope;
  if (!scope) return '';
  const value = body[scope.field] ?? query[scope.param];
  if (typeof value !== 'string' || value === '') throw fail('scopeNotFound');
  return value;
}

/** Creates a record from a request body; answers its id. */
export async function createRecord(ctx: ResourceContext, body: Record<string, unknown>, scopeId: string): Promise<string> {
  const { screen } = ctx;
  // Context defaults (the creator, their organisation, the time…) are the server's to set, whatever the body says.
  const changes = writableChanges(screen, body, { hiddenFormFields: accessOf(ctx).hiddenFormFields });
  changes.set = { ...changes.set, ...(await creationDefaults(ctx.db, screen.schema.model, ctx.userId, ctx.now)) };
  const placed = placeRecord(screen, withLastIds(screen, applyChanges(screen.defaults, changes)), scopeId);
  assertValid(screen, placed.record, ctx.lang);
  // The checks read through the context's handle, which is the import's transaction when rows are imported: on a
  // single-connection database (PGlite) another handle would wait for that transaction forever.
  const checked = await checkWidgetValues(screen, placed.record, { ...ctx.widgetValues, db: ctx.db }, ctx.lang);
  const record = applyRules(screen.schema.resource.rules, ctx.rules, checked, { now: ctx.now });
  // A record the caller could not see once stored is refused (data permissions).
  assertWithinRows(ctx.rows, record);
  // The module's checks of the body and its slow work (hashing…), before the lock is taken.
  const extra = await screen.hooks?.prepare?.(ctx, body, 'create');
  const id = crypto.randomUUID();
  const storage = storageOf(screen);
  const after = await ctx.db.transaction(async (tx) => {
    await storage.lock(tx, screen);
    await checkPlacement(tx, ctx, record, placed.parentId, scopeId);
    const work = await screen.hooks?.beforeWrite?.({ tx, ctx, id, record, changes });
    await storage.insert(tx, screen, id, scopeId, { parentId: placed.parentId, sortCode: sortValue(screen, record), data: record, at: ctx.now, by: ctx.userId, ...(extra ? { extra } : {}) });
    return work;
  });
  await afterCommit(after);
  return id;
}

/**
 * Stores a copy of a record the caller may read (`resource.copy`): the label field gets the copy suffix and every
 * unique text field a short random tail, each kept within the field's maximum length; the copy goes through the
 * create path (validation, rules, uniqueness, data permissions) in the source's scope.
 */
export async function copyRecord(ctx: ResourceContext, id: string, copySuffix: string): Promise<string> {
  const { schema } = ctx.screen;
  const row = await storageOf(ctx.screen).find(ctx.db, ctx.screen, id, visibleRows(ctx));
  if (!row) throw notFound(ctx.screen);
  const { id: _id, ...values } = await getRecord(ctx, id);
  const fit = (field: string, text: string) => {
    const max = schema.model.properties[field]?.maxLength;
    return typeof max === 'number' ? text.slice(0, max) : text;
  };
  const trim = (field: string, base: string, tail: string) => fit(field, base.slice(0, Math.max(0, (schema.model.properties[field]?.maxLength ?? Infinity) - tail.length)) + tail);
  const label = schema.resource.selector?.labelField ?? 'fullName';
  if (typeof values[label] === 'string') values[label] = trim(label, values[label] as string, copySuffix);
  for (const field of new Set((schema.resource.unique ?? []).flatMap((constraint) => constraint.fields))) {
    if (field === label || typeof values[field] !== 'string') continue;
    values[field] = trim(field, values[field] as string, `_${crypto.randomUUID().replace(/-/g, '').slice(0, 6)}`);
  }
  return createRecord(ctx, values, row.scopeId);
}

/** Updates a record with a request body (fields left out keep their values). */
export async function updateRecord(ctx: ResourceContext, id: string, body: Record<string, unknown>): Promise<void> {
  const { screen } = ctx;
  const storage = storageOf(screen);
  const after = await ctx.db.transaction(async (tx) => {
    await storage.lock(tx, screen);
    const existing = await storage.find(tx, screen, id, visibleRows(ctx));
    if (!existing) throw notFound(screen);
    const changes = writableChanges(screen, body, { editing: true, hiddenFormFields: accessOf(ctx).hiddenFormFields });
    const placed = placeRecord(screen, withLastIds(screen, applyChanges(modelPart(screen, existing.data), changes)), existing.scopeId);
    assertValid(screen, placed.record, ctx.lang);
    // The checks read through the transaction: on a single-connection database (PGlite) another handle would wait for it.
    const checked = await checkWidgetValues(screen, placed.record, { ...ctx.widgetValues, db: tx }, ctx.lang);
    const record = applyRules(screen.schema.resource.rules, ctx.rules, checked, { now: ctx.now });
    // An edit may not move the record out of the caller's rows (data permissions).
    assertWithinRows(ctx.rows, record);
    const extra = await screen.hooks?.prepare?.(ctx, body, 'update');
    await checkPlacement(tx, ctx, record, placed.parentId, existing.scopeId, id);
    const work = await screen.hooks?.beforeWrite?.({ tx, ctx, id, record, changes, existing });
    await storage.update(tx, screen, id, { parentId: placed.parentId, sortCode: sortValue(screen, record), data: record, at: ctx.now, by: ctx.userId, ...(extra ? { extra } : {}) });
    return work;
  });
  await afterCommit(after);
}

/** Deletes a record that has no children and holds no scoped records. */
export async function removeRecord(ctx: ResourceContext, id: string): Promise<void> {
  const { screen } = ctx;
  const dependants = scopedChildren(ctx.registry, screen.schema.id);
  const storage = storageOf(screen);
  const after = await ctx.db.transaction(async (tx) => {
    await storage.lock(tx, screen);
    const existing = await storage.find(tx, screen, id, visibleRows(ctx));
    if (!existing) throw notFound(screen);
    if (screen.schema.resource.tree && (await storage.hasChildren(tx, screen, id))) throw fail('hasChildren');
    for (const dependant of dependants) if (await storageOf(dependant).holdsScope(tx, dependant, id)) throw fail('hasScopedRecords');
    const work = await screen.hooks?.beforeRemove?.(tx, ctx, existing);
    await storage.remove(tx, screen, id);
    return work;
  });
  await afterCommit(after);
}

/**
 * Flips the screen's 0/1 state field in one atomic statement (a screen whose module judges the toggle first,
 * hooks.ts `beforeToggle`, has the record read before it, in the same transaction).
 */
export async function toggleState(ctx: ResourceContext, id: string): Promise<number> {
  const { screen } = ctx;
  const field = screen.schema.resource.stateField!;
  const storage = storageOf(screen);
  const { state, work } = await ctx.db.transaction(async (tx) => {
    const judge = screen.hooks?.beforeToggle;
    let work: AfterCommit | void = undefined;
    if (judge) {
      const existing = await storage.find(tx, screen, id, visibleRows(ctx));
      if (!existing) throw notFound(screen);
      work = await judge(tx, ctx, existing, field);
    }
    const data = await storage.toggle(tx, screen, id, field, visibleRows(ctx), ctx.now, ctx.userId);
    if (!data) throw notFound(screen);
    // A toggle that would move the record out of the caller's rows is refused (and rolled back).
    assertWithinRows(ctx.rows, data);
    return { state: Number(data[field]), work };
  });
  await afterCommit(work);
  return state;
}

