import type { SupplierPaymentCreate } from '@tawi/contracts';
import {
  bankAccounts,
  bills,
  companies,
  type Database,
  type Executor,
  paymentAllocations,
  supplierPayments,
} from '@tawi/db';
import {
  Money,
  outstanding,
  paidStatus,
  supplierPaymentPosting,
  todayIn,
  withholdingVat,
} from '@tawi/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { AppError, fieldError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import { scopedBranchId } from '../../platform/branch-scope';
import { nextDocumentNumber } from '../../platform/counters';
import { claimMpesaReference } from '../../platform/mpesa-references';
import type { RequestContext } from '../../platform/request-context';
import { postDocument } from '../ledger';
import { findSupplierPayment } from './supplier-payments.repo';
import { findSupplierRow } from './suppliers.repo';

/** The company's active bank, cash or M-Pesa account (its ledger account is what the money moves through). */
export async function usableBankAccount(db: Executor, companyId: string, id: string) {
  const [bank] = await db
    .select()
    .from(bankAccounts)
    .where(
      and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.id, id), eq(bankAccounts.isDeleted, false)),
    );
  if (!bank?.isActive) throw fieldError('bankAccountId', 'Choose an active bank, cash or M-Pesa account');
  return bank;
}

/** The bills paid, locked in id order (so concurrent payments never deadlock), by id or BILL number. */
async function lockBills(tx: Executor, companyId: string, supplierId: string, refs: readonly string[]) {
  const ids = refs.filter((r) => /^[0-9a-f-]{36}$/i.test(r));
  const numbers = refs.map((r) => r.toUpperCase());
  const rows = await tx
    .select()
    .from(bills)
    .where(
      and(
        eq(bills.companyId, companyId),
        or(
          ids.length ? inArray(bills.id, ids) : undefined,
          inArray(sql`upper(${bills.billNumber})`, numbers),
        ),
      ),
    )
    .orderBy(asc(bills.id))
    .for('update');
  return refs.map((ref, i) => {
    const bill = rows.find((b) => b.id === ref || b.billNumber.toUpperCase() === ref.toUpperCase());
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
  const withheld = Money.of(input.vatWithheld ?? 0);
  if (withheld.isZero()) return withheld;
  const [company] = await tx
    .select({ agent: companies.withholdingVatAgent })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company?.agent)
    throw fieldError(
      'vatWithheld',
      'Only a withholding VAT agent withholds VAT (Settings, business profile)',
    );
  const most = withholdingVat(Money.sum(paid.map((b) => Money.of(b.subtotal))));
  if (withheld.gt(most))
    throw fieldError('vatWithheld', `At most ${most.toFixed()} (2% of the bills' taxable value)`);
  return withheld;
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
    const locked = await lockBills(
      tx,
      ctx.companyId,
      supplier.id,
      input.bills.map((b) => b.billId),
    );
    const owed = new Map(locked.map((b) => [b.id, outstanding(b.totalAmount, b.paidAmount)]));
    input.bills.forEach((allocation, i) => {
      const bill = locked[i];
      if (!bill) return;
      const left = owed.get(bill.id) ?? Money.zero();
      if (Money.of(allocation.amount).gt(left)) {
        throw new AppError(
          'allocation-exceeds-outstanding',
          `${bill.billNumber} has only ${left.toFixed()} outstanding`,
          {
            fields: { [`bills.${i}.amount`]: `At most ${left.toFixed()}` },
          },
        );
      }
      owed.set(bill.id, left.minus(allocation.amount));
    });
    const withheld = await vatWithheldOf(tx, ctx.companyId, input, locked);
    const paymentNumber = await nextDocumentNumber(tx, ctx.companyId, 'PAY');
    const [payment] = await tx
      .insert(supplierPayments)
      .values({
        companyId: ctx.companyId,
        branchId,
        paymentNumber,
        supplierId: supplier.id,
        amount: Money.of(input.amount).toFixed(),
        vatWithheld: withheld.toFixed(),
        method: input.paymentMethod,
        reference:
          (input.paymentMethod === 'mpesa' ? input.reference?.toUpperCase() : input.reference) ?? null,
        bankAccountId: bank.id,
        date,
        notes: input.notes ?? null,
        createdBy: ctx.userId,
      })
      .returning();
    if (!payment) throw new Error('payment insert returned nothing');
    await claimMpesaReference(tx, ctx.companyId, payment, {
      type: 'supplier-payment',
      id: payment.id,
      number: paymentNumber,
    });
    const now = new Date();
    for (const [i, allocation] of input.bills.entries()) {
      const bill = locked[i];
      if (!bill) continue;
      await tx.insert(paymentAllocations).values({
        companyId: ctx.companyId,
        paymentId: payment.id,
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
        .where(and(eq(bills.companyId, ctx.companyId), eq(bills.id, bill.id)));
    }
    const entry = await postDocument(tx, ctx, {
      branchId,
      date,
      memo: `Payment ${paymentNumber} to ${supplier.name}`,
      source: { type: 'supplier-payment', id: payment.id },
      lines: supplierPaymentPosting({
        number: paymentNumber,
        branchId,
        supplierId: supplier.id,
        bankLedgerAccountId: bank.accountId,
        amount: input.amount,
        vatWithheld: withheld,
      }),
    });
    await tx
      .update(supplierPayments)
      .set({ entryId: entry.id })
      .where(and(eq(supplierPayments.companyId, ctx.companyId), eq(supplierPayments.id, payment.id)));
    await recordAudit(tx, ctx, {
      action: 'create',
      entity: 'supplier-payment',
      entityId: payment.id,
      summary: paymentNumber,
      after: input,
    });
    return payment.id;
  });
  return findSupplierPayment(db, ctx.companyId, id);
}
