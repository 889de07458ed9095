import { bills, type Executor, purchaseReceipts } from '@tawi/db';
import { asc, eq } from 'drizzle-orm';
import { ofCompany, sameCompany } from '../../platform/company-rows';

/** The goods receipts of an order, oldest first, each with the bill it raised. */
export async function receiptsOfOrder(db: Executor, companyId: string, orderId: string) {
  const rows = await db
    .select({ receipt: purchaseReceipts, billNumber: bills.billNumber, billId: bills.id })
    .from(purchaseReceipts)
    .leftJoin(bills, sameCompany(bills, purchaseReceipts, eq(bills.receiptId, purchaseReceipts.id)))
    .where(ofCompany(purchaseReceipts, companyId, eq(purchaseReceipts.orderId, orderId)))
    .orderBy(asc(purchaseReceipts.createdAt));
  return rows.map(({ receipt: r, billNumber, billId }) => ({
    id: r.id,
    receiptNumber: r.receiptNumber,
    deliveryNoteNumber: r.deliveryNoteNumber,
    supplierInvoiceNumber: r.supplierInvoiceNumber,
    supplierInvoiceDate: r.supplierInvoiceDate,
    date: r.date,
    status: r.status,
    totalReceived: Number(r.totalReceived),
    items: r.items as { itemId: string; qty: number; amount: number }[],
    billId: billNumber,
    billRecordId: billId,
    createdAt: r.createdAt.toISOString(),
  }));
}
