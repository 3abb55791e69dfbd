/**
 * The screens the server serves, checked and compiled once at start-up. A schema that is inconsistent, whose model
 * does not compile, or whose id or API path clashes with another one stops the server with a message naming the
 * file and the problem — a broken screen never reaches a request.
 *
 * Pure: the Node adapter (server/schemas/loader.ts) reads the files; tests may build a registry from objects.
 */
import { schemaProblems } from '../../../runtime/core/schema/consistency';
import type { NamedPattern } from '../../../runtime/core/schema/json-schema';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import { compileModel, createAjv, type RecordValidator } from '../../../runtime/core/schema/validate';
import type { ScreenHooks } from './hooks';
import type { ScreenStorage } from './storage';

/** An action of the engine a caller may take on a screen. */
export type EngineAction = 'list' | 'get' | 'create' | 'update' | 'remove' | 'state' | 'export' | 'import';

/**
 * A module's own action on a screen (e.g. the users module's unlock): the key of the schema's `permissions` naming
 * its button code, and the code when the schema names none — the same pair the module's client row action declares.
 */
export interface ModuleAction {
  key: string;
  defaultCode: string;
}

/** An action a caller may take on a screen: the engine's, or a module's own. */
export type ResourceAction = EngineAction | ModuleAction;

/** The button code each writing action of the engine needs when the schema does not say otherwise. */
const DEFAULT_CODES: Record<Exclude<EngineAction, 'list' | 'get'>, string> = {
  create: 'btn_add',
  update: 'btn_edit',
  remove: 'btn_remove',
  state: 'btn_edit',
  export: 'btn_export',
  import: 'btn_import',
};

const SPEC_KEY: Record<Exclude<EngineAction, 'list' | 'get'>, string> = {
  create: 'add',
  update: 'edit',
  remove: 'remove',
  state: 'state',
  export: 'export',
  import: 'import',
};

/** A screen ready to serve: its schema, compiled validator and derived facts. */
export interface Screen {
  schema: ScreenSchema;
  /** Where the schema came from (a file name), for messages. */
  source: string;
  validate: RecordValidator;
  /** Model properties a request may set (read-only ones and context defaults excluded). */
  writable: ReadonlySet<string>;
  /** Properties that cannot change once the record exists (form fields marked disabledOnEdit). */
  fixedOnEdit: ReadonlySet<string>;
  /** Model properties in the order the form shows them, then the rest: the order errors are reported in. */
  fieldOrder: readonly string[];
  /** Defaults of the model, applied on create. */
  defaults: Readonly<Record<string, unknown>>;
  /** Where its records live when a module contributed its own storage (storage.ts); else in `lc_record`. */
  storage?: ScreenStorage;
  /** What its module adds to the engine's operations beyond plain storage (hooks.ts), with its storage. */
  hooks?: ScreenHooks;
}

/** All screens, by id and in load order. */
export interface ScreenRegistry {
  screens: readonly Screen[];
  byId: ReadonlyMap<string, Screen>;
}

/** A schema with where it came from. */
export interface SchemaSource {
  schema: ScreenSchema;
  source: string;
}

/** The button code an action needs (undefined for list and get, which need the menu only). */
export function requiredCode(schema: Pick<ScreenSchema, 'permissions'>, action: ResourceAction): string | undefined {
  if (action === 'list' || action === 'get') return undefined;
  if (typeof action === 'object') return schema.permissions?.[action.key] ?? action.defaultCode;
  const declared = schema.permissions?.[SPEC_KEY[action]];
  if (declared) return declared;
  // State falls back to the edit code the schema declares, if any.
  if (action === 'state' && schema.permissions?.edit) return schema.permissions.edit;
  return DEFAULT_CODES[action];
}

/** Checks and compiles one schema into a screen (also for screens made at run time, e.g. released low-code models). */
export function prepareScreen({ schema, source }: SchemaSource, patterns: Record<string, NamedPattern>): Screen {
  const problems = schemaProblems(schema);
  if (problems.length) throw new Error(`Screen schema ${source} is not sound:\n  - ${problems.join('\n  - ')}`);
  let validate: RecordValidator;
  try {
    validate = compileModel(schema.model, patterns, createAjv());
  } catch (error) {
    throw new Error(`Screen schema ${source}: its model does not compile: ${error instanceof Error ? error.message : String(error)}`);
  }
  const properties = Object.entries(schema.model.properties);
  const formOrder = schema.form.fields.map((field) => field.name);
  const fieldOrder = [...new Set([...formOrder, ...properties.map(([name]) => name)])];
  return {
    schema,
    source,
    validate,
    // Context defaults are set by the server on create and never change: no request writes them.
    writable: new Set(properties.filter(([, field]) => !field.readOnly && !field.contextDefault).map(([name]) => name)),
    fixedOnEdit: new Set(schema.form.fields.filter((field) => field.disabledOnEdit).map((field) => field.name)),
    fieldOrder,
    defaults: Object.fromEntries(properties.filter(([, field]) => field.default !== undefined).map(([name, field]) => [name, field.default])),
  };
}

/** Checks and compiles schemas; throws naming the file on the first problem. */
export function createScreenRegistry(sources: readonly SchemaSource[], patterns: Record<string, NamedPattern>): ScreenRegistry {
  const byId = new Map<string, Screen>();
  const byApi = new Map<string, string>();
  for (const source of sources) {
    const screen = prepareScreen(source, patterns);
    const { id, resource } = screen.schema;
    const clash = byId.get(id);
    if (clash) throw new Error(`Screen schema ${source.source}: id "${id}" is already used by ${clash.source}`);
    const api = resource.api.toLowerCase();
    const apiClash = byApi.get(api);
    if (apiClash) throw new Error(`Screen schema ${source.source}: API path "${resource.api}" is already served by ${apiClash}`);
    byId.set(id, screen);
    byApi.set(api, source.source);
  }
  for (const screen of byId.values()) {
    const scope = screen.schema.resource.scope;
    if (scope && !byId.has(scope.parentResource)) {
      throw new Error(`Screen schema ${screen.source}: resource.scope.parentResource "${scope.parentResource}" is not a loaded screen`);
    }
    const problem = referenceProblems(screen.schema, byId)[0];
    if (problem) throw new Error(`Screen schema ${screen.source}: ${problem}`);
  }
  return { screens: [...byId.values()], byId };
}

/**
 * What is wrong with a schema's reference fields among the loaded screens: each must name a loaded screen that
 * declares `resource.selector`, the label its records are shown and searched by. (Also for released low-code models,
 * whose references name schema screens.)
 */
export function referenceProblems(schema: ScreenSchema, screens: ReadonlyMap<string, Screen>): string[] {
  const problems: string[] = [];
  for (const field of schema.form.fields) {
    const target = field.reference?.screen;
    if (field.widget !== 'reference' || !target) continue;
    const screen = screens.get(target);
    if (!screen) problems.push(`form field ${field.name} refers to the screen "${target}", which is not a loaded screen`);
    else if (!screen.schema.resource.selector) problems.push(`form field ${field.name} refers to the screen "${target}", which declares no resource.selector (the label its records are shown by)`);
  }
  return problems;
}

/**
 * The registry with a module's own storage for one of its screens (e.g. a screen whose records live in the module's
 * table), and the hooks its module adds to the operations (hooks.ts): the engine's routes, guard and operations then
 * read and write through them. Refuses a screen not loaded.
 */
export function withStorage(registry: ScreenRegistry, screenId: string, storage: ScreenStorage, hooks?: ScreenHooks): ScreenRegistry {
  const screen = registry.byId.get(screenId);
  if (!screen) throw new Error(`A storage was given for the screen "${screenId}", which is not loaded`);
  const served: Screen = { ...screen, storage, ...(hooks ? { hooks } : {}) };
  const screens = registry.screens.map((each) => (each === screen ? served : each));
  return { screens, byId: new Map(screens.map((each) => [each.schema.id, each])) };
}

/** An empty registry, for apps that serve no screens. */
export const NO_SCREENS: ScreenRegistry = { screens: [], byId: new Map() };
