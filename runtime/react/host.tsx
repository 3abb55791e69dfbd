/**
 * The host: every effect the runtime needs from the application, injected through context (STYLE.md §4) — data
 * (a DataProvider speaking CONTRACT.md), the permission check `can`, the route's modelId, toasts, confirmation,
 * the language and a key–value store for per-user settings. The runtime never calls fetch or reads a store.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Can } from '../core/permission/filter';
import type { Language } from '../core/i18n/languages';
import type { ResourceSpec } from '../core/schema/types';

/** A record as the server sends it. */
export type Row = Record<string, unknown>;

/** Paging, keyword and filter values of a list call. */
export interface ListQuery {
  currentPage?: number;
  pageSize?: number;
  keyword?: string;
  [param: string]: unknown;
}

/** A list answer: `{ list }` for trees, plus `pagination` when paged. */
export interface ListResult {
  list: Row[];
  pagination?: { currentPage: number; pageSize: number; total: number };
}

/** What a write answered: the server's message when the provider can see it. */
export interface WriteResult {
  msg?: string;
}

/** A node of a selector tree (`GET {api}/Selector/{id}`). */
export interface TreeNode {
  id: string;
  fullName?: string;
  parentId?: string;
  children?: TreeNode[];
  [key: string]: unknown;
}

/** An entry of a data dictionary type, as a dictionary option source offers it (by `enCode` or `id`). */
export interface DictionaryEntry {
  id: string;
  enCode: string;
  fullName: string;
}

/** A resource call: the schema's resource and the values the screen was opened with (e.g. a left-tree node's). */
export interface ResourceCall {
  resource: ResourceSpec;
  context?: Record<string, unknown>;
}

/** How a call behaves beyond its payload. */
export interface CallOptions {
  /** A failure is not announced to the user (no error toast); the promise still rejects. */
  quiet?: boolean;
}

/** The data operations of the runtime, in the wire contract's terms. */
export interface DataProvider {
  list(call: ResourceCall, query: ListQuery): Promise<ListResult>;
  get(call: ResourceCall, id: string): Promise<Row>;
  create(call: ResourceCall, values: Row): Promise<WriteResult>;
  update(call: ResourceCall, id: string, values: Row): Promise<WriteResult>;
  remove(call: ResourceCall, id: string): Promise<WriteResult>;
  toggleState(call: ResourceCall, id: string): Promise<WriteResult>;
  /** A selector or option tree from a filled-in URL; answers `{ list }` or a bare array. */
  selector(url: string): Promise<TreeNode[]>;
  /**
   * Uploads a file (multipart field `file`, named `name` or the file's own name) with extra form fields, e.g. a
   * dictionary import or one chunk of a resumable upload; resolves with the server's message and data. A refusal
   * rejects with an error whose `final` is true (the server answered) or false (the transport failed).
   */
  upload(url: string, file: Blob, fields?: Record<string, string>, name?: string): Promise<WriteResult & { data?: unknown }>;
  /**
   * The enabled entries of a data dictionary type by its code, in the dictionary's order (a tree type's entries
   * flattened); `[]` for a type that does not exist. Where they come from is the provider's business.
   */
  dictionary(typeCode: string): Promise<DictionaryEntry[]>;
  /** Any other call (async checks, option lists); with `options.quiet` a failure shows no error toast. */
  request<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>, options?: CallOptions): Promise<T>;
  /**
   * The administrator's arrangement of a menu page's list columns (column authority), the default a user's own
   * column choices start from; `[]` when none is set. Optional: without it a list starts from the schema's order.
   */
  columnArrangement?(modelId: string): Promise<readonly { prop: string; visible: boolean; fixed: string }[]>;
}

/** Toasts. */
export interface Notifier {
  /** Shows a success message for `durationMs`. */
  success(text: string, durationMs: number): void;
  error(text: string): void;
  /** A warning (falls back to `error` where a host has none). */
  warning?(text: string): void;
}

/** A small string store for per-user settings (column choices), e.g. over localStorage. */
export interface SettingsStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

/** Everything the runtime asks of its host. */
export interface Host {
  data: DataProvider;
  /** The permission check built from the user's permission list (runtime/core/permission). */
  can: Can;
  /** The current route's modelId (its menu id): the permission entry that applies. */
  modelId: string;
  notify: Notifier;
  /** Asks the user; resolves true when confirmed. */
  confirm(options: { title: string; content: string; okText: string; cancelText: string }): Promise<boolean>;
  language: Language;
  settings: SettingsStore;
  /** Downloads a file the server prepared (an export's data.url). */
  download(url: string): void;
  /** Prints an HTML document (a filled print template) with the browser's print dialog; optional. */
  print?(html: string, title: string): void;
  /** Saves a document the browser made (a filled print template) as a file; optional. */
  save?(content: Blob, fileName: string): void;
  /** The signed-in user's names, for the context defaults a new form shows (the server sets them on save). */
  currentUser?: { userName: string; organizeName: string; positionName: string };
}

const HostContext = createContext<Host | undefined>(undefined);

/** Provides the host to the schema components below it. */
export function HostProvider({ host, children }: { host: Host; children: ReactNode }) {
  return <HostContext.Provider value={host}>{children}</HostContext.Provider>;
}

/** The host in context; throws when a schema component is rendered without one. */
export function useHost(): Host {
  const host = useContext(HostContext);
  if (!host) throw new Error('No host: wrap schema components in <HostProvider>');
  return host;
}
