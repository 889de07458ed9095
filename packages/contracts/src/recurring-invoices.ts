import { RECURRENCE_FREQUENCIES } from '@tawi/domain';
import { z } from 'zod';
import { blankToUndefined, businessDate, isoDate, listQuery, optionalBusinessDate } from './common';
import { namedRef } from './record-fields';

export const RECURRING_INVOICE_STATUSES = ['active', 'paused', 'finished'] as const;

/**
 * A recurring invoice: a copy of an issued invoice (same customer, branch, lines and terms) issued on
 * each date of the schedule, from `startDate` every week, month, quarter or year, until `endDate` or
 * `maxCount` invoices; optionally emailed to the customer (through the outbox).
 */
export const recurringInvoiceCreate = z
  .strictObject({
    /** The invoice to repeat, by id or number; issued (not a Draft, not voided). */
    invoiceId: z.string().trim().min(1).max(60),
    frequency: z.enum(RECURRENCE_FREQUENCIES),
    startDate: businessDate,
    endDate: optionalBusinessDate,
    maxCount: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1000).optional()),
    emailCustomer: z.boolean().default(false),
  })
  .refine((s) => !s.endDate || s.endDate >= s.startDate, {
    path: ['endDate'],
    message: 'The end date is before the start date',
  });
export type RecurringInvoiceCreate = z.infer<typeof recurringInvoiceCreate>;

export const recurringInvoice = z.object({
  id: z.string(),
  templateInvoiceId: z.string(),
  templateInvoiceNumber: z.string(),
  ...namedRef('customer'),
  branchId: z.string(),
  /** The template's total: what each invoice comes to (at today's tax). */
  total: z.number(),
  frequency: z.enum(RECURRENCE_FREQUENCIES),
  startDate: isoDate,
  /** The next date an invoice is issued; null once finished. */
  nextDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  maxCount: z.number().int().nullable(),
  issuedCount: z.number().int(),
  emailCustomer: z.boolean(),
  status: z.enum(RECURRING_INVOICE_STATUSES),
  /** Why the last issue failed (stock, credit limit, a locked period); cleared by the next success. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type RecurringInvoice = z.infer<typeof recurringInvoice>;

export const recurringInvoiceListQuery = listQuery.extend({
  status: z.preprocess(blankToUndefined, z.enum(RECURRING_INVOICE_STATUSES).optional()),
});
