/**
 * The sign-in form's fields and their rules, without antd's Form (issue 13: the form engine, its async validator
 * and the label tooltip it pulls in weigh about a fifth of the sign-in page's JavaScript). A field's message shows
 * once it was changed or a submit was tried, and is worked out again as it is typed, as antd's Form does.
 */
import { useState } from 'react';

/** The sign-in form's values. */
export interface LoginValues {
  account: string;
  password: string;
  code: string;
}

type Field = keyof LoginValues;

/** The field's message key when its value breaks its rule, else undefined. */
export function loginFieldError(field: Field, value: string, needCode: boolean): string | undefined {
  if (field === 'account') return value.trim() ? undefined : 'login.accountRequired';
  if (field === 'password') return value ? undefined : 'login.passwordRequired';
  return needCode && !value.trim() ? 'login.codeRequired' : undefined;
}

/** The form's state: values, the message keys shown, and the changes a form makes. */
export function useLoginFields(needCode: boolean) {
  const [values, setValues] = useState<LoginValues>({ account: '', password: '', code: '' });
  const [shown, setShown] = useState<Partial<Record<Field, true>>>({});
  const errors: Partial<Record<Field, string>> = {};
  for (const field of ['account', 'password', 'code'] as const) {
    const error = shown[field] ? loginFieldError(field, values[field], needCode) : undefined;
    if (error) errors[field] = error;
  }
  return {
    values,
    errors,
    /** Sets a field as the user types, showing its message from now on. */
    change(field: Field, value: string) {
      setValues((current) => ({ ...current, [field]: value }));
      setShown((current) => ({ ...current, [field]: true }));
    },
    /** Sets a field without showing its message (a refreshed captcha). */
    reset(field: Field) {
      setValues((current) => ({ ...current, [field]: '' }));
      setShown((current) => ({ ...current, [field]: undefined }));
    },
    /** Shows every message; true when every field keeps its rule. */
    validate(): boolean {
      setShown({ account: true, password: true, code: true });
      return (['account', 'password', 'code'] as const).every((field) => !loginFieldError(field, values[field], needCode));
    },
  };
}
