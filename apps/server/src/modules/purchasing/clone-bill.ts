import type { Bill } from '@tawi/contracts';
import type { Database } from '@tawi/db';
import { Money } from '@tawi/domain';
import { invalidState } from '../../platform/app-error';
import { assertRecordBranch } from '../../platform/branch-scope';
import type { RequestContext } from '../../platform/request-context';
import { findBill } from './bills.repo';
import { createBill } from './create-bill';

/** A stored line's price was typed with VAT in when qty x price gives its total rather than its net amount. */
function pricedWithTax(line: Bill['lines'][number]) {
  const typed = Money.of(line.qty).times(line.unitPrice);
  if (!Money.of(line.taxAmount).isPositive()) return false;
  return typed.minus(line.lineTotal).abs().lt(typed.minus(line.amount).abs());
}

/**
 * Bills have no drafts (saving a bill posts it), so the copy of a direct bill is a new Unpaid bill
 * BILL-nnnn dated today with the same supplier, branch, notes and lines, posted as any new bill;
 * the supplier's invoice number and date are left blank (each invoice is entered once). A bill
 * raised by a goods receipt is 409 `invalid-state`: its goods come through its purchase order.
 */
export async function cloneBill(db: Database, ctx: RequestContext, idOrNumber: string) {
  const found = await findBill(db, ctx.companyId, idOrNumber);
  assertRecordBranch(ctx, found);
  if (found.receiptId || found.lines.some((l) => !l.accountId))
    throw invalidState(`${found.billId} came from a goods receipt: clone its purchase order instead`);
  return createBill(db, ctx, {
    supplierId: found.supplierId,
    branchId: found.branchId,
    notes: found.notes,
    lines: found.lines.map((l) => ({
      description: l.description,
      accountId: l.accountId ?? '',
      qty: l.qty,
      unitPrice: l.unitPrice,
      taxCategory: l.taxCategory,
      priceIncludesTax: pricedWithTax(l),
    })),
  });
}
