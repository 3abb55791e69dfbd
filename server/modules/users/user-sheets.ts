/**
 * The users' spreadsheets (spec 03 §7 "Users": ExportExcel, TemplateDownload, ImportPreview, ImportData,
 * ExportExceptionData): the engine's spreadsheet calls (resource/sheet-routes.ts) with the engine's guard (the
 * users screen's download and upload buttons, columns, form fields and rows) and its export through the users
 * storage, and the users module's own import, contributed through the screen's hooks (user-hooks.ts).
 *
 * An imported row names its organisation, positions, roles and manager as people write them — the organisation by
 * name or code, positions and roles by name or code (several joined by "," or "、"), the manager by account — and is
 * created by `createUser`, with all its rules (checked against a snapshot read once per import, user-import.ts): the
 * account unique, the references existing (positions in the user's organisation), no role the importer does not
 * hold and no rights beyond theirs unless they are an administrator, never an administrator (the flag is no column),
 * and the default password (README), hashed once for the whole import with the same slow hash as every password.
 */
import { hashPassword } from '../../auth/password';
import { md5Hex } from '../../auth/md5';
import type { Db } from '../../db/client';
import type { Screen } from '../resource/registry';
import { accessOf, type ResourceContext } from '../resource/service';
import type { SheetHandlers } from '../resource/sheet-routes';
import { openUserImport, type DictionaryField, type UserImport } from './user-import';
import { callerOf, createUser, DEFAULT_USER_PASSWORD, type UserWriteContext } from './user-service';

/** Fields choosing a dictionary entry (gender, education…): a cell names the entry by its name or code. */
function dictionaryFieldsOf(screen: Screen): DictionaryField[] {
  return screen.schema.form.fields.flatMap((field) =>
    field.source?.kind === 'dictionary' ? [{ field: field.name, typeCode: field.source.typeCode, valueKey: field.source.valueKey ?? 'id', label: screen.schema.model.properties[field.name]?.title ?? field.name }] : [],
  );
}

/** The users screen's reference columns in its spreadsheets: cells that name what the user refers to. */
export function userSheetReferences(screen: Screen): { field: string; label: string }[] {
  return [
    ...dictionaryFieldsOf(screen).map(({ field, label }) => ({ field, label })),
    { field: 'organizeIdTree', label: 'users.organize' },
    { field: 'positionId', label: 'users.position' },
    { field: 'roleId', label: 'users.role' },
    { field: 'managerId', label: 'users.manager' },
  ];
}

/** The users' import: each row resolved and created by `createUser` against the import's snapshot. */
export function userSheetHandlers(services: { passwordIterations: number }): Pick<SheetHandlers, 'create' | 'importer'> {
  // The default password hashed once per request's context (an import's rows share it).
  const defaultHashes = new WeakMap<ResourceContext, Promise<string>>();
  const defaultHash = (ctx: ResourceContext) => {
    let hash = defaultHashes.get(ctx);
    if (!hash) defaultHashes.set(ctx, (hash = hashPassword(md5Hex(DEFAULT_USER_PASSWORD), services.passwordIterations)));
    return hash;
  };
  /** A create's context in an import: the caller's fields and rows, the snapshot's checks, the default password hashed once. */
  const writeContext = async (ctx: ResourceContext, db: Db, snapshot: UserImport): Promise<UserWriteContext> => ({
    db,
    session: callerOf(ctx),
    screen: ctx.screen,
    lang: ctx.lang,
    now: ctx.now,
    passwordIterations: services.passwordIterations,
    passwordHash: await defaultHash(ctx),
    hiddenFormFields: accessOf(ctx).hiddenFormFields,
    rows: ctx.rows,
    facts: snapshot.facts,
  });
  return {
    create: async (ctx, db, values) => {
      // One row on its own: the import's snapshot, read for it alone.
      const snapshot = await openUserImport(db, ctx.screen, ctx.lang, dictionaryFieldsOf(ctx.screen));
      return createUser(await writeContext(ctx, db, snapshot), await snapshot.resolve(values));
    },
    importer: async (ctx, tx) => {
      const snapshot = await openUserImport(tx, ctx.screen, ctx.lang, dictionaryFieldsOf(ctx.screen));
      const write = await writeContext(ctx, tx, snapshot);
      return async (values) => createUser(write, await snapshot.resolve(values));
    },
  };
}
