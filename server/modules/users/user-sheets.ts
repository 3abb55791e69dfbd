/**
 * The users' spreadsheets (spec 03 §7 "Users": ExportExcel, TemplateDownload, ImportPreview, ImportData,
 * ExportExceptionData), through the engine's spreadsheet calls (resource/sheet-routes.ts) with the users screen's
 * guard (its download and upload buttons, columns, form fields and rows).
 *
 * An imported row names its organisation, positions, roles and manager as people write them — the organisation by
 * name or code, positions and roles by name or code (several joined by "," or "、"), the manager by account — and is
 * created by `createUser`, with all its rules: the account unique, the references existing (positions in the
 * user's organisation), no role the importer does not hold and no rights beyond theirs unless they are an
 * administrator, never an administrator (the flag is no column), and the default password (README), hashed once
 * for the whole import with the same slow hash as every password.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { hashPassword } from '../../auth/password';
import { md5Hex } from '../../auth/md5';
import type { Db } from '../../db/client';
import { organizes, positions, records, roles, users } from '../../db/schema';
import { fail } from '../../errors';
import { translate } from '../../../runtime/core/i18n/messages';
import type { Language } from '../../../runtime/core/i18n/languages';
import { screenMessages } from '../resource/body';
import type { AppEnv } from '../../http/env';
import { withoutHiddenColumns } from '../permission/field-access';
import { authoriseWithRows } from '../resource/guard';
import type { Screen, ScreenRegistry } from '../resource/registry';
import type { ResourceContext } from '../resource/service';
import { mountSheets } from '../resource/sheet-routes';
import { declareSheetReferences } from '../resource/spreadsheet';
import { userAccess, type UserAccess } from './user-rows';
import { createUser, DEFAULT_USER_PASSWORD } from './user-service';
import { userAnswers, userPage } from './user-store';

/** Names joined in one cell. */
function names(text: unknown): string[] {
  return [...new Set(String(text ?? '').split(/[,，、;；]/).map((item) => item.trim()).filter(Boolean))];
}

/** A record's id by its name or code: the code first (unique), else the only record of that name. */
async function idByName(db: Db, table: typeof organizes | typeof positions | typeof roles, name: string, within?: ReturnType<typeof eq>): Promise<string | undefined> {
  const rows = await db
    .select({ id: table.id, enCode: table.enCode })
    .from(table)
    .where(and(or(eq(table.enCode, name), eq(table.fullName, name)), within))
    .limit(3);
  const byCode = rows.find((row) => row.enCode === name);
  if (byCode) return byCode.id;
  return rows.length === 1 ? rows[0]!.id : undefined;
}

/** Turns the dictionary cells of a row into the entries' values, refusing a name or code that is no entry. */
async function resolveDictionaries(db: Db, values: Record<string, unknown>, fields: readonly { field: string; typeCode: string; valueKey: string; label: string }[], screen: Screen, lang: Language) {
  const out = { ...values };
  for (const { field, typeCode, valueKey, label } of fields) {
    const text = values[field];
    if (typeof text !== 'string') continue;
    const type = db.select({ id: records.id }).from(records).where(and(eq(records.screen, 'dictionaryType'), sql`${records.data}->>'enCode' = ${typeCode}`));
    const [entry] = await db
      .select({ id: records.id, data: records.data })
      .from(records)
      .where(and(eq(records.screen, 'dictionaryData'), inArray(records.scopeId, type), or(sql`${records.data}->>'fullName' = ${text}`, sql`${records.data}->>'enCode' = ${text}`)))
      .limit(1);
    if (!entry) throw fail('invalidField', { message: translate(lang, 'error.importCellInvalid', { field: screenMessages(screen, lang)(label), value: text }) });
    out[field] = valueKey === 'id' ? entry.id : String((entry.data as Record<string, unknown>)[valueKey] ?? '');
  }
  return out;
}

/** Turns an imported row's reference cells into the dialog's values (ids), refusing a name it cannot find. */
async function resolveReferences(db: Db, values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const out = { ...values };
  let organizeId: string | undefined;
  if (typeof values.organizeIdTree === 'string') {
    organizeId = await idByName(db, organizes, values.organizeIdTree);
    if (!organizeId) throw fail('organizeNotFound');
    out.organizeIdTree = [organizeId];
  }
  if (typeof values.positionId === 'string') {
    const ids: string[] = [];
    for (const name of names(values.positionId)) {
      const id = await idByName(db, positions, name, organizeId ? eq(positions.organizeId, organizeId) : undefined);
      if (!id) throw fail('positionNotFound');
      ids.push(id);
    }
    out.positionId = ids.join(',');
  }
  if (typeof values.roleId === 'string') {
    const ids: string[] = [];
    for (const name of names(values.roleId)) {
      const id = await idByName(db, roles, name);
      if (!id) throw fail('roleNotFound');
      ids.push(id);
    }
    out.roleId = ids.join(',');
  }
  if (typeof values.managerId === 'string') {
    const [manager] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.account}) = lower(${values.managerId})`).limit(1);
    if (!manager) throw fail('managerNotFound');
    out.managerId = manager.id;
  }
  return out;
}

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
      const state = opened.get(ctx)!;
      const services = state.c.get('services');
      state.passwordHash ??= hashPassword(md5Hex(DEFAULT_USER_PASSWORD), services.passwordIterations);
      const { access } = state;
      return createUser(
        {
          db,
          session: state.c.get('session'),
          screen,
          lang: ctx.lang,
          now: ctx.now,
          passwordIterations: services.passwordIterations,
          passwordHash: await state.passwordHash,
          hiddenFormFields: access.hiddenFormFields,
          rows: access.rows,
        },
        await resolveReferences(db, await resolveDictionaries(db, values, dictionaryFields, screen, ctx.lang)),
      );
    },
  });
}
