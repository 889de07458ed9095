import { getActiveBranchId } from './active-branch';
import {
  ApiError,
  NETWORK_ERROR_CODE,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_CODE,
  TIMEOUT_ERROR_MESSAGE,
} from './api-error';

/** A request the server has not answered after this long fails with `request-timeout` (the page offers a retry). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Set with the session cookie and readable by scripts: its absence means there is no session. */
export const CSRF_COOKIE = 'tawi_csrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: Method;
  /** A plain value is sent as JSON; a Blob (file) or FormData (multipart) is sent as is with its own type. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal | undefined;
}

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

/** Blank values (empty string, null, undefined) are left out, as the API ignores them anyway. */
export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function buildHeaders(method: Method, body: unknown, idempotencyKey: string | undefined): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
  // a FormData sets its own multipart type (with the boundary)
  if (body instanceof Blob) headers.set('Content-Type', body.type || 'application/octet-stream');
  else if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  if (!SAFE_METHODS.has(method)) {
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers.set('X-CSRF-Token', csrf);
  }
  const branchId = getActiveBranchId();
  if (branchId) headers.set('X-Branch-Id', branchId);
  return headers;
}

interface ErrorShape {
  error?: { code?: unknown; message?: unknown; details?: unknown };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

function fieldsOf(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
  return out;
}

async function toApiError(response: Response): Promise<ApiError> {
  const parsed = (await response.json().catch(() => undefined)) as ErrorShape | undefined;
  const error = parsed?.error;
  const details = isRecord(error?.details) ? error.details : undefined;
  const retryAfter = Number.parseInt(response.headers.get('Retry-After') ?? '', 10);
  return new ApiError({
    status: response.status,
    code: typeof error?.code === 'string' ? error.code : `http-${response.status}`,
    message: typeof error?.message === 'string' ? error.message : `The server answered ${response.status}`,
    fields: fieldsOf(details?.fields),
    details,
    retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : undefined,
  });
}

/** One fetch, failing with `request-timeout` when the server takes longer than REQUEST_TIMEOUT_MS. */
async function send(url: string, init: RequestInit, signal: AbortSignal | undefined): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  try {
    return await fetch(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (err) {
    if (timeout.aborted)
      throw new ApiError({ status: 0, code: TIMEOUT_ERROR_CODE, message: TIMEOUT_ERROR_MESSAGE });
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: NETWORK_ERROR_MESSAGE });
  }
}

type ParseAs = 'json' | 'blob';

/**
 * Sends one request with the session cookie. Non-GET requests carry the CSRF token, every request
 * the active branch. A POST carries a fresh Idempotency-Key and, when its answer is lost (no answer or
 * a timeout), is sent once more with the same key: the server acts once and answers both alike.
 * Throws ApiError (status 0 and code network-request-failed or request-timeout without an answer).
 */
export async function sendRequest(
  method: Method,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
  parseAs: ParseAs = 'json',
): Promise<unknown> {
  const idempotencyKey = method === 'POST' ? crypto.randomUUID() : undefined;
  const init: RequestInit = {
    method,
    headers: buildHeaders(method, body, idempotencyKey),
    credentials: 'same-origin',
    ...(body !== undefined && {
      body: body instanceof Blob || body instanceof FormData ? body : JSON.stringify(body),
    }),
  };
  let response: Response;
  try {
    response = await send(url, init, signal);
  } catch (err) {
    if (!idempotencyKey || !(err instanceof ApiError)) throw err;
    response = await send(url, init, signal);
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined;
  if (parseAs === 'blob') return response.blob();
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}
