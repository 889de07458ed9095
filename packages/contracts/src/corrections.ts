import { z } from 'zod';
import { blankToUndefined, isoDate, orNull } from './common';

/**
 * The business date of a void, reversal, refund or cancel that posts (API.md "voids and
 * reversals"): default today in the company's time zone; before the document's date is 422
 * `invalid-date`, in a locked period 422 `period-locked`, in a filed VAT month (when it changes VAT)
 * 422 `vat-period-filed`.
 */
export const correctionDate = z.preprocess(blankToUndefined, isoDate.optional());

/** `{ reason?, date? }`: the body of a void or cancel whose reason may be left out. */
export const correctionBody = z.strictObject({
  reason: orNull(z.string().trim().max(500)),
  date: correctionDate,
});
export type CorrectionBody = z.infer<typeof correctionBody>;

/** `{ reason, date? }`: the body of a void that must say why. */
export const voidBody = z.strictObject({
  reason: z.string().trim().min(1, 'Give a reason').max(500),
  date: correctionDate,
});
