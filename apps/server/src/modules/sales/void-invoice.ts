import type { CorrectionBody } from '@tawi/contracts';
import { type Database, type Executor, invoiceLines, invoices } from '@tawi/db';
import { Money } from '@tawi/domain';
import { asc, eq } from 'drizzle-orm';
import { invalidState } from '../../platform/app-error';
import { auditUpdate } from '../../platform/audit';
import { assertRecordBranch } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import { markFiguresChanged } from '../../platform/figures-version';
import type { RequestContext } from '../../platform/request-context';
import { addStock } from '../inventory';
import { correctionDate, postReversal } from '../ledger';
import { assertVatPeriodOpen } from '../tax';
import { releaseInvoicedQty } from './invoice-sales-order';
import { findInvoice } from './invoices.repo';
import { lockInvoice } from './issue-invoice';
import { queueInvoiceVoidEtims } from './sales-etims';

type LockedInvoice = NonNullable<Awaited<ReturnType<typeof lockInvoice>>>;

/** The invoice locked: 409 when it is void already or has receipts or credits on it. */
async function loadInvoiceToVoid(tx: Executor, ctx: RequestContext, id: string): Promise<LockedInvoice> {
  const row = await lockInvoice(tx, ctx.companyId, id);
  if (!row || row.status === 'Void') throw invalidState('This invoice is already void');
  if (Money.of(row.amountPaid).isPositive() || Money.of(row.amountCredited).isPositive()) {
    throw invalidState('An invoice with receipts or credits cannot be voided; void its receipts first');
  }
  return row;
}

/** The invoice's stocked lines back into the branch at the cost they left with. */
async function returnInvoicedStock(tx: Executor, ctx: RequestContext, row: LockedInvoice, date: string) {
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(ofCompany(invoiceLines, ctx.companyId, eq(invoiceLines.invoiceId, row.id)))
    .orderBy(asc(invoiceLines.productId), asc(invoiceLines.lineNo));
  for (const line of lines) {
    if (!line.productId) continue;
    await addStock(
      tx,
      ctx,
      {
        productId: line.productId,
        branchId: row.branchId,
        kind: 'return',
        date,
        source: { type: 'invoice-void', id: row.id, number: row.invoiceNumber },
      },
      { qty: line.qty, value: Money.of(line.costValue ?? 0).toFixed() },
    );
  }
}

/** What issuing did, undone: the order's quantities, the stock, the posting (reversed), eTIMS told. */
async function undoIssuedInvoice(tx: Executor, ctx: RequestContext, row: LockedInvoice, date: string) {
  await assertVatPeriodOpen(tx, ctx.companyId, date);
  await releaseInvoicedQty(tx, ctx, row);
  await returnInvoicedStock(tx, ctx, row, date);
  if (row.entryId) {
    await postReversal(tx, ctx, {
      entryId: row.entryId,
      branchId: row.branchId,
      date,
      memo: `Void of invoice ${row.invoiceNumber}`,
      source: { type: 'invoice-void', id: row.id },
    });
  }
  // the invoice's own month no longer counts it as standing (customer retention), and a free
  // invoice has nothing posted to reverse: cached month figures are stale (month-figures.ts)
  await markFiguresChanged(tx, ctx.companyId);
  await queueInvoiceVoidEtims(tx, ctx, row, date);
}

/**
 * Voids an invoice with no receipts or credits on it (409 otherwise) on `input.date` (see
 * correctionDate; 422 `vat-period-filed` when that month's VAT return is filed): its stock comes
 * back at the cost it left with, then a reversing entry of that date undoes its posting; a Draft
 * simply becomes Void. An invoice of a sales order gives its quantities back to the order (locked
 * before the stock). The void date is kept: the VAT return takes the invoice back in its month.
 */
export async function voidInvoice(
  db: Database,
  ctx: RequestContext,
  idOrNumber: string,
  input: CorrectionBody = {},
) {
  const found = await findInvoice(db, ctx.companyId, idOrNumber);
  assertRecordBranch(ctx, found);
  await db.transaction(async (tx) => {
    const row = await loadInvoiceToVoid(tx, ctx, found.id);
    const date = await correctionDate(
      tx,
      ctx.companyId,
      { date: row.date, label: row.invoiceNumber },
      input.date,
    );
    if (row.status !== 'Draft') await undoIssuedInvoice(tx, ctx, row, date);
    const now = new Date();
    await tx
      .update(invoices)
      .set({
        status: 'Void',
        voidedAt: now,
        voidDate: date,
        voidReason: input.reason ?? null,
        updatedAt: now,
      })
      .where(ofCompany(invoices, ctx.companyId, eq(invoices.id, row.id)));
    await auditUpdate(tx, ctx, 'invoice', row.id, `${row.invoiceNumber} voided`);
  });
  return findInvoice(db, ctx.companyId, found.id);
}
