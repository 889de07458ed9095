import { TAX_CATEGORY_CODES } from '@tawi/domain';
import { z } from 'zod';
import { blankToUndefined, isoDate, listQuery, optionalText, paginated } from './common';
import { namedRef } from './record-fields';

export const VAT_STATUSES = ['Pending', 'Filed'] as const;

const period = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month as YYYY-MM');
export const vatPeriodParams = z.object({ period });
export const vatReportParams = z.object({ period, reportId: z.uuid({ message: 'Not a valid id' }) });

const figures = {
  /** Sales before VAT, every category, less credit notes. */
  totalSales: z.number(),
  /** Purchases (bills) before VAT, every category. */
  totalPurchases: z.number(),
  outputVat: z.number(),
  inputVat: z.number(),
  /** VAT customers withheld (withholding certificates received): a credit against the VAT due. */
  withholdingCredits: z.number(),
  /** Output less input less withholding credits: payable when positive, a credit to carry forward when negative. */
  netVat: z.number(),
};
export const vatFigures = z.object(figures);
export type VatFigures = z.infer<typeof vatFigures>;

/** A month's VAT (SPEC "VAT summary"): figures from the period's documents, filing state, due date. */
export const vatSummary = z.object({
  id: z.string(),
  period,
  /** 'Oct 2026'. */
  label: z.string(),
  from: z.string(),
  to: z.string(),
  dueDate: z.string(),
  filingDate: z.string().nullable(),
  reference: z.string().nullable(),
  status: z.enum(VAT_STATUSES),
  /** Pending after its due date. */
  overdue: z.boolean(),
  ...figures,
  transactionsCount: z.number().int(),
  /** The figures filed, when filed; `changedSinceFiling` when today's differ from them. */
  filedFigures: vatFigures.nullable(),
  changedSinceFiling: z.boolean(),
  filingReportsCount: z.number().int(),
});
export type VatSummary = z.infer<typeof vatSummary>;

/** One document in one tax category. Credit notes are negative and name the invoice they correct. */
export const vatTransaction = z.object({
  documentId: z.string(),
  /** A void of a document of an earlier month counts negatively in its own month, naming the document. */
  kind: z.enum(['invoice', 'invoice-void', 'credit-note', 'bill', 'bill-void']),
  number: z.string(),
  date: z.string(),
  partyName: z.string(),
  partyPin: z.string().nullable(),
  description: z.string(),
  category: z.enum(TAX_CATEGORY_CODES),
  amount: z.number(),
  vat: z.number(),
  relatedNumber: z.string().nullable(),
  relatedDate: z.string().nullable(),
  /** Bills: the date on the supplier's own invoice, when recorded. */
  partyDocumentDate: z.string().nullable(),
});
export type VatTransaction = z.infer<typeof vatTransaction>;

/** A withholding VAT certificate received: VAT a customer (an agent) withheld on a receipt. */
export const withholdingCredit = z.object({
  receiptId: z.string(),
  receiptNumber: z.string(),
  /** The receipt's date: the month it counts in. */
  date: z.string(),
  withholderName: z.string(),
  withholderPin: z.string().nullable(),
  certificateNumber: z.string(),
  certificateDate: z.string(),
  /** The invoices the receipt paid (comma separated) and the first one's date. */
  invoiceNumber: z.string(),
  invoiceDate: z.string().nullable(),
  amount: z.number(),
});
export type WithholdingCredit = z.infer<typeof withholdingCredit>;

export const vatFilingReport = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadDate: z.string(),
  description: z.string().nullable(),
  url: z.string(),
});
export type VatFilingReport = z.infer<typeof vatFilingReport>;

export const vatSummaryDetail = vatSummary.extend({
  byCategory: z.array(
    z.object({
      category: z.enum(TAX_CATEGORY_CODES),
      sales: z.number(),
      outputVat: z.number(),
      purchases: z.number(),
      inputVat: z.number(),
    }),
  ),
  salesTransactions: z.array(vatTransaction),
  purchaseTransactions: z.array(vatTransaction),
  withholdingCertificates: z.array(withholdingCredit),
  filingReports: z.array(vatFilingReport),
});
export type VatSummaryDetail = z.infer<typeof vatSummaryDetail>;

/**
 * The list of monthly summaries, from the month the VAT registration took effect; a company that
 * is not VAT-registered has none, and `notice` says why.
 */
export const vatSummaryPage = paginated(vatSummary).extend({
  vatRegisteredFrom: z.string().nullable(),
  notice: z.string().nullable(),
});
export type VatSummaryPage = z.infer<typeof vatSummaryPage>;

export const vatSummaryListQuery = listQuery.extend({
  year: z.preprocess(blankToUndefined, z.coerce.number().int().min(2000).max(2099).optional()),
  status: z.preprocess(blankToUndefined, z.enum(VAT_STATUSES).optional()),
});
export type VatSummaryListQuery = z.infer<typeof vatSummaryListQuery>;

export const vatFilingCreate = z.strictObject({
  filingDate: isoDate,
  reference: optionalText(60),
});
export type VatFilingCreate = z.infer<typeof vatFilingCreate>;

export const vatReportQuery = z.object({
  fileName: z.preprocess(blankToUndefined, z.string().trim().min(1).max(120).optional()),
  description: optionalText(300),
});

/** VAT the company (a withholding agent) withheld from a supplier on a payment: owed to KRA. */
export const vatWithheldPayment = z.object({
  paymentId: z.string(),
  paymentNo: z.string(),
  paymentDate: z.string(),
  ...namedRef('supplier'),
  supplierPin: z.string().nullable(),
  /** The bills the payment settled (comma separated). */
  billNumbers: z.string(),
  /** The suppliers' own invoice numbers of those bills, where recorded (comma separated). */
  supplierInvoiceNumbers: z.string(),
  /** The taxable value (before VAT) of the bills paid. */
  taxableValue: z.number(),
  vatWithheld: z.number(),
  /** The fifth working day after the payment (KENYA.md). */
  dueDate: z.string(),
  overdue: z.boolean(),
});
export type VatWithheldPayment = z.infer<typeof vatWithheldPayment>;

/** Payments with VAT withheld, dated `from`-`to` (default: this month). */
export const vatWithheldQuery = listQuery.extend({
  from: z.preprocess(blankToUndefined, isoDate.optional()),
  to: z.preprocess(blankToUndefined, isoDate.optional()),
});
export type VatWithheldQuery = z.infer<typeof vatWithheldQuery>;
