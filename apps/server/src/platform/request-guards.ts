import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const NUL = '\u0000';

/** The path (`lines.0.description`) of the first string under `value` holding a NUL character. */
export function pathOfNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  // an uploaded file's bytes (a raw upload, a multipart form) are not text
  if (Buffer.isBuffer(value)) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = pathOfNul(value[i], path ? `${path}.${i}` : String(i));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = pathOfNul(key, path) ?? pathOfNul(inner, path ? `${path}.${key}` : key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * A NUL character in a body, query or path value is 400 `validation-error` naming the field, before
 * any validation or handler: PostgreSQL cannot store it, and no business text needs it.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts = { body: request.body, query: request.query, params: request.params };
    for (const [context, value] of Object.entries(parts)) {
      const at = pathOfNul(value, '');
      if (at === undefined) continue;
      const field = context === 'body' ? at || '(body)' : at ? `${context}.${at}` : context;
      const message = 'Contains a NUL character, which is not allowed';
      throw new AppError('validation-error', message, { fields: { [field]: message } });
    }
  });
}

/**
 * Errors Fastify meets before a route runs (a malformed or over-long address, a bad header) answer in
 * the API's envelope like every other error.
 */
export function frameworkErrors(
  error: Error & { code?: string },
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply.status(tooLong ? 414 : 400).send({
    error: {
      code: tooLong ? 'uri-too-long' : 'validation-error',
      message: tooLong ? 'This address is too long' : 'This request is malformed',
    },
  });
}
