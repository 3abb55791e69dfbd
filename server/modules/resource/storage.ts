/**
 * The storage seam of the engine: all the operations (service.ts) need from where a screen's records live — lists
 * (one SQL order and keyword path for flat pages and trees), one record, uniqueness, children, inserts, updates,
 * deletes and the state toggle — each run on the executor it is given (the caller's transaction). The default keeps
 * records in `lc_record` (store.ts); a module whose screen lives in its own table contributes a storage for that
 * screen through the registry (registry.ts `withStorage`), and the engine's routes, guard, validation and rules
 * serve it unchanged. The engine names no such screen.
 */
import type { SQL } from 'drizzle-orm';
import type { FieldSql } from '../permission/data-scheme-sql';
import type { Screen } from './registry';
import * as store from './store';
import type { Executor, ListFilter, PageRequest, RecordWrite } from './store';

/** A record as the engine handles it, whatever stores it: its fields in `data`, its tree parent and scope. */
export interface StoredItem {
  id: string;
  parentId: string;
  scopeId: string;
  data: Record<string, unknown>;
}

/** Where a screen's records live. Every method runs on the executor it is given, inside the caller's transaction. */
export interface ScreenStorage {
  /** A record field as SQL, for data-permission conditions over this storage (permission/data-scheme-sql.ts). */
  fieldSql: FieldSql;
  /**
   * Fields this storage answers beyond the model's properties (read-only facts such as a joined name): answers keep
   * them (answers.ts toAnswer). The model's properties are always kept.
   */
  answerFields?: readonly string[];
  /** Serialises the screen's writers until the transaction ends. */
  lock(db: Executor, screen: Screen): Promise<void>;
  /** One page of records in list order with the total, filtered by keyword and `visible`. */
  page(db: Executor, screen: Screen, scopeId: string | undefined, page: PageRequest): Promise<{ rows: StoredItem[]; total: number }>;
  /** Every record in list order, filtered by keyword and `visible` (with the matches' ancestors when asked: trees). */
  ordered(db: Executor, screen: Screen, scopeId: string | undefined, filter: ListFilter & { withAncestors?: boolean }): Promise<StoredItem[]>;
  /** One record by id, when `visible` keeps it. */
  find(db: Executor, screen: Screen, id: string, visible?: SQL): Promise<StoredItem | undefined>;
  /** The id of another record of the scope whose fields equal the values (a missing value compares with nothing). */
  duplicate(db: Executor, screen: Screen, scopeId: string, values: Record<string, unknown>, exceptId: string | undefined): Promise<string | undefined>;
  /** True when some record has the id as its tree parent. */
  hasChildren(db: Executor, screen: Screen, id: string): Promise<boolean>;
  /** True when some record of this (scoped) screen belongs to the scope, e.g. an entry to a dictionary type. */
  holdsScope(db: Executor, screen: Screen, scopeId: string): Promise<boolean>;
  insert(db: Executor, screen: Screen, id: string, scopeId: string, write: RecordWrite): Promise<void>;
  update(db: Executor, screen: Screen, id: string, write: RecordWrite): Promise<void>;
  remove(db: Executor, screen: Screen, id: string): Promise<void>;
  /** Flips the 0/1 field when `visible` keeps the record; answers its fields after the flip, or undefined when not found. */
  toggle(db: Executor, screen: Screen, id: string, field: string, visible: SQL | undefined, at: Date, by: string): Promise<Record<string, unknown> | undefined>;
}

/** The default storage: records in `lc_record` under the screen's id (store.ts). */
export const RECORD_STORAGE: ScreenStorage = {
  fieldSql: store.recordFieldSql,
  lock: (db, screen) => store.lockScreen(db, screen.schema.id),
  page: (db, screen, scopeId, page) => store.listPage(db, screen.schema.id, scopeId, page),
  ordered: (db, screen, scopeId, filter) => store.listOrdered(db, screen.schema.id, scopeId, filter),
  find: (db, screen, id, visible) => store.findRecord(db, screen.schema.id, id, visible),
  duplicate: (db, screen, scopeId, values, exceptId) => store.findDuplicate(db, screen.schema.id, scopeId, values, exceptId),
  hasChildren: (db, screen, id) => store.hasChildRecords(db, screen.schema.id, id),
  holdsScope: (db, screen, scopeId) => store.hasScopedRecords(db, [screen.schema.id], scopeId),
  insert: (db, screen, id, scopeId, write) => store.insertRecord(db, screen.schema.id, id, scopeId, write),
  update: (db, screen, id, write) => store.updateRecordData(db, screen.schema.id, id, write),
  remove: (db, screen, id) => store.deleteRecord(db, screen.schema.id, id),
  toggle: (db, screen, id, field, visible, at, by) => store.toggleRecordField(db, screen.schema.id, id, field, visible, at, by),
};

/** The storage of a screen: the one its module contributed, else `lc_record`. */
export function storageOf(screen: Screen): ScreenStorage {
  return screen.storage ?? RECORD_STORAGE;
}
