/**
 * The organisation and department pages' rows (data permissions, issue 10 §4): the same schemes, variables and rule
 * as every page (permission/data-scope.ts, read by resource/guard.ts authoriseWithRows for the page's calls and
 * pickerRows for the session-only pickers), over base_organize's columns. A scheme names the record's fields —
 * `id` (the node itself: "my organisation and below" is `id` in currentOrganizeAndBelow), `parentId`, `category`,
 * `fullName`, `enCode`, `sortCode`, `enabledMark`, `description`.
 *
 * Lists and pickers filter in SQL (rowCondition); one node is checked in memory with the same evaluator
 * (isWithinRows; tests/server/permission/data-scheme-sql.test.ts holds the two together). A node outside the rows is
 * "not found" and absent from every tree, so its name never shows — not even as a visible node's company.
 */
import { and, ne, or, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { organizes } from '../../db/schema';
import type { AppEnv } from '../../http/env';
import { isWithinRows, rowCondition, type RowScope } from '../permission/data-scope';
import { namedFieldSql, type NamedTable } from '../permission-objects/named-table';
import { pickerRows } from '../resource/guard';
import type { Screen } from '../resource/registry';
import { schemeRecordOf } from './organize-service';

type OrganizeRow = typeof organizes.$inferSelect;

/** base_organize's columns as fields of data-permission conditions (they carry the models' names). */
const organizeFieldSql = namedFieldSql(organizes as unknown as NamedTable);

/** A row scope as SQL over base_organize (undefined: every row). */
export function organizeRowsSql(scope: RowScope): SQL | undefined {
  return rowCondition(scope, organizeFieldSql);
}

/** True when the node is among the rows. */
export function isOrganizeWithin(scope: RowScope, row: OrganizeRow): boolean {
  return isWithinRows(scope, schemeRecordOf(row));
}

/** A scope that confines only the departments (companies pass): the department page's rows in a mixed tree. */
export function departmentsWithin(scope: RowScope): SQL | undefined {
  const departments = organizeRowsSql(scope);
  return departments && or(ne(organizes.category, 'department'), departments);
}

/**
 * The organisations the pickers may list to the caller (a session is enough): the rows they would see on the
 * organisation page and, when `department` is given, only the departments they would see on the department page —
 * as SQL over base_organize (undefined: every node).
 */
export async function organizePickerSql(c: Context<AppEnv>, organize: Screen | undefined, department?: Screen): Promise<SQL | undefined> {
  const onOrganize = organize ? organizeRowsSql(await pickerRows(c, organize.schema)) : undefined;
  const onDepartment = department ? departmentsWithin(await pickerRows(c, department.schema)) : undefined;
  return and(onOrganize, onDepartment);
}
