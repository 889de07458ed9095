import { customers, type Executor, suppliers } from '@tawi/db';
import { AGING_KEYS, Money } from '@tawi/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { contactBalances, netOf } from '../../ledger';
import { openInvoiceBuckets } from '../../sales';
import { openBills } from '../purchasing-reports/open-bills';
import { branchesOf, type ReportRange } from '../report-range';
import type { TableReportLoader } from '../tables/table-report';

type Row = ReturnType<typeof toRow>;

/**
 * API.md `outstanding-balances`, as at `to` (asOf), of the branches: every customer and supplier with an
 * open balance (`contactKind` for one side). A customer's balance is the receivables aging's total (open
 * invoices less the credit they hold: receivables less customer credits); a supplier's, the payables
 * account's balance of their lines.
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

/**
 * Per customer of the branches as at `to`: the receivables less the customer credits of their lines (the
 * aging's total), and what of it was overdue: their receivables less what their invoices not yet due
 * still owed. The receivables of a customer are what their open invoices owe (the aging adds up to the
 * account), so this reads the kept balances and the few invoices not yet due, not every open invoice.
 */
async function customerRows(db: Executor, companyId: string, range: ReportRange) {
  const asOf = range.to;
  const branchIds = branchesOf(range);
  const [balances, notDue] = await Promise.all([
    contactBalances(db, companyId, {
      systemKeys: ['accounts_receivable', 'customer_credits'],
      asOf,
      branchIds,
    }),
    openInvoiceBuckets(db, companyId, { asOf, branchIds, dueFrom: asOf }),
  ]);
  const notDueOf = new Map<string, Money>();
  for (const row of notDue) {
    notDueOf.set(row.customerId, (notDueOf.get(row.customerId) ?? Money.zero()).plus(row.outstanding));
  }
  const ids = [...balances.keys()];
  const nameOf = await namesOf(db, customers, companyId, ids);
  return ids.map((id) =>
    toRow(
      'Customer',
      id,
      nameOf.get(id) ?? '',
      netOf(balances, id, 'accounts_receivable', 'customer_credits'),
      netOf(balances, id, 'accounts_receivable').minus(notDueOf.get(id) ?? Money.zero()),
    ),
  );
}

/** The names of the contacts (customers or suppliers) of the company with these ids. */
async function namesOf(
  db: Executor,
  table: typeof customers | typeof suppliers,
  companyId: string,
  ids: readonly string[],
) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.companyId, companyId), inArray(table.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.name]));
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
  const nameOf = await namesOf(db, suppliers, companyId, ids);
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
