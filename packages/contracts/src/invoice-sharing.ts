import { z } from 'zod';
import { paymentInstructions } from './company';
import { invoice, salesLine } from './sales-invoices';

/** How long a shared invoice link works (API.md: share link). */
export const SHARE_LINK_DAYS = 30;

/** A link to the invoice's public page: signed by the server, working until `expiresAt`. */
export const invoiceShareLink = z.object({ url: z.string(), expiresAt: z.string() });
export type InvoiceShareLink = z.infer<typeof invoiceShareLink>;

export const shareTokenParams = z.object({ token: z.string().min(1).max(600) });

/**
 * What the public page of a shared invoice shows (no session): the invoice as the customer got it, the
 * seller's letterhead and how to pay (M-Pesa paybill or till, bank). A voided invoice shows as voided,
 * without the payment details.
 */
export const sharedInvoice = z.object({
  invoice: invoice
    .pick({
      invoiceNumber: true,
      customerName: true,
      buyerKraPin: true,
      date: true,
      dueDate: true,
      status: true,
      subtotal: true,
      taxTotal: true,
      total: true,
      amountPaid: true,
      amountCredited: true,
      outstanding: true,
      notes: true,
      voidDate: true,
    })
    .extend({ lines: z.array(salesLine.omit({ productId: true })) }),
  seller: z.object({
    name: z.string(),
    kraPin: z.string().nullable(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  /** How to pay; null when the company set none or the invoice is voided or paid. */
  payment: paymentInstructions.nullable(),
  expiresAt: z.string(),
});
export type SharedInvoice = z.infer<typeof sharedInvoice>;
