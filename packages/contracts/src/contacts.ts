import { PAYMENT_TERM_CODES } from '@tawi/domain';
import { z } from 'zod';
import { orNull } from './common';
import { kenyanPhone, kraPin } from './company';
import { keptRecordEnd } from './documents';
import { optionalDate } from './sales-shared';

/** The fields customers and suppliers share; each adds its own (payment terms' default, credit limit, ...). */

/** Who the contact is and how to reach them, as written. */
export const contactCreateFields = {
  name: z.string().trim().min(1, 'Name is required').max(200),
  contactName: orNull(z.string().trim().max(120)),
  email: orNull(z.email('Not a valid email').trim().max(200)),
  phone: orNull(kenyanPhone),
  kraPin: orNull(kraPin),
  address: orNull(z.string().trim().max(500)),
};

/** The same as the API answers them, with the contact's payment terms. */
export const contactFields = {
  id: z.string(),
  name: z.string(),
  contactName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  kraPin: z.string().nullable(),
  address: z.string().nullable(),
  paymentTerms: z.enum(PAYMENT_TERM_CODES),
};

/** The end of a contact record: its branch, whether it is active or deleted, its stamps. */
export const contactRecordEnd = {
  branchId: z.string(),
  ...keptRecordEnd,
};

/** The period of a customer's or supplier's statement, each end optional. */
export const statementQuery = z.object({ from: optionalDate, to: optionalDate });

/**
 * A contact's statement of a period: its opening balance, each document of `lineTypes` with the
 * running balance, and its closing balance.
 */
export const statementFields = <const T extends readonly [string, ...string[]]>(lineTypes: T) => ({
  from: z.string(),
  to: z.string(),
  openingBalance: z.number(),
  lines: z.array(
    z.object({
      date: z.string(),
      type: z.enum(lineTypes),
      number: z.string(),
      description: z.string(),
      debit: z.number(),
      credit: z.number(),
      balance: z.number(),
    }),
  ),
  closingBalance: z.number(),
});
