import type { SupplierPayment, supplierPaymentListQuery } from '@tawi/contracts';
import {
  bankAccounts,
  bills,
  type Executor,
  paymentAllocations,
  supplierPayments,
  suppliers,
} from '@tawi/db';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { oneOrNotFound } from '../../platform/app-error';
import { keyedJoin, ofBranch, ofCompany, ofDocuments } from '../../platform/company-rows';
import { containsAny } from '../../platform/like-pattern';
import { givenEquals } from '../../platform/list-filters';
import { sqlPage } from '../../platform/sql-page';
import { attachmentsOf } from '../attachments';

type Row = { payment: typeof supplierPayments.$inferSelect; supplierName: string; bankName: string };

const ofSupplier = keyedJoin(suppliers, supplierPayments, supplierPayments.supplierId);

const selectPayments = (db: Executor) =>
  db
    .select({ payment: supplierPayments, supplierName: suppliers.name, bankName: bankAccounts.name })
    .from(supplierPayments)
    .innerJoin(suppliers, ofSupplier)
    .innerJoin(bankAccounts, keyedJoin(bankAccounts, supplierPayments, supplierPayments.bankAccountId));

async function toPayments(db: Executor, companyId: string, rows: Row[]): Promise<SupplierPayment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.payment.id);
  const allocations = await db
    .select({ allocation: paymentAllocations, billNumber: bills.billNumber })
    .from(paymentAllocations)
    .innerJoin(bills, keyedJoin(bills, paymentAllocations, paymentAllocations.billId))
    .where(ofDocuments(paymentAllocations, companyId, paymentAllocations.paymentId, ids))
    .orderBy(asc(bills.billNumber));
  const attachments = await attachmentsOf(db, companyId, 'payment', ids);
  return rows.map(({ payment: p, supplierName, bankName }) => ({
    id: p.id,
    paymentNo: p.paymentNumber,
    supplierId: p.supplierId,
    supplierName,
    branchId: p.branchId,
    amount: Number(p.amount),
    vatWithheld: Number(p.vatWithheld),
    paymentMethod: p.method as SupplierPayment['paymentMethod'],
    paymentDate: p.date,
    bankAccountId: p.bankAccountId,
    bankAccountName: bankName,
    paymentReference: p.reference,
    notes: p.notes,
    status: p.status as SupplierPayment['status'],
    bills: allocations
      .filter((a) => a.allocation.paymentId === p.id)
      .map((a) => ({
        billId: a.allocation.billId,
        billNumber: a.billNumber,
        amount: Number(a.allocation.amount),
      })),
    refundDate: p.refundDate,
    refundAmount: p.refundAmount === null ? null : Number(p.refundAmount),
    voidDate: p.voidDate,
    voidReason: p.voidReason,
    attachments: attachments.get(p.id) ?? [],
    createdAt: p.createdAt.toISOString(),
  }));
}

export async function findSupplierPayment(db: Executor, companyId: string, id: string) {
  const rows = await selectPayments(db).where(
    ofCompany(supplierPayments, companyId, eq(supplierPayments.id, id)),
  );
  return oneOrNotFound(await toPayments(db, companyId, rows), 'Payment');
}

export async function listSupplierPayments(
  db: Executor,
  companyId: string,
  branchId: string,
  q: z.infer<typeof supplierPaymentListQuery>,
) {
  const where = ofBranch(
    supplierPayments,
    companyId,
    branchId,
    givenEquals(supplierPayments.supplierId, q.supplierId),
    givenEquals(supplierPayments.status, q.status),
    containsAny(q.search, [
      supplierPayments.paymentNumber,
      suppliers.name,
      sql`coalesce(${supplierPayments.reference}, '')`,
    ]),
  );
  return sqlPage(
    q,
    selectPayments(db)
      .where(where)
      .orderBy(desc(supplierPayments.date), desc(supplierPayments.paymentNumber)),
    db.select({ n: count() }).from(supplierPayments).innerJoin(suppliers, ofSupplier).where(where),
    (rows) => toPayments(db, companyId, rows),
  );
}
