import { type Executor, suppliers } from '@tawi/db';
import { type AgingTotals, Money } from '@tawi/domain';
import { contactNames } from '../../../platform/contact-record';
import { contactBalances, netOf } from '../../ledger';
import { agingOfBuckets } from '../../sales';
import { branchesOf } from '../report-range';
import type { TableReportLoader } from '../tables/table-report';
import { openBills } from './open-bills';

type Row = AgingTotals & { supplierId: string; supplierName: string; unappliedCredit: number };

/** Per supplier, the balance of their accounts payable lines posted up to `asOf` in the branches. */
async function payableBalances(
  db: Executor,
  companyId: string,
  q: { asOf: string; branchIds?: readonly string[] | undefined },
) {
  const balances = await contactBalances(db, companyId, { systemKeys: ['accounts_payable'], ...q });
  return new Map([...balances.keys()].map((id) => [id, netOf(balances, id, 'accounts_payable').neg()]));
}

/**
 * API.md `payables-aging`, as the receivables aging per supplier at the end of `asOf` (the kit's `to`):
 * what their open bills still owe (openBills) in the buckets by days past due, and `unappliedCredit`,
 * what their payable account holds besides those bills (payments not set against a bill: negative),
 * so `total` = their accounts payable balance and the totals equal the payables control account in
 * the trial balance as at that day, per branch and in all. Suppliers owed nothing are left out.
 */
export const payablesAging: TableReportLoader<unknown, Row> = async ({ db, ctx, range }) => {
  const q = { asOf: range.to, branchIds: branchesOf(range) };
  const [open, balances] = await Promise.all([
    openBills(db, ctx.companyId, q),
    payableBalances(db, ctx.companyId, q),
  ]);
  const bySupplier = new Map<string, typeof open>();
  for (const row of open) bySupplier.set(row.supplierId, [...(bySupplier.get(row.supplierId) ?? []), row]);
  const ids = [...new Set([...bySupplier.keys(), ...balances.keys()])].filter(Boolean);
  const nameOf = await contactNames(db, suppliers, ctx.companyId, ids);
  const rows = [...nameOf].map(([id, name]) => {
    const buckets = agingOfBuckets(bySupplier.get(id) ?? []);
    const balance = balances.get(id) ?? Money.zero();
    return {
      supplierId: id,
      supplierName: name,
      ...buckets,
      unappliedCredit: balance.minus(buckets.total).toNumber(),
      total: balance.toNumber(),
    };
  });
  return { rows: rows.filter((r) => r.total !== 0 || r.unappliedCredit !== 0) };
};
