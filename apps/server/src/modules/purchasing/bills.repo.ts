import type { Bill } from '@tawi/contracts';
import {
  billLines,
  bills,
  type Executor,
  paymentAllocations,
  purchaseOrders,
  supplierPayments,
  suppliers,
} from '@tawi/db';
import { billStatus, Money, type StoredBillStatus, type TaxCategoryCode, todayIn } from '@tawi/domain';
import { asc, count, desc, sql } from 'drizzle-orm';
import { oneOrNotFound } from '../../platform/app-error';
import { keyedJoin, ofBranch, ofCompany, ofDocuments } from '../../platform/company-rows';
import { documentKey } from '../../platform/document-key';
import { documentLines } from '../../platform/document-lines';
import { dueStatusFilter, stillOwed } from '../../platform/document-list';
import { containsAny } from '../../platform/like-pattern';
import { datedWithin, givenEquals } from '../../platform/list-filters';
import { sqlPage } from '../../platform/sql-page';

type BillRow = { bill: typeof bills.$inferSelect; supplierName: string; purchaseNumber: string | null };

const ofSupplier = keyedJoin(suppliers, bills, bills.supplierId);

const selectBills = (db: Executor) =>
  db
    .select({ bill: bills, supplierName: suppliers.name, purchaseNumber: purchaseOrders.purchaseNumber })
    .from(bills)
    .innerJoin(suppliers, ofSupplier)
    .leftJoin(purchaseOrders, keyedJoin(purchaseOrders, bills, bills.orderId));

/** The lines and payment allocations of these bills, in order. */
function billDetails(db: Executor, companyId: string, ids: string[]) {
  return Promise.all([
    documentLines(db, companyId, billLines, billLines.billId, ids),
    db
      .select({ allocation: paymentAllocations, payment: supplierPayments })
      .from(paymentAllocations)
      .innerJoin(
        supplierPayments,
        keyedJoin(supplierPayments, paymentAllocations, paymentAllocations.paymentId),
      )
      .where(ofDocuments(paymentAllocations, companyId, paymentAllocations.billId, ids))
      .orderBy(asc(supplierPayments.date), asc(supplierPayments.paymentNumber)),
  ]);
}

type BillDetails = Awaited<ReturnType<typeof billDetails>>;

const billLineOf = (l: BillDetails[0][number]): Bill['lines'][number] => ({
  lineNo: l.lineNo,
  description: l.description,
  productId: l.productId,
  accountId: l.accountId,
  qty: Number(l.qty),
  unitPrice: Number(l.unitPrice),
  taxCategory: l.taxCategory as TaxCategoryCode,
  amount: Number(l.amount),
  taxAmount: Number(l.taxAmount),
  lineTotal: Number(l.lineTotal),
});

const billPaymentOf = ({ allocation, payment }: BillDetails[1][number]): Bill['payments'][number] => ({
  paymentId: payment.id,
  paymentNumber: payment.paymentNumber,
  date: payment.date,
  amount: Number(allocation.amount),
  status: payment.status as 'Completed' | 'Refunded' | 'Voided',
});

async function toBills(db: Executor, companyId: string, rows: BillRow[]): Promise<Bill[]> {
  if (rows.length === 0) return [];
  const [lines, payments] = await billDetails(
    db,
    companyId,
    rows.map((r) => r.bill.id),
  );
  const today = todayIn();
  return rows.map(({ bill: b, supplierName, purchaseNumber }) => ({
    id: b.id,
    billId: b.billNumber,
    supplierId: b.supplierId,
    supplierName,
    branchId: b.branchId,
    purchaseId: purchaseNumber,
    purchaseOrderId: b.orderId,
    receiptId: b.receiptId,
    supplierInvoiceNumber: b.supplierInvoiceNumber,
    supplierInvoiceDate: b.supplierInvoiceDate,
    date: b.date,
    dueDate: b.dueDate,
    status: billStatus(b.status as StoredBillStatus, b.dueDate, today),
    subtotal: Number(b.subtotal),
    taxTotal: Number(b.taxTotal),
    totalAmount: Number(b.totalAmount),
    paidAmount: Number(b.paidAmount),
    outstanding: b.status === 'Void' ? 0 : Money.of(b.totalAmount).minus(b.paidAmount).toNumber(),
    lastPaidAt: b.lastPaidAt?.toISOString() ?? null,
    notes: b.notes,
    voidDate: b.voidDate,
    voidReason: b.voidReason,
    lines: lines.filter((l) => l.billId === b.id).map(billLineOf),
    payments: payments.filter((p) => p.allocation.billId === b.id).map(billPaymentOf),
    createdAt: b.createdAt.toISOString(),
  }));
}

/** A bill by id or BILL number, or 404. */
export async function findBill(db: Executor, companyId: string, idOrNumber: string): Promise<Bill> {
  const rows = await selectBills(db).where(
    ofCompany(bills, companyId, documentKey(bills.id, bills.billNumber, idOrNumber)),
  );
  return oneOrNotFound(await toBills(db, companyId, rows), 'Bill');
}

export interface BillFilter {
  page: number;
  limit: number;
  search?: string | undefined;
  supplierId?: string | undefined;
  status?: string | undefined;
  overdue?: boolean | undefined;
  open?: boolean | undefined;
  dueFrom?: string | undefined;
  dueTo?: string | undefined;
}

/** Bills of the branch with filters; Overdue means unpaid or part-paid with the due date passed. */
export async function listBills(db: Executor, companyId: string, branchId: string, q: BillFilter) {
  const where = ofBranch(
    bills,
    companyId,
    branchId,
    givenEquals(bills.supplierId, q.supplierId),
    dueStatusFilter(bills, q),
    q.open ? stillOwed(bills.status) : undefined,
    datedWithin(bills.dueDate, q.dueFrom, q.dueTo),
    containsAny(q.search, [
      bills.billNumber,
      suppliers.name,
      sql`coalesce(${bills.supplierInvoiceNumber}, '')`,
    ]),
  );
  return sqlPage(
    q,
    selectBills(db).where(where).orderBy(desc(bills.date), desc(bills.billNumber)),
    db.select({ n: count() }).from(bills).innerJoin(suppliers, ofSupplier).where(where),
    (rows) => toBills(db, companyId, rows),
  );
}
