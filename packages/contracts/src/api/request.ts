import type { ApiInput, Method, RouteEntry } from './route';

/** One call of an entry as HTTP: every client (web app, tests, scripts) builds it here. */
export interface ApiRequest {
  method: Method;
  /** The path with its parameters filled in and the query string: what to fetch. */
  url: string;
  /** The body to send as JSON; undefined for none. */
  body: unknown;
}

type QueryScalar = string | number | boolean;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** The path with each `:name` replaced by its value, encoded. */
export function fillPath(path: string, params: object | undefined): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (isBlank(value)) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The path with the query string; blank values (empty string, null, undefined) are left out, as the
 * API ignores them anyway; an array repeats its key.
 */
export function withQuery(path: string, query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const one of values) if (!isBlank(one)) search.append(key, String(one as QueryScalar));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The HTTP request of one call of `entry`. */
export function requestOf<E extends RouteEntry>(entry: E, input?: ApiInput<E>): ApiRequest {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  return {
    method: entry.method,
    url: withQuery(fillPath(entry.path, params), query),
    body,
  };
}

/** The address of a GET entry (a file to download, a link): path and query. */
export function urlOf<E extends RouteEntry>(entry: E, input?: ApiInput<E>): string {
  return requestOf(entry, input).url;
}

/**
 * The cache key of an answer: the entry's resource first (what a change's `touches` invalidates), then
 * the route and what was asked.
 */
export function apiQueryKey<E extends RouteEntry>(entry: E, input?: ApiInput<E>) {
  const { params, query } = (input ?? {}) as { params?: object; query?: object };
  return [entry.resource, entry.id, params ?? {}, query ?? {}] as const;
}
