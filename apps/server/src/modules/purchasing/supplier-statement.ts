import type { SupplierStatement } from '@tawi/contracts';
import type { Executor } from '@tawi/db';
import { contactStatementLines, statementPeriod } from '../ledger';
import { supplierBalances } from './supplier-balances';
import { findSupplierRow } from './suppliers.repo';

const TYPES: Record<string, SupplierStatement['lines'][number]['type']> = {
  bill: 'bill',
  'supplier-payment': 'payment',
  'supplier-payment-refund': 'refund',
  'supplier-payment-void': 'void',
  'bill-void': 'void',
};

/**
 * The supplier's account over a period, from the books: the balance owed before `from`, then every
 * posted payable line of theirs (bills credit, payments debit, refunds and voids) with a running
 * balance. From defaults to 90 days before `to`, to to today.
 */
export async function supplierStatement(
  db: Executor,
  companyId: string,
  supplierId: string,
  q: { from?: string | undefined; to?: string | undefined },
): Promise<SupplierStatement> {
  const supplier = await findSupplierRow(db, companyId, supplierId);
  const { from, to, openingOn } = statementPeriod(q);
  const opening = openingOn
    ? ((await supplierBalances(db, companyId, [supplierId], openingOn)).get(supplierId) ?? 0)
    : 0;
  const { lines, closingBalance } = await contactStatementLines(
    db,
    companyId,
    {
      contactId: supplierId,
      systemKeys: ['accounts_payable'],
      raisedBy: 'credit',
      types: TYPES,
      otherType: 'bill',
    },
    { from, to, opening },
  );
  return {
    supplierId,
    supplierName: supplier.name,
    from,
    to,
    openingBalance: opening,
    lines,
    closingBalance,
  };
}
