import {
  type ChangeEvent,
  type Dispatch,
  type FormEvent,
  type SetStateAction,
  useCallback,
  useState,
} from 'react';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../api/api-error';
import {
  type ErrorKeying,
  type FieldErrors,
  FORM_KEY,
  issuesToFieldErrors,
  type ShownFields,
  splitServerDetails,
  withoutKeys,
  withoutKeysWhere,
} from './form-errors';

/**
 * The one way a form holds its values and messages and checks itself with its zod contract:
 *
 *   const form = useZodForm({ initial: { name: '' }, schema: ZAttributeBody });
 *   <form onSubmit={form.handleSubmit((body) => save.mutate(body))}>
 *     <TextInput {...form.text('name')} />
 *
 * - `values`, `setField(key, value)` (clears that field's message), `setValues`;
 * - `errors` from the zod issues, by field (or by whole path: `keying: 'path'`), and `formError`
 *   for what belongs to no field (an issue without a path, a refusal, a failed call);
 * - `handleSubmit(onValid)`: checks `toInput(values)` with the schema and hands the parsed body on,
 *   or shows the messages;
 * - `serverError(error, fallback)`: a 400's `details` under the fields they name, anything else
 *   (or a failure without details) above the form.
 */
export interface ZodFormOptions<Values, Schema extends z.ZodType> {
  initial: Values | (() => Values);
  /** The contract the values are checked with (may change between renders: add or edit). */
  schema: Schema;
  /**
   * The schema's input made of the values (trimmed texts, nulls for empty ones); the values if
   * omitted. Its keys are the schema's; its values may be wrong (a blank number): the schema says so.
   */
  toInput?: (values: Values) => SchemaInput<Schema>;
  /**
   * A draft's own check, for rules beyond the schema (a pre-check of a field, one sentence for
   * several missing fields): the schema's parse if omitted. `_form` goes above the form.
   */
  check?: (values: Values) => CheckResult<z.output<Schema>>;
  /** The fields that show messages; the API's others go above the form. The values' keys if omitted. */
  fields?: ShownFields;
  keying?: ErrorKeying;
}

export interface ZodForm<Values, Output> {
  values: Values;
  setValues: (next: Values | ((values: Values) => Values)) => void;
  /** Sets one value and clears the message of its field (or of the fields named). */
  setField: <K extends keyof Values & string>(
    key: K,
    value: Values[K],
    clears?: string | readonly string[],
  ) => void;
  errors: FieldErrors;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
  formError: string | null;
  setFormError: (message: string | null) => void;
  clearErrors: (...keys: string[]) => void;
  clearErrorsWhere: (drop: (key: string) => boolean) => void;
  /** Shows a check's messages: each under its field, `_form`'s above the form. */
  showErrors: (errors: FieldErrors) => void;
  /** The parsed body, or the messages it shows. */
  validate: () => CheckResult<Output>;
  handleSubmit: (onValid: (data: Output) => void) => (event?: FormEvent) => void;
  /**
   * A failed call: the API's 400 details under their fields (the first other one above the
   * form), else the failure's text (`describe`, the error's own message by default). Answers
   * the field messages it showed (none when the failure named no field).
   */
  serverError: (
    error: unknown,
    fallback: string,
    describe?: (error: unknown, fallback: string) => string,
  ) => FieldErrors;
  /** A text input's value, change handler and message (of the first field it clears). */
  text: <K extends StringKey<Values>>(
    key: K,
    clears?: string | readonly string[],
  ) => {
    value: string;
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
    error: string | undefined;
  };
  /** A select's, number input's or picker's value, change handler and message. */
  field: <K extends keyof Values & string>(
    key: K,
    clears?: string | readonly string[],
  ) => { value: Values[K]; onChange: (value: Values[K]) => void; error: string | undefined };
  /** A switch's or checkbox's state, change handler and message. */
  checkbox: <K extends BooleanKey<Values>>(
    key: K,
  ) => {
    checked: boolean;
    onChange: (e: ChangeEvent<HTMLInputElement>) => void;
    error: string | undefined;
  };
}

export type CheckResult<Output> = { ok: true; data: Output } | { ok: false; errors: FieldErrors };

/** A draft check's answer (`{body, errors}` and the like) as the form takes it: a body is valid. */
export const checkResult = <T>(data: T | null, errors: FieldErrors | null): CheckResult<T> =>
  data !== null ? { ok: true, data } : { ok: false, errors: errors ?? {} };

/** The form's check of its values: the draft's own, else the schema's parse of `toInput(values)`. */
export function checkValues<Values, Schema extends z.ZodType>(
  { schema, toInput, check, keying = 'field' }: ZodFormOptions<Values, Schema>,
  values: Values,
): CheckResult<z.output<Schema>> {
  if (check) return check(values);
  const parsed = schema.safeParse(toInput ? toInput(values) : values);
  return parsed.success
    ? { ok: true, data: parsed.data as z.output<Schema> }
    : { ok: false, errors: issuesToFieldErrors(parsed.error.issues, keying) };
}

/**
 * Where a failed call's messages go: the API's details under the fields the form shows, the
 * first other one above the form; a failure that names no shown field says `text` above it.
 */
export function serverFailure(
  error: unknown,
  fields: ShownFields,
  keying: ErrorKeying,
  text: string,
): { errors: FieldErrors; formError: string | null } {
  const details = error instanceof ApiError ? error.details : undefined;
  const { fieldErrors, unmatched } = splitServerDetails(details, fields, keying);
  const matched = Object.keys(fieldErrors).length > 0;
  return { errors: fieldErrors, formError: matched ? (unmatched[0] ?? null) : text };
}

type SchemaInput<S extends z.ZodType> = { [K in keyof z.input<S>]?: unknown };
type StringKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
type BooleanKey<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V] & string;

const asList = (keys: string | readonly string[]) => (typeof keys === 'string' ? [keys] : keys);

export function useZodForm<Values extends object, Schema extends z.ZodType>(
  options: ZodFormOptions<Values, Schema>,
): ZodForm<Values, z.output<Schema>> {
  const { keying = 'field' } = options;
  const [values, setValues] = useState<Values>(options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fields = options.fields ?? Object.keys(values);

  const clearErrors = useCallback(
    (...keys: string[]) => setErrors((current) => withoutKeys(current, keys)),
    [],
  );
  const clearErrorsWhere = useCallback(
    (drop: (key: string) => boolean) => setErrors((current) => withoutKeysWhere(current, drop)),
    [],
  );

  const setField: ZodForm<Values, unknown>['setField'] = (key, value, clears = key) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearErrors(...asList(clears));
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    setFormError(found[FORM_KEY] ?? null);
  };

  const validate = () => {
    const result = checkValues(options, values);
    showErrors(result.ok ? {} : result.errors);
    return result;
  };

  const serverError: ZodForm<Values, unknown>['serverError'] = (
    error,
    fallback,
    describe = errorMessage,
  ) => {
    const failure = serverFailure(error, fields, keying, describe(error, fallback));
    setErrors(failure.errors);
    setFormError(failure.formError);
    return failure.errors;
  };

  return {
    values,
    setValues,
    setField,
    errors,
    setErrors,
    formError,
    setFormError,
    clearErrors,
    clearErrorsWhere,
    showErrors,
    validate,
    handleSubmit: (onValid) => (event) => {
      event?.preventDefault();
      const result = validate();
      if (result.ok) onValid(result.data);
    },
    serverError,
    text: (key, clears = key) => ({
      value: values[key] as string,
      onChange: (e) => setField(key, e.currentTarget.value as Values[typeof key], clears),
      error: errors[asList(clears)[0] ?? key],
    }),
    field: (key, clears = key) => ({
      value: values[key],
      onChange: (value) => setField(key, value, clears),
      error: errors[asList(clears)[0] ?? key],
    }),
    checkbox: (key) => ({
      checked: values[key] as boolean,
      onChange: (e) => setField(key, e.currentTarget.checked as Values[typeof key]),
      error: errors[key],
    }),
  };
}
