/**
 * What the server allows an upload to be, checked on the test probe, on every chunk and again on merge and on a
 * single upload — the same rules the browser applies (runtime/core/files/rules.ts), because the server never
 * trusts the client. The rules come from the form field the upload is for when the request names one
 * (`screen` + `field`: the field's widget props accept, fileSize, sizeUnit), else from the upload type's defaults.
 */
import { isSizeUnit, refuseFile, type SizeLimit, type UploadRules } from '../../../runtime/core/files/rules';
import { fail, type ErrorName } from '../../errors';
import type { ScreenRegistry } from '../resource/registry';

/** The upload types (the original's `type` / `pathType` folders) and their defaults. */
export const UPLOAD_TYPES: Record<string, UploadRules> = {
  /** Attachments of forms (the file list control). */
  annex: { sizeLimit: { size: 10, unit: 'MB' } },
  /** Images of forms (the image list control). */
  annexpic: { image: true, sizeLimit: { size: 10, unit: 'MB' } },
  /** Images in rich text. */
  editor: { image: true, sizeLimit: { size: 10, unit: 'MB' } },
  /** Profile pictures. */
  userAvatar: { image: true, sizeLimit: { size: 5, unit: 'MB' } },
  /** Chat images (spec 01 §5: images only, under 5 MB). */
  IM: { image: true, sizeLimit: { size: 5, unit: 'MB' } },
  /** Documents. */
  document: { sizeLimit: { size: 100, unit: 'MB' } },
  /** Spreadsheets to import (spec 02 §5: xls or xlsx under 500 KB). */
  import: { accept: '.xls,.xlsx', sizeLimit: { size: 500, unit: 'KB' } },
};

/** The widgets whose fields hold uploaded files. */
const UPLOAD_WIDGETS = new Set(['uploadFz', 'uploadImg']);

/** Where an upload is for. */
export interface UploadTarget {
  type: string;
  screen?: string;
  field?: string;
}

/** The rules of an upload: the named form field's, else the type's; throws for an unknown type or field. */
export function rulesFor(screens: ScreenRegistry, target: UploadTarget): UploadRules {
  const defaults = Object.prototype.hasOwnProperty.call(UPLOAD_TYPES, target.type) ? UPLOAD_TYPES[target.type] : undefined;
  if (!defaults) throw fail('fileTypeInvalid');
  if (!target.screen && !target.field) return defaults;
  const field = screens.byId.get(target.screen ?? '')?.schema.form.fields.find((candidate) => candidate.name === target.field);
  if (!field || !UPLOAD_WIDGETS.has(field.widget as string)) throw fail('fileTypeInvalid');
  const props = field.props ?? {};
  const size = typeof props.fileSize === 'number' && props.fileSize > 0 ? props.fileSize : undefined;
  const unit = isSizeUnit(props.sizeUnit) ? props.sizeUnit : 'MB';
  const sizeLimit: SizeLimit | undefined = size === undefined ? defaults.sizeLimit : { size, unit };
  return { image: (field.widget as string) === 'uploadImg', accept: typeof props.accept === 'string' ? props.accept : undefined, sizeLimit };
}

const ERROR_OF: Record<string, ErrorName> = {
  'file.tooLarge': 'fileTooLarge',
  'file.imageTooLarge': 'imageTooLarge',
  'file.wrongType': 'fileWrongType',
  'file.notImage': 'fileNotImage',
};

/** Throws the spec's message when the file breaks the rules (the count limit is the form's, not checked here). */
export function checkFile(rules: UploadRules, file: { name: string; size: number }): void {
  const refusal = refuseFile({ ...rules, limit: undefined }, file);
  if (refusal) throw fail(ERROR_OF[refusal.key] ?? 'fileWrongType', refusal.params as Record<string, string | number>);
}
