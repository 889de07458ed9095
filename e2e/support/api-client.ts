import {
  type ApiInput,
  type ApiOutput,
  type ErrorBody,
  type InputArgs,
  isFileDownload,
  type Page,
  type RouteEntry,
  requestOf,
} from '@tawi/contracts';
import { MAX_PAGE_SIZE } from '@tawi/domain';

type Answer<E extends RouteEntry> = ApiOutput<E, ArrayBuffer>;

/** An answer of the API whatever its status: typed by the entry it called. */
export interface EntryResult<E extends RouteEntry> {
  status: number;
  /** The success answer (a download's bytes); undefined when the call did not succeed as stated. */
  body: Answer<E> | undefined;
  /** The error envelope's `error` of a refused call. */
  error: ErrorBody['error'] | undefined;
}

/** Sends one call of the entry, with the bearer token when there is one. */
async function send<E extends RouteEntry>(
  baseUrl: string,
  token: string | undefined,
  entry: E,
  ...[input]: InputArgs<E>
): Promise<Response> {
  const { method, url, body } = requestOf(entry, input);
  const upload = body instanceof Blob;
  return fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(token !== undefined && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': upload ? body.type : 'application/json' }),
    },
    ...(body !== undefined && { body: upload ? body : JSON.stringify(body) }),
  });
}

/** The success answer of the entry: nothing for 204, the bytes of a download, else the JSON. */
async function answerOf<E extends RouteEntry>(entry: E, res: Response): Promise<Answer<E>> {
  if (res.status === 204) return undefined as Answer<E>;
  return (isFileDownload(entry.response) ? await res.arrayBuffer() : await res.json()) as Answer<E>;
}

/**
 * Calls an entry of the contract with a bearer token: `callEntry(url, owner.token, customersApi.list,
 * { query: { search } })`, typed by the entry (no token: a public entry, sign-up). Throws unless the
 * answer is the entry's success status.
 */
export async function callEntry<E extends RouteEntry>(
  baseUrl: string,
  token: string | undefined,
  entry: E,
  ...input: InputArgs<E>
): Promise<Answer<E>> {
  const res = await send(baseUrl, token, entry, ...input);
  if (res.status !== entry.status) throw new Error(`${entry.id}: ${res.status} ${await res.text()}`);
  return answerOf(entry, res);
}

/**
 * Calls an entry like callEntry but never throws on the status: for a refusal the test expects
 * (`status` 422 and `error.code`), or whether a record is still there (200 or 404).
 */
export async function callEntryResult<E extends RouteEntry>(
  baseUrl: string,
  token: string | undefined,
  entry: E,
  ...input: InputArgs<E>
): Promise<EntryResult<E>> {
  const res = await send(baseUrl, token, entry, ...input);
  if (res.status === entry.status)
    return { status: res.status, body: await answerOf(entry, res), error: undefined };
  const text = await res.text();
  const error = text ? (JSON.parse(text) as Partial<ErrorBody>).error : undefined;
  return { status: res.status, body: undefined, error };
}

type ItemOf<E extends RouteEntry> = Answer<E> extends Page<infer T> ? T : never;

/** Every item of a list entry, page after page at the largest size the API allows. */
export async function callEveryPage<E extends RouteEntry & { method: 'GET' }>(
  baseUrl: string,
  token: string,
  entry: E,
  ...[input]: InputArgs<E>
): Promise<ItemOf<E>[]> {
  const items: ItemOf<E>[] = [];
  const query = (input as { query?: object } | undefined)?.query ?? {};
  for (let page = 1; ; page += 1) {
    const paged = { ...input, query: { ...query, page, limit: MAX_PAGE_SIZE } } as ApiInput<E>;
    const answer = (await callEntry(baseUrl, token, entry, ...([paged] as InputArgs<E>))) as Page<ItemOf<E>>;
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total) return items;
  }
}
