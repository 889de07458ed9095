import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { type Database, idempotencyKeys, type Transaction } from '@tawi/db';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { AppError } from './app-error';
import { ofCompany } from './company-rows';

/** How long an answer is kept for its key (API.md: at least 24 hours). */
const KEEP = sql`interval '24 hours'`;
const HEADER = 'idempotency-key';

/**
 * A key a request carries that no earlier request has used. It is written inside the first transaction
 * the request runs (`claimed`), so the key and what the request does are committed together: a process
 * killed before that commit leaves neither (the same key does it again later, once), one killed after it
 * leaves both (the same key never does it again).
 */
interface KeyClaim {
  companyId: string;
  key: string;
  hash: string;
  /** `done`: answered; work the request left running (none should) no longer takes the key. */
  state: 'free' | 'claiming' | 'claimed' | 'done';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request carries, unused so far (its answer is stored when it is sent). */
    idempotencyKey?: KeyClaim;
  }
}

const CONFLICT_MESSAGE = 'A request with this Idempotency-Key is still being handled; try again shortly';
/** Longer than any request takes: a key this old without an answer lost it with its process. */
const ANSWER_LOST_AFTER_MS = 120_000;
const ANSWER_LOST_MESSAGE =
  'The request with this Idempotency-Key was done, but its answer was lost when the server stopped; ' +
  'find the record in its list instead of sending the request again';

/** The request being handled, seen from the transactions its use case opens. */
const current = new AsyncLocalStorage<KeyClaim>();
/** Keys whose request is being handled in this process: the same key at the same time is 409 at once. */
const inFlight = new Set<string>();
const wrapped = new WeakSet<Database>();

/** What makes two requests "the same": method, address and body. */
function requestHash(request: FastifyRequest): string {
  const hash = createHash('sha256').update(`${request.method} ${request.url}\n`);
  // an upload's bytes as they are (JSON of a Buffer would spell out every byte)
  if (Buffer.isBuffer(request.body)) return hash.update(request.body).digest('hex');
  return hash.update(request.body === undefined ? '' : JSON.stringify(request.body)).digest('hex');
}

function keyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[HEADER];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || key.length > 255) {
    const message = 'Idempotency-Key must have 1 to 255 characters';
    throw new AppError('validation-error', message, { fields: { 'headers.idempotency-key': message } });
  }
  return key;
}

const keyWhere = (companyId: string, key: string) =>
  ofCompany(idempotencyKeys, companyId, eq(idempotencyKeys.key, key));
const flightKey = (claim: { companyId: string; key: string }) => `${claim.companyId}\n${claim.key}`;

/** Answers with what the first request with the key was answered, or lets this request act with it. */
async function claim(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: { companyId: string; key: string },
) {
  const { companyId, key } = scope;
  const hash = requestHash(request);
  await db
    .delete(idempotencyKeys)
    .where(ofCompany(idempotencyKeys, companyId, lt(idempotencyKeys.createdAt, sql`now() - ${KEEP}`)));
  const [first] = await db.select().from(idempotencyKeys).where(keyWhere(companyId, key));
  if (!first) {
    if (inFlight.has(flightKey(scope))) throw new AppError('conflict', CONFLICT_MESSAGE);
    inFlight.add(flightKey(scope));
    request.idempotencyKey = { companyId, key, hash, state: 'free' };
    return;
  }
  if (first.requestHash !== hash) {
    throw new AppError('idempotency-key-reused', 'The Idempotency-Key was used with a different request');
  }
  // A row without an answer: the request acted (committed) and its answer is being stored, or was lost
  // with the process that handled it; either way the request is not done again.
  if (first.statusCode === null) {
    const lost = Date.now() - new Date(first.createdAt).getTime() > ANSWER_LOST_AFTER_MS;
    throw new AppError('conflict', lost ? ANSWER_LOST_MESSAGE : CONFLICT_MESSAGE);
  }
  if (first.contentType) reply.header('content-type', first.contentType);
  reply.header('idempotent-replayed', 'true');
  return reply.status(first.statusCode).send(first.responseBody ?? undefined);
}

/** Writes the key inside the request's transaction; another request with it committed first: 409. */
async function claimInside(tx: Transaction, claim: KeyClaim): Promise<void> {
  const written = await tx
    .insert(idempotencyKeys)
    .values({ companyId: claim.companyId, key: claim.key, requestHash: claim.hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (written.length === 0) throw new AppError('conflict', CONFLICT_MESSAGE);
}

/**
 * Makes the first transaction a request with an unused key opens write the key too. Later transactions
 * of the same request, and everything outside a request, run as they are.
 */
function claimInFirstTransaction(db: Database): void {
  if (wrapped.has(db)) return;
  wrapped.add(db);
  const run = db.transaction.bind(db);
  const withClaim: typeof db.transaction = async (work, config) => {
    const pending = current.getStore();
    if (pending?.state !== 'free') return run(work, config);
    pending.state = 'claiming';
    try {
      const result = await run(async (tx) => {
        await claimInside(tx, pending);
        return work(tx);
      }, config);
      pending.state = 'claimed';
      return result;
    } catch (err) {
      pending.state = 'free';
      throw err;
    }
  };
  db.transaction = withClaim;
}

/**
 * Keeps the answer for the key. A request that acted (its transaction wrote the key) gets its answer
 * filled in; one that did not gets its key written now with the answer, unless the answer is a failure
 * on our side (5xx), which leaves the key free so the request can be sent again.
 */
async function remember(db: Database, request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const claimed = request.idempotencyKey;
  if (!claimed) return;
  request.idempotencyKey = undefined;
  inFlight.delete(flightKey(claimed));
  const acted = claimed.state === 'claimed';
  claimed.state = 'done';
  const body =
    typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
  if (reply.statusCode >= 500 || (payload != null && body === null)) return;
  const contentType = reply.getHeader('content-type');
  const answer = {
    statusCode: reply.statusCode,
    contentType: typeof contentType === 'string' ? contentType : null,
    responseBody: body,
  };
  if (acted) {
    await db.update(idempotencyKeys).set(answer).where(keyWhere(claimed.companyId, claimed.key));
    return;
  }
  await db
    .insert(idempotencyKeys)
    .values({ companyId: claimed.companyId, key: claimed.key, requestHash: claimed.hash, ...answer })
    .onConflictDoNothing();
}

/**
 * Any POST of a signed-in user may carry `Idempotency-Key`: the first request with a key acts and its
 * answer (status and body) is kept 24 hours; the same key with the same request gets that answer again
 * without acting (header `idempotent-replayed: true`); with another request, 422
 * `idempotency-key-reused`; while the first is still being handled, 409. Keys are per company. The key is
 * committed with the request's first transaction, so a crash never leaves a key that blocks a request
 * that did not happen, nor frees one whose request did.
 */
export function registerIdempotency(app: FastifyInstance, db: Database): void {
  claimInFirstTransaction(db);
  app.addHook('onRoute', (route) => {
    const handler: RouteHandlerMethod = route.handler;
    route.handler = function (this: FastifyInstance, request, reply) {
      const pending = request.idempotencyKey;
      return pending
        ? current.run(pending, () => handler.call(this, request, reply))
        : handler.call(this, request, reply);
    };
  });
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || !request.ctx) return;
    const key = keyOf(request);
    if (key !== undefined) return claim(db, request, reply, { companyId: request.ctx.companyId, key });
  });
  app.addHook('onSend', async (request, reply, payload) => {
    await remember(db, request, reply, payload);
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    // An answer that never reached onSend (the client went away) still ends the request's flight.
    const claimed = request.idempotencyKey;
    if (claimed) inFlight.delete(flightKey(claimed));
  });
}
