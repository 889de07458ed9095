import { billLines, bills, type Executor } from '@tawi/db';
import { type BillDebit, dueDate, type Money, type PaymentTermCode } from '@tawi/domain';
import { nextDocumentNumber } from '../../platform/counters';
import { linkPostedEntry } from '../../platform/entry-link';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { postBill } from './post-bill';

/** What a new bill says, whether entered directly (createBill) or raised by a goods receipt. */
export interface NewBill {
  branchId: string;
  supplier: { id: string; paymentTerms: string };
  date: string;
  totals: { subtotal: Money; taxTotal: Money; total: Money };
  /** False: the company is not VAT-registered on the bill's date, its VAT is cost (billPosting). */
  claimsInputVat: boolean;
  supplierInvoiceNumber?: string | null | undefined;
  supplierInvoiceDate?: string | null | undefined;
  notes?: string | null | undefined;
  orderId?: string;
  receiptId?: string;
}

/** A bill line as stored, less what the bill gives it (company, bill, line number). */
type NewBillLine = Omit<typeof billLines.$inferInsert, 'companyId' | 'billId' | 'lineNo'>;

/**
 * Raises bill BILL-nnnn of the supplier, due by their payment terms: its row, its lines (numbered in
 * order) and its posting (see postBill), the entry kept on the bill. The bill row and its number.
 */
export async function raiseBill(
  tx: Executor,
  ctx: RequestContext,
  bill: NewBill,
  lines: readonly NewBillLine[],
  debits: readonly BillDebit[],
) {
  const billNumber = await nextDocumentNumber(tx, ctx.companyId, 'BILL');
  const row = await tx
    .insert(bills)
    .values({
      companyId: ctx.companyId,
      branchId: bill.branchId,
      billNumber,
      supplierId: bill.supplier.id,
      ...(bill.orderId && { orderId: bill.orderId }),
      ...(bill.receiptId && { receiptId: bill.receiptId }),
      supplierInvoiceNumber: bill.supplierInvoiceNumber ?? null,
      supplierInvoiceDate: bill.supplierInvoiceDate ?? null,
      ...(bill.notes !== undefined && { notes: bill.notes }),
      date: bill.date,
      dueDate: dueDate(bill.date, bill.supplier.paymentTerms as PaymentTermCode),
      subtotal: bill.totals.subtotal.toFixed(),
      taxTotal: bill.totals.taxTotal.toFixed(),
      totalAmount: bill.totals.total.toFixed(),
      createdBy: ctx.userId,
    })
    .returning()
    .then(returnedRow('bill insert'));
  await tx
    .insert(billLines)
    .values(lines.map((l, i) => ({ ...l, companyId: ctx.companyId, billId: row.id, lineNo: i + 1 })));
  const entry = await postBill(
    tx,
    ctx,
    {
      id: row.id,
      number: billNumber,
      branchId: bill.branchId,
      date: bill.date,
      supplierId: bill.supplier.id,
      taxTotal: bill.totals.taxTotal,
      total: bill.totals.total,
      claimsInputVat: bill.claimsInputVat,
    },
    debits,
  );
  await linkPostedEntry(tx, ctx.companyId, bills, row.id, entry.id);
  return { bill: row, billNumber };
}
