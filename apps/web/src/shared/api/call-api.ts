import {
  type ApiInput,
  type ApiOutput,
  isFileDownload,
  type Page,
  type RouteEntry,
  requestOf,
  urlOf,
} from '@tawi/contracts';
import { MAX_PAGE_SIZE } from '@tawi/domain';
import { sendRequest } from './api-client';

export interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** `[input, options?]`, the input optional when the entry needs none. */
export type CallArgs<E extends RouteEntry> =
  object extends ApiInput<E>
    ? [input?: ApiInput<E>, options?: CallOptions]
    : [input: ApiInput<E>, options?: CallOptions];

/**
 * Calls an entry of the contract: `callApi(customersApi.get, { params: { id } })`. What it sends and
 * what it answers are the entry's types; the request goes as every API request does (session cookie,
 * CSRF token, active branch, Idempotency-Key with one resend for a POST, 30 s timeout, ApiError).
 * A download entry answers a Blob. Hooks: useApiQuery, useApiMutation (api-hooks.ts).
 */
export async function callApi<E extends RouteEntry>(entry: E, ...[input, options]: CallArgs<E>) {
  const request = requestOf(entry, input);
  const parseAs = isFileDownload(entry.response) ? 'blob' : 'json';
  const answer = await sendRequest(request.method, request.url, request.body, options?.signal, parseAs);
  return answer as ApiOutput<E>;
}

/** The address of an entry (a PDF to download, a link to open): its path and query. */
export function apiUrl<E extends RouteEntry>(entry: E, ...[input]: CallArgs<E>): string {
  return urlOf(entry, input);
}

type PageEntry = RouteEntry & { method: 'GET' };
type ItemOf<E extends RouteEntry> = ApiOutput<E> extends Page<infer T> ? T : never;

/**
 * Every item of a list entry, page after page at the largest size the API allows: a supplier's open
 * bills, the payables an overview adds up.
 */
export async function callAllPages<E extends PageEntry>(
  entry: E,
  input: ApiInput<E>,
  options?: CallOptions,
): Promise<ItemOf<E>[]> {
  const items: ItemOf<E>[] = [];
  const query = (input as { query?: object }).query ?? {};
  for (let page = 1; ; page += 1) {
    const paged = { ...input, query: { ...query, page, limit: MAX_PAGE_SIZE } } as ApiInput<E>;
    const answer = (await callApi(entry, ...([paged, options] as CallArgs<E>))) as Page<ItemOf<E>>;
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total) return items;
  }
}
