/**
 * Values whose soundness the model's JSON Schema cannot judge, checked by the field's widget kind — never by screen
 * — before a record is stored through the resource engine (schema screens and released low-code models alike):
 *
 * - file and image lists (`uploadFz`, `uploadImg`): the shape of spec 02 §3 (runtime/core/files/value.ts), at most
 *   the field's `limit`, and every entry a file that exists in the store under the field's upload type, of a type
 *   and size the field accepts (the same rules the upload applied, since a client may send any fileId);
 * - numeric ranges (`numberRange`): [min, max] with null for an open end, the minimum not above the maximum;
 * - organisation, department and group pickers: ids that exist (org-picker-values.ts);
 * - addresses (`address`): one id-path or unique paths, each a chain of areas ending where the picker allows
 *   (address-values.ts);
 * - rich text (`editor`) and HTML templates (`htmlTemplate`): the HTML cleaned with the allow-list sanitiser, so
 *   stored HTML can never run script;
 * - references (`reference`): the id of a record of the named screen that the caller may see there
 *   (reference-values.ts);
 * - related-data pickers (`relationForm`): the id of a record of the named low-code model that the caller may see,
 *   by the `relations` check the context's builder injects (visualdev/relation-values.ts); without one, refused;
 * - popup data pickers (`popupSelect`): row keys its data interface offers the caller, by the `popups` check the
 *   context's builder injects (visualdev/popup-values.ts); without one, refused.
 *
 * A refusal is `invalidField` with the message in the caller's language; nothing is stored.
 */
import type { Language } from '../../../runtime/core/i18n/languages';
import { fieldUploadRules } from '../../../runtime/core/files/field-rules';
import { refuseFile } from '../../../runtime/core/files/rules';
import { FILE_LIST_WIDGETS, isFileListWidget, readFileList } from '../../../runtime/core/files/value';
import type { Db } from '../../db/client';
import { fail } from '../../errors';
import type { FileStorage } from '../file/storage';
import { screenMessages } from './body';
import { checkPickerValue, isPeoplePicker } from './picker-values';
import { checkAddressValue } from './address-values';
import { readNumberRange } from '../../../runtime/core/format/number-range';
import { checkOrgPickerValue } from './org-picker-values';
import { isOrgPicker } from '../../../runtime/core/pickers/org-pickers';
import type { Screen } from './registry';
import type { FormField } from '../../../runtime/core/schema/types';
import { checkReferenceValue, type ReferenceScope } from './reference-values';

/** Checks a related-data or popup picker's value and answers the value to store; throws `invalidField` when refused. */
export type PickedValueCheck = (db: Db, field: FormField, value: unknown, label: string, t: (key: string, params?: Record<string, string | number>) => string) => Promise<unknown>;

/** What the checks need from the services. */
export interface WidgetValueServices {
  db: Db;
  files: Pick<FileStorage, 'size'>;
  sanitizeHtml(html: string): string;
  /** The caller's view of the screens reference fields name; needed only by screens with reference fields. */
  references?: ReferenceScope;
  /** The related-data picker's check for the caller at hand; needed only by models with relationForm fields. */
  relations?: PickedValueCheck;
  /** The popup data picker's check for the caller at hand; needed only by models with popupSelect fields. */
  popups?: PickedValueCheck;
}

/** The record with its widget values checked and cleaned; throws `invalidField` for a value it refuses. */
export async function checkWidgetValues(screen: Screen, record: Record<string, unknown>, services: WidgetValueServices, language: Language): Promise<Record<string, unknown>> {
  const t = screenMessages(screen, language);
  let out = record;
  for (const field of screen.schema.form.fields) {
    const value = record[field.name];
    if (value === undefined || value === null) continue;
    if ((field.widget === 'editor' || field.widget === 'htmlTemplate') && typeof value === 'string') {
      const clean = services.sanitizeHtml(value);
      if (clean !== value) out = { ...out, [field.name]: clean };
      continue;
    }
    const title = screen.schema.model.properties[field.name]?.title;
    const label = title ? t(title) : field.name;
    if (isPeoplePicker(field.widget)) {
      await checkPickerValue(services.db, field, value, label, t);
      continue;
    }
    if (field.widget === 'address') {
      await checkAddressValue(services.db, field, value, label, t);
      continue;
    }
    if (field.widget === 'reference') {
      await checkReferenceValue(services.db, services.references, field, value, label, t, language);
      continue;
    }
    if (field.widget === 'relationForm') {
      if (!services.relations) throw fail('invalidField', { message: t('relation.valueMissing', { field: label }) });
      const checked = await services.relations(services.db, field, value, label, t);
      if (checked !== value) out = { ...out, [field.name]: checked };
      continue;
    }
    if (field.widget === 'popupSelect') {
      if (!services.popups) throw fail('invalidField', { message: t('popup.valueMissing', { field: label }) });
      await services.popups(services.db, field, value, label, t);
      continue;
    }
    if (field.widget === 'numberRange') {
      if (!readNumberRange(value)) throw fail('invalidField', { message: t('numberRange.invalid', { field: label }) });
      continue;
    }
    if (isOrgPicker(field.widget)) {
      await checkOrgPickerValue(services.db, field.widget, field, value, label, t);
      continue;
    }
    if (!isFileListWidget(field.widget)) continue;
    const refuse = (message: string) => fail('invalidField', { message });
    const type = FILE_LIST_WIDGETS[field.widget];
    const list = readFileList(value, type);
    if (!list) throw refuse(t('file.listInvalid', { field: label }));
    const rules = fieldUploadRules(field.widget, field.props);
    if (rules.limit && list.length > rules.limit) throw refuse(t(rules.image ? 'file.tooManyImages' : 'file.tooMany', { limit: rules.limit }));
    const sizes = await Promise.all(list.map((item) => services.files.size(`${type}/${item.fileId}`)));
    for (const [index, item] of list.entries()) {
      const size = sizes[index];
      if (size === undefined) throw refuse(`${label}: ${t('file.notFound')}`);
      // The stored name carries the uploaded file's extension: judge the type by it, not by the name the client sent.
      const refusal = refuseFile({ ...rules, limit: undefined }, { name: item.fileId, size });
      if (refusal) throw refuse(t(refusal.key, refusal.params as Record<string, string | number>));
    }
    out = { ...out, [field.name]: list };
  }
  return out;
}
