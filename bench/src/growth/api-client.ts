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

export interface Api {
  /** POST a JSON body; `branchId` goes in X-Branch-Id (the branch a create acts on). */
  post<T>(url: string, body: unknown, branchId?: string): Promise<T>;
  /** GET; the parsed body. */
  get<T>(url: string): Promise<T>;
  /** GET without parsing the answer (for timing): its size in bytes. */
  read(url: string): Promise<{ bytes: number }>;
}

/** Calls the app in process (Fastify inject) as one signed-in user; anything but 2xx throws RequestFailed. */
export function apiClient(app: App, token: string): Api {
  const send = async (method: 'GET' | 'POST', url: string, body?: unknown, branchId?: string) => {
    const res = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...(branchId && { 'x-branch-id': branchId }) },
      ...(body !== undefined && { payload: body as object }),
    });
    if (res.statusCode < 200 || res.statusCode > 299) {
      throw new RequestFailed(method, url, res.statusCode, res.body);
    }
    return res;
  };
  return {
    async post<T>(url: string, body: unknown, branchId?: string) {
      return (await send('POST', url, body, branchId)).json() as T;
    },
    async get<T>(url: string) {
      return (await send('GET', url)).json() as T;
    },
    async read(url: string) {
      return { bytes: (await send('GET', url)).rawPayload.length };
    },
  };
}

/** Signs up a company through POST /api/auth/signup (the owner reaches every branch). */
export async function signUp(app: App, companyName: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      companyName,
      branchName: 'Nairobi',
      fullName: 'Bench Owner',
      email: `growth.${Date.now().toString(36)}@example.co.ke`,
      password: 'secret123',
    },
  });
  if (res.statusCode !== 201) throw new RequestFailed('POST', '/api/auth/signup', res.statusCode, res.body);
  const body = res.json() as { accessToken: string; user: { companyId: string; branchId: string } };
  return { token: body.accessToken, companyId: body.user.companyId, homeBranchId: body.user.branchId };
}
