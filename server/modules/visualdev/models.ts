/**
 * Released low-code models as screens of the resource engine: the live definition goes through the one adapter
 * (runtime/core/lowcode/adapter.ts) and is compiled like a schema file, then served by the engine's operations with
 * the guard of its menu entry. Compiled screens are kept per release, so a request compiles nothing after the first.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { definitionToScreen, LOWCODE_RULE, LOWCODE_SCREEN_PREFIX, recordApiOf, screenIdOf } from '../../../runtime/core/lowcode/adapter';

export { screenIdOf };
import type { Definition } from '../../../runtime/core/lowcode/definition';
import { withStoredIdKeys } from '../../../runtime/core/lowcode/picked-values';
import { completeRecord } from '../../../runtime/core/lowcode/record';
import { PATTERNS } from '../../../runtime/core/validation/patterns';
import type { Db } from '../../db/client';
import { modules, visualDevs } from '../../db/schema';
import { fail } from '../../errors';
import { prepareScreen, type Screen } from '../resource/registry';
import type { RecordRules } from '../resource/rules';


/** A released model ready to serve. */
export interface LiveModel {
  screen: Screen;
  /** The live definition. */
  definition: Definition;
  /**
   * The rules its records need (completion: hidden fields dropped, computed fields recomputed; each related-form and
   * popup id also stored under `field_id`).
   */
  rules: RecordRules;
  /** Fields numbered by a bill rule at creation: field → rule code. */
  billFields: Record<string, string>;
  fullName: string;
  webType: number;
}

const cache = new Map<string, LiveModel>();

/** The live model of a released definition (and the route of its menu entry), or a catalogued refusal. */
export async function liveModel(db: Db, modelId: string): Promise<LiveModel> {
  const [row] = await db.select().from(visualDevs).where(eq(visualDevs.id, modelId));
  if (!row) throw fail('modelNotFound');
  if (!row.releasedFormData) throw fail('modelNotReleased');
  const [menu] = await db
    .select({ urlAddress: modules.urlAddress })
    .from(modules)
    .where(and(eq(modules.type, 3), sql`(${modules.propertyJson})::jsonb ->> 'moduleId' = ${modelId}`))
    .orderBy(asc(modules.sortCode), asc(modules.id))
    .limit(1);
  // A model no menu publishes is for administrators only (the guard finds no page for the route).
  const route = (menu?.urlAddress ?? `model/${row.enCode}`).replace(/^\/+/, '').split('?')[0]!;
  const key = `${modelId}\u0000${row.releasedAt?.getTime() ?? 0}\u0000${route}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const definition = { formData: row.releasedFormData, columnData: row.releasedColumnData ?? {} } as unknown as Definition;
  const schema = definitionToScreen(definition, { id: screenIdOf(modelId), route, api: recordApiOf(modelId), title: { 'zh-CN': row.fullName } });
  const screen = prepareScreen({ schema, source: `visual development model ${row.enCode}` }, PATTERNS);
  const billFields: Record<string, string> = {};
  const walk = (fields: Definition['formData']['fields']) => {
    for (const field of fields) {
      if (field.__config__?.klxKey === 'billRule' && field.__vModel__ && field.__config__.rule) billFields[field.__vModel__] = field.__config__.rule;
      else if (field.__config__?.klxKey !== 'table' && field.__config__?.children) walk(field.__config__.children);
    }
  };
  walk(definition.formData.fields ?? []);
  const model: LiveModel = {
    screen,
    definition,
    rules: { [LOWCODE_RULE]: (record) => withStoredIdKeys(schema, completeRecord(schema, record)) },
    billFields,
    fullName: row.fullName,
    webType: row.webType,
  };
  for (const old of cache.keys()) if (old.startsWith(`${modelId}\u0000`)) cache.delete(old);
  cache.set(key, model);
  return model;
}

/**
 * The screen of the released model a screen id names (`screenIdOf`), for the calls that name a screen rather than a
 * model (an upload to a model's file field). The screen id keeps only the model id's letters and digits, so the model
 * is found by comparing its id so reduced; none when no released model, or more than one, has that screen id.
 */
export async function releasedModelScreen(db: Db, screenId: string): Promise<Screen | undefined> {
  const key = screenId.startsWith(LOWCODE_SCREEN_PREFIX) ? screenId.slice(LOWCODE_SCREEN_PREFIX.length) : '';
  if (!/^[A-Za-z0-9]{1,200}$/.test(key)) return undefined;
  const rows = await db
    .select({ id: visualDevs.id })
    .from(visualDevs)
    .where(and(isNotNull(visualDevs.releasedFormData), sql`regexp_replace(${visualDevs.id}, '[^A-Za-z0-9]', '', 'g') = ${key}`))
    .limit(2);
  if (rows.length !== 1) return undefined;
  return (await liveModel(db, rows[0]!.id)).screen;
}

/**
 * The released models that number a field with the bill rule: the screens a caller must be able to create records
 * on to draw that rule's numbers. A text search narrows the candidates; each is then checked field by field.
 */
export async function modelsUsingBillRule(db: Db, enCode: string): Promise<LiveModel[]> {
  const candidates = await db
    .select({ id: visualDevs.id })
    .from(visualDevs)
    .where(and(isNotNull(visualDevs.releasedFormData), sql`strpos(${visualDevs.releasedFormData}::text, ${JSON.stringify(enCode)}) > 0`));
  const models = await Promise.all(candidates.map((candidate) => liveModel(db, candidate.id)));
  return models.filter((model) => Object.values(model.billFields).includes(enCode));
}

/**
 * The screen of a released model's menu page (menu type 3, propertyJson `moduleId` naming the model), for the
 * data-permission scheme calls: the page's fields are the released definition's. None for any other entry, a model
 * not released, or an entry that is not the one the model's records are guarded by (its first page by sort code).
 */
export async function modelPageScreens(db: Db, page: { type: number; urlAddress: string; propertyJson: string }): Promise<Screen[]> {
  if (page.type !== 3) return [];
  let modelId: unknown;
  try {
    modelId = (JSON.parse(page.propertyJson) as { moduleId?: unknown } | null)?.moduleId;
  } catch {
    return [];
  }
  if (typeof modelId !== 'string' || modelId === '') return [];
  let model: LiveModel;
  try {
    model = await liveModel(db, modelId);
  } catch {
    return [];
  }
  const route = page.urlAddress.replace(/^\/+/, '').split('?')[0]!;
  return model.screen.schema.route === route ? [model.screen] : [];
}

/** The language-independent record values of a body: `{ data: "JSON text" }` (the wire contract) or the values themselves. */
export function recordValues(body: Record<string, unknown>): Record<string, unknown> {
  // The wire form carries only `data` (and maybe the id); a body of values may hold a stale `data` copy, ignored.
  if (typeof body.data === 'string' && Object.keys(body).every((key) => key === 'data' || key === 'id')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.data);
    } catch {
      throw fail('invalidJson');
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw fail('invalidJson');
    return parsed as Record<string, unknown>;
  }
  const { data: _copy, ...values } = body;
  return values;
}

