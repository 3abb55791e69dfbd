/**
 * Compiles a screen's model with ajv (+ ajv-errors for the spec's messages) into a validator that reports each
 * failure as a field and a message key. The server runs it on request bodies; the browser form runs the same
 * schema through rjsf. Values are checked as sent: no coercion, so a string where a number belongs is refused.
 */
import Ajv, { type ErrorObject } from 'ajv';
import ajvErrors from 'ajv-errors';
import { modelToJsonSchema, type NamedPattern } from './json-schema';
import type { ModelSchema } from './types';

/** One failed field: its name and the message key (with values for placeholders). */
export interface FieldError {
  field: string;
  message: string;
  params?: Record<string, string | number>;
}

/** The outcome of validating a record. */
export type ValidationResult = { ok: true } | { ok: false; errors: FieldError[] };

/** A compiled model validator. */
export type RecordValidator = (data: Record<string, unknown>) => ValidationResult;

/** Creates an ajv instance configured as every part of the product uses it. */
export function createAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, $data: false, messages: true });
  ajvErrors(ajv);
  return ajv;
}

function fieldOf(error: ErrorObject): string {
  const fromPath = error.instancePath.split('/').filter(Boolean)[0];
  if (fromPath) return fromPath;
  const missing = (error.params as { missingProperty?: string; errors?: ErrorObject[] }).errors?.[0]?.params as { missingProperty?: string } | undefined;
  return (error.params as { missingProperty?: string }).missingProperty ?? missing?.missingProperty ?? '';
}

function paramsOf(error: ErrorObject): Record<string, string | number> | undefined {
  const inner = (error.params as { errors?: ErrorObject[] }).errors?.[0] ?? error;
  const params = inner.params as Record<string, unknown>;
  const out: Record<string, string | number> = {};
  for (const key of ['limit', 'missingProperty']) if (typeof params[key] === 'number' || typeof params[key] === 'string') out[key] = params[key] as string | number;
  return Object.keys(out).length ? out : undefined;
}

/** Maps ajv's errors to field errors: the first message per field, with generic keys where no custom one is set. */
export function toFieldErrors(errors: ErrorObject[] | null | undefined): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const error of errors ?? []) {
    if (error.keyword === 'if') continue;
    const field = fieldOf(error);
    if (byField.has(field)) continue;
    const custom = error.keyword === 'errorMessage';
    const message = custom ? (error.message ?? 'validation.invalid') : `validation.${error.keyword}`;
    // Custom messages are complete sentences; generic ones need the limit (e.g. "at most {limit} characters").
    const params = custom ? undefined : paramsOf(error);
    byField.set(field, params ? { field, message, params } : { field, message });
  }
  return [...byField.values()];
}

/** Compiles a model into a validator. */
export function compileModel(model: ModelSchema, patterns: Record<string, NamedPattern>, ajv: Ajv = createAjv()): RecordValidator {
  const validate = ajv.compile(modelToJsonSchema(model, patterns));
  return (data) => (validate(data) ? { ok: true } : { ok: false, errors: toFieldErrors(validate.errors) });
}
