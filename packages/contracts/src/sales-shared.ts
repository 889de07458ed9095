import { isMpesaCode } from '@tawi/domain';
import { z } from 'zod';
import { blankToUndefined, isoDate, issueAt } from './common';

/** Field schemas shared by the sales contracts (not exported from the package). */
export const optionalDate = z.preprocess(blankToUndefined, isoDate.optional());
/** A record by id, or a document by its number (API.md). */
export const reference = z.string().trim().min(1).max(60);

/** Money paid by M-Pesa carries the code of the M-Pesa message as its reference (as receipts check it). */
export function checkMpesaReference(
  payment: { method: string; reference?: string | null | undefined },
  ctx: z.RefinementCtx,
): void {
  if (payment.method === 'mpesa' && !isMpesaCode(payment.reference ?? '')) {
    issueAt(ctx, ['reference'], 'An M-Pesa code is 10 letters and digits, e.g. QGH7K2L9XM');
  }
}
