import { getToken } from '../auth/session-storage';
import { OFFLINE_MESSAGES, reportReachable } from '../lib/connectivity';
import { currentLanguage } from '../lib/i18n';
import { ApiError, errorCodeOf, isAbort } from './api-error';

/** Spec 1 §7: every call goes to the API under this prefix, JSON in and out, bearer token. */
export const API_BASE = '/api/v1';

type QueryScalar = string | number | boolean | Date | null | undefined;
export type Query = Record<string, QueryScalar | readonly QueryScalar[]>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** `false` for the public auth calls, which must never carry a (stale) token. */
  auth?: boolean;
  /** `false` where a 401 is an expected answer, e.g. the start-up session check. */
  handleUnauthorized?: boolean;
  signal?: AbortSignal;
  /** The Accept header; JSON unless a file is asked for. */
  accept?: string;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/**
 * Called with the token a request carried when the API rejected it with 401 — or with 403
 * ORGANIZATION_DISABLED (an operator disabled the organization), with the API's message.
 */
type UnauthorizedHandler = (tokenUsed: string, message?: string) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The session registers itself here; the client stays free of React and routing. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null) {
  unauthorizedHandler = handler;
}

/** Called with the API's maintenance message when a call is refused for maintenance. */
type MaintenanceHandler = (message: string) => void;
let maintenanceHandler: MaintenanceHandler | null = null;

/** The maintenance switch registers itself here, as the session does for 401s. */
export function setMaintenanceHandler(handler: MaintenanceHandler | null) {
  maintenanceHandler = handler;
}

function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  const add = (key: string, value: QueryScalar) => {
    if (value === undefined || value === null || value === '') return;
    params.append(key, value instanceof Date ? value.toISOString() : String(value));
  };
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const v of value) add(key, v);
    else add(key, value as QueryScalar);
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return {};
  const text = await res.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Spec 1 §8: server message, then the path and status, then the status text, then a generic text. */
function failureMessage(path: string, res: Response | null, data: unknown): string {
  const serverMessage =
    data && typeof data === 'object' && 'message' in data
      ? (data as { message: unknown }).message
      : null;
  if (typeof serverMessage === 'string' && serverMessage.trim()) return serverMessage;
  if (res?.status) return `Request to ${path} failed with status: ${res.status}`;
  if (res?.statusText) return res.statusText;
  return noAnswerMessage();
}

/** No answer at all: the device's network, or the server, said plainly (not "an error"). */
export function noAnswerMessage(): string {
  return typeof navigator !== 'undefined' && navigator.onLine === false
    ? OFFLINE_MESSAGES.deviceOffline
    : OFFLINE_MESSAGES.serverUnreachable;
}

/** The headers and body of a call: JSON unless it sends a form (a file upload). */
function requestInit(opts: RequestOptions, token: string | null) {
  const headers: Record<string, string> = {
    ...opts.headers,
    Accept: opts.accept ?? 'application/json',
    // The API's messages in the language the page speaks (a signed-in user's is theirs anyway).
    'Accept-Language': currentLanguage(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) {
    body = opts.body; // the browser sets the multipart boundary itself
  } else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  return { headers, body };
}

/** The ApiError of a refused call, after telling the session and the maintenance switch. */
async function refusal(
  path: string,
  res: Response,
  token: string | null,
  opts: RequestOptions,
): Promise<ApiError> {
  const data = await whole(path, () => readBody(res));
  // A 401 on a call that carried a token means the session is over; a 401 on a call without
  // one (the sign-in itself) is just that call's failure.
  const err = (data && typeof data === 'object' ? data : {}) as {
    code?: unknown;
    details?: unknown;
  };
  const code = errorCodeOf(err.code);
  const message = failureMessage(path, res, data);
  if (token && opts.handleUnauthorized !== false) {
    if (res.status === 401) unauthorizedHandler?.(token);
    else if (code === 'ORGANIZATION_DISABLED') unauthorizedHandler?.(token, message);
  }
  // Maintenance is the platform's state, not this call's: the whole app has to show it.
  if (res.status === 503 && code === 'MAINTENANCE') maintenanceHandler?.(message);
  const details =
    err.details && typeof err.details === 'object'
      ? (err.details as Record<string, unknown>)
      : undefined;
  return new ApiError(message, res.status, data, code, details);
}

/**
 * A call that got no (whole) answer: the request failed, or its body was cut off (the network
 * dropped, the page was left). An abort stays an abort; anything else is "unreachable" (status 0),
 * never a refusal — the session's start check keeps the session on it.
 */
function noAnswer(path: string, err: unknown) {
  if (isAbort(err)) return err;
  reportReachable(false);
  return new ApiError(failureMessage(path, null, null), 0, null);
}

/** An OK response's body, read to its end (a body cut off is no answer: `noAnswer`). */
async function whole<T>(path: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    throw noAnswer(path, err);
  }
}

/** Sends a call; answers the OK response, throws an ApiError for any other outcome. */
async function send(method: string, rawPath: string, opts: RequestOptions): Promise<Response> {
  const path = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
  const token = opts.auth === false ? null : getToken();
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}${toQueryString(opts.query)}`, {
      method,
      ...requestInit(opts, token),
      signal: opts.signal,
    });
  } catch (err) {
    throw noAnswer(path, err);
  }
  // Any answer means the server is there (a proxy's 502–504 in front of it does not).
  reportReachable(res.status < 502 || res.status > 504);
  if (res.ok) return res;
  throw await refusal(path, res, token, opts);
}

export async function request<T>(method: string, rawPath: string, opts: RequestOptions = {}) {
  const res = await send(method, rawPath, opts);
  return (await whole(rawPath, () => readBody(res))) as T;
}

/** A file the API answers (CSV exports): its bytes and the response headers (counts, name). */
export async function requestFile(
  path: string,
  query?: Query,
  opts: Omit<RequestOptions, 'query' | 'body' | 'accept'> & { accept?: string } = {},
): Promise<{ blob: Blob; headers: Headers }> {
  const res = await send('GET', path, { ...opts, query, accept: opts.accept ?? '*/*' });
  return { blob: await whole(path, () => res.blob()), headers: res.headers };
}

type Opts = Omit<RequestOptions, 'query' | 'body'>;

export const api = {
  get: <T>(path: string, query?: Query, opts?: Opts) => request<T>('GET', path, { ...opts, query }),
  post: <T>(path: string, body?: unknown, opts?: Opts) =>
    request<T>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: Opts) => request<T>('PUT', path, { ...opts, body }),
  patch: <T>(path: string, body?: unknown, opts?: Opts) =>
    request<T>('PATCH', path, { ...opts, body }),
  delete: <T>(path: string, opts?: Opts & { query?: Query }) =>
    request<T>('DELETE', path, { ...opts }),
};
