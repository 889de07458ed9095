import {
  type ApiInput,
  type ApiOutput,
  type ApiRequest,
  authApi,
  type RouteEntry,
  requestOf,
} from '@tawi/contracts';
import type { FastifyInstance } from 'fastify';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from './seed-demo';

/**
 * Calls the API as the demo owner through the contract's entries; throws with the answer when refused,
 * and with the signal's reason once `signal` is aborted (the server is shutting down).
 */
export async function client(app: FastifyInstance, signal?: AbortSignal) {
  const send = async (request: ApiRequest, headers: Record<string, string> = {}) => {
    signal?.throwIfAborted();
    const res = await app.inject({
      method: request.method,
      url: request.url,
      headers,
      ...(request.body !== undefined && { payload: request.body as object }),
    });
    if (res.statusCode >= 400) {
      throw new Error(`demo seed: ${request.method} ${request.url} -> ${res.statusCode} ${res.body}`);
    }
    return res;
  };
  const login = requestOf(authApi.login, { body: { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD } });
  const { accessToken } = (await send(login)).json() as { accessToken: string };
  return async <E extends RouteEntry>(entry: E, input: ApiInput<E>, branchId?: string) => {
    const headers = { authorization: `Bearer ${accessToken}`, ...(branchId && { 'x-branch-id': branchId }) };
    return (await send(requestOf(entry, input), headers)).json() as ApiOutput<E>;
  };
}

/** A call to the API as the demo owner: `call(entry, input, branchId?)` answers the entry's response. */
export type DemoCall = Awaited<ReturnType<typeof client>>;
