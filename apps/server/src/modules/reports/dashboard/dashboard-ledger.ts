import type { DashboardKpi, DashboardSeries } from '@tawi/contracts';
import type { Executor } from '@tawi/db';
import {
  type AccountActivity,
  addDays,
  CASH_SUBTYPES,
  COST_OF_SALES_SUBTYPE,
  Money,
  profitAndLossOf,
} from '@tawi/domain';
import { profitAndLoss } from '../profit-and-loss';
import { accountActivity, accountDays } from '../reports.repo';
import { salesByBranch } from './dashboard.repo';
import type { DashboardPeriod } from './dashboard-period';

const kpi = (value: Money, previous: Money): DashboardKpi => ({
  value: value.toNumber(),
  previous: previous.toNumber(),
});

/** Debit-normal balance of an asset account at the end of `from - 1` (before) and of `to` (after). */
function assetBalances(a: AccountActivity) {
  const before = Money.of(a.before.debit).minus(a.before.credit);
  return { before, after: before.plus(a.during.debit).minus(a.during.credit) };
}

const CASH_KINDS = ['cash', 'bank', 'mobile_money'] as const;
type CashKind = (typeof CASH_KINDS)[number];
const cashKindOf = (subtype: string | null | undefined): CashKind | undefined =>
  CASH_KINDS.find((k) => k === subtype && CASH_SUBTYPES.includes(k));

/**
 * The ledger's figures, from the daily and monthly balance tables (never journal lines):
 * - `sales`: net sales = the income accounts' credit less debit posted from..to (pre-tax; credit notes
 *   and sales returns net it down) = the P&L report's income total;
 * - `grossProfit`: that income less the cost-of-sales accounts (the P&L report's gross profit);
 * - `cash`: the balance of every cash, bank and M-Pesa account at the end of `to` (per account in
 *   `cashPosition`, with its kind);
 * - `receivables`: the accounts receivable balance at the end of `to`.
 * `previous`: sales and profit of the previous period of equal length; balances at the end of `from - 1`.
 */
export async function ledgerFigures(db: Executor, companyId: string, period: DashboardPeriod) {
  const [activity, previousPl] = await Promise.all([
    accountActivity(db, companyId, period.current, { before: true }),
    profitAndLoss(db, companyId, period.previous),
  ]);
  const pl = profitAndLossOf(activity);
  const cashAccounts = activity.flatMap((a) => {
    const kind = cashKindOf(a.subtype);
    return kind ? [{ account: a, kind, ...assetBalances(a) }] : [];
  });
  const receivable = activity.filter((a) => a.systemKey === 'accounts_receivable').map(assetBalances);
  const sum = (list: Money[]) => Money.sum(list);
  return {
    sales: kpi(pl.income.total, previousPl.income.total),
    grossProfit: kpi(pl.grossProfit, previousPl.grossProfit),
    cash: kpi(sum(cashAccounts.map((c) => c.after)), sum(cashAccounts.map((c) => c.before))),
    receivables: kpi(sum(receivable.map((r) => r.after)), sum(receivable.map((r) => r.before))),
    cashPosition: cashAccounts.map((c) => ({
      accountId: c.account.accountId,
      accountName: c.account.accountName,
      kind: c.kind,
      balance: c.after.toNumber(),
    })),
    incomeAccountIds: activity.filter((a) => a.type === 'income').map((a) => a.accountId),
    costOfSalesAccountIds: activity
      .filter((a) => a.type === 'expense' && a.subtype === COST_OF_SALES_SUBTYPE)
      .map((a) => a.accountId),
  };
}

/** Net sales (income credit less debit) per day from..to, every day present (0 when none posted). */
export async function salesByDay(
  db: Executor,
  companyId: string,
  period: DashboardPeriod,
  incomeAccountIds: readonly string[],
): Promise<NonNullable<DashboardSeries['salesByDay']>> {
  const days = await accountDays(db, companyId, period.current, incomeAccountIds);
  const byDay = new Map<string, Money>();
  for (const d of days) {
    byDay.set(d.day, (byDay.get(d.day) ?? Money.zero()).plus(d.credit).minus(d.debit));
  }
  const out: NonNullable<DashboardSeries['salesByDay']> = [];
  for (let day = period.current.from; day <= period.current.to; day = addDays(day, 1)) {
    out.push({ date: day, netSales: (byDay.get(day) ?? Money.zero()).toNumber() });
  }
  return out;
}

/** Net sales and gross profit per branch of the scope, from..to (daily balances). */
export async function branchSales(
  db: Executor,
  companyId: string,
  period: DashboardPeriod,
  accountIds: { income: readonly string[]; costOfSales: readonly string[] },
): Promise<NonNullable<DashboardSeries['salesByBranch']>> {
  const rows = await salesByBranch(db, companyId, period.current, accountIds);
  return rows.map((r) => {
    const netSales = Money.of(r.income);
    return {
      branchId: r.branchId,
      branchName: r.branchName,
      netSales: netSales.toNumber(),
      grossProfit: netSales.minus(r.costOfSales).toNumber(),
    };
  });
}
