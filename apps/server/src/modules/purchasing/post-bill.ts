import type { Executor } from '@tawi/db';
import { type BillDebit, billPosting, type Money } from '@tawi/domain';
import type { Actor } from '../../platform/request-context';
import { postDocument } from '../ledger';
import { assertVatPeriodOpen } from '../tax';

/**
 * Posts a supplier bill as `billPosting` returns it: each debit (inventory or expense) and the VAT
 * input against accounts payable for the total, the payable line carrying the supplier (its
 * balance reads it). A month whose VAT return is filed takes no more bills (422 `vat-period-filed`).
 */
export async function postBill(
  tx: Executor,
  actor: Actor,
  bill: {
    id: string;
    number: string;
    branchId: string;
    date: string;
    supplierId: string;
    taxTotal: Money;
    total: Money;
    /** False: the company is not VAT-registered on the bill's date, its VAT is cost (billPosting). */
    claimsInputVat: boolean;
  },
  debits: readonly BillDebit[],
) {
  await assertVatPeriodOpen(tx, actor.companyId, bill.date);
  return postDocument(tx, actor, {
    branchId: bill.branchId,
    date: bill.date,
    memo: `Bill ${bill.number}`,
    source: { type: 'bill', id: bill.id },
    lines: billPosting({ ...bill, debits }),
  });
}
