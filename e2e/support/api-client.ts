import { type ApiOutput, type InputArgs, isFileDownload, type RouteEntry, requestOf } from '@tawi/contracts';

/**
 * Calls an entry of the contract with a bearer token: `callEntry(url, owner.token, customersApi.list,
 * { query: { search } })`, typed by the entry (no token: a public entry, sign-up). Throws unless the
 * answer is the entry's success status.
 */
export async function callEntry<E extends RouteEntry>(
  baseUrl: string,
  token: string | undefined,
  entry: E,
  ...[input]: InputArgs<E>
): Promise<ApiOutput<E, ArrayBuffer>> {
  const { method, url, body } = requestOf(entry, input);
  const upload = body instanceof Blob;
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(token !== undefined && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': upload ? body.type : 'application/json' }),
    },
    ...(body !== undefined && { body: upload ? body : JSON.stringify(body) }),
  });
  if (res.status !== entry.status) throw new Error(`${entry.id}: ${res.status} ${await res.text()}`);
  if (res.status === 204) return undefined as ApiOutput<E, ArrayBuffer>;
  return (isFileDownload(entry.response) ? await res.arrayBuffer() : await res.json()) as ApiOutput<
    E,
    ArrayBuffer
  >;
}
