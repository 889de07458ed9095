import { companies, customers, type Executor, invoiceLines, invoices, products } from '@tawi/db';
import { invoicePosting, Money } from '@tawi/domain';
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { keyedJoin, ofCompany } from '../../platform/company-rows';
import { markFiguresChanged } from '../../platform/figures-version';
import { lockedRow } from '../../platform/locked-row';
import type { RequestContext } from '../../platform/request-context';
import { removeStock } from '../inventory';
import { postDocument } from '../ledger';
import { assertVatPeriodOpen } from '../tax';
import { customerBalances } from './customer-balances';
import { queueInvoiceEtims } from './sales-etims';

type InvoiceRow = typeof invoices.$inferSelect;

/** Refuses an invoice that takes the customer past their credit limit (422 `credit-limit-exceeded`). */
async function assertCreditLimit(tx: Executor, invoice: InvoiceRow) {
  const [customer] = await tx
    .select({ creditLimit: customers.creditLimit })
    .from(customers)
    .where(ofCompany(customers, invoice.companyId, eq(customers.id, invoice.customerId)))
    // Locked, so two invoices issued at once cannot each pass the limit on the same balance.
    .for('update');
  if (customer?.creditLimit == null) return;
  const owed = (await customerBalances(tx, invoice.companyId, [invoice.customerId])).get(
    invoice.customerId,
  )?.balance;
  const after = Money.of(owed ?? 0).plus(invoice.total);
  if (after.gt(customer.creditLimit)) {
    throw new AppError('credit-limit-exceeded', 'This invoice takes the customer past their credit limit', {
      creditLimit: Number(customer.creditLimit),
      balance: owed ?? 0,
      total: Number(invoice.total),
    });
  }
}

/** Whether the company lets invoices take stock below zero (Settings, business profile). */
async function allowsNegativeStock(tx: Executor, companyId: string) {
  const [row] = await tx
    .select({ allow: companies.allowNegativeStock })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.allow === true;
}

/** The stocked lines out of the branch at average cost, each line's cost kept; their cost together. */
async function takeInvoicedStock(tx: Executor, ctx: RequestContext, invoice: InvoiceRow): Promise<Money> {
  const belowZero = await allowsNegativeStock(tx, ctx.companyId);
  const lines = await tx
    .select({ line: invoiceLines, sku: products.sku, costPrice: products.costPrice })
    .from(invoiceLines)
    .leftJoin(products, keyedJoin(products, invoiceLines, invoiceLines.productId))
    .where(ofCompany(invoiceLines, ctx.companyId, eq(invoiceLines.invoiceId, invoice.id)))
    .orderBy(asc(invoiceLines.productId), asc(invoiceLines.lineNo));
  let cost = Money.zero();
  for (const { line, sku, costPrice } of lines) {
    if (!line.productId) continue;
    const move = await removeStock(
      tx,
      ctx,
      {
        productId: line.productId,
        branchId: invoice.branchId,
        kind: 'sale',
        date: invoice.date,
        sku: sku ?? '',
        source: { type: 'invoice', id: invoice.id, number: invoice.invoiceNumber },
        ...(belowZero && { belowZero: { fallbackCost: costPrice ?? 0 } }),
      },
      line.qty,
    );
    const value = Money.of(move.value).neg();
    cost = cost.plus(value);
    await tx
      .update(invoiceLines)
      .set({ costValue: value.toFixed() })
      .where(ofCompany(invoiceLines, ctx.companyId, eq(invoiceLines.id, line.id)));
  }
  return cost;
}

/** Posts what `invoicePosting` returns; the entry, or null when there is nothing to post. */
async function postInvoice(tx: Executor, ctx: RequestContext, invoice: InvoiceRow, cost: Money) {
  const b = invoice.branchId;
  const drafts = invoicePosting({
    number: invoice.invoiceNumber,
    branchId: b,
    customerId: invoice.customerId,
    subtotal: invoice.subtotal,
    taxTotal: invoice.taxTotal,
    total: invoice.total,
    cost,
  });
  // nothing to post (a free invoice): cached sales figures still change (quantities), see month-figures.ts
  if (drafts.length === 0) await markFiguresChanged(tx, ctx.companyId);
  return drafts.length === 0
    ? null
    : await postDocument(tx, ctx, {
        branchId: b,
        date: invoice.date,
        memo: `Invoice ${invoice.invoiceNumber}`,
        source: { type: 'invoice', id: invoice.id },
        lines: drafts,
      });
}

/**
 * Issues a locked Draft invoice inside the caller's transaction: stocked lines leave the branch at
 * average cost (422 `insufficient-stock` when it holds less, unless the company allows selling
 * below zero: then the stock goes negative at the current average cost, see removeStock), then one
 * entry posts what `invoicePosting` returns (receivables, the customer's, against sales and VAT
 * output; cost of sales against inventory). Stock locks are taken before postEntry takes the journal counter lock. A month whose
 * VAT return is filed takes no more invoices (422 `vat-period-filed`). When the company's eTIMS is
 * ready the sale is queued for KRA in the same transaction (sent later by the eTIMS worker).
 */
export async function issueLockedInvoice(tx: Executor, ctx: RequestContext, invoice: InvoiceRow) {
  await assertVatPeriodOpen(tx, ctx.companyId, invoice.date);
  await assertCreditLimit(tx, invoice);
  const cost = await takeInvoicedStock(tx, ctx, invoice);
  const entry = await postInvoice(tx, ctx, invoice, cost);
  const now = new Date();
  await tx
    .update(invoices)
    .set({ status: 'Unpaid', entryId: entry?.id ?? null, issuedAt: now, updatedAt: now })
    .where(ofCompany(invoices, ctx.companyId, eq(invoices.id, invoice.id)));
  await queueInvoiceEtims(tx, ctx, invoice);
}

/** The invoice row locked for this transaction, by id. */
export async function lockInvoice(tx: Executor, companyId: string, id: string) {
  const row = await lockedRow(tx, companyId, invoices, id);
  return row;
}
