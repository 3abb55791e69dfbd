/**
 * The HTTP face of the resource engine: for every loaded screen (except those a module serves itself), the wire
 * contract's routes under `resource.api` — list, get, create, update, delete, selector, state toggle and, where
 * declared, export/import. Every route checks the caller's permission for its action first. A screen whose records
 * live in its module's own table is served here too, through the storage and hooks its module contributed
 * (storage.ts, hooks.ts); its module mounts only its own extra calls, before these.
 */
import { Hono, type Context } from 'hono';
import { pathSegment } from '../../../runtime/core/routing/path-segment';
import type { Language } from '../../../runtime/core/i18n/languages';
import { translate, type CoreMessageKey } from '../../../runtime/core/i18n/messages';
import { AppError, fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { readJsonObject, screenMessages } from './body';
import type { Authorised } from './guard';
import { parseListQuery } from './query';
import { authoriseInScope, storedScope } from './scope-guard';
import type { ResourceAction, Screen, ScreenRegistry } from './registry';
import type { RecordRules } from './rules';
import * as service from './service';
import { mountSheets } from './sheet-routes';
import { exportRecord, importFile, parseTransferFile } from './transfer';
import { callerReferenceScope } from './reference-values';

/** How the engine is set up. */
export interface ResourceOptions {
  registry: ScreenRegistry;
  rules: RecordRules;
  /** Screens whose API a module serves itself (e.g. organisations, with their own tree rules). */
  servedElsewhere?: ReadonlySet<string>;
}

/** The operation context of a request on a screen, with the caller's field grants and rows there (what authoriseWithRows answered). */
export function resourceContext(c: Context<AppEnv>, screen: Screen, options: ResourceOptions, authorised: Authorised): service.ResourceContext {
  const services = c.get('services');
  const session = c.get('session');
  return { db: services.db, screen, registry: options.registry, rules: options.rules, lang: c.get('lang'), userId: session.userId, session, now: services.now(), widgetValues: { ...services, references: callerReferenceScope(c) }, ...authorised };
}

/** The success message of a write: the schema's own, else the shared one. */
export function successMessage(screen: Screen, lang: Language, kind: 'create' | 'update' | 'remove'): string {
  const own = screen.schema.resource.successMessages?.[kind];
  if (own) return screenMessages(screen, lang)(own);
  const shared: Record<typeof kind, CoreMessageKey> = { create: 'common.createSuccess', update: 'common.updateSuccess', remove: 'common.deleteSuccess' };
  return translate(lang, shared[kind]);
}

/** The scope a request names in its query, for scoped screens. */
export function queryScope(screen: Screen, c: Context<AppEnv>): string | undefined {
  const scope = screen.schema.resource.scope;
  if (!scope) return undefined;
  return c.req.query(scope.param) ?? c.req.query(scope.field) ?? undefined;
}

/** Registers one screen's routes. */
function mountScreen(app: Hono<AppEnv>, screen: Screen, options: ResourceOptions) {
  const { api, tree, selector, stateField, transfer, copy } = screen.schema.resource;
  const fields = new Set(Object.keys(screen.schema.model.properties));
  // The scope a request acts in matters only to screens whose scopes have menu entries of their own (scope-guard.ts).
  const context = async (c: Context<AppEnv>, action: ResourceAction, scopeOf: () => Promise<string | undefined> | string | undefined = () => queryScope(screen, c)) =>
    resourceContext(c, screen, options, await authoriseInScope(c, options.registry, screen, action, scopeOf));
  const recordScope = (c: Context<AppEnv>) => () => storedScope(c, screen, c.req.param('id') ?? '');

  app.get(api, async (c) => {
    const ctx = await context(c, 'list');
    return ok(c, await service.listRecords(ctx, parseListQuery(c.req.query(), fields), queryScope(screen, c)));
  });

  if (selector || tree) {
    const select = async (c: Context<AppEnv>, excludeId: string) => {
      const ctx = await context(c, 'list');
      return ok(c, { list: await service.selectorTree(ctx, excludeId, queryScope(screen, c)) });
    };
    app.get(`${api}/Selector`, (c) => select(c, '0'));
    app.get(`${api}/Selector/:id`, (c) => select(c, c.req.param('id')));
  }

  if (stateField) {
    app.put(`${api}/:id/Actions/State`, async (c) => {
      const ctx = await context(c, 'state', recordScope(c));
      const state = await service.toggleState(ctx, c.req.param('id'));
      return ok(c, { [stateField]: state }, successMessage(screen, ctx.lang, 'update'));
    });
  }

  if (copy) {
    app.post(`${api}/:id/Actions/Copy`, async (c) => {
      const ctx = await context(c, 'create', recordScope(c));
      const id = await service.copyRecord(ctx, c.req.param('id'), translate(ctx.lang, 'lowcode.copySuffix'));
      return ok(c, { id }, translate(ctx.lang, 'lowcode.copySuccess'));
    });
  }

  if (transfer) {
    app.get(`${api}/:id/Action/Export`, async (c) => {
      const ctx = await context(c, 'export');
      const { fileName } = await exportRecord(ctx, c.req.param('id'));
      return ok(c, { name: fileName, url: `${api}/${pathSegment(c.req.param('id'))}/Action/Download` });
    });
    app.get(`${api}/:id/Action/Download`, async (c) => {
      const ctx = await context(c, 'export');
      const { fileName, content } = await exportRecord(ctx, c.req.param('id'));
      return c.body(content, 200, {
        'content-type': 'application/octet-stream',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        'cache-control': 'no-store',
      });
    });
    app.post(`${api}/Action/Import`, async (c) => {
      const ctx = await context(c, 'import');
      const { name, text } = await readUpload(c, transfer.extension);
      const id = await importFile(ctx, parseTransferFile(ctx, name, text));
      return ok(c, { id }, translate(ctx.lang, 'common.importSuccess'));
    });
  }

  if (screen.schema.resource.spreadsheet) {
    // Export, template and import of the list's records (sheet-routes.ts), before `{api}/{id}` takes their names;
    // a module's own handlers (e.g. an import resolving names) over the engine's (hooks.ts).
    mountSheets(app, api, {
      open: (c, action) => context(c, action),
      list: (ctx, query) => service.listRecords(ctx, query, undefined),
      create: (ctx, db, values) => service.createRecord({ ...ctx, db }, values, ''),
      ...screen.hooks?.sheets,
    });
  }

  const getOne = async (c: Context<AppEnv>) => {
    const ctx = await context(c, 'get', recordScope(c));
    return ok(c, await service.getRecord(ctx, c.req.param('id')!));
  };
  if (screen.schema.resource.scope) {
    // Scoped screens speak the dictionary's convention: GET {api}/{scope} lists a scope, GET {api}/{id}/Info reads one.
    app.get(`${api}/:id/Info`, getOne);
    app.get(`${api}/:scope`, async (c) => {
      const ctx = await context(c, 'list', () => c.req.param('scope'));
      return ok(c, await service.listRecords(ctx, parseListQuery(c.req.query(), fields), c.req.param('scope')));
    });
  } else {
    app.get(`${api}/:id`, getOne);
  }

  app.post(api, async (c) => {
    const ctx = await context(c, 'create', async () => service.scopeFrom(screen, await readJsonObject(c), c.req.query()));
    const body = await readJsonObject(c);
    const id = await service.createRecord(ctx, body, service.scopeFrom(screen, body, c.req.query()));
    return ok(c, { id }, successMessage(screen, ctx.lang, 'create'));
  });

  app.put(`${api}/:id`, async (c) => {
    const ctx = await context(c, 'update', recordScope(c));
    await service.updateRecord(ctx, c.req.param('id'), await readJsonObject(c));
    return ok(c, null, successMessage(screen, ctx.lang, 'update'));
  });

  app.delete(`${api}/:id`, async (c) => {
    const ctx = await context(c, 'remove', recordScope(c));
    await service.removeRecord(ctx, c.req.param('id'));
    return ok(c, null, successMessage(screen, ctx.lang, 'remove'));
  });
}

/** The uploaded file of an import: multipart field `file`, or the raw body. */
async function readUpload(c: Context<AppEnv>, extension: string): Promise<{ name: string; text: string }> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('multipart/form-data')) {
      const body = await c.req.parseBody();
      const file = body.file ?? Object.values(body).find((value) => value instanceof File);
      if (!(file instanceof File)) throw fail('importFileMissing');
      if (file.size > 5 * 1024 * 1024) throw fail('importFileInvalid', { extension });
      return { name: file.name, text: await file.text() };
    }
    const text = await c.req.text();
    if (!text.trim()) throw fail('importFileMissing');
    return { name: '', text };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw fail('importFileMissing');
  }
}

/** The engine's routes for every screen it serves. */
export function resourceRoutes(options: ResourceOptions) {
  const app = new Hono<AppEnv>();
  for (const screen of options.registry.screens) {
    if (options.servedElsewhere?.has(screen.schema.id)) continue;
    mountScreen(app, screen, options);
  }
  return app;
}
