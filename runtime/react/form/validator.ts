/**
 * The form validator and error transform of schema forms. The validator is rjsf's ajv8 validator with every error
 * collected and ajv-errors' custom messages (the model's `errorMessage` keys). The transform turns each error into
 * text in the user's language: custom messages are keys already; generic ones become `validation.{keyword}` with
 * the limit filled in. Errors ajv-errors reports at the object level (missing fields) are moved onto their field,
 * errors inside a value (array items) go to their field, the generic `if` error is dropped, and each field keeps
 * its first message only, as the server does.
 */
import type { RJSFValidationError } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import ajvErrors from 'ajv-errors';
import type { Translate } from '../../core/schema/messages';

/** The validator every schema form uses. */
export const formValidator = customizeValidator({ ajvOptionsOverrides: { allErrors: true }, extenderFn: (ajv) => ajvErrors(ajv) });

interface InnerError {
  keyword?: string;
  params?: { missingProperty?: string; limit?: number };
}

function fieldOf(error: RJSFValidationError): string {
  const inner = (error.params?.errors as InnerError[] | undefined)?.[0];
  const missing = (error.params?.missingProperty as string | undefined) ?? inner?.params?.missingProperty;
  // Forms are flat: an error inside a field's value (an array item) belongs to the field.
  const path = (error.property ?? '').replace(/^\./, '').split(/[.[]/)[0] ?? '';
  return path || missing || '';
}

function messageOf(error: RJSFValidationError, t: Translate): string {
  if (error.name === 'errorMessage') return t(error.message ?? 'validation.invalid');
  const limit = error.params?.limit as number | undefined;
  return t(`validation.${error.name}`, limit === undefined ? undefined : { limit });
}

/** Builds the transformErrors of a form shown in one language. */
export function createTransformErrors(t: Translate) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] => {
    const seen = new Set<string>();
    const out: RJSFValidationError[] = [];
    for (const error of errors) {
      if (error.name === 'if') continue;
      const field = fieldOf(error);
      if (seen.has(field)) continue;
      seen.add(field);
      const message = messageOf(error, t);
      out.push({ ...error, property: field ? `.${field}` : '', message, stack: message });
    }
    return out;
  };
}
