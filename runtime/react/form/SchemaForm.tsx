/**
 * A screen's form: rjsf with the antd theme over the model's JSON Schema, the registry's widgets, and messages in
 * the user's language. Besides rendering, it keeps derived values right — cascader paths copy their last id into
 * `lastIdInto` at once, a choice whose options depend on another field is cleared when that field changes, computed
 * fields are recalculated 100 ms after the last change — and runs the checks that
 * happen on blur: `validateOnBlur` fields are validated once touched, and `asyncCheck` fields ask the server (a
 * non-empty answer list means the value is taken, unless it is the edited record itself).
 *
 * The parent owns the values; `ref.validate()` validates everything (showing each field's first error) and says
 * whether the form may be saved. `onEdit` tells the parent the user changed something (a dialog then asks before
 * closing). A failed validation is shown beside the fields only, not logged.
 */
import { withTheme } from '@rjsf/core';
import { Theme } from '@rjsf/antd';
import { deepEquals, type ErrorSchema, type RJSFSchema } from '@rjsf/utils';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react';
import type Form from '@rjsf/core';
import { createDebouncedRecalc, FORMULA_RECALC_DELAY_MS } from '../../core/formula/debounce';
import { choiceDependencies, clearStaleChoices } from '../../core/schema/dependent-choices';
import { modelToJsonSchema } from '../../core/schema/json-schema';
import type { Translate } from '../../core/schema/messages';
import type { ScreenSchema } from '../../core/schema/types';
import { PATTERNS } from '../../core/validation/patterns';
import { useHost, type Row } from '../host';
import { hiddenFormFieldNames } from '../permissions';
import { useRegistry } from '../registry';
import { applyComputed, applyLastIds, compileComputedFields } from './computed';
import { createFormValues, type SchemaFormContext } from './form-context';
import { FieldTemplate } from './FieldTemplate';
import { GridObjectTemplate } from './GridObjectTemplate';
import { StableObjectField } from './StableObjectField';
import { buildUiSchema, formWidgets, hiddenByRules } from './ui-schema';
import { createTransformErrors, formValidator } from './validator';

const ThemedForm = withTheme({ ...Theme, fields: { ...Theme.fields, ObjectField: StableObjectField }, templates: { ...Theme.templates, FieldTemplate, ObjectFieldTemplate: GridObjectTemplate } });

/** What the parent can ask of the form. */
export interface SchemaFormHandle {
  /** Validates all fields and shows the errors; true when the values may be saved. */
  validate(): boolean;
}

/** Props of {@link SchemaForm}. */
export interface SchemaFormProps {
  schema: ScreenSchema;
  t: Translate;
  values: Row;
  onChange(values: Row): void;
  /** Called when the user changes a field's value (not when the form fills in defaults or derived values). */
  onEdit?(): void;
  mode: 'add' | 'edit';
  recordId?: string;
  modeArg?: number;
  context?: Record<string, unknown>;
  disabled?: boolean;
  /** Shows the values without letting them change. */
  readonly?: boolean;
}

type Errors = Record<string, string>;

function toErrorSchema(errors: Errors): ErrorSchema {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, { __errors: [message] }])) as ErrorSchema;
}

function SchemaFormInner(props: SchemaFormProps, ref: Ref<SchemaFormHandle>) {
  const { schema, t, values, onChange, mode, recordId, modeArg, context } = props;
  const host = useHost();
  const registry = useRegistry();
  const formRef = useRef<Form>(null);
  const jsonSchema = useMemo(() => modelToJsonSchema(schema.model, PATTERNS) as RJSFSchema, [schema]);
  const widgets = useMemo(() => formWidgets(schema, registry), [schema, registry]);
  const computers = useMemo(() => compileComputedFields(schema.form.fields, schema.id, registry), [schema, registry]);
  const dependencies = useMemo(() => choiceDependencies(schema.form.fields, new Set(Object.keys(schema.model.properties))), [schema]);
  const hidden = useMemo(() => hiddenFormFieldNames(host, schema), [host, schema]);
  const transformErrors = useMemo(() => createTransformErrors(t), [t]);
  // The uiSchema and the form context keep their identity while the user types, so that rjsf re-renders only the
  // field that changed (issue 13): the uiSchema changes when a visibility rule's outcome does, and the values reach
  // widgets through a store (form-context.ts), not through the context.
  const ruleHidden = hiddenByRules(schema, values).join('\u0000');
  const uiSchema = useMemo(
    () => buildUiSchema(schema, t, { mode, modeArg, hidden, ruleHidden: new Set(ruleHidden ? ruleHidden.split('\u0000') : []) }),
    [schema, t, mode, modeArg, hidden, ruleHidden],
  );
  const [formValues] = useState(() => createFormValues(values));
  useLayoutEffect(() => formValues.set(values), [formValues, values]);
  const labelWidth = schema.form.labelWidth;
  const formContext = useMemo<SchemaFormContext & Record<string, unknown>>(
    () => ({
      t,
      schemaId: schema.id,
      recordId,
      context: context ?? {},
      values: formValues,
      // With a label width the labels sit beside the fields (the antd theme reads these); else above them.
      ...(labelWidth ? { labelCol: { flex: `0 0 ${labelWidth}px` }, wrapperCol: { flex: '1 1 0' } } : {}),
    }),
    [t, schema.id, recordId, context, formValues, labelWidth],
  );

  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [asyncErrors, setAsyncErrors] = useState<Errors>({});
  const latest = useRef(values);
  latest.current = values;

  // Computed fields follow their inputs 100 ms after the last change (spec 02 §4).
  const recalc = useMemo(
    () => createDebouncedRecalc(() => {
      const next = applyComputed(latest.current, computers, new Date());
      if (next !== latest.current) onChange(next);
    }, FORMULA_RECALC_DELAY_MS),
    [computers, onChange],
  );
  useEffect(() => {
    if (computers.size) recalc.schedule();
  }, [values, computers, recalc]);
  useEffect(() => () => recalc.cancel(), [recalc]);

  const blurErrors = useMemo<Errors>(() => {
    if (submitted || touched.size === 0) return {};
    const { errors } = formValidator.validateFormData(values, jsonSchema, undefined, transformErrors, uiSchema);
    const out: Errors = {};
    for (const error of errors) {
      const field = (error.property ?? '').replace(/^\./, '');
      if (touched.has(field) && error.message) out[field] = error.message;
    }
    return out;
  }, [submitted, touched, values, jsonSchema, transformErrors, uiSchema]);

  // rjsf counts any extraErrors object as blocking, so none is passed while there are none; async errors block
  // through validate() below.
  const extraErrors = useMemo(() => {
    const all = { ...blurErrors, ...asyncErrors };
    return Object.keys(all).length ? toErrorSchema(all) : undefined;
  }, [blurErrors, asyncErrors]);

  const runAsyncCheck = useCallback(
    async (name: string, value: unknown) => {
      const field = schema.form.fields.find((candidate) => candidate.name === name);
      const check = field?.asyncCheck;
      if (!check) return;
      const clear = () => setAsyncErrors(({ [name]: _dropped, ...rest }) => rest);
      if (value === undefined || value === '') return clear();
      try {
        const answer = await host.data.request<{ list?: Row[] } | Row[]>('POST', check.url, { [check.param]: value, currentPage: 1, pageSize: 20 });
        const list = Array.isArray(answer) ? answer : (answer?.list ?? []);
        const taken = list.some((row) => row.id === undefined || String(row.id) !== recordId);
        if (taken) setAsyncErrors((previous) => ({ ...previous, [name]: t(check.message) }));
        else clear();
      } catch {
        clear();
      }
    },
    [schema, host, recordId, t],
  );

  useImperativeHandle(ref, () => ({
    validate() {
      setSubmitted(true);
      const ok = formRef.current?.validateForm() ?? false;
      return ok && Object.keys(asyncErrors).length === 0;
    },
  }), [asyncErrors]);

  return (
    <ThemedForm
      ref={formRef}
      schema={jsonSchema}
      uiSchema={uiSchema}
      formData={values}
      formContext={formContext}
      validator={formValidator}
      widgets={widgets}
      transformErrors={transformErrors}
      extraErrors={extraErrors}
      liveValidate={submitted ? 'onChange' : undefined}
      showErrorList={false}
      noHtml5Validate
      experimental_defaultFormStateBehavior={{ arrayMinItems: { populate: 'never' } }}
      disabled={props.disabled}
      readonly={props.readonly}
      // The errors show beside their fields; without a handler rjsf logs every failed validation as a console error.
      onError={() => undefined}
      onChange={(event, id) => {
        const next = clearStaleChoices(latest.current, applyLastIds((event.formData ?? {}) as Row, schema.form.fields), dependencies);
        // rjsf names the field a change came from; its own reports (defaults filled in on mount) name none.
        if (id !== undefined && !deepEquals(next, latest.current)) props.onEdit?.();
        onChange(next);
      }}
      onBlur={(id, value) => {
        const name = id.replace(/^root_/, '');
        const field = schema.form.fields.find((candidate) => candidate.name === name);
        if (field?.validateOnBlur && !touched.has(name)) setTouched(new Set([...touched, name]));
        if (field?.asyncCheck) void runAsyncCheck(name, value);
      }}
    />
  );
}

/** The schema form (see the file header). */
export const SchemaForm = forwardRef(SchemaFormInner);
