/**
 * A form's messages per field. The key is the field's name ("email"), or its whole path
 * ("variations.1.price") in forms that show messages inside lists; `_form` is for the form.
 */
export type FieldErrors = Record<string, string>;

/** How a form keys its messages: by top-level field, or by the whole path. */
export type ErrorKeying = 'field' | 'path';

/** The key for form-level messages (an issue without a path). */
export const FORM_KEY = '_form';

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The key a message shows under: the path's first segment, or all of it joined by dots; a path
 * of the API's details may start with "body.", which is dropped. Empty for the whole form.
 */
export function errorKey(path: readonly PropertyKey[] | string, keying: ErrorKeying = 'field') {
  const segments = (typeof path === 'string' ? path.split('.') : path.map(String)).filter(
    (segment) => segment !== '',
  );
  if (typeof path === 'string' && segments[0] === 'body') segments.shift();
  return keying === 'field' ? (segments[0] ?? '') : segments.join('.');
}

/** The first zod issue of each field (a field shows one message at a time); `_form` for the rest. */
export function issuesToFieldErrors(
  issues: readonly IssueLike[],
  keying: ErrorKeying = 'field',
): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) out[errorKey(issue.path, keying) || FORM_KEY] ??= issue.message;
  return out;
}

/** Which keys a form shows messages under: a list of them, or a test. */
export type ShownFields = readonly string[] | ((key: string) => boolean);

const isShown = (shown: ShownFields, key: string) =>
  typeof shown === 'function' ? shown(key) : shown.includes(key);

/**
 * The API's 400 `details` ({"email": "...", "permissions.0": "..."}) split into messages for
 * fields the form shows and the rest, which the form reports above its fields.
 */
export function splitServerDetails(
  details: Record<string, unknown> | undefined,
  fields: ShownFields,
  keying: ErrorKeying = 'field',
): { fieldErrors: FieldErrors; unmatched: string[] } {
  const fieldErrors: FieldErrors = {};
  const unmatched: string[] = [];
  for (const [path, value] of Object.entries(details ?? {})) {
    if (typeof value !== 'string' || !value) continue;
    const key = errorKey(path, keying);
    if (key && isShown(fields, key)) fieldErrors[key] ??= value;
    else unmatched.push(value);
  }
  return { fieldErrors, unmatched };
}

/** The errors without these keys (the same object when none of them is there). */
export function withoutKeys(errors: FieldErrors, keys: readonly string[]): FieldErrors {
  if (!keys.some((key) => key in errors)) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !keys.includes(key)));
}

/** The errors without the keys a test picks (the same object when it picks none). */
export function withoutKeysWhere(errors: FieldErrors, drop: (key: string) => boolean) {
  return Object.keys(errors).some(drop)
    ? Object.fromEntries(Object.entries(errors).filter(([key]) => !drop(key)))
    : errors;
}
