import type { Executor } from '@tawi/db';
import { contactBalances, netOf } from '../ledger';

export interface CustomerFigures {
  /** What they owe: receivables less the credit they hold (negative: owed to them). */
  balance: number;
  /** The credit they hold, not yet applied or refunded: receipt remainders and credit notes' unapplied parts. */
  credit: number;
}

/**
 * What each customer owes, from the books: debits minus credits of the posted accounts receivable
 * lines carrying the customer as contact, less the customer credit they hold (credits minus debits
 * of their customer credits lines: receipt remainders and credit notes' unapplied parts, less refunds
 * and receipt voids), up to `asOf` (contactBalances). Negative: the company owes the customer.
 */
export async function customerBalances(
  db: Executor,
  companyId: string,
  customerIds: readonly string[],
  asOf?: string,
): Promise<Map<string, CustomerFigures>> {
  if (customerIds.length === 0) return new Map();
  const balances = await contactBalances(db, companyId, {
    systemKeys: ['accounts_receivable', 'customer_credits'],
    asOf,
    contactIds: customerIds,
  });
  return new Map(
    [...balances.keys()].map((id) => [
      id,
      {
        balance: netOf(balances, id, 'accounts_receivable', 'customer_credits').toNumber(),
        credit: netOf(balances, id, 'customer_credits').neg().toNumber(),
      },
    ]),
  );
}
