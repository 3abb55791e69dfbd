/**
 * Request bodies of schema screens: read as a JSON object (anything else is a clear 400), reduced to the model's
 * writable properties (unknown and read-only ones are dropped, `null` clears a value), and validated with the
 * screen's compiled model. A refusal carries the first failing field's message — in form order — resolved in the
 * caller's language, exactly as the form would show it.
 */
import type { Context } from 'hono';
import type { Language } from '../../../runtime/core/i18n/languages';
import { screenTranslator, type Translate } from '../../../runtime/core/schema/messages';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import type { Screen } from './registry';

/** Reads the body as a JSON object, whatever the content type claims. */
export async function readJsonObject(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw fail('invalidJson');
  }
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fail('invalidJson');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw fail('invalidJson');
  return value as Record<string, unknown>;
}

/** The screen's message translator in a language (its own strings, then the shared catalogue). */
export function screenMessages(screen: Screen, language: Language): Translate {
  return screenTranslator(screen.schema, language);
}

/** The writable part of a body: `set` to store, `clear` to remove. */
export interface BodyChanges {
  set: Record<string, unknown>;
  clear: string[];
}

/** How a body is read: for an edit (fields fixed once created are kept), and which form fields the caller may not set. */
export interface ChangeOptions {
  editing?: boolean;
  /** Form fields hidden from the caller (field-access.ts): their values are ignored, the stored or default one stays. */
  hiddenFormFields?: ReadonlySet<string>;
}

/**
 * Keeps the writable model properties of a body (on edit, not those fixed once created; never the form fields
 * hidden from the caller). `null` means "clear", and so does '' for an optional field — an empty optional e-mail is
 * no e-mail, not a malformed one.
 */
export function writableChanges(screen: Screen, body: Record<string, unknown>, options: ChangeOptions = {}): BodyChanges {
  const set: Record<string, unknown> = {};
  const clear: string[] = [];
  const required = new Set(screen.schema.model.required ?? []);
  for (const [key, value] of Object.entries(body)) {
    if (!screen.writable.has(key) || (options.editing && screen.fixedOnEdit.has(key)) || options.hiddenFormFields?.has(key)) continue;
    if (value === null || (value === '' && !required.has(key))) clear.push(key);
    else set[key] = value;
  }
  return { set, clear };
}

/** Applies changes to a record (defaults first on create). */
export function applyChanges(base: Record<string, unknown>, changes: BodyChanges): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base, ...changes.set };
  for (const key of changes.clear) delete out[key];
  return out;
}

/** Validates a whole record with the screen's model; throws the first field's message in the caller's language. */
export function assertValid(screen: Screen, record: Record<string, unknown>, language: Language): void {
  const result = screen.validate(record);
  if (result.ok) {
    // JSON allows integers no column (and no JavaScript number) holds exactly: refuse them like any bad value.
    for (const [name, field] of Object.entries(screen.schema.model.properties)) {
      const value = record[name];
      if (field.type === 'integer' && typeof value === 'number' && !Number.isSafeInteger(value)) {
        const limit = value > 0 ? 'validation.maximum' : 'validation.minimum';
        throw fail('invalidField', { message: screenMessages(screen, language)(limit, { limit: value > 0 ? Number.MAX_SAFE_INTEGER : Number.MIN_SAFE_INTEGER }) });
      }
    }
    return;
  }
  const rank = (field: string) => {
    const at = screen.fieldOrder.indexOf(field);
    return at === -1 ? Number.MAX_SAFE_INTEGER : at;
  };
  const first = [...result.errors].sort((a, b) => rank(a.field) - rank(b.field))[0]!;
  throw fail('invalidField', { message: screenMessages(screen, language)(first.message, first.params) });
}

/**
 * Validates some fields of a record with the screen's model, as the screen's own writes would: the first failing
 * field among `fields` (in form order) is refused with its message; failures of other fields are not this write's.
 * For paths that edit a few of a screen's fields elsewhere (the profile edits the users screen's fields).
 */
export function assertFieldsValid(screen: Screen, record: Record<string, unknown>, fields: readonly string[], language: Language): void {
  const result = screen.validate(record);
  if (result.ok) return;
  const mine = result.errors.filter((error) => fields.includes(error.field));
  if (mine.length === 0) return;
  const rank = (field: string) => {
    const at = screen.fieldOrder.indexOf(field);
    return at === -1 ? Number.MAX_SAFE_INTEGER : at;
  };
  const first = [...mine].sort((a, b) => rank(a.field) - rank(b.field))[0]!;
  throw fail('invalidField', { message: screenMessages(screen, language)(first.message, first.params) });
}

/** Only the model's properties of a stored record (what is validated and answered). */
export function modelPart(screen: Screen, data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => key in screen.schema.model.properties));
}
