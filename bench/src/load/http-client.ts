import { performance } from 'node:perf_hooks';
import { type ApiInput, type ApiOutput, type RouteEntry, requestOf } from '@tawi/contracts';

/**
 * One HTTP attempt: when (ms since the load started), what, how long it took, and its status; or `cut` (sent,
 * then the connection dropped without an answer: the server was killed) or `refused` (the server was down).
 */
export interface Attempt {
  at: number;
  op: string;
  status: number | 'cut' | 'refused';
  ms: number;
}

/** Connection refused (nobody listening) or another failure (reset, closed, timed out: no answer). */
function failure(err: unknown): 'cut' | 'refused' {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === 'ECONNREFUSED') return 'refused';
    e = (e as { cause?: unknown }).cause;
  }
  return 'cut';
}

/** Everything the clients saw, for the printout. */
export class LoadStats {
  readonly attempts: Attempt[] = [];
  readonly serverErrors: Array<{ at: number; op: string; path: string; status: number; body: string }> = [];
  /** 4xx answers by operation and error code. */
  readonly refusals = new Map<string, number>();
  /** Requests retried with their key after no answer: how the retry was answered. */
  readonly retried = { replayed: 0, doneNow: 0, answerLost: 0 };
  private readonly origin = performance.now();

  now(): number {
    return performance.now() - this.origin;
  }
}

export interface Answer<T> {
  status: number;
  /** The entry's answer; the error envelope when refused (read it after the status). */
  body: T;
  /** The server said it answered from the Idempotency-Key store (the first answer, not acted again). */
  replayed: boolean;
  /** Sent more than once because an earlier attempt got no answer (connection refused, reset). */
  resent: boolean;
}

/** How long a request keeps being resent while the server is away (killed, restarting). */
const GIVE_UP_MS = 180_000;
/** A request that takes longer than this is counted as unanswered and sent again. */
const REQUEST_TIMEOUT_MS = 60_000;

const errorCode = (body: unknown): string =>
  (body as { error?: { code?: string } } | undefined)?.error?.code ?? 'no-code';

/**
 * A client of the API: bearer token, JSON, an Idempotency-Key on every POST; a request that gets no answer is
 * sent again with the same key (and body) until one comes, as the web app does.
 */
export class ApiClient {
  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly stats: LoadStats,
  ) {}

  /** Calls an entry of the contract (`op` names it in the printout), typed by it. */
  async send<E extends RouteEntry>(
    op: string,
    entry: E,
    input: ApiInput<E>,
    options: { key?: string; branchId?: string } = {},
  ): Promise<Answer<ApiOutput<E>>> {
    type T = ApiOutput<E>;
    const { method, url: path, body: payload } = requestOf(entry, input);
    const headers: Record<string, string> = { authorization: `Bearer ${this.token}` };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (options.key) headers['idempotency-key'] = options.key;
    if (options.branchId) headers['x-branch-id'] = options.branchId;
    const body = payload === undefined ? undefined : JSON.stringify(payload);
    const first = this.stats.now();
    for (let attempt = 1; ; attempt++) {
      const at = this.stats.now();
      try {
        const res = await fetch(`${this.url}${path}`, {
          method,
          headers,
          body,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const text = await res.text();
        const ms = this.stats.now() - at;
        this.stats.attempts.push({ at, op, status: res.status, ms });
        const json = (text ? JSON.parse(text) : undefined) as T;
        this.note(op, method, path, res.status, text, json, attempt > 1);
        if (attempt > 1 && options.key) this.countRetry(res.status, json, res.headers);
        return {
          status: res.status,
          body: json,
          replayed: res.headers.get('idempotent-replayed') === 'true',
          resent: attempt > 1,
        };
      } catch (err) {
        this.stats.attempts.push({ at, op, status: failure(err), ms: this.stats.now() - at });
        if (this.stats.now() - first > GIVE_UP_MS) throw new Error(`${op}: no answer for ${GIVE_UP_MS} ms`);
        // 100 ms, growing to 1 s: the server is back within seconds, and 30 clients should not flood it
        const pause = Math.min(1000, 100 * 1.5 ** (attempt - 1)) * (0.75 + Math.random() / 2);
        await new Promise((r) => setTimeout(r, pause));
      }
    }
  }

  /** A POST sent again with its key after no answer: replayed, done now, or done before with its answer lost. */
  private countRetry(status: number, json: unknown, headers: Headers) {
    const retried = this.stats.retried;
    if (status === 409 && errorCode(json) === 'conflict') retried.answerLost += 1;
    else if (headers.get('idempotent-replayed') === 'true') retried.replayed += 1;
    else retried.doneNow += 1;
  }

  private note(
    op: string,
    method: string,
    path: string,
    status: number,
    text: string,
    json: unknown,
    resent: boolean,
  ) {
    if (status >= 500) {
      this.stats.serverErrors.push({
        at: this.stats.now(),
        op,
        path: `${method} ${path}`,
        status,
        body: text,
      });
    } else if (status >= 400) {
      const name = `${op} ${status} ${errorCode(json)}${resent ? ' (resent)' : ''}`;
      this.stats.refusals.set(name, (this.stats.refusals.get(name) ?? 0) + 1);
    }
  }
}
