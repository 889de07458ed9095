import {
  type ApiOutput,
  type ErrorBody,
  type InputArgs,
  isFileDownload,
  type RouteEntry,
  requestOf,
} from '@tawi/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';

/** An answer of the API as a test reads it: typed by the entry it called. */
export interface ApiResult<E extends RouteEntry> {
  status: number;
  /** The success answer (a download's bytes); undefined when the call failed. */
  body: ApiOutput<E, Buffer>;
  /** The error envelope's `error` of a failed call. */
  error: ErrorBody['error'] | undefined;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
  /** The answer's bytes (a file asked for with `format=`). */
  raw: Buffer;
}

export interface ApiTestClient {
  /** Calls the entry; any status. */
  call<E extends RouteEntry>(entry: E, ...input: InputArgs<E>): Promise<ApiResult<E>>;
  /** Calls the entry and returns its answer; throws (with the status and body) unless it succeeds as stated. */
  ok<E extends RouteEntry>(entry: E, ...input: InputArgs<E>): Promise<ApiOutput<E, Buffer>>;
}

/** A form encoded as a browser sends it: multipart/form-data bytes and their content type (with the boundary). */
async function multipart(form: FormData) {
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    bytes: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
  };
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The API through `app.inject()`, typed by the contract: what a call sends and what it gets back are
 * the entry's types, so a changed shape fails the test at compile time. `token` signs the calls in
 * (Bearer); `headers` go with every call (X-Branch-Id, Idempotency-Key).
 */
export function apiClient(
  app: FastifyInstance,
  token?: string,
  headers: Record<string, string> = {},
): ApiTestClient {
  async function call<E extends RouteEntry>(entry: E, ...[input]: InputArgs<E>): Promise<ApiResult<E>> {
    const request = requestOf(entry, input);
    const { body } = request;
    const upload = body instanceof Blob;
    const form = body instanceof FormData ? await multipart(body) : undefined;
    const res = await app.inject({
      method: request.method,
      url: request.url,
      headers: {
        ...(token && { authorization: `Bearer ${token}` }),
        ...(upload && { 'content-type': body.type || 'application/octet-stream' }),
        ...(form && { 'content-type': form.contentType }),
        ...headers,
      },
      ...(body !== undefined && {
        payload: upload
          ? Buffer.from(await body.arrayBuffer())
          : (form?.bytes ?? (body as InjectOptions['payload'])),
      }),
    });
    const failed = res.statusCode >= 400;
    const json = parse(res.body);
    const answer = failed ? undefined : isFileDownload(entry.response) ? res.rawPayload : json;
    return {
      status: res.statusCode,
      body: answer as ApiOutput<E, Buffer>,
      error: failed ? (json as ErrorBody | undefined)?.error : undefined,
      headers: res.headers,
      text: res.body,
      raw: res.rawPayload,
    };
  }
  return {
    call,
    async ok(entry, ...input) {
      const res = await call(entry, ...input);
      if (res.status !== entry.status) {
        throw new Error(`${entry.id}: ${res.status} (expected ${entry.status}) ${res.text.slice(0, 500)}`);
      }
      return res.body;
    },
  };
}
