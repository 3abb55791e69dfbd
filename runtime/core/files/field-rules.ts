/**
 * The upload rules of a file or image list field, from its widget and its props (`limit`, `accept`, `fileSize`,
 * `sizeUnit`): the browser refuses a file with them before sending it, the server again on every chunk, merge and
 * single upload that names the field, and on save (the count) — one reading of the props for both sides.
 */
import { isSizeUnit, type SizeLimit, type UploadRules } from './rules';
import type { FileListWidget } from './value';

/** The size limit of a field that sets none (spec 02 §9: 10 MB for the list controls). */
export const DEFAULT_FIELD_SIZE_LIMIT: SizeLimit = { size: 10, unit: 'MB' };

/** The rules of a field of a file-list widget. */
export function fieldUploadRules(widget: FileListWidget, props: Readonly<Record<string, unknown>> = {}): UploadRules {
  const size = typeof props.fileSize === 'number' && props.fileSize > 0 ? props.fileSize : undefined;
  const unit = isSizeUnit(props.sizeUnit) ? props.sizeUnit : 'MB';
  const limit = typeof props.limit === 'number' && Number.isInteger(props.limit) && props.limit > 0 ? props.limit : undefined;
  return {
    ...(widget === 'uploadImg' ? { image: true } : {}),
    ...(typeof props.accept === 'string' && props.accept.trim() ? { accept: props.accept } : {}),
    sizeLimit: size === undefined ? DEFAULT_FIELD_SIZE_LIMIT : { size, unit },
    ...(limit ? { limit } : {}),
  };
}
