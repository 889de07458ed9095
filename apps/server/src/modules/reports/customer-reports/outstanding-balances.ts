import { type Executor, suppliers } from '@tawi/db';
import { AGING_KEYS, Money } from '@tawi/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { contactBalances, netOf } from '../../ledger';
import { receivablesAging } from '../../sales';
import { openBills } from '../purchasing-reports/open-bills';
import { branchesOf, type ReportRange } from '../report-range';
import type { TableReportLoader } from '../tables/table-report';

type Row = ReturnType<typeof toRow>;

/**
 * API.md `outstanding-balances`, as at `to` (asOf), of the branches: every customer and supplier with an
 * open balance (`contactKind` for one side). A customer's balance is the receivables aging's total (open
 * invoices less the credit they hold); a supplier's, the payables account's balance of their lines.
 * Overdue: what their invoices or bills past their due date still owed that day.
 */
export const outstandingBalances: TableReportLoader<
  { contactKind?: 'customer' | 'supplier' | undefined },
  Row
> = async ({ db, ctx, range, query }) => {
  const [owedBy, owedTo] = await Promise.all([
    query.contactKind === 'supplier' ? [] : customerRows(db, ctx.companyId, range),
    query.contactKind === 'customer' ? [] : supplierRows(db, ctx.companyId, range),
  ]);
  return { rows: [...owedBy, ...owedTo].filter((r) => r.balance !== 0 || r.overdue !== 0) };
};

function toRow(kind: 'Customer' | 'Supplier', id: string, name: string, balance: Money, overdue: Money) {
  const page = kind === 'Customer' ? 'customers' : 'suppliers';
  return {
    kind,
    id,
    name,
    link: `/dashboard/${page}/${id}`,
    balance: balance.toNumber(),
    overdue: overdue.toNumber(),
  };
}

async function customerRows(db: Executor, companyId: string, range: ReportRange) {
  const aging = await receivablesAging(db, companyId, range.to, branchesOf(range));
  return aging.rows.map((r) =>
    toRow(
      'Customer',
      r.customerId,
      r.customerName,
      Money.of(r.total),
      Money.sum([r.days1to30, r.days31to60, r.days61to90, r.over90]),
    ),
  );
}

/**
 * Per supplier of the branches as at `to`: the payables account's balance of their lines, and what their
 * bills due before `to` still owed then (openBills: as the payables aging reads them).
 */
async function supplierRows(db: Executor, companyId: string, range: ReportRange) {
  const asOf = range.to;
  const branchIds = branchesOf(range);
  const [balances, open] = await Promise.all([
    contactBalances(db, companyId, { systemKeys: ['accounts_payable'], asOf, branchIds }),
    openBills(db, companyId, { asOf, branchIds }),
  ]);
  const overdueOf = new Map<string, Money>();
  for (const row of open.filter((b) => b.bucket !== AGING_KEYS.Current)) {
    overdueOf.set(row.supplierId, (overdueOf.get(row.supplierId) ?? Money.zero()).plus(row.outstanding));
  }
  const ids = [...new Set([...balances.keys(), ...overdueOf.keys()])];
  const names = ids.length
    ? await db
        .select({ id: suppliers.id, name: suppliers.name })
        .from(suppliers)
        .where(and(eq(suppliers.companyId, companyId), inArray(suppliers.id, ids)))
    : [];
  const nameOf = new Map(names.map((s) => [s.id, s.name]));
  return ids.map((id) =>
    toRow(
      'Supplier',
      id,
      nameOf.get(id) ?? '',
      netOf(balances, id, 'accounts_payable').neg(),
      overdueOf.get(id) ?? Money.zero(),
    ),
  );
}
