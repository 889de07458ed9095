import type { ErrorCode } from '@tawi/contracts';

const STATUS_BY_CODE: Record<string, number> = {
  'validation-error': 400,
  'weak-password': 400,
  unauthenticated: 401,
  'invalid-credential': 401,
  'wrong-password': 400,
  'reset-token-invalid': 400,
  'reset-token-used': 410,
  'reset-token-expired': 410,
  forbidden: 403,
  'not-found': 404,
  'purchase-not-found': 404,
  'duplicate-sku': 409,
  'duplicate-barcode': 409,
  'email-already-in-use': 409,
  'invalid-state': 409,
  'duplicate-reference': 409,
  conflict: 409,
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  'too-many-requests': 429,
};

/** A refusal the client can act on. Thrown in use cases; mapped to HTTP once, in the error handler. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    status?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status ?? STATUS_BY_CODE[code] ?? 422;
  }
}

export const notFound = (what = 'Record') => new AppError('not-found', `${what} not found`);

/** The one record a read by id or number found (the first of `found`), or 404 `what` not found. */
export function oneOrNotFound<T>(found: readonly T[], what: string): T {
  const [first] = found;
  if (first === undefined) throw notFound(what);
  return first;
}
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError('forbidden', message);
export const invalidState = (message: string) => new AppError('invalid-state', message);
export const fieldError = (field: string, message: string) =>
  new AppError('validation-error', message, { fields: { [field]: message } });
