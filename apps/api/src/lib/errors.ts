import { ERROR_STATUS, type ErrorCode, type ErrorCodeOf } from '@pos/contracts/errors';
import { SUBSCRIPTION_MESSAGES } from '@pos/contracts/subscription';

/**
 * The one error type services throw; the error handler turns it into `{message, code, details}`.
 * The code is one of the contract's (a typo does not compile); its HTTP status follows from it.
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

type Details = Record<string, unknown>;

export const badRequest = (
  message: string,
  details?: Details,
  code: ErrorCodeOf<400> = 'BAD_REQUEST',
) => new AppError(code, message, details);
/** A rule of the request's fields that no schema can check: `details` maps each field to its message. */
export const validationError = (
  message: string,
  details: Details,
  code: ErrorCodeOf<400> = 'VALIDATION_ERROR',
) => new AppError(code, message, details);
export const unauthorized = (
  message = 'Authentication required',
  code: ErrorCodeOf<401> = 'UNAUTHORIZED',
) => new AppError(code, message);
export const forbidden = (
  message: string,
  details?: Details,
  code: ErrorCodeOf<403> = 'FORBIDDEN',
) => new AppError(code, message, details);
export const notFound = (message = 'Not found', code: ErrorCodeOf<404> = 'NOT_FOUND') =>
  new AppError(code, message);
export const conflict = (message: string, details?: Details, code: ErrorCodeOf<409> = 'CONFLICT') =>
  new AppError(code, message, details);
/** The caller's organization was disabled by an operator (sign-in and every request). */
export const organizationDisabled = () =>
  new AppError(
    'ORGANIZATION_DISABLED',
    'This organization has been disabled. Please contact support.',
  );
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError('TOO_MANY_REQUESTS', message, { retryAfterSeconds });

/** A unique field already in use (name, SKU, e-mail…): 409 with the message under that field. */
export const taken = (code: ErrorCodeOf<409>, field: string, message: string) =>
  new AppError(code, message, { [field]: message });
/** A delete refused because other rows still refer to the row. */
export const inUse = (message: string) => new AppError('IN_USE', message);
/** The organization's subscription has expired (DESIGN §8). */
export const subscriptionExpired = () =>
  new AppError('SUBSCRIPTION_EXPIRED', SUBSCRIPTION_MESSAGES.expired);

type PgError = { code?: string; constraint?: string; detail?: string; message?: string };

/**
 * The violations Citus reports without all their fields (docs/guide/running.md, "Citus"): an
 * error a worker raised reaches the client with its SQLSTATE and message but no constraint
 * field (`ReportResultError`, remote_commands.c), and an `INSERT … SELECT` it cannot plan on the
 * shard (rows from `json_to_recordset`) is run on the coordinator and copied to the shard, where
 * a violation comes back as `XX000` with the shard's message and detail only
 * (`ReportCopyError`, multi_copy.c). The message names the violation and its constraint (the
 * workers' messages in English, PostgreSQL's default).
 */
const NAMED_VIOLATIONS: [RegExp, string][] = [
  [/^duplicate key value violates unique constraint "([^"]+)"/, '23505'],
  [/violates foreign key constraint "([^"]+)"/, '23503'],
  [/violates check constraint "([^"]+)"/, '23514'],
];

function withNamedViolation(e: PgError): PgError {
  if (e.constraint || !e.message) return e;
  for (const [pattern, code] of NAMED_VIOLATIONS) {
    const m = pattern.exec(e.message);
    if (m && (e.code === code || e.code === 'XX000')) {
      return { code, constraint: m[1], detail: e.detail, message: e.message };
    }
  }
  return e;
}

/** The PostgreSQL error code of a failure (both drivers set `code`; drizzle may wrap it in `cause`). */
function pgError(err: unknown): PgError | undefined {
  for (let e = err as (PgError & { cause?: unknown }) | undefined; e; ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return withNamedViolation(e);
    e = e.cause as typeof e;
  }
  return undefined;
}

/**
 * The constraint a failure names, as the schema names it: on Citus a shard's carries the shard's
 * id (`global_keys_kind_key_pk_102009`; docs/guide/running.md, "Citus").
 */
const constraintOf = (e: { constraint?: string } | undefined) =>
  e?.constraint?.replace(/_\d{6,}$/, '');

export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = pgError(err);
  return e?.code === '23505' && (constraint === undefined || constraintOf(e) === constraint);
}

/** The row is still referenced by another (a sale, say). */
export const isForeignKeyViolation = (err: unknown) => pgError(err)?.code === '23503';

/** The SQLSTATE of a failure, if it is PostgreSQL's (`db-errors.ts` maps the functions' own). */
export const sqlStateOf = (err: unknown) => pgError(err)?.code;

export const hasSqlState = (err: unknown, code: string) => sqlStateOf(err) === code;

export const violatedConstraint = (err: unknown) => constraintOf(pgError(err));

/** The DETAIL of a PostgreSQL error (what a function's RAISE … USING DETAIL put there). */
export const sqlErrorDetail = (err: unknown) => pgError(err)?.detail;
