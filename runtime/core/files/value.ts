/**
 * The stored value of a file or image list field (spec 02 §3 "Uploaded file"): an array of the files the upload
 * answered, each at least `{ name, fileId, url }` (files add fileSize, fileExtension, fileVersionId). Shared by the
 * browser widgets (which read and write it) and the server (which refuses any other shape before a record is
 * stored, and checks every fileId names a stored file of the field's upload type).
 */
import { sanitizeFileName } from './rules';

/** One file of a file or image list field. */
export interface FileListItem {
  name: string;
  /** The stored name (CONTRACT.md: merge and single upload answer it). */
  fileId: string;
  /** The download call of the file (`/api/file/Download/{type}/{fileId}`), answering a signed link. */
  url: string;
  fileSize?: number;
  fileExtension?: string;
  fileVersionId?: string;
}

/** The widgets whose fields hold a file list, with the upload type (the store's folder) of each. */
export const FILE_LIST_WIDGETS = { uploadFz: 'annex', uploadImg: 'annexpic' } as const;

/** A widget holding a file list. */
export type FileListWidget = keyof typeof FILE_LIST_WIDGETS;

/** True for the widgets whose fields hold a file list. */
export function isFileListWidget(widget: string): widget is FileListWidget {
  return Object.prototype.hasOwnProperty.call(FILE_LIST_WIDGETS, widget);
}

/** A stored file's id: one plain store segment (as the file routes accept it). */
export const FILE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** The most files one field may hold, whatever its limit says (bounds a stored record). */
export const MAX_FILES_PER_FIELD = 200;

const MAX_NAME_LENGTH = 255;

/** The download call of a stored file of an upload type. */
export function downloadCallOf(type: string, fileId: string): string {
  return `/api/file/Download/${type}/${fileId}`;
}

/**
 * The value read as a file list in its canonical form (the url rebuilt from type and fileId, names without `#`), or
 * undefined when it is not one: not an array, too many entries, an entry without a string name and a plain fileId,
 * or a fileId listed twice. Absent (undefined or null) is the empty list.
 */
export function readFileList(value: unknown, type: string): FileListItem[] | undefined {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_FILES_PER_FIELD) return undefined;
  const out: FileListItem[] = [];
  const seen = new Set<string>();
  for (const entry of value) {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return undefined;
    const { name, fileId, fileSize, fileExtension, fileVersionId } = entry as Record<string, unknown>;
    if (typeof fileId !== 'string' || !FILE_ID_PATTERN.test(fileId) || seen.has(fileId)) return undefined;
    if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_NAME_LENGTH) return undefined;
    seen.add(fileId);
    const item: FileListItem = { name: sanitizeFileName(name), fileId, url: downloadCallOf(type, fileId) };
    if (typeof fileSize === 'number' && Number.isSafeInteger(fileSize) && fileSize >= 0) item.fileSize = fileSize;
    if (typeof fileExtension === 'string' && fileExtension.length <= 16) item.fileExtension = fileExtension;
    if (typeof fileVersionId === 'string' && FILE_ID_PATTERN.test(fileVersionId)) item.fileVersionId = fileVersionId;
    out.push(item);
  }
  return out;
}
