import { z } from 'zod';
import { blankToUndefined, issueAt, orNull } from './common';
import { money, positiveMoney } from './money';
import { optionalUuid, positiveQty } from './quantities';
import { optionalNamedRef } from './record-fields';
import { customerReceipt, invoice } from './sales-invoices';
import { checkMpesaReference } from './sales-shared';

/** How a counter sale is paid: cash (tendered, change given), M-Pesa (its code) or card. */
export const COUNTER_PAYMENT_METHODS = ['cash', 'mpesa', 'card'] as const;
export type CounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number];

export const counterSaleLine = z.strictObject({
  productId: z.uuid({ message: 'Choose a product' }),
  qty: positiveQty,
  /** Default: the product's selling price. */
  unitPrice: money.optional(),
  /** An amount off the line (not a percentage). */
  discount: money.optional(),
});
export type CounterSaleLine = z.infer<typeof counterSaleLine>;

export const counterPayment = z
  .strictObject({
    method: z.enum(COUNTER_PAYMENT_METHODS),
    amount: positiveMoney,
    /** The M-Pesa code (10 letters and digits, any case), or a card slip number. */
    reference: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(60)
        .transform((s) => s.toUpperCase())
        .optional(),
    ),
    /** Default: the branch's account for the method (counter settings), else its first suitable one. */
    bankAccountId: optionalUuid,
  })
  .superRefine(checkMpesaReference);
export type CounterPayment = z.infer<typeof counterPayment>;

/** API.md "Daily work": one call issues the invoice and takes one receipt per payment. */
export const counterSaleCreate = z
  .strictObject({
    branchId: optionalUuid,
    /** Default: the branch's walk-in customer. */
    customerId: optionalUuid,
    lines: z.array(counterSaleLine).min(1, 'Add at least one product').max(200),
    payments: z.array(counterPayment).min(1, 'Add a payment').max(10),
    /** The cash handed over (at least the cash part); the change is what is over. */
    tendered: money.optional(),
  })
  .superRefine((sale, ctx) => {
    const cash = sale.payments
      .filter((p) => p.method === 'cash')
      .reduce((sum, p) => sum + Math.round(p.amount * 100), 0);
    if (sale.tendered !== undefined && Math.round(sale.tendered * 100) < cash) {
      issueAt(ctx, ['tendered'], 'The cash tendered is less than the cash part');
    }
    const codes = sale.payments.map((p) => (p.method === 'mpesa' ? p.reference : undefined));
    codes.forEach((code, i) => {
      if (code && codes.indexOf(code) !== i)
        issueAt(ctx, ['payments', i, 'reference'], 'This M-Pesa code is already in this sale');
    });
  });
export type CounterSaleCreate = z.infer<typeof counterSaleCreate>;

export const counterSale = z.object({
  invoice,
  receipts: z.array(customerReceipt),
  /** Cash handed back: tendered less the cash part (0 without cash or a tendered amount). */
  change: z.number(),
});
export type CounterSale = z.infer<typeof counterSale>;

// The counter of a branch (settings)

export const counterSettingsQuery = z.object({ branchId: optionalUuid });

export const counterSettings = z.object({
  branchId: z.string(),
  walkInCustomerId: z.string().nullable(),
  /** The account each method's takings go into (null: the first suitable account of the branch). */
  cashAccountId: z.string().nullable(),
  mpesaAccountId: z.string().nullable(),
  cardAccountId: z.string().nullable(),
});
export type CounterSettings = z.infer<typeof counterSettings>;

const accountChoice = orNull(z.uuid());
export const counterSettingsUpdate = z.strictObject({
  branchId: optionalUuid,
  cashAccountId: accountChoice,
  mpesaAccountId: accountChoice,
  cardAccountId: accountChoice,
});
export type CounterSettingsUpdate = z.infer<typeof counterSettingsUpdate>;

// Held (parked) sales

export const heldSaleCreate = z.strictObject({
  branchId: optionalUuid,
  label: z.string().trim().max(80).optional(),
  customerId: optionalUuid,
  customerName: z.string().trim().max(200).optional(),
  lines: z
    .array(counterSaleLine.extend({ name: z.string().max(200), sku: z.string().max(60) }))
    .min(1, 'Nothing to park: add a product')
    .max(200),
});
export type HeldSaleCreate = z.infer<typeof heldSaleCreate>;

export const heldSale = z.object({
  id: z.string(),
  branchId: z.string(),
  label: z.string(),
  ...optionalNamedRef('customer'),
  lines: heldSaleCreate.shape.lines,
  createdAt: z.string(),
});
export type HeldSale = z.infer<typeof heldSale>;

export const heldSaleListQuery = z.object({ branchId: optionalUuid });
