import type { CustomerCreditApply } from '@tawi/contracts';
import { customerReceipts, type Database, type Executor, invoices, receiptAllocations } from '@tawi/db';
import { invoiceOutstanding, Money, settledStatus, todayIn } from '@tawi/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import { scopedBranchId } from '../../platform/branch-scope';
import type { RequestContext } from '../../platform/request-context';
import { postEntry, systemAccountId } from '../ledger';
import { findCustomer, findCustomerRow } from './customers.repo';
import { lockInvoices } from './receive-payment';

/** The customer's receipts holding unapplied credit, oldest first, locked. */
async function lockCredits(tx: Executor, companyId: string, customerId: string) {
  return tx
    .select()
    .from(customerReceipts)
    .where(
      and(
        eq(customerReceipts.companyId, companyId),
        eq(customerReceipts.customerId, customerId),
        gt(customerReceipts.unallocated, '0'),
      ),
    )
    .orderBy(asc(customerReceipts.date), asc(customerReceipts.receiptNumber))
    .for('update');
}

/**
 * Applies a customer's unapplied credit (receipt remainders, oldest first) to their open invoices:
 * each at most what the invoice owes (422 `allocation-exceeds-outstanding`), in all at most the
 * credit held (422 `insufficient-credit`). Posts customer credits against receivables; the
 * invoices' amountPaid and status follow, and each use is an allocation of the receipt it came from.
 */
export async function applyCustomerCredit(
  db: Database,
  ctx: RequestContext,
  customerId: string,
  input: CustomerCreditApply,
) {
  const branchId = scopedBranchId(ctx);
  const customer = await findCustomerRow(db, ctx.companyId, customerId);
  const date = input.date ?? todayIn();
  await db.transaction(async (tx) => {
    const locked = await lockInvoices(
      tx,
      ctx.companyId,
      customer.id,
      input.invoices.map((i) => i.invoiceId),
    );
    const credits = await lockCredits(tx, ctx.companyId, customer.id);
    const held = Money.sum(credits.map((c) => Money.of(c.unallocated)));
    const wanted = Money.sum(input.invoices.map((i) => Money.of(i.amount)));
    if (wanted.gt(held)) {
      throw new AppError('insufficient-credit', `The customer holds only ${held.toFixed()} of credit`, {
        credit: held.toNumber(),
      });
    }
    const now = new Date();
    for (const [i, allocation] of input.invoices.entries()) {
      const inv = locked[i];
      if (!inv) continue;
      const left = invoiceOutstanding(inv.total, inv.amountPaid, inv.amountCredited);
      if (Money.of(allocation.amount).gt(left)) {
        throw new AppError(
          'allocation-exceeds-outstanding',
          `${inv.invoiceNumber} has only ${left.toFixed()} outstanding`,
          {
            fields: { [`invoices.${i}.amount`]: `At most ${left.toFixed()}` },
          },
        );
      }
      let need = Money.of(allocation.amount);
      for (const credit of credits) {
        if (need.isZero()) break;
        const available = Money.of(credit.unallocated);
        const take = need.lt(available) ? need : available;
        if (take.isZero()) continue;
        credit.unallocated = Money.of(credit.unallocated).minus(take).toFixed();
        need = need.minus(take);
        await tx
          .update(customerReceipts)
          .set({ unallocated: credit.unallocated })
          .where(and(eq(customerReceipts.companyId, ctx.companyId), eq(customerReceipts.id, credit.id)));
        await tx.insert(receiptAllocations).values({
          companyId: ctx.companyId,
          receiptId: credit.id,
          invoiceId: inv.id,
          amount: take.toFixed(),
        });
      }
      const paid = Money.of(inv.amountPaid).plus(allocation.amount);
      inv.amountPaid = paid.toFixed();
      await tx
        .update(invoices)
        .set({
          amountPaid: paid.toFixed(),
          status: settledStatus(inv.total, paid.plus(inv.amountCredited)),
          updatedAt: now,
        })
        .where(and(eq(invoices.companyId, ctx.companyId), eq(invoices.id, inv.id)));
    }
    const [receivable, creditsAccount] = await Promise.all([
      systemAccountId(tx, ctx.companyId, 'accounts_receivable'),
      systemAccountId(tx, ctx.companyId, 'customer_credits'),
    ]);
    const amount = wanted.toFixed();
    const memo = `Credit applied for ${customer.name}`;
    await postEntry(tx, ctx, {
      branchId,
      date,
      memo,
      source: { type: 'customer-credit-applied', id: customer.id },
      lines: [
        {
          accountId: creditsAccount,
          branchId,
          debit: amount,
          credit: 0,
          description: memo,
          contactId: customer.id,
        },
        {
          accountId: receivable,
          branchId,
          debit: 0,
          credit: amount,
          description: memo,
          contactId: customer.id,
        },
      ],
    });
    await recordAudit(tx, ctx, {
      action: 'update',
      entity: 'customer',
      entityId: customer.id,
      summary: memo,
      after: input,
    });
  });
  return findCustomer(db, ctx.companyId, customer.id);
}
