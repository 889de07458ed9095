import { accounts, branches, type Executor } from '@tawi/db';
import { Money, type SystemAccountKey } from '@tawi/domain';
import { asc, inArray } from 'drizzle-orm';
import { ofCompany } from '../../../platform/company-rows';
import { postedTotals } from '../../ledger';
import { branchesOf, type ReportRange } from '../report-range';
import type { TableReportLoader } from '../tables/table-report';
import { profitOf } from './sales-by-product';

const NET_SALES: readonly SystemAccountKey[] = ['sales', 'sales_returns'];
const COST_OF_SALES: readonly SystemAccountKey[] = ['cost_of_sales'];

/**
 * Per branch of the range with sales or their cost posted in it: net sales (credits less debits of sales
 * and sales returns: invoices at their date, voids at theirs, credit notes) and cost of sales (debits
 * less credits), from the balance tables (postedTotals: months x accounts per branch, never the lines),
 * so the rows sum to the P&L's income and cost of sales (salesLinesBy gives the same from the lines).
 */
async function ledgerSalesByBranch(db: Executor, companyId: string, range: ReportRange) {
  const [named, keyed] = await Promise.all([
    db
      .select({ id: branches.id, name: branches.name })
      .from(branches)
      .where(ofCompany(branches, companyId, scopeOf(range)))
      .orderBy(asc(branches.name)),
    db
      .select({ id: accounts.id, systemKey: accounts.systemKey })
      .from(accounts)
      .where(ofCompany(accounts, companyId, inArray(accounts.systemKey, [...NET_SALES, ...COST_OF_SALES]))),
  ]);
  const keyOf = new Map(keyed.map((a) => [a.id, a.systemKey as SystemAccountKey]));
  const during = { from: range.from, to: range.to };
  const perBranch = await Promise.all(
    named.map(async (branch) => {
      const totals = await postedTotals(db, companyId, [branch.id], { during });
      let netSales = Money.zero();
      let costOfSales = Money.zero();
      let lines = 0;
      for (const [accountId, { during: t }] of totals) {
        const key = keyOf.get(accountId);
        if (key === undefined) continue;
        lines += t.lines;
        if (NET_SALES.includes(key)) netSales = netSales.plus(t.credit).minus(t.debit);
        else costOfSales = costOfSales.plus(t.debit).minus(t.credit);
      }
      return { branch, netSales, costOfSales, lines };
    }),
  );
  return perBranch.filter((b) => b.lines > 0);
}

function scopeOf(range: ReportRange) {
  const ids = branchesOf(range);
  return ids ? inArray(branches.id, [...ids]) : undefined;
}

/**
 * API.md `sales-by-branch` (location sales): net sales, cost of sales and gross profit per branch of the
 * scope (ledgerSalesByBranch: after voids and credit notes; sums to the P&L income and cost of sales).
 */
export const salesByBranch: TableReportLoader<unknown, ReturnType<typeof toRow>> = async ({
  db,
  ctx,
  range,
}) => {
  const sales = await ledgerSalesByBranch(db, ctx.companyId, range);
  return { rows: sales.map((s) => toRow(s.branch.id, s.branch.name, s)) };
};

function toRow(branchId: string, branchName: string, s: Parameters<typeof profitOf>[0]) {
  return {
    branchId,
    branchName,
    netSales: s.netSales.toNumber(),
    costOfSales: s.costOfSales.toNumber(),
    grossProfit: profitOf(s).grossProfit.toNumber(),
  };
}
