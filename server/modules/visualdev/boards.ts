/**
 * Stored definitions of data reports and portals ("boards", issue 9 §4), one table each with the same shape:
 * name, code, category, the definition edited as data and the copy its last release made live. List by category and
 * keyword with paging, create, read, update, delete, copy and release — as the form models' `/api/visualdev/Base`
 * does. Each kind brings its own check of the definition (async: a report's fields come from its source model); a
 * release publishes to the kind's menu entries (type 5 or 8, `propertyJson.moduleId` = the definition), creating
 * one under the chosen parent when none exists. Editing a released definition changes nothing live until the next
 * release.
 */
import { and, asc, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../runtime/core/i18n/languages';
import { LANGUAGES } from '../../../runtime/core/i18n/languages';
import { translate, type SharedMessageKey } from '../../../runtime/core/i18n/messages';
import type { Db } from '../../db/client';
import { dataReports, modules, portals } from '../../db/schema';
import { fail, type ErrorName } from '../../errors';
import { rememberRemovedSeedRecord } from '../../db/seed/removed-seeds';

/** A stored board row (both tables have this shape). */
export type BoardRow = typeof dataReports.$inferSelect;

/** Who is asking. */
export interface Caller {
  lang: Language;
  userId: string;
  now: Date;
}

/** A problem found in a definition: a catalogue key and its values. */
export interface BoardProblem {
  key: SharedMessageKey;
  params?: Record<string, string>;
}

/** What differs between reports and portals. */
export interface BoardKind {
  table: typeof dataReports | typeof portals;
  /** The advisory lock's name. */
  lockName: string;
  /** The menu type that publishes it (5 report, 8 portal). */
  menuType: number;
  /** The address prefix of a menu entry a release creates. */
  urlPrefix: string;
  icon: string;
  notFound: ErrorName;
  notReleased: ErrorName;
  /** The definition's problems (none: it may be saved). */
  check(db: Db, definition: unknown, lang: Language): Promise<BoardProblem[]>;
  /** The definition stored when a body sends none. */
  empty(): Record<string, unknown>;
}

const CODE = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

/** Reads a JSON object given as an object or as JSON text (the wire may send text). */
export function objectOf(value: unknown): Record<string, unknown> | undefined {
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** The fields a body may set, checked; throws the first problem in the caller's language. */
async function readBody(db: Db, kind: BoardKind, body: Record<string, unknown>, lang: Language) {
  const refuse = (key: SharedMessageKey, params?: Record<string, string>) => fail('definitionInvalid', { message: translate(lang, key, params) });
  const fullName = typeof body.fullName === 'string' ? body.fullName.trim() : '';
  if (!fullName) throw refuse('lowcode.fullNameRequired');
  if (fullName.length > 50) throw refuse('lowcode.fullNameTooLong');
  const enCode = typeof body.enCode === 'string' ? body.enCode.trim() : '';
  if (!CODE.test(enCode)) throw refuse('lowcode.enCodeInvalid');
  const definition = body.definition === undefined ? kind.empty() : objectOf(body.definition);
  const problems = await kind.check(db, definition, lang);
  if (problems.length) throw refuse(problems[0]!.key, problems[0]!.params);
  return {
    fullName,
    enCode,
    category: typeof body.category === 'string' ? body.category.slice(0, 50) : '',
    description: typeof body.description === 'string' ? body.description.slice(0, 500) : '',
    sortCode: typeof body.sortCode === 'number' && Number.isSafeInteger(body.sortCode) && Math.abs(body.sortCode) < 2 ** 31 ? body.sortCode : 0,
    enabledMark: body.enabledMark === 0 ? 0 : 1,
    definition: definition!,
  };
}

/**
 * An edited definition the designer previews before saving: the object (or JSON text), checked as a save checks it;
 * throws the first problem in the caller's language.
 */
export async function checkedDefinition(db: Db, kind: BoardKind, value: unknown, lang: Language): Promise<Record<string, unknown>> {
  const definition = objectOf(value);
  const problems = await kind.check(db, definition, lang);
  if (problems.length) throw fail('definitionInvalid', { message: translate(lang, problems[0]!.key, problems[0]!.params) });
  return definition!;
}

/** A board as the list answers it. */
function listItem(row: BoardRow) {
  return {
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    category: row.category,
    state: row.state,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    description: row.description,
    creatorTime: row.createdAt.getTime(),
    lastModifyTime: row.updatedAt?.getTime() ?? null,
    releaseTime: row.releasedAt?.getTime() ?? null,
  };
}

/** A board as one record answers it: the edited definition as JSON text (as formData is on the wire). */
export function boardAnswer(row: BoardRow) {
  return { ...listItem(row), definition: JSON.stringify(row.definition) };
}

/** A page of boards, filtered by category and keyword (name or code). */
export async function listBoards(db: Db, kind: BoardKind, query: { keyword: string; category: string; currentPage: number; pageSize: number }) {
  const table = kind.table;
  const conditions: SQL[] = [];
  if (query.category) conditions.push(eq(table.category, query.category));
  if (query.keyword) {
    const pattern = `%${query.keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(or(ilike(table.fullName, pattern), ilike(table.enCode, pattern))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(table)
    .where(where)
    .orderBy(asc(table.sortCode), desc(table.createdAt), asc(table.id))
    .limit(query.pageSize)
    .offset((query.currentPage - 1) * query.pageSize);
  const [total] = await db.select({ total: count() }).from(table).where(where);
  return { list: rows.map(listItem), pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: Number(total?.total ?? 0) } };
}

/** Released, enabled boards grouped by category, as a selector tree (for choosing a report in a portal card). */
export async function boardSelector(db: Db, kind: BoardKind) {
  const table = kind.table;
  const rows = await db
    .select()
    .from(table)
    .where(and(eq(table.enabledMark, 1), isNotNull(table.releasedDefinition)))
    .orderBy(asc(table.category), asc(table.sortCode), asc(table.fullName));
  const groups = new Map<string, { id: string; fullName: string; parentId: string; hasChildren: boolean; children: unknown[] }>();
  for (const row of rows) {
    const category = row.category || 'default';
    const group = groups.get(category) ?? { id: `category:${category}`, fullName: category, parentId: '0', hasChildren: true, children: [] };
    groups.set(category, group);
    group.children.push({ id: row.id, fullName: row.fullName, enCode: row.enCode, parentId: group.id, hasChildren: false });
  }
  return [...groups.values()];
}

/** One board, or the kind's `notFound`. */
export async function findBoard(db: Pick<Db, 'select'>, kind: BoardKind, id: string): Promise<BoardRow> {
  const [row] = await db.select().from(kind.table).where(eq(kind.table.id, id));
  if (!row) throw fail(kind.notFound);
  return row;
}

/** The released definition of a board, or a refusal (missing, or never released). */
export async function releasedBoard(db: Pick<Db, 'select'>, kind: BoardKind, id: string): Promise<{ row: BoardRow; definition: Record<string, unknown> }> {
  const row = await findBoard(db, kind, id);
  if (!row.releasedDefinition) throw fail(kind.notReleased);
  return { row, definition: row.releasedDefinition };
}

const lock = (tx: Pick<Db, 'execute'>, kind: BoardKind) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${kind.lockName}))`);

async function assertCodeFree(db: Pick<Db, 'select'>, kind: BoardKind, enCode: string, exceptId?: string) {
  const [row] = await db.select({ id: kind.table.id }).from(kind.table).where(eq(kind.table.enCode, enCode));
  if (row && row.id !== exceptId) throw fail('definitionCodeTaken');
}

/** Creates a board; answers its id. */
export async function createBoard(db: Db, kind: BoardKind, body: Record<string, unknown>, who: Caller): Promise<string> {
  const values = await readBody(db, kind, body, who.lang);
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await lock(tx, kind);
    await assertCodeFree(tx, kind, values.enCode);
    await tx.insert(kind.table).values({ id, ...values, createdAt: who.now, createdBy: who.userId });
  });
  return id;
}

/** Updates a board's edited definition (a released one becomes "edited since release"; nothing live changes). */
export async function updateBoard(db: Db, kind: BoardKind, id: string, body: Record<string, unknown>, who: Caller): Promise<void> {
  const values = await readBody(db, kind, body, who.lang);
  await db.transaction(async (tx) => {
    await lock(tx, kind);
    const existing = await findBoard(tx, kind, id);
    await assertCodeFree(tx, kind, values.enCode, id);
    await tx
      .update(kind.table)
      .set({ ...values, state: existing.state === 0 ? 0 : 2, updatedAt: who.now, updatedBy: who.userId })
      .where(eq(kind.table.id, id));
  });
}

/**
 * Deletes a board (menu entries that publish it then show that it no longer exists); a seeded board deleted is
 * remembered, so the start-up never restores it.
 */
export async function removeBoard(db: Db, kind: BoardKind, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(kind.table).where(eq(kind.table.id, id)).returning({ id: kind.table.id });
    if (!row) throw fail(kind.notFound);
    await rememberRemovedSeedRecord(tx, row.id);
  });
}

/** Copies a board under a new id and code, never released. */
export async function copyBoard(db: Db, kind: BoardKind, id: string, who: Caller): Promise<string> {
  const source = await findBoard(db, kind, id);
  const suffix = Math.random().toString(36).slice(2, 7);
  const copy = crypto.randomUUID();
  await db.insert(kind.table).values({
    id: copy,
    fullName: `${source.fullName}.${translate(who.lang, 'lowcode.copySuffix')}${suffix}`.slice(0, 50),
    enCode: `${source.enCode.slice(0, 44)}_${suffix}`,
    category: source.category,
    description: source.description,
    sortCode: source.sortCode,
    enabledMark: source.enabledMark,
    definition: source.definition,
    createdAt: who.now,
    createdBy: who.userId,
  });
  return copy;
}

/** Menu entries of the kind's type that publish the board. */
export function boardMenuEntries(db: Pick<Db, 'select'>, kind: BoardKind, id: string) {
  return db
    .select()
    .from(modules)
    .where(and(eq(modules.type, kind.menuType), sql`(${modules.propertyJson})::jsonb ->> 'moduleId' = ${id}`))
    .orderBy(asc(modules.sortCode), asc(modules.id));
}

/**
 * Releases the edited definition: checked again (its source may have changed since it was saved), it becomes the live
 * one, and is published to its menu entries — one is created under `pcModuleParentId` (a catalogue or category) when
 * none exists and a parent is given.
 */
export async function releaseBoard(db: Db, kind: BoardKind, id: string, body: Record<string, unknown>, who: Caller): Promise<{ menuIds: string[] }> {
  const row = await findBoard(db, kind, id);
  const problems = await kind.check(db, row.definition, who.lang);
  if (problems.length) throw fail('definitionInvalid', { message: translate(who.lang, problems[0]!.key, problems[0]!.params) });
  return db.transaction(async (tx) => {
    await lock(tx, kind);
    const current = await findBoard(tx, kind, id);
    let entries = await boardMenuEntries(tx, kind, id);
    const parentId = typeof body.pcModuleParentId === 'string' ? body.pcModuleParentId : '';
    if (entries.length === 0 && parentId) {
      const [parent] = await tx.select().from(modules).where(eq(modules.id, parentId));
      if (!parent || (parent.type !== 0 && parent.type !== 1)) throw fail('releaseNeedsMenu');
      const taken = await tx.select({ id: modules.id }).from(modules).where(and(eq(modules.systemId, parent.systemId), eq(modules.enCode, current.enCode)));
      const menuId = crypto.randomUUID();
      await tx.insert(modules).values({
        id: menuId,
        parentId: parent.id,
        systemId: parent.systemId,
        fullName: current.fullName,
        fullNameI18n: Object.fromEntries(LANGUAGES.map((language) => [language, current.fullName])),
        enCode: taken.length ? `${current.enCode}_${menuId.slice(0, 6)}` : current.enCode,
        type: kind.menuType,
        urlAddress: `${kind.urlPrefix}/${current.enCode}`,
        icon: kind.icon,
        propertyJson: JSON.stringify({ moduleId: id }),
        sortCode: current.sortCode,
      });
      entries = await boardMenuEntries(tx, kind, id);
    }
    await tx
      .update(kind.table)
      .set({ releasedDefinition: current.definition, releasedAt: who.now, state: 1, updatedBy: who.userId })
      .where(eq(kind.table.id, id));
    return { menuIds: entries.map((entry) => entry.id) };
  });
}
