import type { Executor } from '@tawi/db';
import type { JournalLineDraft, Money } from '@tawi/domain';
import type { Actor } from '../../platform/request-context';
import { postEntry, systemAccountId } from '../ledger';
import { assertVatPeriodOpen } from '../tax';

/** A debit of a bill: stock into inventory, or an expense account. */
export interface BillDebit {
  accountId: string;
  amount: Money;
  description: string;
}

/**
 * The posting rule of a supplier bill: each debit (inventory or expense) and the VAT input against
 * accounts payable for the total, the payable line carrying the supplier (its balance reads it).
 * A month whose VAT return is filed takes no more bills (422 `vat-period-filed`).
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
  },
  debits: readonly BillDebit[],
) {
  await assertVatPeriodOpen(tx, actor.companyId, bill.date);
  const vatInput = await systemAccountId(tx, actor.companyId, 'vat_input');
  const payable = await systemAccountId(tx, actor.companyId, 'accounts_payable');
  const b = bill.branchId;
  const lines: JournalLineDraft[] = [
    ...debits
      .filter((d) => !d.amount.isZero())
      .map((d) => ({
        accountId: d.accountId,
        branchId: b,
        debit: d.amount.toNumber(),
        credit: 0,
        description: d.description,
      })),
    ...(bill.taxTotal.isZero()
      ? []
      : [
          {
            accountId: vatInput,
            branchId: b,
            debit: bill.taxTotal.toNumber(),
            credit: 0,
            description: `VAT on ${bill.number}`,
          },
        ]),
    {
      accountId: payable,
      branchId: b,
      debit: 0,
      credit: bill.total.toNumber(),
      description: bill.number,
      contactId: bill.supplierId,
    },
  ];
  return postEntry(tx, actor, {
    branchId: b,
    date: bill.date,
    memo: `Bill ${bill.number}`,
    source: { type: 'bill', id: bill.id },
    lines,
  });
}
