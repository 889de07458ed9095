import { INVOICE_STATUSES, PAYMENT_TERM_CODES } from '@tawi/domain';
import { z } from 'zod';
import { businessDate, issueAt, optionalBusinessDate, orNull } from './common';
import { documentListQuery, recordStamps, salesDocumentTotals } from './documents';
import { optionalUuid, positiveQty } from './quantities';
import { documentHead } from './record-fields';
import { salesLine, salesLines } from './sales-invoices';
import { optionalDate, reference } from './sales-shared';

/** Open until invoiced; Partially Invoiced while some is; Invoiced when all is; or Canceled. */
export const SALES_ORDER_STATUSES = ['Open', 'Partially Invoiced', 'Invoiced', 'Canceled'] as const;
export type SalesOrderStatus = (typeof SALES_ORDER_STATUSES)[number];

export const salesOrderCreate = z.strictObject({
  customerId: reference,
  branchId: optionalUuid,
  date: optionalBusinessDate,
  /** When the customer expects the goods. */
  deliveryDate: orNull(businessDate),
  notes: orNull(z.string().trim().max(2000)),
  lines: salesLines,
});
export type SalesOrderCreate = z.infer<typeof salesOrderCreate>;

export const salesOrderUpdate = salesOrderCreate.omit({ branchId: true }).partial();
export type SalesOrderUpdate = z.infer<typeof salesOrderUpdate>;

export const salesOrderCancel = z.strictObject({
  reason: z.string().trim().min(1, 'Say why the order is canceled').max(500),
});
export type SalesOrderCancel = z.infer<typeof salesOrderCancel>;

/** Invoicing an order, all or part of it: the quantity per order line; none given: everything still to invoice. */
export const salesOrderInvoice = z.strictObject({
  lines: z
    .array(z.strictObject({ lineNo: z.number().int().min(1), qty: positiveQty }))
    .min(1, 'Invoice at least one line')
    .max(200)
    .superRefine((lines, ctx) => {
      lines.forEach((l, i) => {
        if (lines.findIndex((o) => o.lineNo === l.lineNo) !== i) {
          issueAt(ctx, [i, 'lineNo'], 'This line is listed twice');
        }
      });
    })
    .optional(),
  date: optionalBusinessDate,
  paymentTerms: z.enum(PAYMENT_TERM_CODES).optional(),
});
export type SalesOrderInvoice = z.infer<typeof salesOrderInvoice>;

export const salesOrderLine = salesLine.extend({
  /** The product's SKU, for a product line. */
  sku: z.string().nullable(),
  /** On issued, not voided invoices. */
  qtyInvoiced: z.number(),
  /** Still to invoice; 0 once the order is canceled. */
  qtyRemaining: z.number(),
});
export type SalesOrderLine = z.infer<typeof salesOrderLine>;

export const salesOrderInvoiceRef = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  date: z.string(),
  total: z.number(),
  status: z.enum(INVOICE_STATUSES),
});

export const salesOrder = z.object({
  ...documentHead('orderNumber', 'customer'),
  date: z.string(),
  deliveryDate: z.string().nullable(),
  status: z.enum(SALES_ORDER_STATUSES),
  ...salesDocumentTotals,
  notes: z.string().nullable(),
  estimateId: z.string().nullable(),
  estimateNumber: z.string().nullable(),
  lines: z.array(salesOrderLine),
  invoices: z.array(salesOrderInvoiceRef),
  canceledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  ...recordStamps,
});
export type SalesOrder = z.infer<typeof salesOrder>;

export const salesOrderListQuery = documentListQuery('customerId', SALES_ORDER_STATUSES).extend({
  from: optionalDate,
  to: optionalDate,
});
export type SalesOrderListQuery = z.infer<typeof salesOrderListQuery>;
