import {
  BILL_STATUSES,
  isMpesaCode,
  PAYMENT_TERM_CODES,
  PURCHASE_ORDER_STATUSES,
  TAX_CATEGORY_CODES,
} from '@tawi/domain';
import { z } from 'zod';
import { attachment } from './attachments';
import { issueAt, listQuery, optionalBusinessDate, orNull } from './common';
import {
  contactCreateFields,
  contactFields,
  contactRecordEnd,
  statementFields,
  statementQuery,
} from './contacts';
import { correctionBody, correctionDate, voidBody } from './corrections';
import { documentListQuery, documentTotals, lineAmounts, recordStamps } from './documents';
import { money, positiveMoney } from './money';
import { flag, optionalUuid, positiveQty } from './quantities';
import { documentHead, namedRef } from './record-fields';
import { optionalDate, reference } from './sales-shared';

export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'mpesa', 'cheque', 'card'] as const;
export const SUPPLIER_PAYMENT_STATUSES = ['Completed', 'Refunded', 'Voided'] as const;

// Suppliers

export const supplierCreate = z.strictObject({
  ...contactCreateFields,
  paymentTerms: z.enum(PAYMENT_TERM_CODES),
  notes: orNull(z.string().trim().max(2000)),
  isActive: z.boolean().default(true),
});
export type SupplierCreate = z.infer<typeof supplierCreate>;

export const supplierUpdate = supplierCreate.partial();
export type SupplierUpdate = z.infer<typeof supplierUpdate>;

export const supplier = z.object({
  ...contactFields,
  notes: z.string().nullable(),
  /** What the company owes the supplier, from the books (accounts payable lines of this supplier). */
  balance: z.number(),
  ...contactRecordEnd,
});
export type Supplier = z.infer<typeof supplier>;

export const supplierListQuery = listQuery.extend({
  active: flag,
});

// Purchase orders

export const purchaseOrderCreate = z.strictObject({
  supplierId: z.uuid({ message: 'Choose a supplier' }),
  branchId: optionalUuid,
  date: optionalBusinessDate,
  expectedDate: optionalBusinessDate,
  notes: orNull(z.string().trim().max(2000)),
  items: z
    .array(
      z.strictObject({
        itemId: reference,
        qty: positiveQty,
        unitPrice: money,
        taxCategory: z.enum(TAX_CATEGORY_CODES),
      }),
    )
    .min(1, 'Add at least one item')
    .max(500),
});
export type PurchaseOrderCreate = z.infer<typeof purchaseOrderCreate>;

/** A Pending order's edit: any field but the branch; `items` replaces every line. */
export const purchaseOrderUpdate = purchaseOrderCreate.omit({ branchId: true }).partial();
export type PurchaseOrderUpdate = z.infer<typeof purchaseOrderUpdate>;

export const purchaseOrderItem = z.object({
  id: z.string(),
  itemId: z.string(),
  sku: z.string(),
  name: z.string(),
  qty: z.number(),
  unitPrice: z.number(),
  taxCategory: z.enum(TAX_CATEGORY_CODES),
  receivedQty: z.number(),
  ...lineAmounts,
});

export const purchaseOrder = z.object({
  ...documentHead('purchaseId', 'supplier'),
  date: z.string(),
  expectedDate: z.string().nullable(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  notes: z.string().nullable(),
  items: z.array(purchaseOrderItem),
  ...documentTotals,
  totalReceived: z.number(),
  lastReceivedAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  ...recordStamps,
});
export type PurchaseOrder = z.infer<typeof purchaseOrder>;

export const purchaseOrderListQuery = documentListQuery('supplierId', PURCHASE_ORDER_STATUSES).extend({
  /** Cancelled orders are left out unless asked for (or `status=Canceled`). */
  includeCanceled: flag,
});

/** The supplier's own invoice: its number (once per supplier, 409 `duplicate-reference`) and date, for the VAT3 return. */
const supplierInvoice = {
  supplierInvoiceNumber: orNull(z.string().trim().max(60)),
  supplierInvoiceDate: optionalBusinessDate,
};

export const receiveGoods = z.strictObject({
  deliveryNoteNumber: z.string().trim().min(1, 'Enter the delivery note number').max(60),
  date: optionalBusinessDate,
  ...supplierInvoice,
  items: z
    .array(z.strictObject({ itemId: reference, qty: positiveQty }))
    .min(1, 'Receive at least one item')
    .max(500),
});
export type ReceiveGoods = z.infer<typeof receiveGoods>;

// Bills

export const billLineInput = z.strictObject({
  description: z.string().trim().min(1).max(300),
  /** An expense (or asset) account of the company. */
  accountId: z.uuid(),
  qty: positiveQty.default(1),
  unitPrice: money,
  taxCategory: z.enum(TAX_CATEGORY_CODES),
  priceIncludesTax: z.boolean().default(false),
});

/** A bill without a purchase order: services and expenses, posted to the lines' accounts. */
export const billCreate = z.strictObject({
  supplierId: z.uuid({ message: 'Choose a supplier' }),
  branchId: optionalUuid,
  date: optionalBusinessDate,
  ...supplierInvoice,
  notes: orNull(z.string().trim().max(2000)),
  lines: z.array(billLineInput).min(1, 'Add at least one line').max(200),
});
export type BillCreate = z.infer<typeof billCreate>;

export const billLine = z.object({
  lineNo: z.number().int(),
  description: z.string(),
  productId: z.string().nullable(),
  accountId: z.string().nullable(),
  qty: z.number(),
  unitPrice: z.number(),
  taxCategory: z.enum(TAX_CATEGORY_CODES),
  ...lineAmounts,
});

export const billPaymentRef = z.object({
  paymentId: z.string(),
  paymentNumber: z.string(),
  date: z.string(),
  amount: z.number(),
  status: z.enum(SUPPLIER_PAYMENT_STATUSES),
});

export const bill = z.object({
  ...documentHead('billId', 'supplier'),
  purchaseId: z.string().nullable(),
  purchaseOrderId: z.string().nullable(),
  receiptId: z.string().nullable(),
  supplierInvoiceNumber: z.string().nullable(),
  supplierInvoiceDate: z.string().nullable(),
  date: z.string(),
  dueDate: z.string(),
  status: z.enum(BILL_STATUSES),
  subtotal: z.number(),
  taxTotal: z.number(),
  totalAmount: z.number(),
  paidAmount: z.number(),
  outstanding: z.number(),
  lastPaidAt: z.string().nullable(),
  notes: z.string().nullable(),
  lines: z.array(billLine),
  payments: z.array(billPaymentRef),
  /** The void's date: the reversal's, and the month the VAT return takes the bill back in. */
  voidDate: z.string().nullable(),
  voidReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Bill = z.infer<typeof bill>;

/** Voids a bill with nothing paid on it (`date`: the void's date, see correctionDate). */
export const billVoid = correctionBody;

export const billListQuery = documentListQuery('supplierId', BILL_STATUSES).extend({
  overdue: flag,
  /** Bills still owing: Unpaid, PaidPartially and Overdue. */
  open: flag,
  dueFrom: optionalDate,
  dueTo: optionalDate,
});

/** What the branch owes on bills: falling due within `days` from today, and overdue. */
export const billsSummaryQuery = z.object({
  branchId: optionalUuid,
  days: z.coerce.number().int('Whole days').min(0).max(366).default(30),
});
const payables = z.object({ count: z.number().int(), amount: z.number() });
export const billsSummary = z.object({
  asOf: z.string(),
  days: z.number().int(),
  /** Unpaid and part-paid bills due from today to `days` on: how many and what they still owe. */
  dueSoon: payables,
  overdue: payables,
});
export type BillsSummary = z.infer<typeof billsSummary>;

export const purchaseReceipt = z.object({
  id: z.string(),
  receiptNumber: z.string(),
  deliveryNoteNumber: z.string(),
  supplierInvoiceNumber: z.string().nullable(),
  supplierInvoiceDate: z.string().nullable(),
  date: z.string(),
  status: z.string(),
  totalReceived: z.number(),
  items: z.array(z.object({ itemId: z.string(), qty: z.number(), amount: z.number() })),
  /** The BILL number it raised, and the bill's id. */
  billId: z.string().nullable(),
  billRecordId: z.string().nullable(),
  createdAt: z.string(),
});
export type PurchaseReceipt = z.infer<typeof purchaseReceipt>;

export const receiveGoodsResult = z.object({
  receiptId: z.string(),
  receiptNumber: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  billId: z.string(),
  bill,
});

// Supplier payments

export const supplierPaymentCreate = z
  .strictObject({
    supplierId: z.uuid({ message: 'Choose a supplier' }),
    amount: positiveMoney,
    paymentMethod: z.enum(PAYMENT_METHODS),
    paymentDate: optionalBusinessDate,
    bankAccountId: z.uuid({ message: 'Choose the account paid from' }),
    reference: orNull(z.string().trim().max(60)),
    notes: orNull(z.string().trim().max(2000)),
    /**
     * The company being a withholding VAT agent: the VAT withheld from the supplier (2% of the
     * taxable value of the bills paid), owed to KRA; the bills are settled by `amount` plus it.
     */
    vatWithheld: money.optional(),
    bills: z
      .array(z.strictObject({ billId: reference, amount: positiveMoney }))
      .min(1, 'Allocate the payment to at least one bill')
      .max(200),
  })
  .superRefine((p, ctx) => {
    // An M-Pesa receipt code is upper case; one typed in lower case is taken as meant (stored upper case).
    if (p.paymentMethod === 'mpesa' && !isMpesaCode((p.reference ?? '').toUpperCase())) {
      issueAt(ctx, ['reference'], 'An M-Pesa code is 10 letters and digits, e.g. QGH7K2L9XM');
    }
    const allocated = p.bills.reduce((sum, b) => sum + Math.round(b.amount * 100), 0);
    if (allocated !== Math.round(p.amount * 100) + Math.round((p.vatWithheld ?? 0) * 100)) {
      // the VAT withheld (a withholding agent) settles the bills with the money
      issueAt(ctx, ['bills'], 'The allocations must add up to the amount');
    }
  });
export type SupplierPaymentCreate = z.infer<typeof supplierPaymentCreate>;

export const supplierPayment = z.object({
  ...documentHead('paymentNo', 'supplier'),
  amount: z.number(),
  /** VAT withheld from the supplier (the company a withholding agent): owed to KRA. */
  vatWithheld: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentDate: z.string(),
  ...namedRef('bankAccount'),
  paymentReference: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(SUPPLIER_PAYMENT_STATUSES),
  bills: z.array(z.object({ billId: z.string(), billNumber: z.string(), amount: z.number() })),
  refundDate: z.string().nullable(),
  refundAmount: z.number().nullable(),
  voidDate: z.string().nullable(),
  voidReason: z.string().nullable(),
  attachments: z.array(attachment),
  createdAt: z.string(),
});
export type SupplierPayment = z.infer<typeof supplierPayment>;

export const supplierPaymentListQuery = documentListQuery('supplierId', SUPPLIER_PAYMENT_STATUSES);

export const paymentRefund = z.strictObject({
  amount: positiveMoney,
  date: correctionDate,
  bankAccountId: optionalUuid,
});
export const paymentVoid = voidBody;

export const supplierStatementQuery = statementQuery;
export const supplierStatement = z.object({
  ...namedRef('supplier'),
  ...statementFields(['bill', 'payment', 'refund', 'void']),
});
export type SupplierStatement = z.infer<typeof supplierStatement>;
