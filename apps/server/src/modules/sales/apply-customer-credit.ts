import type { CustomerCreditApply } from '@tawi/contracts';
import type { Database } from '@tawi/db';
import { Money, todayIn } from '@tawi/domain';
import { auditUpdate } from '../../platform/audit';
import { scopedBranchId } from '../../platform/branch-scope';
import type { RequestContext } from '../../platform/request-context';
import { assertCredit, assertOwes } from './credit-checks';
import { creditHeld, lockCustomerCredit, postCreditApplied, spendCredit } from './customer-credit';
import { findCustomer, findCustomerRow } from './customers.repo';
import { lockInvoices } from './receive-payment';

/**
 * Applies a customer's held credit (receipt remainders and credit notes' unapplied parts, oldest
 * first) to their open invoices: each at most what the invoice owes (422
 * `allocation-exceeds-outstanding`), in all at most the credit held (422 `insufficient-credit`).
 * Posts customer credits against receivables; each use is an allocation of the receipt (the
 * invoice's amountPaid) or of the credit note (its amountCredited) it came from; statuses follow.
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
    const sources = await lockCustomerCredit(tx, ctx.companyId, customer.id);
    const locked = await lockInvoices(
      tx,
      ctx.companyId,
      customer.id,
      input.invoices.map((i) => i.invoiceId),
    );
    const wanted = Money.sum(input.invoices.map((i) => Money.of(i.amount)));
    assertCredit(creditHeld(sources), wanted, 'The customer holds');
    for (const [i, allocation] of input.invoices.entries()) {
      const inv = locked[i];
      if (!inv) continue;
      assertOwes(inv, allocation.amount, i);
      await spendCredit(tx, ctx, sources, inv, Money.of(allocation.amount), date);
    }
    const memo = `Credit applied for ${customer.name}`;
    await postCreditApplied(tx, ctx, {
      branchId,
      date,
      customerId: customer.id,
      amount: wanted,
      memo,
      source: { type: 'customer-credit-applied', id: customer.id },
    });
    await auditUpdate(tx, ctx, 'customer', customer.id, memo, { after: input });
  });
  return findCustomer(db, ctx.companyId, customer.id);
}
