import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

interface ErrorReply {
  status: number;
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

function fieldPath(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  if (context && context !== 'body') return path ? `${context}.${path}` : context;
  return path || '(body)';
}

const FASTIFY_CODES: Record<string, Omit<ErrorReply, 'details'>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'validation-error',
    message: 'The body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'validation-error', message: 'The body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload-too-large', message: 'The body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported-media-type',
    message: 'This content type is not accepted here',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'validation-error',
    message: 'Bad Content-Length',
  },
};

/** Maps every error to API.md's shape `{ error: { code, message, details } }`. Unknown errors are 500, logged. */
export function toErrorReply(err: unknown): ErrorReply {
  if (err instanceof AppError) {
    return {
      status: err.status,
      code: err.code,
      message: err.message,
      ...(err.details && { details: err.details }),
    };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fields: Record<string, string> = {};
    const context = (err as { validationContext?: string }).validationContext;
    for (const issue of err.validation) {
      const path = fieldPath(issue.instancePath, context);
      fields[path] ??= issue.message ?? 'Invalid value';
    }
    // A bad address (a product's id that is not an id) says what is wrong with it, not "some fields".
    const message =
      context === 'params'
        ? `This address is not valid: ${Object.values(fields).join('; ')}`
        : 'Some fields are invalid';
    return { status: 400, code: 'validation-error', message, details: { fields } };
  }
  const fastifyError = err as Partial<FastifyError>;
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) return known;
  if (isResponseSerializationError(err)) {
    return { status: 500, code: 'internal-error', message: 'Something went wrong on our side' };
  }
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return {
      status,
      code: status === 429 ? 'too-many-requests' : 'bad-request',
      message: fastifyError.message ?? 'Bad request',
    };
  }
  if ((err as { code?: string }).code === '23505') {
    return { status: 409, code: 'conflict', message: 'A record with the same unique value already exists' };
  }
  return { status: 500, code: 'internal-error', message: 'Something went wrong on our side' };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => {
    const out = toErrorReply(err);
    if (out.status >= 500) request.log.error({ err }, 'request failed');
    if (err instanceof AppError && err.status === 429 && err.details?.retryAfterSeconds) {
      reply.header('retry-after', String(err.details.retryAfterSeconds));
    }
    return reply.status(out.status).send({
      error: { code: out.code, message: out.message, ...(out.details && { details: out.details }) },
    });
  });
}
