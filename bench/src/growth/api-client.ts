import {
  type ApiInput,
  type ApiOutput,
  authApi,
  isFileDownload,
  type RouteEntry,
  requestOf,
} from '@tawi/contracts';
import type { InjectOptions } from 'fastify';
import type { buildApp } from '../../../apps/server/src/app';

type App = Awaited<ReturnType<typeof buildApp>>;

/** A request the app refused: the benchmark stops with its method, path, status and body. */
export class RequestFailed extends Error {
  constructor(
    readonly method: string,
    readonly url: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`${method} ${url} -> ${status}: ${body.slice(0, 2000)}`);
    this.name = 'RequestFailed';
  }
}

/** `[input, branchId?]`, the input optional when the entry needs none; the branch goes in X-Branch-Id. */
export type CallArgs<E extends RouteEntry> =
  object extends ApiInput<E>
    ? [input?: ApiInput<E>, branchId?: string]
    : [input: ApiInput<E>, branchId?: string];

export interface Api {
  /**
   * Calls an entry of the contract, typed by it: `api.call(invoicesApi.create, { body }, branchId)`
   * (the branch a create acts on).
   */
  call<E extends RouteEntry>(entry: E, ...args: CallArgs<E>): Promise<ApiOutput<E, Buffer>>;
  /** GET of an address (urlOf an entry) without parsing the answer (for timing): its size in bytes. */
  read(url: string): Promise<{ bytes: number }>;
}

/**
 * Calls the app in process (Fastify inject); with a token as one signed-in user. Anything but 2xx throws
 * RequestFailed.
 */
async function inject(app: App, token: string | undefined, options: InjectOptions & { url: string }) {
  const res = await app.inject({
    ...options,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...options.headers },
  });
  if (res.statusCode < 200 || res.statusCode > 299) {
    throw new RequestFailed(options.method ?? 'GET', options.url, res.statusCode, res.body);
  }
  return res;
}

/** Sends one call of the entry; the answer parsed (a download's bytes). */
async function callEntry<E extends RouteEntry>(
  app: App,
  token: string | undefined,
  entry: E,
  ...[input, branchId]: CallArgs<E>
): Promise<ApiOutput<E, Buffer>> {
  const { method, url, body } = requestOf(entry, input);
  const res = await inject(app, token, {
    method,
    url,
    headers: { ...(branchId && { 'x-branch-id': branchId }) },
    ...(body !== undefined && { payload: body as object }),
  });
  const answer = isFileDownload(entry.response) ? res.rawPayload : res.body ? res.json() : undefined;
  return answer as ApiOutput<E, Buffer>;
}

/** Calls the app in process as one signed-in user. */
export function apiClient(app: App, token: string): Api {
  return {
    call: (entry, ...args) => callEntry(app, token, entry, ...args),
    async read(url: string) {
      return { bytes: (await inject(app, token, { method: 'GET', url })).rawPayload.length };
    },
  };
}

/** Signs up a company (authApi.signup; the owner reaches every branch). */
export async function signUp(app: App, companyName: string) {
  const body = await callEntry(app, undefined, authApi.signup, {
    body: {
      companyName,
      branchName: 'Nairobi',
      fullName: 'Bench Owner',
      email: `growth.${Date.now().toString(36)}@example.co.ke`,
      password: 'secret123',
    },
  });
  return { token: body.accessToken, companyId: body.user.companyId, homeBranchId: body.user.branchId };
}
