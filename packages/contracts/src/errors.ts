import { z } from 'zod';

export const ERROR_CODES = [
  'validation-error',
  'weak-password',
  'unauthenticated',
  'invalid-credential',
  'wrong-password',
  'reset-token-invalid',
  'reset-token-used',
  'reset-token-expired',
  'forbidden',
  'not-found',
  'purchase-not-found',
  'duplicate-sku',
  'duplicate-barcode',
  'payment-short',
  'email-already-in-use',
  'invalid-state',
  'conflict',
  'payload-too-large',
  'unsupported-media-type',
  'too-many-requests',
  'purchase-items-not-found',
  'incoming-exceeds-ordered',
  'product-not-found',
  'insufficient-stock',
  'unbalanced-entry',
  'period-locked',
  'reconciliation-not-balanced',
  'vat-period-open',
  'vat-period-filed',
  'invalid-date',
  'insufficient-funds',
  'idempotency-key-reused',
  'uri-too-long',
  'duplicate-reference',
  'credit-limit-exceeded',
  'vat-registration-in-use',
  'etims-not-configured',
  'etims-refused',
  'etims-unreachable',
  'internal-error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number] | (string & {});

export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;
