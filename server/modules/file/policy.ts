/**
 * What the server allows an upload to be, checked on the test probe, on every chunk and again on merge and on a
 * single upload — the same rules the browser applies (runtime/core/files/rules.ts), because the server never
 * trusts the client. The rules come from the form field the upload is for when the request names one
 * (`screen` + `field`: the field's widget props accept, fileSize, sizeUnit), else from the upload type's defaults.
 *
 * A schema screen is found in the registry; a released low-code model's screen lives in the database and is found by
 * the resolver the app injects (visualdev's released models), so this module does not depend on visualdev. Either
 * way the field's own rules bound the upload, and a screen or field that is not there is refused.
 */
import { fieldUploadRules } from '../../../runtime/core/files/field-rules';
import { refuseFile, type UploadRules } from '../../../runtime/core/files/rules';
import { isFileListWidget } from '../../../runtime/core/files/value';
import { fail, type ErrorName } from '../../errors';
import type { Screen, ScreenRegistry } from '../resource/registry';

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

/** Finds the screen a screen id names outside the registry (a released low-code model's); none when there is none. */
export type ScreenResolver = (screenId: string) => Promise<Screen | undefined>;

/** Where the screens of upload fields are found: the registry first, then the resolver for the rest. */
export interface UploadScreens {
  registry: ScreenRegistry;
  resolve?: ScreenResolver;
}

/** The rules of an upload: the named form field's, else the type's; throws for an unknown type, screen or field. */
export async function rulesFor(screens: UploadScreens, target: UploadTarget): Promise<UploadRules> {
  const defaults = Object.prototype.hasOwnProperty.call(UPLOAD_TYPES, target.type) ? UPLOAD_TYPES[target.type] : undefined;
  if (!defaults) throw fail('fileTypeInvalid');
  if (!target.screen && !target.field) return defaults;
  const id = target.screen ?? '';
  const screen = screens.registry.byId.get(id) ?? (id && screens.resolve ? await screens.resolve(id) : undefined);
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
