import { isMpesaCode } from '@tawi/domain';
import { z } from 'zod';
import { blankToUndefined, isoDate } from './common';

/** Field schemas shared by the sales contracts (not exported from the package). */
export const optionalUuid = z.preprocess(blankToUndefined, z.uuid().optional());
export const optionalDate = z.preprocess(blankToUndefined, isoDate.optional());
export const qty = z
  .number()
  .max(1e9)
  .refine((n) => n > 0, 'Must be more than 0')
  .refine((n) => Number.isInteger(Math.round(n * 1e9) / 1e6), 'At most 3 decimals');
/** A record by id, or a document by its number (API.md). */
export const reference = z.string().trim().min(1).max(60);
export const flag = z.preprocess((v) => v === 'true' || v === true, z.boolean()).optional();

/** Money paid by M-Pesa carries the code of the M-Pesa message as its reference (as receipts check it). */
export function checkMpesaReference(
  payment: { method: string; reference?: string | null | undefined },
  ctx: z.RefinementCtx,
): void {
  if (payment.method === 'mpesa' && !isMpesaCode(payment.reference ?? '')) {
    ctx.addIssue({
      code: 'custom',
      path: ['reference'],
      message: 'An M-Pesa code is 10 letters and digits, e.g. QGH7K2L9XM',
    });
  }
}
