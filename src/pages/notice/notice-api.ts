/** The announcement calls of system → notice (server/modules/message/routes.ts) and the recipient pickers' sources. */
import { http } from '../../api/client';

/** One row of the announcement list. */
export interface NoticeRow {
  id: string;
  title: string;
  excerpt: string;
  enabledMark: number;
  toUserIds: string[];
  releaseTime: number | null;
  releaseUser: string;
  creatorTime: number;
}

/** An announcement as the form edits it; `files` is JSON text of `{ name, url, fileId, fileSize }`. */
export interface NoticeInput {
  title: string;
  excerpt: string;
  bodyText: string;
  files: string;
  toUserIds: string[];
}

/** A page of announcements. */
export const listNotices = (query: { keyword: string; currentPage: number; pageSize: number }) =>
  http.get<{ list: NoticeRow[]; pagination: { total: number } }>('/api/message/Notice', query);
/** One announcement for the edit form. */
export const getNotice = (id: string) => http.get<NoticeInput & { id: string; enabledMark: number }>(`/api/message/${encodeURIComponent(id)}`);
/** Creates a draft. */
export const createNotice = (input: NoticeInput) => http.send('POST', '/api/message', { data: input });
/** Saves a draft or corrects a released one. */
export const updateNotice = (id: string, input: NoticeInput) => http.send('PUT', `/api/message/${encodeURIComponent(id)}`, { data: input });
/** Deletes (from every recipient's record too). */
export const deleteNotice = (id: string) => http.send('DELETE', `/api/message/${encodeURIComponent(id)}`);
/** Releases: each recipient gets it and a live push. */
export const releaseNotice = (id: string) => http.send('PUT', `/api/message/${encodeURIComponent(id)}/Actions/Release`);

/** A pickable recipient of one kind. */
export interface RecipientOption {
  value: string;
  label: string;
}

type Named = { id: string; fullName: string; children?: Named[] };
const flatten = (nodes: readonly Named[]): Named[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

/** The organisations, roles and users an announcement may go to, as `id--kind` options. */
export async function recipientOptions(): Promise<Record<'organize' | 'role' | 'user', RecipientOption[]>> {
  const [organizes, roles, users] = await Promise.all([
    http.get<{ list: Named[] }>('/api/permission/Organize/Department/Selector/0'),
    http.get<{ list: Named[] }>('/api/permission/Role/All'),
    http.get<{ list: Named[] }>('/api/permission/Users/All'),
  ]);
  const options = (rows: Named[], kind: string) => rows.map((row) => ({ value: `${row.id}--${kind}`, label: row.fullName }));
  return {
    organize: options(flatten(organizes.list).filter((row) => (row as { type?: string }).type !== 'user'), 'organize'),
    role: options(roles.list, 'role'),
    user: options(users.list, 'user'),
  };
}
