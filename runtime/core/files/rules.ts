/**
 * The rules a file must pass to be uploaded (spec 02 §5, §9), shared by the browser (which says no before sending)
 * and the server (which says no again, since it never trusts the client): names lose the `#` sign, types are
 * checked against an accept list (extensions such as ".pdf" or categories such as "image/*"), sizes against a
 * limit in KB, MB or GB (powers of 1024), and images against the image category.
 */

/** The file categories of spec 02 §9, by extension. */
export const FILE_CATEGORIES = {
  image: ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'],
  video: ['mp4', 'm3u8', 'rmvb', 'avi', 'swf', '3gp', 'mkv', 'flv'],
  audio: ['mp3', 'wav', 'wma', 'ogg', 'aac', 'flac'],
  document: ['doc', 'docx', 'txt', 'pages', 'epub', 'pdf', 'numbers', 'csv', 'xls', 'xlsx', 'keynote', 'ppt', 'pptx'],
} as const;

/** A category of FILE_CATEGORIES. */
export type FileCategory = keyof typeof FILE_CATEGORIES;

/** Extensions the document preview shows as images (spec 03 §9). */
export const PREVIEW_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp', 'gif'] as const;

/** The units a size limit is written in; each is 1024 of the one before. */
export type SizeUnit = 'KB' | 'MB' | 'GB';

const UNIT_POWER: Record<SizeUnit, number> = { KB: 1, MB: 2, GB: 3 };

/** A size limit as a widget declares it, e.g. 10 MB. */
export interface SizeLimit {
  size: number;
  unit: SizeUnit;
}

/** The byte count of a limit: 10 MB is 10·1024² bytes. */
export function limitBytes(limit: SizeLimit): number {
  return limit.size * 1024 ** UNIT_POWER[limit.unit];
}

/** True when `unit` is a size unit. */
export function isSizeUnit(unit: unknown): unit is SizeUnit {
  return unit === 'KB' || unit === 'MB' || unit === 'GB';
}

/** The file name with every `#` removed (spec 02 §5: the hash sign is stripped from file names). */
export function sanitizeFileName(name: string): string {
  return name.replace(/#/g, '');
}

/** The extension of a file name, lower case and without the dot ('' when there is none). */
export function extensionOf(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The category of an extension, if it has one. */
export function categoryOf(extension: string): FileCategory | undefined {
  const lower = extension.toLowerCase();
  return (Object.keys(FILE_CATEGORIES) as FileCategory[]).find((category) => (FILE_CATEGORIES[category] as readonly string[]).includes(lower));
}

/** True when a file named `name` is an image by its extension. */
export function isImageName(name: string): boolean {
  return categoryOf(extensionOf(name)) === 'image';
}

/**
 * True when a file named `name` matches an accept list ("" or "*" accepts anything). Tokens are extensions
 * (".pdf"), categories ("image/*", "video/*", "audio/*"), or bare extensions ("pdf").
 */
export function acceptsName(accept: string | undefined, name: string): boolean {
  const tokens = (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0 || tokens.includes('*') || tokens.includes('*/*')) return true;
  const extension = extensionOf(name);
  return tokens.some((token) => {
    if (token.endsWith('/*')) {
      const category = token.slice(0, -2);
      return category in FILE_CATEGORIES && categoryOf(extension) === category;
    }
    return extension !== '' && token.replace(/^\./, '') === extension;
  });
}

/** Why a file is refused before upload; the message keys name the spec's texts. */
export type FileRefusal =
  | { key: 'file.tooMany'; params: { limit: number } }
  | { key: 'file.tooManyImages'; params: { limit: number } }
  | { key: 'file.tooLarge'; params: { size: number; unit: SizeUnit } }
  | { key: 'file.imageTooLarge'; params: { size: number; unit: SizeUnit } }
  | { key: 'file.wrongType'; params: { accept: string } }
  | { key: 'file.notImage'; params: Record<string, never> };

/** What a file upload field allows. */
export interface UploadRules {
  /** Only images (the image list control). */
  image?: boolean;
  accept?: string;
  sizeLimit?: SizeLimit;
  /** Most files in the field; 0 or absent means no limit. */
  limit?: number;
}

/**
 * Checks one file against a field's rules, given how many files the field holds already; answers the first
 * refusal, or undefined when the file may be uploaded.
 */
export function refuseFile(rules: UploadRules, file: { name: string; size: number }, alreadyHeld = 0): FileRefusal | undefined {
  if (rules.limit && alreadyHeld >= rules.limit) return { key: rules.image ? 'file.tooManyImages' : 'file.tooMany', params: { limit: rules.limit } };
  if (rules.image && !isImageName(file.name)) return { key: 'file.notImage', params: {} };
  if (!rules.image && !acceptsName(rules.accept, file.name)) return { key: 'file.wrongType', params: { accept: rules.accept ?? '' } };
  if (rules.image && rules.accept && !acceptsName(rules.accept, file.name)) return { key: 'file.notImage', params: {} };
  if (rules.sizeLimit && file.size > limitBytes(rules.sizeLimit)) {
    return { key: rules.image ? 'file.imageTooLarge' : 'file.tooLarge', params: { size: rules.sizeLimit.size, unit: rules.sizeLimit.unit } };
  }
  return undefined;
}
