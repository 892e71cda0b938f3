/** A form's messages per field, keyed by the top-level field name. */
export type FieldErrors = Record<string, string>;

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/** The first zod issue of each field (a field shows one message at a time). */
export function issuesToFieldErrors(issues: readonly IssueLike[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_form';
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * The API's 400 `details` ({"email": "...", "permissions.0": "..."}) split into messages for
 * fields the form shows and the rest, which the form reports above its fields.
 */
export function splitServerDetails(
  details: Record<string, unknown> | undefined,
  fields: readonly string[],
): { fieldErrors: FieldErrors; unmatched: string[] } {
  const fieldErrors: FieldErrors = {};
  const unmatched: string[] = [];
  for (const [path, value] of Object.entries(details ?? {})) {
    const message = typeof value === 'string' ? value : null;
    if (!message) continue;
    const field = path.replace(/^body\./, '').split('.')[0] ?? '';
    if (fields.includes(field)) fieldErrors[field] ??= message;
    else unmatched.push(message);
  }
  return { fieldErrors, unmatched };
}
