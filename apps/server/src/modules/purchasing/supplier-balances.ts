import type { Executor } from '@tawi/db';
import { contactBalances, netOf } from '../ledger';

/**
 * What the company owes each supplier, from the books: credits minus debits of the posted accounts
 * payable lines carrying the supplier as contact (bills credit, payments debit), up to `asOf`
 * (contactBalances: monthly contact balances and the lines of the last month only).
 */
export async function supplierBalances(
  db: Executor,
  companyId: string,
  supplierIds: readonly string[],
  asOf?: string,
): Promise<Map<string, number>> {
  if (supplierIds.length === 0) return new Map();
  const balances = await contactBalances(db, companyId, {
    systemKeys: ['accounts_payable'],
    asOf,
    contactIds: supplierIds,
  });
  return new Map(
    [...balances.keys()].map((id) => [id, netOf(balances, id, 'accounts_payable').neg().toNumber()]),
  );
}
