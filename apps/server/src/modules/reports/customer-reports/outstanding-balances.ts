import { customers, type Executor, suppliers } from '@tawi/db';
import { AGING_KEYS, Money } from '@tawi/domain';
import { contactNames } from '../../../platform/contact-record';
import { moneyByKey } from '../../../platform/sum-by-key';
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
  const notDueOf = moneyByKey(notDue.map((row) => [row.customerId, row.outstanding]));
  const ids = [...balances.keys()];
  const nameOf = await contactNames(db, customers, companyId, ids);
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
  const overdue = open.filter((b) => b.bucket !== AGING_KEYS.Current);
  const overdueOf = moneyByKey(overdue.map((row) => [row.supplierId, row.outstanding]));
  const ids = [...new Set([...balances.keys(), ...overdueOf.keys()])];
  const nameOf = await contactNames(db, suppliers, companyId, ids);
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
