/**
 * Turns a screen's model into the JSON Schema that ajv compiles — the same conversion in the browser (rjsf) and
 * on the server (request bodies), so both refuse the same input with the same messages. Pattern names from the
 * shared library ("@mobile") become their regular expressions; message keys stay keys until they are shown.
 */
import type { FieldSchema, ModelSchema, RowSchema } from './types';

/** A named pattern of the shared library. */
export interface NamedPattern {
  pattern: string;
  message: string;
}

/** A JSON Schema object (loosely typed: it goes straight to ajv). */
export type JsonSchemaObject = Record<string, unknown>;

function fieldToJsonSchema(field: FieldSchema, patterns: Record<string, NamedPattern>): JsonSchemaObject {
  const { title, description, readOnly, errorMessage, pattern, ...rest } = field;
  const out: JsonSchemaObject = { ...rest, title };
  if (description) out.description = description;
  if (readOnly) out.readOnly = true;
  const messages: Record<string, string> = { ...(errorMessage ?? {}) };
  if (pattern) {
    if (pattern.startsWith('@')) {
      const named = patterns[pattern.slice(1)];
      if (!named) throw new Error(`Unknown pattern "${pattern}" in field "${title}"`);
      out.pattern = named.pattern;
      messages.pattern ??= named.message;
    } else {
      out.pattern = pattern;
    }
  }
  // Integers and numbers arrive as numbers; an empty optional value may arrive as null.
  if (field.type !== 'array' && field.type !== 'boolean') out.type = [field.type, 'null'];
  if (field.items && field.items.type === 'object') out.items = rowToJsonSchema(field.items, patterns);
  // An array of any items (an address field's id-paths) says so: the same for ajv, and rjsf needs `items` to render it.
  if (field.type === 'array' && !field.items) out.items = {};
  const { required: _ignored, ...fieldMessages } = messages;
  if (Object.keys(fieldMessages).length > 0) out.errorMessage = fieldMessages;
  return out;
}

/**
 * The rows of a sub-table: a required cell must be present and not empty (null, '' or []), and says the column's
 * required message whichever of those it is.
 */
function rowToJsonSchema(row: RowSchema, patterns: Record<string, NamedPattern>): JsonSchemaObject {
  const required = new Set(row.required ?? []);
  const properties: Record<string, JsonSchemaObject> = {};
  for (const [name, cell] of Object.entries(row.properties)) {
    const out = fieldToJsonSchema(cell, patterns);
    if (required.has(name)) {
      const message = cell.errorMessage?.required ?? 'validation.required';
      out.type = cell.type;
      if (cell.type === 'string') out.minLength = Math.max(1, cell.minLength ?? 1);
      if (cell.type === 'array') out.minItems = Math.max(1, cell.minItems ?? 1);
      out.errorMessage = { ...((out.errorMessage as Record<string, string>) ?? {}), type: message, ...(cell.type === 'string' ? { minLength: message } : {}), ...(cell.type === 'array' ? { minItems: message } : {}) };
    }
    properties[name] = out;
  }
  return {
    type: 'object',
    properties,
    required: [...required],
    errorMessage: { required: Object.fromEntries([...required].map((name) => [name, row.properties[name]?.errorMessage?.required ?? 'validation.required'])) },
  };
}

/** Required-field messages, per field, for ajv-errors' object-level `required` form. */
function requiredMessages(model: ModelSchema): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, field] of Object.entries(model.properties)) {
    out[name] = field.errorMessage?.required ?? 'validation.required';
  }
  return out;
}

/** The JSON Schema of a model; `partial` drops `required` (for checking single fields). */
export function modelToJsonSchema(model: ModelSchema, patterns: Record<string, NamedPattern>): JsonSchemaObject {
  const properties = Object.fromEntries(Object.entries(model.properties).map(([name, field]) => [name, fieldToJsonSchema(field, patterns)]));
  const schema: JsonSchemaObject = {
    type: 'object',
    properties,
    required: model.required ?? [],
    errorMessage: { required: requiredMessages(model) },
  };
  if (model.allOf?.length) {
    schema.allOf = model.allOf.map((rule) => ({
      if: rule.if,
      then: { required: rule.then.required, errorMessage: { required: requiredMessages(model) } },
    }));
  }
  return schema;
}
