/**
 * The users' spreadsheets (spec 03 §7 "Users": ExportExcel, TemplateDownload, ImportPreview, ImportData,
 * ExportExceptionData), through the engine's spreadsheet calls (resource/sheet-routes.ts) with the users screen's
 * guard (its download and upload buttons, columns, form fields and rows).
 *
 * An imported row names its organisation, positions, roles and manager as people write them — the organisation by
 * name or code, positions and roles by name or code (several joined by "," or "、"), the manager by account — and is
 * created by `createUser`, with all its rules (checked against a snapshot read once per import, user-import.ts): the account unique, the references existing (positions in the
 * user's organisation), no role the importer does not hold and no rights beyond theirs unless they are an
 * administrator, never an administrator (the flag is no column), and the default password (README), hashed once
 * for the whole import with the same slow hash as every password.
 */
import type { Context, Hono } from 'hono';
import { hashPassword } from '../../auth/password';
import { md5Hex } from '../../auth/md5';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/env';
import { withoutHiddenColumns } from '../permission/field-access';
import { authoriseWithRows } from '../resource/guard';
import type { Screen, ScreenRegistry } from '../resource/registry';
import type { ResourceContext } from '../resource/service';
import { mountSheets } from '../resource/sheet-routes';
import { declareSheetReferences } from '../resource/spreadsheet';
import { userAccess, type UserAccess } from './user-rows';
import { openUserImport, type UserImport } from './user-import';
import { createUser, DEFAULT_USER_PASSWORD, type UserWriteContext } from './user-service';
import { userAnswers, userPage } from './user-store';

/** Mounts the users' spreadsheet calls on the users routes (before `/{id}` takes their names). */
export function mountUserSheets(app: Hono<AppEnv>, screen: Screen, registry: ScreenRegistry) {
  // Fields choosing a dictionary entry (gender, education…) take the entry's name or code.
  const dictionaryFields = screen.schema.form.fields.flatMap((field) =>
    field.source?.kind === 'dictionary' ? [{ field: field.name, typeCode: field.source.typeCode, valueKey: field.source.valueKey ?? 'id', label: screen.schema.model.properties[field.name]?.title ?? field.name }] : [],
  );
  declareSheetReferences(screen, [
    ...dictionaryFields.map(({ field, label }) => ({ field, label })),
    { field: 'organizeIdTree', label: 'users.organize' },
    { field: 'positionId', label: 'users.position' },
    { field: 'roleId', label: 'users.role' },
    { field: 'managerId', label: 'users.manager' },
  ]);
  // What a request opened: its rows as SQL for the export's list, and the import's one hash of the default password.
  const opened = new WeakMap<ResourceContext, { c: Context<AppEnv>; access: UserAccess; passwordHash?: Promise<string> }>();
  /** A create's context in an import: the caller's fields and rows, the snapshot's checks, the default password hashed once. */
  const writeContext = async (ctx: ResourceContext, db: Db, snapshot: UserImport): Promise<UserWriteContext> => {
    const state = opened.get(ctx)!;
    const services = state.c.get('services');
    state.passwordHash ??= hashPassword(md5Hex(DEFAULT_USER_PASSWORD), services.passwordIterations);
    return {
      db,
      session: state.c.get('session'),
      screen,
      lang: ctx.lang,
      now: ctx.now,
      passwordIterations: services.passwordIterations,
      passwordHash: await state.passwordHash,
      hiddenFormFields: state.access.hiddenFormFields,
      rows: state.access.rows,
      facts: snapshot.facts,
    };
  };
  mountSheets(app, '', {
    open: async (c, action) => {
      const services = c.get('services');
      const authorised = await authoriseWithRows(c, screen.schema, action);
      const ctx: ResourceContext = { db: services.db, screen, registry, rules: {}, lang: c.get('lang'), userId: c.get('session').userId, now: services.now(), widgetValues: services, ...authorised };
      // The caller's fields and rows, read before the import's transaction holds the connection.
      opened.set(ctx, { c, access: await userAccess(c, screen, action) });
      return ctx;
    },
    list: async (ctx, query) => {
      const { access } = opened.get(ctx)!;
      const page = await userPage(ctx.db, { keyword: query.keyword, where: access.visible, offset: (query.currentPage - 1) * query.pageSize, limit: query.pageSize });
      return {
        list: (await userAnswers(ctx.db, page.rows)).map((user) => withoutHiddenColumns(user, access)),
        pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: page.total },
      };
    },
    create: async (ctx, db, values) => {
      // One row on its own: the import's snapshot, read for it alone.
      const snapshot = await openUserImport(db, screen, ctx.lang, dictionaryFields);
      return createUser(await writeContext(ctx, db, snapshot), await snapshot.resolve(values));
    },
    importer: async (ctx, tx) => {
      const snapshot = await openUserImport(tx, screen, ctx.lang, dictionaryFields);
      const write = await writeContext(ctx, tx, snapshot);
      return async (values) => createUser(write, await snapshot.resolve(values));
    },
  });
}
