import { type ApiOutput, type InputArgs, isFileDownload, type RouteEntry, requestOf } from '@tawi/contracts';

/**
 * Calls an entry of the contract with a bearer token: `callEntry(url, owner.token, customersApi.list,
 * { query: { search } })`, typed by the entry. Throws unless the answer is the entry's success status.
 */
export async function callEntry<E extends RouteEntry>(
  baseUrl: string,
  token: string,
  entry: E,
  ...[input]: InputArgs<E>
): Promise<ApiOutput<E, ArrayBuffer>> {
  const request = requestOf(entry, input);
  const res = await fetch(`${baseUrl}${request.url}`, {
    method: request.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(request.body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
  });
  if (res.status !== entry.status) throw new Error(`${entry.id}: ${res.status} ${await res.text()}`);
  if (res.status === 204) return undefined as ApiOutput<E, ArrayBuffer>;
  return (isFileDownload(entry.response) ? await res.arrayBuffer() : await res.json()) as ApiOutput<
    E,
    ArrayBuffer
  >;
}
