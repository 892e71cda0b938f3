import { ERROR_CODES, type ErrorCode } from '@pos/contracts/errors';

/**
 * A non-OK answer of the API (or no answer at all: status 0). The web decides on `code` (one of
 * the contract's ERROR_CODES), never on the message text, which is for people.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    /** The parsed response body, whatever it was. */
    readonly data: unknown,
    /** The API's code; undefined without an answer or for a code this build does not know. */
    readonly code?: ErrorCode,
    /** Field → message, for 400 validation errors. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/** The code of an error body, when it is one the contract names. */
export const errorCodeOf = (code: unknown): ErrorCode | undefined =>
  typeof code === 'string' && KNOWN_CODES.has(code) ? (code as ErrorCode) : undefined;

/** True when the API refused the call with one of these codes. */
export function hasErrorCode(error: unknown, ...codes: readonly ErrorCode[]): error is ApiError {
  return error instanceof ApiError && error.code !== undefined && codes.includes(error.code);
}

/** A record's id that names nothing the caller may see: missing, foreign or malformed. */
export const isRecordNotFound = (error: unknown) =>
  hasErrorCode(error, 'NOT_FOUND', 'VALIDATION_ERROR');

/**
 * True when the API refused the call (a 4xx: the request, not the server, is at fault); such an
 * answer will not change on retry, and its message is meant for the user.
 */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/** A request cancelled before its answer (its signal aborted, or the page being left). */
export const isAbort = (error: unknown): error is DOMException =>
  error instanceof DOMException && error.name === 'AbortError';

/** True when the call got no answer at all (the network, not the server). */
export const isUnanswered = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 0;

/**
 * True when the API could not be reached: no answer at all, or a proxy's gateway error in front
 * of a server that is down (502, 503, 504 without one of the API's codes — the API's own 503
 * is maintenance, which says so).
 */
export const isUnreachable = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  (error.status === 0 || (error.status >= 502 && error.status <= 504 && error.code === undefined));

/** The text to show for a failure: the error's own message, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}

/**
 * The text for a failed call: the API's own message when it refused the request (4xx: a taken
 * username or code, a photo too large), the screen's text when the server failed or could not
 * be reached, whose "Internal server error" tells a user nothing.
 */
export function failureText(error: unknown, fallback: string): string {
  if (isRefusal(error)) {
    const data = error.data as { message?: unknown } | null;
    if (data && typeof data.message === 'string' && data.message.trim()) return data.message;
  }
  return fallback;
}
