import { createHash } from 'node:crypto';
import { type Database, idempotencyKeys } from '@tawi/db';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** How long an answer is kept for its key (API.md: at least 24 hours). */
const KEEP = sql`interval '24 hours'`;
const HEADER = 'idempotency-key';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed (its answer is stored when it is sent). */
    idempotencyKey?: { companyId: string; key: string };
  }
}

/** What makes two requests "the same": method, address and body. */
function requestHash(request: FastifyRequest): string {
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');
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

/** Claims the key for this request, or answers with what the first request with it was answered. */
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
    .where(
      and(eq(idempotencyKeys.companyId, companyId), lt(idempotencyKeys.createdAt, sql`now() - ${KEEP}`)),
    );
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ companyId, key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) {
    request.idempotencyKey = { companyId, key };
    return;
  }
  const [first] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.key, key)));
  if (!first || first.requestHash !== hash) {
    throw new AppError('idempotency-key-reused', 'The Idempotency-Key was used with a different request');
  }
  if (first.statusCode === null) {
    throw new AppError(
      'conflict',
      'A request with this Idempotency-Key is still being handled; try again shortly',
    );
  }
  if (first.contentType) reply.header('content-type', first.contentType);
  reply.header('idempotent-replayed', 'true');
  return reply.status(first.statusCode).send(first.responseBody ?? undefined);
}

/** Keeps the answer for the key; a failure on our side (5xx) frees the key so the request can be retried. */
async function remember(db: Database, request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const claimed = request.idempotencyKey;
  if (!claimed) return;
  request.idempotencyKey = undefined;
  const where = and(eq(idempotencyKeys.companyId, claimed.companyId), eq(idempotencyKeys.key, claimed.key));
  const body =
    typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
  if (reply.statusCode >= 500 || (payload != null && body === null)) {
    await db.delete(idempotencyKeys).where(where);
    return;
  }
  const contentType = reply.getHeader('content-type');
  await db
    .update(idempotencyKeys)
    .set({
      statusCode: reply.statusCode,
      contentType: typeof contentType === 'string' ? contentType : null,
      responseBody: body,
    })
    .where(where);
}

/**
 * Any POST of a signed-in user may carry `Idempotency-Key`: the first request with a key acts and its
 * answer (status and body) is kept 24 hours; the same key with the same request gets that answer again
 * without acting (header `idempotent-replayed: true`); with another request, 422
 * `idempotency-key-reused`; while the first is still being handled, 409. Keys are per company.
 */
export function registerIdempotency(app: FastifyInstance, db: Database): void {
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || !request.ctx) return;
    const key = keyOf(request);
    if (key !== undefined) return claim(db, request, reply, { companyId: request.ctx.companyId, key });
  });
  app.addHook('onSend', async (request, reply, payload) => {
    await remember(db, request, reply, payload);
    return payload;
  });
}
