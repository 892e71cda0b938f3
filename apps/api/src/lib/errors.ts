/** The one error type services throw; the error handler turns it into `{message, code, details}`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError(400, 'BAD_REQUEST', message, details);
export const unauthorized = (message = 'Authentication required') =>
  new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string, details?: Record<string, unknown>) =>
  new AppError(403, 'FORBIDDEN', message, details);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new AppError(409, 'CONFLICT', message, details);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'TOO_MANY_REQUESTS', message, { retryAfterSeconds });

/** The PostgreSQL error code of a failure (both drivers set `code`; drizzle may wrap it in `cause`). */
function pgError(err: unknown): { code?: string; constraint?: string } | undefined {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    e = e.cause as typeof e;
  }
  return undefined;
}

export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = pgError(err);
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** The row is still referenced by another (a sale, say). */
export const isForeignKeyViolation = (err: unknown) => pgError(err)?.code === '23503';

export const hasSqlState = (err: unknown, code: string) => pgError(err)?.code === code;

export const violatedConstraint = (err: unknown) => pgError(err)?.constraint;
export const paymentRequired = (message: string) => new AppError(402, 'PAYMENT_REQUIRED', message);
export const unprocessable = (message: string) => new AppError(422, 'UNPROCESSABLE', message);
