import type { SupplierPaymentCreate } from '@tawi/contracts';
import {
  bills,
  companies,
  type Database,
  type Executor,
  paymentAllocations,
  supplierPayments,
} from '@tawi/db';
import { Money, outstanding, paidStatus, supplierPaymentPosting, todayIn } from '@tawi/domain';
import { asc, eq } from 'drizzle-orm';
import { fieldError } from '../../platform/app-error';
import { auditCreate } from '../../platform/audit';
import { scopedBranchId } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import { nextDocumentNumber } from '../../platform/counters';
import { linkPostedEntry } from '../../platform/entry-link';
import {
  assertAllocationsFit,
  checkedVatWithheld,
  idOrNumberIn,
  rowsByRef,
} from '../../platform/money-allocation';
import { claimMpesaReference } from '../../platform/mpesa-references';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { postDocument, usableBankAccount } from '../ledger';
import { findSupplierPayment } from './supplier-payments.repo';
import { findSupplierRow } from './suppliers.repo';

type Bill = typeof bills.$inferSelect;
type Supplier = Awaited<ReturnType<typeof findSupplierRow>>;
type Bank = Awaited<ReturnType<typeof usableBankAccount>>;

/** The bills paid, locked in id order (so concurrent payments never deadlock), by id or BILL number. */
async function lockBills(tx: Executor, companyId: string, supplierId: string, refs: readonly string[]) {
  const rows = await tx
    .select()
    .from(bills)
    .where(ofCompany(bills, companyId, idOrNumberIn(bills.id, bills.billNumber, refs)))
    .orderBy(asc(bills.id))
    .for('update');
  return rowsByRef(refs, rows, (b) => b.billNumber).map((bill, i) => {
    if (!bill || bill.supplierId !== supplierId)
      throw fieldError(`bills.${i}.billId`, 'Not a bill of this supplier');
    if (bill.status === 'Void') throw fieldError(`bills.${i}.billId`, `${bill.billNumber} is void`);
    return bill;
  });
}

/**
 * The VAT withheld from the supplier on this payment (0 when none): only by a company that is a
 * withholding VAT agent, at most 2% of the taxable value (subtotal) of the bills paid (KENYA.md).
 */
async function vatWithheldOf(
  tx: Executor,
  companyId: string,
  input: SupplierPaymentCreate,
  paid: readonly { subtotal: string }[],
): Promise<Money> {
  return checkedVatWithheld(input.vatWithheld, paid, 'bills', async () => {
    const [company] = await tx
      .select({ agent: companies.withholdingVatAgent })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company?.agent)
      throw fieldError(
        'vatWithheld',
        'Only a withholding VAT agent withholds VAT (Settings, business profile)',
      );
  });
}

/** The PAY-nnnn row, its M-Pesa code claimed (a code pays once). */
async function insertPayment(
  tx: Executor,
  ctx: RequestContext,
  branchId: string,
  to: { supplier: Supplier; bank: Bank; date: string; withheld: Money },
  input: SupplierPaymentCreate,
) {
  const paymentNumber = await nextDocumentNumber(tx, ctx.companyId, 'PAY');
  const payment = await tx
    .insert(supplierPayments)
    .values({
      companyId: ctx.companyId,
      branchId,
      paymentNumber,
      supplierId: to.supplier.id,
      amount: Money.of(input.amount).toFixed(),
      vatWithheld: to.withheld.toFixed(),
      method: input.paymentMethod,
      reference: (input.paymentMethod === 'mpesa' ? input.reference?.toUpperCase() : input.reference) ?? null,
      bankAccountId: to.bank.id,
      date: to.date,
      notes: input.notes ?? null,
      createdBy: ctx.userId,
    })
    .returning()
    .then(returnedRow('payment insert'));
  await claimMpesaReference(tx, ctx.companyId, payment, {
    type: 'supplier-payment',
    id: payment.id,
    number: paymentNumber,
  });
  return payment;
}

/** Records each allocation and moves its bill's paid amount and status on. */
async function allocateToBills(
  tx: Executor,
  companyId: string,
  paymentId: string,
  locked: Bill[],
  input: SupplierPaymentCreate,
) {
  const now = new Date();
  for (const [i, allocation] of input.bills.entries()) {
    const bill = locked[i];
    if (!bill) continue;
    await tx.insert(paymentAllocations).values({
      companyId,
      paymentId,
      billId: bill.id,
      amount: Money.of(allocation.amount).toFixed(),
    });
    const paid = Money.of(bill.paidAmount).plus(allocation.amount);
    bill.paidAmount = paid.toFixed();
    await tx
      .update(bills)
      .set({
        paidAmount: paid.toFixed(),
        status: paidStatus(bill.totalAmount, paid),
        lastPaidAt: now,
        updatedAt: now,
      })
      .where(ofCompany(bills, companyId, eq(bills.id, bill.id)));
  }
}

/**
 * Pays a supplier against one or more of their bills (each allocation at most what the bill still
 * owes, 422 `allocation-exceeds-outstanding`), out of a bank, cash or M-Pesa account: PAY-nnnn,
 * Completed; the bills' paid amounts and statuses follow; accounts payable (the supplier's) is
 * debited and the bank account credited (and withholding VAT payable with the VAT withheld, see vatWithheldOf). One transaction; the bills are locked while it runs.
 */
export async function paySupplier(db: Database, ctx: RequestContext, input: SupplierPaymentCreate) {
  const branchId = scopedBranchId(ctx);
  const supplier = await findSupplierRow(db, ctx.companyId, input.supplierId);
  const bank = await usableBankAccount(db, ctx.companyId, input.bankAccountId);
  const date = input.paymentDate ?? todayIn();
  const id = await db.transaction(async (tx) => {
    const refs = input.bills.map((b) => b.billId);
    const locked = await lockBills(tx, ctx.companyId, supplier.id, refs);
    assertAllocationsFit(input.bills, locked, {
      list: 'bills',
      outstanding: (b) => outstanding(b.totalAmount, b.paidAmount),
      number: (b) => b.billNumber,
    });
    const withheld = await vatWithheldOf(tx, ctx.companyId, input, locked);
    const payment = await insertPayment(tx, ctx, branchId, { supplier, bank, date, withheld }, input);
    await allocateToBills(tx, ctx.companyId, payment.id, locked, input);
    const entry = await postDocument(tx, ctx, {
      branchId,
      date,
      memo: `Payment ${payment.paymentNumber} to ${supplier.name}`,
      source: { type: 'supplier-payment', id: payment.id },
      lines: supplierPaymentPosting({
        number: payment.paymentNumber,
        branchId,
        supplierId: supplier.id,
        bankLedgerAccountId: bank.accountId,
        amount: input.amount,
        vatWithheld: withheld,
      }),
    });
    await linkPostedEntry(tx, ctx.companyId, supplierPayments, payment.id, entry.id);
    await auditCreate(tx, ctx, 'supplier-payment', payment.id, payment.paymentNumber, input);
    return payment.id;
  });
  return findSupplierPayment(db, ctx.companyId, id);
}
