import { CUSTOMER_TIERS, INVOICE_STATUSES, PAYMENT_TERM_CODES, TAX_CATEGORY_CODES } from '@tawi/domain';
import { z } from 'zod';
import { issueAt, listQuery, optionalBusinessDate, orNull } from './common';
import { contactCreateFields, contactFields, contactRecordEnd } from './contacts';
import { correctionBody } from './corrections';
import {
  documentListQuery,
  documentTotals,
  lineAmounts,
  recordStamps,
  salesDocumentTotals,
} from './documents';
import { documentEtims } from './etims';
import { money, positiveMoney } from './money';
import { PAYMENT_METHODS } from './purchasing';
import { flag, optionalUuid, positiveQty } from './quantities';
import { namedRef } from './record-fields';
import { checkMpesaReference, optionalDate, reference } from './sales-shared';

// Customers

export const customerCreate = z.strictObject({
  ...contactCreateFields,
  paymentTerms: z.enum(PAYMENT_TERM_CODES).default('due_on_receipt'),
  creditLimit: orNull(money),
  notes: orNull(z.string().trim().max(2000)),
  /** Appointed by KRA to withhold VAT: its receipts record the VAT withheld (2%) and the certificate. */
  withholdingVatAgent: z.boolean().optional(),
  isActive: z.boolean().default(true),
});
export type CustomerCreate = z.infer<typeof customerCreate>;

export const customerUpdate = customerCreate.partial();
export type CustomerUpdate = z.infer<typeof customerUpdate>;

export const customer = z.object({
  ...contactFields,
  creditLimit: z.number().nullable(),
  notes: z.string().nullable(),
  withholdingVatAgent: z.boolean(),
  /** What the customer owes, from the books: receivables less unapplied customer credit. */
  balance: z.number(),
  /** The credit they hold, not yet applied or refunded (receipt remainders, credit notes' unapplied parts). */
  credit: z.number(),
  /** Platinum, Gold or Silver by net sales over the last 12 months (customerTier in @tawi/domain); null: none. */
  tier: z.enum(CUSTOMER_TIERS).nullable(),
  ...contactRecordEnd,
});
export type Customer = z.infer<typeof customer>;

export const customerListQuery = listQuery.extend({ active: flag });

// Invoices

export const salesLineInput = z.strictObject({
  productId: optionalUuid,
  description: z.string().trim().min(1, 'Describe the line').max(300),
  qty: positiveQty.default(1),
  unitPrice: money,
  discount: money.default(0),
  taxCategory: z.enum(TAX_CATEGORY_CODES),
  priceIncludesTax: z.boolean().default(false),
});
export type SalesLineInput = z.infer<typeof salesLineInput>;

export const salesLines = z.array(salesLineInput).min(1, 'Add at least one line').max(200);

export const invoiceCreate = z.strictObject({
  customerId: reference,
  branchId: optionalUuid,
  date: optionalBusinessDate,
  paymentTerms: z.enum(PAYMENT_TERM_CODES).optional(),
  status: z.enum(['Draft', 'Unpaid']).optional(),
  notes: orNull(z.string().trim().max(2000)),
  lines: salesLines,
});
export type InvoiceCreate = z.infer<typeof invoiceCreate>;

export const invoiceUpdate = invoiceCreate.omit({ status: true, branchId: true }).partial();
export type InvoiceUpdate = z.infer<typeof invoiceUpdate>;

/** Voids an invoice (`date`: the void's date, see correctionDate). */
export const invoiceVoid = correctionBody;

export const salesLine = z.object({
  lineNo: z.number().int(),
  productId: z.string().nullable(),
  description: z.string(),
  qty: z.number(),
  unitPrice: z.number(),
  discount: z.number(),
  taxCategory: z.enum(TAX_CATEGORY_CODES),
  priceIncludesTax: z.boolean(),
  ...lineAmounts,
});

export const invoice = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  ...namedRef('customer'),
  buyerKraPin: z.string().nullable(),
  branchId: z.string(),
  date: z.string(),
  paymentTerms: z.enum(PAYMENT_TERM_CODES),
  dueDate: z.string(),
  status: z.enum(INVOICE_STATUSES),
  ...documentTotals,
  amountPaid: z.number(),
  amountCredited: z.number(),
  outstanding: z.number(),
  taxByCategory: salesDocumentTotals.taxByCategory,
  notes: z.string().nullable(),
  lines: z.array(salesLine),
  /** The void's date: the reversal's, and the month the VAT return takes the invoice back in. */
  voidDate: z.string().nullable(),
  voidReason: z.string().nullable(),
  /** The invoice at KRA's eTIMS (control-unit data once signed). */
  etims: documentEtims,
  ...recordStamps,
});
export type Invoice = z.infer<typeof invoice>;

export const invoiceListQuery = documentListQuery('customerId', INVOICE_STATUSES).extend({
  overdue: flag,
  from: optionalDate,
  to: optionalDate,
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

// Customer receipts

export const receiptCreate = z
  .strictObject({
    customerId: reference,
    amount: positiveMoney,
    date: optionalBusinessDate,
    paymentMethod: z.enum(PAYMENT_METHODS),
    reference: orNull(z.string().trim().max(60)),
    bankAccountId: z.uuid({ message: 'Choose the account paid into' }),
    notes: orNull(z.string().trim().max(2000)),
    invoices: z
      .array(z.strictObject({ invoiceId: reference, amount: positiveMoney }))
      .max(200)
      .default([]),
    /**
     * From a withholding VAT agent: the VAT it withheld (2% of the taxable value of the invoices
     * paid) and its certificate; it settles the invoices together with `amount`.
     */
    vatWithheld: money.optional(),
    withholdingCertificateNumber: orNull(z.string().trim().min(1).max(60)),
    withholdingCertificateDate: optionalBusinessDate,
  })
  .superRefine((r, ctx) => {
    checkMpesaReference({ method: r.paymentMethod, reference: r.reference }, ctx);
    const cents = (n: number | undefined) => Math.round((n ?? 0) * 100);
    const allocated = r.invoices.reduce((sum, i) => sum + cents(i.amount), 0);
    if (allocated > cents(r.amount) + cents(r.vatWithheld)) {
      issueAt(ctx, ['invoices'], 'The allocations exceed the amount');
    }
    if (cents(r.vatWithheld) > 0) {
      if (!r.withholdingCertificateNumber)
        issueAt(ctx, ['withholdingCertificateNumber'], 'Enter the withholding certificate number');
      if (!r.withholdingCertificateDate)
        issueAt(ctx, ['withholdingCertificateDate'], 'Enter the withholding certificate date');
    }
  });
export type ReceiptCreate = z.infer<typeof receiptCreate>;

/** A receipt is Completed until it is voided (its allocations undone, its posting reversed). */
export const RECEIPT_STATUSES = ['Completed', 'Voided'] as const;

export const customerReceipt = z.object({
  id: z.string(),
  receiptNumber: z.string(),
  status: z.enum(RECEIPT_STATUSES),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  ...namedRef('customer'),
  branchId: z.string(),
  amount: z.number(),
  unallocated: z.number(),
  /** VAT the customer withheld (a withholding agent), with its certificate; 0 and nulls otherwise. */
  vatWithheld: z.number(),
  withholdingCertificateNumber: z.string().nullable(),
  withholdingCertificateDate: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  bankAccountId: z.string(),
  date: z.string(),
  notes: z.string().nullable(),
  invoices: z.array(z.object({ invoiceId: z.string(), invoiceNumber: z.string(), amount: z.number() })),
  createdAt: z.string(),
});
export type CustomerReceipt = z.infer<typeof customerReceipt>;

export const receiptListQuery = listQuery.extend({ branchId: optionalUuid, customerId: optionalUuid });

/**
 * What settled part of an invoice: a receipt (its allocations to the invoice summed; a voided one is
 * listed, no longer counting) or a credit note's use on it.
 */
export const invoicePayment = z.object({
  kind: z.enum(['receipt', 'credit-note']),
  documentId: z.string(),
  number: z.string(),
  date: z.string(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  reference: z.string().nullable(),
  amount: z.number(),
  voided: z.boolean(),
});
export type InvoicePayment = z.infer<typeof invoicePayment>;
