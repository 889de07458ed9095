import {
  bankAccounts,
  bills,
  type Database,
  type Executor,
  paymentAllocations,
  supplierPayments,
} from '@tawi/db';
import { Money, paidStatus, supplierPaymentReversalPosting } from '@tawi/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { AppError, invalidState, notFound } from '../../platform/app-error';
import { auditUpdate, recordAudit } from '../../platform/audit';
import { assertRecordBranch } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import { lockedRow } from '../../platform/locked-row';
import { releaseMpesaReference } from '../../platform/mpesa-references';
import type { RequestContext } from '../../platform/request-context';
import { correctionDate, postDocument, usableBankAccount } from '../ledger';
import { findSupplierPayment } from './supplier-payments.repo';

async function lockPayment(tx: Executor, ctx: RequestContext, id: string) {
  const payment = await lockedRow(tx, ctx.companyId, supplierPayments, id);
  if (!payment) throw notFound('Payment');
  assertRecordBranch(ctx, payment);
  if (payment.status !== 'Completed') throw invalidState(`A payment that is ${payment.status} cannot change`);
  return payment;
}

const paymentDoc = (payment: { date: string; paymentNumber: string }) => ({
  date: payment.date,
  label: payment.paymentNumber,
});

/**
 * Takes `amount` back off the bills the payment paid, latest allocation first, so they owe it again
 * (their statuses follow). Bills are locked in id order.
 */
async function unpayBills(tx: Executor, companyId: string, paymentId: string, amount: Money) {
  const allocations = await tx
    .select()
    .from(paymentAllocations)
    .where(ofCompany(paymentAllocations, companyId, eq(paymentAllocations.paymentId, paymentId)))
    .orderBy(desc(paymentAllocations.id));
  const locked = await tx
    .select()
    .from(bills)
    .where(
      ofCompany(
        bills,
        companyId,
        sql`${bills.id} in (select bill_id from payment_allocations where payment_id = ${paymentId})`,
      ),
    )
    .orderBy(asc(bills.id))
    .for('update');
  let left = amount;
  for (const allocation of allocations) {
    if (!left.isPositive()) break;
    const bill = locked.find((b) => b.id === allocation.billId);
    if (!bill) continue;
    const back = Money.of(allocation.amount).lt(left) ? Money.of(allocation.amount) : left;
    const paid = Money.of(bill.paidAmount).minus(back);
    await tx
      .update(bills)
      .set({ paidAmount: paid.toFixed(), status: paidStatus(bill.totalAmount, paid), updatedAt: new Date() })
      .where(ofCompany(bills, companyId, eq(bills.id, bill.id)));
    left = left.minus(back);
  }
}

/**
 * The supplier gave (part of) the money back: Refunded with refundDate and refundAmount; the money
 * comes into the bank account (the payment's, or `bankAccountId`) and the supplier is owed it again
 * (accounts payable credited), so the bills it paid are outstanding again by that much.
 */
export async function refundSupplierPayment(
  db: Database,
  ctx: RequestContext,
  id: string,
  input: { amount: number; date?: string | undefined; bankAccountId?: string | undefined },
) {
  await db.transaction(async (tx) => {
    const payment = await lockPayment(tx, ctx, id);
    if (Money.of(input.amount).gt(payment.amount)) {
      throw new AppError(
        'refund-exceeds-payment',
        `At most ${Money.of(payment.amount).toFixed()} can be refunded`,
        {
          fields: { amount: `At most ${Money.of(payment.amount).toFixed()}` },
        },
      );
    }
    const date = await correctionDate(tx, ctx.companyId, paymentDoc(payment), input.date);
    const bank = await usableBankAccount(tx, ctx.companyId, input.bankAccountId ?? payment.bankAccountId);
    await unpayBills(tx, ctx.companyId, payment.id, Money.of(input.amount));
    await postDocument(tx, ctx, {
      branchId: payment.branchId,
      date,
      memo: `Refund of payment ${payment.paymentNumber}`,
      source: { type: 'supplier-payment-refund', id: payment.id },
      lines: supplierPaymentReversalPosting({
        kind: 'refund',
        number: payment.paymentNumber,
        branchId: payment.branchId,
        supplierId: payment.supplierId,
        bankLedgerAccountId: bank.accountId,
        amount: input.amount,
      }),
    });
    await tx
      .update(supplierPayments)
      .set({
        status: 'Refunded',
        refundDate: date,
        refundAmount: Money.of(input.amount).toFixed(),
        updatedAt: new Date(),
      })
      .where(ofCompany(supplierPayments, ctx.companyId, eq(supplierPayments.id, payment.id)));
    const summary = `${payment.paymentNumber} refunded ${Money.of(input.amount).toNumber()}`;
    await auditUpdate(tx, ctx, 'supplier-payment', payment.id, summary, { after: input });
  });
  return findSupplierPayment(db, ctx.companyId, id);
}

/** Voided with voidDate and voidReason: its posting reversed, the bills owe what it paid again. */
export async function voidSupplierPayment(
  db: Database,
  ctx: RequestContext,
  id: string,
  input: { reason: string; date?: string | undefined },
) {
  await db.transaction(async (tx) => {
    const payment = await lockPayment(tx, ctx, id);
    const date = await correctionDate(tx, ctx.companyId, paymentDoc(payment), input.date);
    await unpayBills(tx, ctx.companyId, payment.id, Money.of(payment.amount).plus(payment.vatWithheld));
    await releaseMpesaReference(tx, ctx.companyId, payment.id);
    await postDocument(tx, ctx, {
      branchId: payment.branchId,
      date,
      memo: `Void of payment ${payment.paymentNumber}: ${input.reason}`,
      source: { type: 'supplier-payment-void', id: payment.id },
      ...(payment.entryId && { reversalOfId: payment.entryId }),
      lines: supplierPaymentReversalPosting({
        kind: 'void',
        number: payment.paymentNumber,
        branchId: payment.branchId,
        supplierId: payment.supplierId,
        bankLedgerAccountId: await ledgerAccountOf(tx, ctx.companyId, payment.bankAccountId),
        amount: payment.amount,
        vatWithheld: payment.vatWithheld,
      }),
    });
    await tx
      .update(supplierPayments)
      .set({ status: 'Voided', voidDate: date, voidReason: input.reason, updatedAt: new Date() })
      .where(ofCompany(supplierPayments, ctx.companyId, eq(supplierPayments.id, payment.id)));
    await recordAudit(tx, ctx, {
      action: 'update',
      entity: 'supplier-payment',
      entityId: payment.id,
      summary: `${payment.paymentNumber} voided: ${input.reason}`,
    });
  });
  return findSupplierPayment(db, ctx.companyId, id);
}

/** The ledger account of a bank account even when it was deactivated since (a void still reverses into it). */
async function ledgerAccountOf(tx: Executor, companyId: string, bankAccountId: string): Promise<string> {
  const [row] = await tx
    .select({ accountId: bankAccounts.accountId })
    .from(bankAccounts)
    .where(ofCompany(bankAccounts, companyId, eq(bankAccounts.id, bankAccountId)));
  if (!row) throw notFound('Bank account');
  return row.accountId;
}
