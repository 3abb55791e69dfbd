/**
 * What the server allows an upload to be, checked on the test probe, on every chunk and again on merge and on a
 * single upload — the same rules the browser applies (runtime/core/files/rules.ts), because the server never
 * trusts the client. The rules come from the form field the upload is for when the request names one
 * (`screen` + `field`: the field's widget props accept, fileSize, sizeUnit), else from the upload type's defaults.
 */
import { fieldUploadRules } from '../../../runtime/core/files/field-rules';
import { refuseFile, type UploadRules } from '../../../runtime/core/files/rules';
import { isFileListWidget } from '../../../runtime/core/files/value';
import { fail, type ErrorName } from '../../errors';
import type { ScreenRegistry } from '../resource/registry';
import { LOWCODE_SCREEN_PREFIX } from '../../../runtime/core/lowcode/adapter';

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
  const screen = screens.byId.get(target.screen ?? '');
  // A released low-code model's screen lives in the database, not in this registry: the type's defaults bound the
  // upload, and the record's save checks the field's own rules (resource/widget-values.ts).
  if (!screen && target.screen?.startsWith(LOWCODE_SCREEN_PREFIX)) return defaults;
  const field = screen?.schema.form.fields.find((candidate) => candidate.name === target.field);
  if (!field || !isFileListWidget(field.widget)) throw fail('fileTypeInvalid');
  // The field's own rules (the count limit is the form's, checked on save).
  const { limit: _limit, ...rules } = fieldUploadRules(field.widget, field.props);
  return rules;
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
